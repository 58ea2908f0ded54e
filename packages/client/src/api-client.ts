import { fieldsQuery, type Call, type CallAnswer, type CallInput, type CallMethod } from '@delivery/contract/call';
import { limits } from '@delivery/contract/constants';
import { ApiError, type Envelope } from './api-error.ts';

/**
 * The one client of the API that both apps configure (decision 0072). Every call is one of the
 * contract's (`call(route, input)`): a JSON POST carrying `validate: 1` (docs/product.md section
 * 7), multipart/form-data for an upload, or a GET with the same fields in the query string for the
 * reads that caches may keep. The answer is an envelope whose `error_type` 0 means success.
 */

/** What differs between the apps, and nothing else. */
export type ApiClientSetup = {
  /** The API's origin: '' on the page's own (the web and the panel), the API host in the native shell. */
  baseUrl: string;
  /**
   * A call whose first method is GET goes as a GET, which the browser and any CDN may keep (the
   * customer app's catalog reads); false sends every call as a POST (the panel reads fresh data).
   */
  readsByGet: boolean;
  /** Headers a call carries besides its content's: the panel's staff token as `Authorization: Bearer`. */
  headers?: (route: Call) => Record<string, string>;
  /** An answer the page came with for this call (decision 0046), taken once; undefined asks the API. */
  answerAtHand?: (path: string, fields: object) => unknown;
  /** The API answered 401 to this call: the panel forgets its token, which sends it back to sign-in. */
  onUnauthorized?: (route: Call) => void;
};

export type CallOptions = { signal?: AbortSignal; timeoutMs?: number };

type Query = Record<string, string | number | boolean | null | undefined>;

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Envelope).error_type === 'number' &&
  typeof (value as Envelope).message === 'string';

/** `?validate=1&a=…`: the same fields a POST body carries, for the reads the API also answers by GET. */
export const toQueryString = (fields: Query): string => fieldsQuery({ ...fields, validate: 1 });

/** A call's fields as multipart/form-data: files as files, the rest as text. */
function formOf(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(name, value);
    else if (value !== undefined) form.append(name, String(value));
  }
  return form;
}

function requestOf(method: CallMethod, route: Call, input: object, headers: Record<string, string>): RequestInit {
  if (method === 'GET') return { method, headers: { accept: 'application/json', ...headers } };
  const fields = { ...input, validate: 1 };
  return {
    method,
    headers: {
      // A form's boundary is written by the browser along with its content type.
      ...(route.multipart ? {} : { 'content-type': 'application/json' }),
      accept: 'application/json',
      ...headers,
    },
    body: route.multipart ? formOf(fields) : JSON.stringify(fields),
  };
}

export function createApiClient({ baseUrl, readsByGet, headers, answerAtHand, onUnauthorized }: ApiClientSetup) {
  const origin = baseUrl.replace(/\/$/, '');

  /** The address of a path of the API, for what is not fetched (an EventSource). */
  const apiUrl = (path: string): string => `${origin}${path}`;

  async function request(
    route: Call,
    input: object,
    { signal, timeoutMs = limits.loadingOverlayTimeoutMs }: CallOptions,
  ) {
    const method: CallMethod = readsByGet ? route.methods[0] : 'POST';
    const { path } = route;
    const timeout = AbortSignal.timeout(timeoutMs);
    const url = method === 'GET' ? `${apiUrl(path)}?${toQueryString(input as Query)}` : apiUrl(path);
    let response: Response;
    try {
      response = await fetch(url, {
        ...requestOf(method, route, input, headers?.(route) ?? {}),
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
      if (response.status === 401) onUnauthorized?.(route);
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
    return payload;
  }

  /**
   * Makes one call of the contract. Resolves with the answer, business refusals included: the
   * caller decides how to show them (`expectSuccess` rejects them). Rejects with an ApiError when
   * there is no usable answer; a caller's abort is rethrown as is, so TanStack Query can cancel
   * quietly.
   */
  function call<C extends Call>(route: C, input: CallInput<C>, options: CallOptions = {}): Promise<CallAnswer<C>> {
    const atHand = answerAtHand?.(route.path, input as object);
    if (atHand !== undefined) return Promise.resolve(atHand as CallAnswer<C>);
    return request(route, input as object, options) as Promise<CallAnswer<C>>;
  }

  return { call, apiUrl };
}
