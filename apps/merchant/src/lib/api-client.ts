import type { Call, CallAnswer, CallInput } from '@delivery/contract/call';
import { limits } from '@delivery/contract/constants';
import { ErrorType } from '@delivery/contract/errors';
import { readToken, saveToken } from './session-token.ts';

/**
 * The panel's one client of the API: every call is one of the contract's (`call(route, input)`), a
 * JSON POST with `validate: 1` and the staff token as `Authorization: Bearer`. The answer is an
 * envelope whose `error_type` 0 means success. A call that uploads a file goes as multipart/form-data. Smaller than the customer app's: the panel makes
 * no GET reads for caches and runs only in a browser, on the API's own origin.
 */

type Envelope = { error_type: number; message: string };

export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'invalid-response' | 'business';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly errorType: number | null;

  constructor(kind: ApiErrorKind, message: string, status: number | null = null, errorType: number | null = null) {
    super(message);
    this.kind = kind;
    this.status = status;
    this.errorType = errorType;
  }
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Envelope).error_type === 'number' &&
  typeof (value as Envelope).message === 'string';

export type CallOptions = { signal?: AbortSignal; timeoutMs?: number };

/**
 * Makes one call of the contract and resolves with its answer, business refusals included
 * (`expectSuccess` rejects them). A 401 means the session is over: the token is forgotten, which
 * sends the panel back to its sign-in page.
 */
export async function call<C extends Call>(
  route: C,
  input: CallInput<C>,
  { signal, timeoutMs = limits.loadingOverlayTimeoutMs }: CallOptions = {},
): Promise<CallAnswer<C>> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const token = readToken();
  let response: Response;
  try {
    const fields = { ...(input as object), validate: 1 };
    response = await fetch(route.path, {
      method: 'POST',
      headers: {
        // A form's boundary is written by the browser along with its content type.
        ...(route.multipart ? {} : { 'content-type': 'application/json' }),
        accept: 'application/json',
        ...(token && route.auth === 'staff' ? { authorization: `Bearer ${token}` } : {}),
      },
      body: route.multipart ? formOf(fields) : JSON.stringify(fields),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (timeout.aborted) throw new ApiError('timeout', `${route.path} timed out after ${timeoutMs} ms`);
    throw new ApiError('network', `${route.path} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const envelope = isEnvelope(payload) ? payload : null;
    if (response.status === 401 && route.auth === 'staff') saveToken(null);
    throw new ApiError(
      'http',
      envelope?.message ?? `${route.path} answered HTTP ${response.status}`,
      response.status,
      envelope?.error_type ?? null,
    );
  }
  if (!isEnvelope(payload)) throw new ApiError('invalid-response', `${route.path} did not answer an envelope`);
  return payload as CallAnswer<C>;
}

/** A call's fields as multipart/form-data: files as files, the rest as text. */
function formOf(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(name, value);
    else if (value !== undefined) form.append(name, String(value));
  }
  return form;
}

/** The answer when it is a success; a refusal rejects with a 'business' ApiError carrying the server's message. */
export function expectSuccess<TAnswer extends Envelope>(answer: TAnswer): TAnswer {
  if (answer.error_type !== ErrorType.OK) throw new ApiError('business', answer.message, 200, answer.error_type);
  return answer;
}

/** Calls and rejects on a refusal: what a mutation wants. */
export const callOk = <C extends Call>(route: C, input: CallInput<C>, options?: CallOptions) =>
  call(route, input, options).then((answer) => expectSuccess(answer as CallAnswer<C> & Envelope));

/** The server's pt-BR message of a failure when it sent one; null when there was no usable answer. */
export function serverMessage(error: unknown): string | null {
  if (error instanceof ApiError && (error.kind === 'business' || (error.kind === 'http' && error.errorType !== null))) {
    return error.message;
  }
  return null;
}
