import { useEffect, useRef, useSyncExternalStore } from 'react';
import { playChime, soundUnlocked, subscribeSound } from '../../../lib/chime.ts';

/** How often the chime comes back while an order waits: insistent, as a kitchen is loud. */
export const alarmRepeatMs = 5_000;

/**
 * Rings when a new order arrives and keeps ringing every few seconds until every new order has
 * been accepted or rejected, here or on another device (the board's count says so).
 */
export function useNewOrderAlarm(newOrders: number): void {
  const unlocked = useSyncExternalStore(subscribeSound, soundUnlocked, () => false);
  const heard = useRef({ newOrders: 0, unlocked: false });

  useEffect(() => {
    // At once for an order that just arrived, or when the sound was just turned on with orders waiting.
    const ringNow = newOrders > heard.current.newOrders || (unlocked && !heard.current.unlocked);
    heard.current = { newOrders, unlocked };
    if (newOrders === 0 || !unlocked) return;
    if (ringNow) playChime();
    const timer = window.setInterval(playChime, alarmRepeatMs);
    return () => window.clearInterval(timer);
  }, [newOrders, unlocked]);
}
