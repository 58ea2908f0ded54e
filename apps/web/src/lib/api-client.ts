import { limits } from '@delivery/contract/constants';
import { ErrorType } from '@delivery/contract/errors';

/**
 * The one configured client of the API. Every call is a JSON POST carrying `validate: 1`
 * (SPEC.md section 7); the answer is an envelope whose `error_type` 0 means success.
 */

/** Empty on the web (same origin); the native shell sets VITE_API_URL to the API host. */
const baseUrl = (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '');

type Envelope = { error_type: number; message: string };

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

export type PostOptions = { signal?: AbortSignal; timeoutMs?: number };

/**
 * Posts `body` plus `validate: 1` to `path`. Resolves with the envelope (business refusals
 * included, the caller decides how to show them); rejects with an ApiError when there is no
 * usable answer. A caller's abort is rethrown as is, so TanStack Query can cancel quietly.
 */
export async function post<TResponse extends Envelope>(
  path: string,
  body: object = {},
  { signal, timeoutMs = limits.loadingOverlayTimeoutMs }: PostOptions = {},
): Promise<TResponse> {
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...body, validate: 1 }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (timeout.aborted) throw new ApiError('timeout', `POST ${path} timed out after ${timeoutMs} ms`);
    throw new ApiError('network', `POST ${path} failed: ${error instanceof Error ? error.message : String(error)}`);
  }

  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const envelope = isEnvelope(payload) ? payload : null;
    throw new ApiError(
      'http',
      envelope?.message ?? `POST ${path} answered HTTP ${response.status}`,
      response.status,
      envelope?.error_type ?? null,
    );
  }
  if (!isEnvelope(payload)) {
    throw new ApiError('invalid-response', `POST ${path} did not answer a JSON envelope`, response.status);
  }
  return payload as TResponse;
}

/** Like `post`, but a non-zero error_type rejects with a 'business' ApiError carrying the server's message. */
export async function postExpectingSuccess<TResponse extends Envelope>(
  path: string,
  body: object = {},
  options: PostOptions = {},
): Promise<TResponse> {
  const answer = await post<TResponse>(path, body, options);
  if (answer.error_type !== ErrorType.OK) {
    throw new ApiError('business', answer.message, 200, answer.error_type);
  }
  return answer;
}
