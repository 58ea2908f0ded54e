import { fieldsQuery, type Call, type CallAnswer, type CallInput } from '@delivery/contract/call';
import type { TEnvelope } from '@delivery/contract/envelope';
import { limits } from '@delivery/contract/constants';
import { ErrorType } from '@delivery/contract/errors';
import { takePageAnswer } from './page-answers.ts';

/**
 * The one configured client of the API. Every call is one of the contract's (`call(route, input)`):
 * a JSON POST carrying `validate: 1` (docs/product.md section 7), or a GET with the same fields in the
 * query string for the reads that caches may keep; the answer is an envelope whose `error_type` 0
 * means success.
 */

/** Empty on the web (same origin); the native shell sets VITE_API_URL to the API host. */
const baseUrl = (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '');

/**
 * docs/product.md section 9: in the native app the profile id is fixed by configuration (the build's
 * VITE_PROFILE_ID, beside its API); on the web the host decides and this is undefined.
 */
export const configuredProfileId: number | undefined = Number(import.meta.env.VITE_PROFILE_ID) || undefined;

/** The address of a path of the API, for what is not fetched (an EventSource). */
export const apiUrl = (path: string): string => `${baseUrl}${path}`;

type Envelope = Pick<TEnvelope, 'message'> & { error_type: number };

export type ApiErrorKind =
  /** The request never got an answer (offline, DNS, refused). */
  | 'network'
  /** No answer within the loading limit. */
  | 'timeout'
  /** The server answered with a non-2xx status. */
  | 'http'
  /** The answer is not a JSON envelope. */
  | 'invalid-response'
  /** HTTP 200 with a non-zero error_type: the server refused, with a message to show. */
  | 'business';

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

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope).error_type === 'number' &&
    typeof (value as Envelope).message === 'string'
  );
}

export type CallOptions = { signal?: AbortSignal; timeoutMs?: number };

type Query = Record<string, string | number | boolean | null | undefined>;

/** `?validate=1&a=…`: the same fields a POST body carries, for the reads the API also answers by GET. */
export const toQueryString = (fields: Query): string => fieldsQuery({ ...fields, validate: 1 });

async function request<TResponse extends Envelope>(
  method: 'GET' | 'POST',
  path: string,
  body: object,
  { signal, timeoutMs = limits.loadingOverlayTimeoutMs }: CallOptions,
): Promise<TResponse> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const url = method === 'GET' ? `${apiUrl(path)}?${toQueryString(body as Query)}` : apiUrl(path);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers:
        method === 'GET'
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: method === 'GET' ? undefined : JSON.stringify({ ...body, validate: 1 }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (timeout.aborted) throw new ApiError('timeout', `${method} ${path} timed out after ${timeoutMs} ms`);
    throw new ApiError(
      'network',
      `${method} ${path} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }

  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const envelope = isEnvelope(payload) ? payload : null;
    throw new ApiError(
      'http',
      envelope?.message ?? `${method} ${path} answered HTTP ${response.status}`,
      response.status,
      envelope?.error_type ?? null,
    );
  }
  if (!isEnvelope(payload)) {
    throw new ApiError('invalid-response', `${method} ${path} did not answer a JSON envelope`, response.status);
  }
  return payload as TResponse;
}

/**
 * Makes one call of the contract, by its first method (GET for the catalog reads, which the browser
 * and any CDN may cache and the API answers 304 to while the ETag holds). Resolves with the answer,
 * business refusals included: the caller decides how to show them (`expectSuccess` rejects them).
 * A read the page came with is answered from it, once (lib/page-answers.ts). Rejects with an ApiError when there is no usable answer; a caller's abort is rethrown as is, so
 * TanStack Query can cancel quietly.
 */
export function call<C extends Call>(route: C, input: CallInput<C>, options: CallOptions = {}): Promise<CallAnswer<C>> {
  const sentWithPage = takePageAnswer(route.path, input as object);
  if (sentWithPage !== undefined) return Promise.resolve(sentWithPage as CallAnswer<C>);
  return request<CallAnswer<C> & Envelope>(route.methods[0], route.path, input as object, options);
}

/** The answer when it is a success; a non-zero error_type rejects with a 'business' ApiError carrying the server's message. */
export function expectSuccess<TAnswer extends Envelope>(answer: TAnswer): TAnswer {
  if (answer.error_type !== ErrorType.OK) {
    throw new ApiError('business', answer.message, 200, answer.error_type);
  }
  return answer;
}

/** The API's answer for something that is not there (or is another tenant's): a shop, a product, an order. */
export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.errorType === ErrorType.NOT_FOUND);

/**
 * The server's own pt-BR message for a failed call, when it sent one (a business refusal, or an
 * HTTP error with an envelope); null when there was no usable answer (offline, timeout, crash).
 */
export function serverMessage(error: unknown): string | null {
  if (error instanceof ApiError && (error.kind === 'business' || (error.kind === 'http' && error.errorType !== null))) {
    return error.message;
  }
  return null;
}
