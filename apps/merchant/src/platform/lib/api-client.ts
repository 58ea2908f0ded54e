import { createApiClient, type CallOptions } from '@delivery/client/api-client';
import { ApiError, expectSuccess, type Envelope } from '@delivery/client/api-error';
import type { Call, CallAnswer, CallInput } from '@delivery/contract/call';
import { ErrorType } from '@delivery/contract/errors';
import { showToast } from '../../lib/toast.ts';
import { readConsoleToken, saveConsoleToken } from './session-token.ts';

/**
 * The console's client of the API, as the panel's (lib/api-client.ts) but with the platform's token
 * on the platform's calls. A 401 to one means the session is over: the token is forgotten, which
 * sends the console back to its sign-in page.
 */
const client = createApiClient({
  baseUrl: '',
  readsByGet: false,
  headers: (route): Record<string, string> => {
    const token = readConsoleToken();
    return token && route.auth === 'platform' ? { authorization: `Bearer ${token}` } : {};
  },
  onUnauthorized: (route) => {
    if (route.auth === 'platform') saveConsoleToken(null);
  },
});

/**
 * Makes one call of the contract. When it ended the session, the server's word for why is shown
 * here, as the page that made the call is already gone with the token.
 */
export function call<C extends Call>(route: C, input: CallInput<C>, options?: CallOptions): Promise<CallAnswer<C>> {
  return client.call(route, input, options).catch((error: unknown) => {
    if (error instanceof ApiError && error.errorType === ErrorType.UNAUTHENTICATED) showToast(error.message);
    throw error;
  });
}

/** Calls and rejects on a refusal: what a mutation wants. */
export const callOk = <C extends Call>(route: C, input: CallInput<C>, options?: CallOptions) =>
  call(route, input, options).then((answer) => expectSuccess(answer as CallAnswer<C> & Envelope));
