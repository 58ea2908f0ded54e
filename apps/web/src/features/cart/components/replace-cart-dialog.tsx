import { useTranslation } from 'react-i18next';
import { MessageDialog } from '../../../components/message-dialog.tsx';

type ReplaceCartDialogProps = { onConfirm: () => void; onCancel: () => void };

/** 'Seu carrinho tem itens de outra loja…' with docs/product.md's confirm answers 'Cancelar' and 'Sim'. */
export function ReplaceCartDialog({ onConfirm, onCancel }: ReplaceCartDialogProps) {
  const { t } = useTranslation();
  const { t: tSpec } = useTranslation('spec');
  return (
    <MessageDialog
      tone="warning"
      title={t('cart.replaceTitle')}
      message={t('cart.replaceText')}
      confirmLabel={tSpec('yes')}
      onConfirm={onConfirm}
      cancelLabel={tSpec('cancel')}
      onCancel={onCancel}
    />
  );
}
