import { createTokenStore } from './token-store.ts';

/**
 * The staff session's token, kept so a counter's panel survives a closed tab or a restart; signing
 * out ends it on the server too (staffSignOut).
 */
const store = createTokenStore('painel.token');

export const readToken = store.read;
export const saveToken = store.save;
export const subscribeToken = store.subscribe;
