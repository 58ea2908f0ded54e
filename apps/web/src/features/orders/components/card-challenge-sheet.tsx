import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { XIcon } from '../../../components/action-icons.tsx';
import { challengeFrame } from '../hooks/use-card-challenge.ts';

type CardChallengeSheetProps = {
  /** The iframe is in the page: the hidden form may post into it. */
  onReady: () => void;
  onClose: () => void;
};

/**
 * 'Confirmação do banco': the issuer's 3-D Secure page inside the order's page, where no window of
 * its own opens (the native app). A modal <dialog>: the browser keeps focus inside and the rest of
 * the page inert. The whole screen on a phone, a tall card from the small breakpoint up; Esc and
 * the close button close it, and the order is read again either way.
 */
export function CardChallengeSheet({ onReady, onClose }: CardChallengeSheetProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const ready = useEffectEvent(onReady);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    dialog.current?.showModal();
    // Only now is the iframe in the document: a name not there yet would open a window.
    ready();
    return () => before?.focus();
  }, []);

  return (
    <dialog
      ref={dialog}
      data-testid="card-challenge-sheet"
      aria-labelledby="card-challenge-sheet-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-0 h-dvh max-h-none w-full max-w-none flex-col border-0 bg-white p-0 pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)] text-ink-900 shadow-2xl backdrop:bg-ink-900/55 open:flex sm:m-auto sm:h-[min(48rem,calc(100dvh-3rem))] sm:max-w-lg sm:overflow-hidden sm:rounded-3xl sm:pt-0 sm:pb-0"
    >
      <div className="flex items-center gap-3 border-b border-ink-100 py-2 pr-2 pl-5">
        <h2 id="card-challenge-sheet-title" className="min-w-0 flex-1 text-lg font-extrabold tracking-tight">
          {t('orders.card.challengeSheetTitle')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('orders.card.challengeSheetClose')}
          className="grid size-11 shrink-0 place-items-center rounded-full text-ink-600 hover:bg-ink-50 hover:text-ink-900 focus-visible:outline-3 focus-visible:outline-brand-600"
        >
          <XIcon className="size-6" />
        </button>
      </div>
      <iframe name={challengeFrame} title={t('orders.card.challengeFrameTitle')} className="w-full flex-1 border-0" />
    </dialog>
  );
}
