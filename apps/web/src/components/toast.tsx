import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '@delivery/contract/constants';

type ToastProps = {
  /** The text to show; null shows nothing. A new text starts a new toast. */
  message: string | null;
  durationMs?: number;
  /** Starts the toast again when the same text is shown twice in a row. */
  id?: number;
};

/**
 * A short message at the bottom of the screen with a 'Fechar' button. The live region is always
 * in the page so screen readers announce the text when it appears.
 */
export function Toast({ message, durationMs = limits.toastMs, id }: ToastProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-toast=""
      className="pointer-events-none fixed inset-x-0 bottom-[calc(6rem+var(--bottom-bar,0rem))] z-[60] flex justify-center px-4 md:bottom-8"
    >
      {message ? <ToastMessage key={id ?? message} message={message} durationMs={durationMs} /> : null}
    </div>
  );
}

function ToastMessage({ message, durationMs }: { message: string; durationMs: number }) {
  const { t } = useTranslation('spec');
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setDismissed(true), durationMs);
    return () => window.clearTimeout(timer);
  }, [durationMs]);

  if (dismissed) return null;
  return (
    <div className="pointer-events-auto flex max-w-md items-center gap-4 rounded-2xl bg-ink-900 py-3 pr-3 pl-5 text-sm text-white shadow-lg">
      <p>{message}</p>
      <button
        type="button"
        onClick={() => setDismissed(true)}
        className="shrink-0 rounded-full px-3 py-1.5 font-semibold text-brand-200 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
      >
        {t('close')}
      </button>
    </div>
  );
}
