import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { XIcon } from './action-icons.tsx';

type SheetProps = {
  title: string;
  /** A line under the title, read as the dialog's description. */
  description?: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
};

/**
 * A sheet rising from the bottom on a phone and a centred card from the small breakpoint up
 * ('Horários', 'Onde você quer receber?'). Radix keeps focus inside; Esc and the overlay close it.
 */
export function Sheet({ title, description, closeLabel, onClose, children, testId }: SheetProps) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/55 backdrop-blur-[2px]" />
        <Dialog.Content
          data-testid={testId}
          // Without a description Radix would warn; the title alone names the sheet.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col rounded-t-3xl bg-white shadow-2xl focus:outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[min(44rem,calc(100dvh-3rem))] sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl"
        >
          <span aria-hidden="true" className="mx-auto mt-2.5 h-1.5 w-10 rounded-full bg-ink-200 sm:hidden" />
          <div className="flex items-start gap-3 px-6 pt-4 pb-3 sm:pt-6">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-xl font-extrabold tracking-tight text-ink-900">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-ink-600">{description}</Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close
              aria-label={closeLabel}
              className="-mt-1 -mr-2 grid size-11 shrink-0 place-items-center rounded-full text-ink-600 hover:bg-ink-50 hover:text-ink-900 focus-visible:outline-3 focus-visible:outline-brand-600"
            >
              <XIcon className="size-6" />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-6 pb-[max(1.5rem,env(safe-area-inset-bottom))]">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
