import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { messages } from '../lib/messages.ts';
import { Button } from './button.tsx';
import { XIcon } from './icons.tsx';

type DialogProps = {
  title: string;
  /** A line under the title, read as the dialog's description. */
  description?: string;
  onClose: () => void;
  children: ReactNode;
  /**
   * Buttons kept in view at the bottom, however long the content: two to a row on a phone, where
   * a button with `max-sm:col-span-2 max-sm:order-first` (the main one) goes on top, full width.
   */
  footer?: ReactNode;
  wide?: boolean;
  testId?: string;
};

/**
 * A sheet rising from the bottom on a phone and a centred card on a wider screen. Radix keeps focus
 * inside; Esc and the overlay close it.
 */
export function Dialog({ title, description, onClose, children, footer, wide = false, testId }: DialogProps) {
  return (
    <RadixDialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60 print:hidden" />
        <RadixDialog.Content
          data-testid={testId}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={`fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-3xl bg-white shadow-2xl focus:outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[min(48rem,calc(100dvh-3rem))] sm:w-full sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl print:hidden ${
            wide ? 'sm:max-w-2xl' : 'sm:max-w-lg'
          }`}
        >
          <div className="flex items-start gap-3 border-b border-ink-100 px-5 pt-5 pb-4 sm:px-6">
            <div className="min-w-0 flex-1">
              <RadixDialog.Title className="text-2xl font-extrabold tracking-tight text-ink-900">
                {title}
              </RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-base text-ink-600">{description}</RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              aria-label={messages.app.close}
              className="-mt-1 -mr-2 grid size-12 shrink-0 place-items-center rounded-full text-ink-600 hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-3 focus-visible:outline-sky-600"
            >
              <XIcon className="size-6" />
            </RadixDialog.Close>
          </div>
          <div className="overflow-y-auto px-5 py-4 sm:px-6">{children}</div>
          {footer ? (
            <div className="grid grid-cols-2 gap-2 border-t border-ink-100 px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:flex sm:flex-wrap sm:justify-end sm:gap-3 sm:px-6">
              {footer}
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

type FormFooterProps = {
  /** The id of the dialog's form, which the submit button sends from outside it. */
  form: string;
  label: string;
  busy: boolean;
  onCancel: () => void;
  /** A button of the dialog's own (copy, remove), kept at the start of the row. */
  extra?: ReactNode;
};

/** The footer of a dialog holding a form: its own button if any, "Cancelar", and the form's submit on top on a phone. */
export function FormFooter({ form, label, busy, onCancel, extra }: FormFooterProps) {
  return (
    <>
      {extra}
      <Button variant="secondary" onClick={onCancel} className={extra ? '' : 'max-sm:col-span-2'}>
        {messages.app.cancel}
      </Button>
      <Button type="submit" form={form} busy={busy} className="max-sm:order-first max-sm:col-span-2">
        {label}
      </Button>
    </>
  );
}
