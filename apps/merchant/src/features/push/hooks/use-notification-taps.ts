import { useEffect } from 'react';
import { useNavigate } from 'react-router';

const scope = import.meta.env.BASE_URL;

/**
 * A tapped new-order notification finds this panel open: the service worker focuses it and names
 * the board's address of the order, which the panel goes to without a reload (a reload would need
 * a new click before the chime could ring again).
 */
export function useNotificationTaps(): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent<unknown>) => {
      const message = event.data as { type?: unknown; path?: unknown } | null;
      if (message?.type !== 'open-order' || typeof message.path !== 'string') return;
      if (!message.path.startsWith(scope)) return;
      void navigate(message.path.slice(scope.length - 1));
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [navigate]);
}
