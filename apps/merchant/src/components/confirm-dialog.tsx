import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { buttonClassName } from './button.tsx';
import { messages } from '../lib/messages.ts';

type ConfirmDialogProps = {
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before something that cannot be undone; 'Cancelar' is focused first. */
export function ConfirmDialog({ title, description, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl">
          <AlertDialog.Title className="text-2xl font-extrabold text-ink-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-base text-ink-700">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClassName('secondary')}>{messages.app.cancel}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClassName('danger')} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
