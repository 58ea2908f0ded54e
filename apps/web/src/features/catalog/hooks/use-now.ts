import { useEffect, useState } from 'react';

/** The current time, renewed every minute so 'abre hoje às 18:00' turns into 'amanhã' on its own. */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
