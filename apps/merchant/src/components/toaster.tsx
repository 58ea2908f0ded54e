import { useEffect, useState, useSyncExternalStore } from 'react';
import { currentToast, subscribeToast, type ToastEntry } from '../lib/toast.ts';
import { messages } from '../lib/messages.ts';

/** Shows lib/toast.ts's messages at the bottom; the live region stays in the page so it is announced. */
export function Toaster() {
  const toast = useSyncExternalStore(subscribeToast, currentToast);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-6 z-[60] flex justify-center px-4 print:hidden"
    >
      {toast ? <ToastMessage key={toast.id} toast={toast} /> : null}
    </div>
  );
}

function ToastMessage({ toast }: { toast: ToastEntry }) {
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setDismissed(true), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast.durationMs]);
  if (dismissed) return null;
  return (
    <div
      data-testid="toast"
      className={`pointer-events-auto flex max-w-lg items-center gap-4 rounded-2xl py-3 pr-3 pl-5 text-base font-medium text-white shadow-xl ${
        toast.tone === 'error' ? 'bg-brand-700' : 'bg-ink-900'
      }`}
    >
      <p>{toast.message}</p>
      <button
        type="button"
        onClick={() => setDismissed(true)}
        className="min-h-11 shrink-0 rounded-lg px-3 font-bold text-white/90 underline-offset-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
      >
        {messages.app.close}
      </button>
    </div>
  );
}
