import { useTranslation } from 'react-i18next';
import { MessageDialog } from '../../../components/message-dialog.tsx';

type LoginRequiredNoticeProps = { onLogin: () => void; onCancel: () => void };

/** docs/product.md section 2's 'Aviso' for an orders page opened without a customer. */
export function LoginRequiredNotice({ onLogin, onCancel }: LoginRequiredNoticeProps) {
  const { t } = useTranslation('spec');
  return (
    <MessageDialog
      tone="warning"
      title={t('notice')}
      message={t('loginRequiredForPage')}
      confirmLabel={t('doLogin')}
      onConfirm={onLogin}
      cancelLabel={t('cancel')}
      onCancel={onCancel}
    />
  );
}
