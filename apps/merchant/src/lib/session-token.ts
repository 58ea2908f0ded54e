/**
 * The staff session's token, kept on this device so a counter's panel survives a closed tab or a
 * restart. It goes only in the Authorization header, never in a URL; signing out ends it on the
 * server too (staffSignOut).
 */

const key = 'painel.token';
const listeners = new Set<() => void>();

/** localStorage throws in some private modes and when storage is disabled: the session then lasts the page. */
let memory: string | null = null;

export function readToken(): string | null {
  try {
    return localStorage.getItem(key) ?? memory;
  } catch {
    return memory;
  }
}

export function saveToken(token: string | null): void {
  memory = token;
  try {
    if (token) localStorage.setItem(key, token);
    else localStorage.removeItem(key);
  } catch {
    // The in-memory copy above keeps this page signed in.
  }
  for (const listener of listeners) listener();
}

export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
