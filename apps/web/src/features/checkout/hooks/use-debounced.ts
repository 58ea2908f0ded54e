import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: a burst of changes makes one request. The
 * first value after none (checkout's first complete draft) settles at once: nothing is typed then,
 * and the wait would only delay the page's totals.
 */
export function useDebounced<T>(value: T | null, delayMs: number): T | null {
  const [settled, setSettled] = useState(value);
  // Set while rendering (React's pattern for state following a prop): no extra commit.
  if (settled === null && value !== null) setSettled(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled ?? value;
}
