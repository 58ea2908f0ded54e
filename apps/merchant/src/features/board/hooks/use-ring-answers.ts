import { useEffect } from 'react';
import { soundUnlocked } from '../../../lib/chime.ts';

/**
 * The panel's service worker asks the panels in front of someone, before it shows a new order's
 * notification, whether their board rings for it ('board-rings?', public/sw.js): this board says
 * yes while it is visible and its chime may play, so the order is not announced twice.
 */
export function useRingAnswers(): void {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent<unknown>) => {
      const message = event.data as { type?: unknown } | null;
      if (message?.type !== 'board-rings?' || !event.ports[0]) return;
      event.ports[0].postMessage(document.visibilityState === 'visible' && soundUnlocked());
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, []);
}
