/**
 * A setting kept on this device only (localStorage), such as "Imprimir ao aceitar": each counter
 * has its own printer. A value that cannot be read (storage off, old format) is the default.
 */
export type DeviceSetting<T> = {
  read: () => T;
  write: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
};

export function deviceSetting<T>(key: string, fallback: T, isValid: (value: unknown) => value is T): DeviceSetting<T> {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cached = fallback;
  return {
    read() {
      let raw: string | null;
      try {
        raw = localStorage.getItem(key);
      } catch {
        return cached;
      }
      // useSyncExternalStore asks often and wants the same object while nothing changed.
      if (raw === cachedRaw) return cached;
      cachedRaw = raw;
      try {
        const parsed: unknown = raw === null ? fallback : JSON.parse(raw);
        cached = isValid(parsed) ? parsed : fallback;
      } catch {
        cached = fallback;
      }
      return cached;
    },
    write(value) {
      cached = value;
      try {
        localStorage.setItem(key, JSON.stringify(value));
        cachedRaw = localStorage.getItem(key);
      } catch {
        cachedRaw = undefined;
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
