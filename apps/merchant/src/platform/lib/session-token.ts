import { useSyncExternalStore } from 'react';
import { createTokenStore } from '../../lib/token-store.ts';

/**
 * The platform session's token, under a key of its own: a staff token never opens the console nor
 * the console's a panel, and signing out of one leaves the other alone.
 */
const store = createTokenStore('plataforma.token');

export const readConsoleToken = store.read;
export const saveConsoleToken = store.save;

/** The token, re-rendering when it is saved or forgotten (sign-in, sign-out, a 401 from any call). */
export const useConsoleToken = (): string | null => useSyncExternalStore(store.subscribe, store.read, () => null);
