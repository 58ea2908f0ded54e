/**
 * Remembers what `load` answered for a key during `ttlMs` (0 = never). For data that changes
 * rarely and may be a little stale across processes: tenants, cities, districts. Failures are
 * not remembered; past `maxKeys` everything is forgotten at once, so random keys cannot grow it.
 */
export function ttlMemo<K, V>(load: (key: K) => Promise<V>, ttlMs: number, maxKeys = 10_000) {
  type Entry = { value: Promise<V>; expires: number; settled?: { value: V } };
  const entries = new Map<K, Entry>();
  const memo = (key: K): Promise<V> => {
    if (ttlMs <= 0) return load(key);
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (entries.size >= maxKeys) entries.clear();
    const entry: Entry = { value: load(key), expires: now + ttlMs };
    entries.set(key, entry);
    entry.value.then(
      (value) => (entry.settled = { value }),
      () => entries.delete(key),
    );
    return entry.value;
  };
  /** The remembered answer when it is there already, without waiting a turn of the event loop for it. */
  memo.peek = (key: K): { value: V } | undefined => {
    const hit = entries.get(key);
    return hit && hit.expires > Date.now() ? hit.settled : undefined;
  };
  /** Forgets every answer: the next call of each key loads it again. */
  memo.clear = (): void => entries.clear();
  return memo;
}
