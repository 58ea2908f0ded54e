/**
 * A session token kept on this device, so a page survives a closed tab or a restart, and the pages
 * that show it re-render when it is saved or forgotten. It goes only in an Authorization header,
 * never in a URL.
 */
export type TokenStore = {
  read(): string | null;
  save(token: string | null): void;
  subscribe(listener: () => void): () => void;
};

export function createTokenStore(key: string): TokenStore {
  const listeners = new Set<() => void>();
  /** localStorage throws in some private modes and when storage is disabled: the session then lasts the page. */
  let memory: string | null = null;

  return {
    read() {
      try {
        return localStorage.getItem(key) ?? memory;
      } catch {
        return memory;
      }
    },
    save(token) {
      memory = token;
      try {
        if (token) localStorage.setItem(key, token);
        else localStorage.removeItem(key);
      } catch {
        // The in-memory copy above keeps this page signed in.
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
