import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageDialog } from '../components/message-dialog.tsx';
import { serverMessage } from '../lib/api-client.ts';

/**
 * docs/product.md section 8: any refusal shows 'Oops' with the server's message (the recovery's password
 * step says 'Oops!' with an error icon); a failure without a message says the unknown-error text.
 */
export function useOops(variant: 'warning' | 'recovery' = 'warning') {
  const { t } = useTranslation('spec');
  const [failure, setFailure] = useState<string | null>(null);
  const show = useCallback((error: unknown) => setFailure(serverMessage(error) ?? t('unknownErrorTryAgain')), [t]);
  const close = () => setFailure(null);

  const dialog = failure ? (
    <MessageDialog
      tone={variant === 'recovery' ? 'error' : 'warning'}
      title={variant === 'recovery' ? t('oopsRecovery') : t('oops')}
      message={failure}
      confirmLabel={t('close')}
      onConfirm={close}
    />
  ) : null;
  return { show, dialog };
}
