import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { buttonClassName } from './button.tsx';
import { CheckCircleIcon, ErrorIcon, WarningIcon } from './action-icons.tsx';
import { AlertIcon } from './icons.tsx';

export type MessageTone = 'warning' | 'error' | 'success' | 'info';

type MessageDialogProps = {
  title: string;
  message: ReactNode;
  tone: MessageTone;
  confirmLabel: string;
  onConfirm: () => void;
  /** A second, quieter button; Esc counts as pressing it (or confirm when there is none). */
  cancelLabel?: string;
  onCancel?: () => void;
  /** Where focus goes once the dialog has closed, instead of back to what opened it. */
  afterClose?: () => void;
  children?: ReactNode;
};

const toneStyle: Record<MessageTone, { ring: string; Icon: typeof AlertIcon }> = {
  warning: { ring: 'bg-amber-100 text-amber-700', Icon: WarningIcon },
  error: { ring: 'bg-brand-50 text-brand-600', Icon: ErrorIcon },
  success: { ring: 'bg-emerald-50 text-emerald-700', Icon: CheckCircleIcon },
  info: { ring: 'bg-ink-100 text-ink-700', Icon: AlertIcon },
};

/**
 * A short blocking message with one or two answers (docs/product.md's 'Oops', 'Bom trabalho', 'Aviso'):
 * focus stays inside, Esc answers the quieter option.
 */
export function MessageDialog({
  title,
  message,
  tone,
  confirmLabel,
  onConfirm,
  cancelLabel,
  onCancel,
  afterClose,
  children,
}: MessageDialogProps) {
  const { ring, Icon } = toneStyle[tone];
  return (
    <AlertDialog.Root open onOpenChange={(open) => (open ? undefined : (onCancel ?? onConfirm)())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[70] bg-ink-900/55 backdrop-blur-[2px]" />
        <AlertDialog.Content
          data-tone={tone}
          onCloseAutoFocus={
            afterClose
              ? (event) => {
                  event.preventDefault();
                  afterClose();
                }
              : undefined
          }
          className="fixed top-1/2 left-1/2 z-[70] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 text-center shadow-2xl focus:outline-none"
        >
          <span aria-hidden="true" className={`mx-auto mb-4 grid size-14 place-items-center rounded-full ${ring}`}>
            <Icon className="size-8" strokeWidth={2} />
          </span>
          <AlertDialog.Title className="text-xl font-extrabold tracking-tight text-ink-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-base text-ink-700">{message}</AlertDialog.Description>
          {children}
          <div className="mt-6 flex flex-col gap-2">
            {/* Plain buttons: Radix's Action and Cancel would also report a close, answering twice. */}
            <button type="button" className={`${buttonClassName('primary')} h-12 w-full text-base`} onClick={onConfirm}>
              {confirmLabel}
            </button>
            {cancelLabel ? (
              <button
                type="button"
                className={`${buttonClassName('secondary')} h-12 w-full text-base`}
                onClick={onCancel}
              >
                {cancelLabel}
              </button>
            ) : null}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
