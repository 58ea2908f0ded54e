import { useSyncExternalStore } from 'react';
import { currentToast, subscribeToast } from '../lib/toast.ts';
import { Toast } from './toast.tsx';

/** Shows the toasts of lib/toast.ts; rendered once by the app shell. */
export function Toaster() {
  const toast = useSyncExternalStore(subscribeToast, currentToast);
  return <Toast message={toast?.message ?? null} durationMs={toast?.durationMs} id={toast?.id} />;
}
