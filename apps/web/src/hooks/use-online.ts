import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const isOnline = () => onlineManager.isOnline() && navigator.onLine;

/**
 * Whether the device has a connection, as TanStack Query knows it (it pauses reads offline and
 * resumes them when the connection is back) and as the browser says it (an app started offline
 * gives TanStack Query no event to learn it from).
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const stop = onlineManager.subscribe(notify);
      window.addEventListener('online', notify);
      window.addEventListener('offline', notify);
      return () => {
        stop();
        window.removeEventListener('online', notify);
        window.removeEventListener('offline', notify);
      };
    },
    isOnline,
    () => true,
  );
}
