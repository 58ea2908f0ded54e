/**
 * Remembers what `load` answered for a key during `ttlMs` (0 = never). For data that changes
 * rarely and may be a little stale across processes: tenants, cities, districts. Failures are
 * not remembered; past `maxKeys` everything is forgotten at once, so random keys cannot grow it.
 */
export function ttlMemo<K, V>(load: (key: K) => Promise<V>, ttlMs: number, maxKeys = 10_000) {
  const entries = new Map<K, { value: Promise<V>; expires: number }>();
  return (key: K): Promise<V> => {
    if (ttlMs <= 0) return load(key);
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (entries.size >= maxKeys) entries.clear();
    const value = load(key);
    entries.set(key, { value, expires: now + ttlMs });
    value.catch(() => entries.delete(key));
    return value;
  };
}
