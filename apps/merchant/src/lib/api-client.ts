import { createApiClient, type CallOptions } from '@delivery/client/api-client';
import { expectSuccess, type Envelope } from '@delivery/client/api-error';
import type { Call, CallAnswer, CallInput } from '@delivery/contract/call';
import { readToken, saveToken } from './session-token.ts';

/**
 * The panel's client of the API (packages/client, decision 0072): on the API's own origin, every
 * call a POST (the panel reads fresh data, nothing for caches to keep), the staff token as
 * `Authorization: Bearer` on the staff calls. A 401 to one means the session is over: the token is
 * forgotten, which sends the panel back to its sign-in page.
 */
export const { call } = createApiClient({
  baseUrl: '',
  readsByGet: false,
  headers: (route): Record<string, string> => {
    const token = readToken();
    return token && route.auth === 'staff' ? { authorization: `Bearer ${token}` } : {};
  },
  onUnauthorized: (route) => {
    if (route.auth === 'staff') saveToken(null);
  },
});

/** Calls and rejects on a refusal: what a mutation wants. */
export const callOk = <C extends Call>(route: C, input: CallInput<C>, options?: CallOptions) =>
  call(route, input, options).then((answer) => expectSuccess(answer as CallAnswer<C> & Envelope));
