import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

type AuthSheetProps = {
  /** The dialog's accessible name; shown as the heading unless `titleHidden`. */
  title: string;
  titleHidden?: boolean;
  /** The bar above the content: 'ENTRAR DEPOIS', 'VOLTAR', 'Voltar' or a close icon. */
  topBar: ReactNode;
  /** Between the bar and the title: the tenant's logo. */
  logo?: ReactNode;
  /** Esc and the bar's dismiss action. */
  onEscape: () => void;
  children: ReactNode;
  testId?: string;
};

/**
 * The account modals' frame: the whole screen on a phone, a centred card from the small
 * breakpoint up. Radix keeps focus inside and closes on Esc.
 */
export function AuthSheet({ title, titleHidden = false, topBar, logo, onEscape, children, testId }: AuthSheetProps) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onEscape())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/55 backdrop-blur-[2px]" />
        <Dialog.Content
          data-testid={testId}
          aria-describedby={undefined}
          // A toast's 'Fechar' sits outside the sheet: pressing it must not close the sheet.
          onInteractOutside={(event) => {
            if (event.target instanceof Element && event.target.closest('[data-toast]')) event.preventDefault();
          }}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[min(52rem,calc(100dvh-3rem))] sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:shadow-2xl"
        >
          <div className="sticky top-0 z-10 flex min-h-14 items-center justify-between gap-2 bg-white/95 px-2 pt-[env(safe-area-inset-top)] backdrop-blur">
            {topBar}
          </div>
          <div className="flex flex-1 flex-col px-6 pt-2 pb-[max(2rem,env(safe-area-inset-bottom))]">
            {logo}
            <Dialog.Title
              className={titleHidden ? 'sr-only' : 'text-center text-2xl font-extrabold tracking-tight text-ink-900'}
            >
              {title}
            </Dialog.Title>
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type BarButtonProps = { onClick: () => void; children: ReactNode; label?: string; className?: string };

/**
 * A text or icon button of the top bar. Its focus ring is drawn inside it: at the sheet's edge
 * and rounded corner one drawn outside was cut off.
 */
export function BarButton({ onClick, children, label, className = '' }: BarButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 text-sm font-bold tracking-wide text-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-600 ${className}`}
    >
      {children}
    </button>
  );
}
