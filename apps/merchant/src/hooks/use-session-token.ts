import { useSyncExternalStore } from 'react';
import { readToken, subscribeToken } from '../lib/session-token.ts';

/** The staff token, re-rendering when it is saved or forgotten (sign-in, sign-out, a 401 from any call). */
export const useSessionToken = (): string | null => useSyncExternalStore(subscribeToken, readToken, () => null);
