import { useTranslation } from 'react-i18next';
import { MessageDialog } from '../../components/message-dialog.tsx';
import type { LeftOut } from '../../features/orders/reorder.ts';
import type { ReorderDialog } from './use-reorder.ts';

function LeftOutList({ leftOut }: { leftOut: LeftOut[] }) {
  const { t } = useTranslation();
  return (
    <ul data-testid="reorder-left-out" className="mt-3 space-y-1 text-left text-sm text-ink-700">
      {leftOut.map((entry, index) => (
        <li key={`${entry.name}-${index}`} className="rounded-xl bg-ink-50 px-3 py-2">
          {t(`orders.reorder.${entry.reason}`, { name: entry.name })}
        </li>
      ))}
    </ul>
  );
}

/** What 'Pedir de novo' asks or tells before going on (use-reorder.ts), from an order or the history. */
export function ReorderDialogView({
  dialog,
  onConfirm,
  onClose,
}: {
  dialog: ReorderDialog;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { t: tSpec } = useTranslation('spec');
  switch (dialog.kind) {
    case 'replace':
      return (
        <MessageDialog
          tone="warning"
          title={t('orders.reorder.replaceTitle')}
          message={t('orders.reorder.replaceText', { shop: dialog.currentShop })}
          confirmLabel={tSpec('yes')}
          onConfirm={onConfirm}
          cancelLabel={tSpec('cancel')}
          onCancel={onClose}
        />
      );
    case 'left-out':
      return (
        <MessageDialog
          tone="warning"
          title={t('orders.reorder.leftOutTitle')}
          message={t('orders.reorder.leftOutText')}
          confirmLabel={t('orders.reorder.goToCart')}
          onConfirm={onConfirm}
        >
          <LeftOutList leftOut={dialog.leftOut} />
        </MessageDialog>
      );
    case 'none':
      return (
        <MessageDialog
          tone="warning"
          title={t('orders.reorder.noneTitle')}
          message={t('orders.reorder.noneText')}
          confirmLabel={t('orders.reorder.seeMenu')}
          onConfirm={onConfirm}
          cancelLabel={tSpec('close')}
          onCancel={onClose}
        >
          <LeftOutList leftOut={dialog.leftOut} />
        </MessageDialog>
      );
  }
}
