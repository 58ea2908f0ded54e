import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageDialog } from '../../../components/message-dialog.tsx';
import { describeFailure, type FailureText } from '../api-errors.ts';

/**
 * SPEC.md section 8: any refusal shows 'Oops' with the server's message (the recovery's password
 * step says 'Oops!' with an error icon); a failure without a message says the unknown-error text.
 */
export function useOops(variant: 'warning' | 'recovery' = 'warning') {
  const { t } = useTranslation('spec');
  const [failure, setFailure] = useState<FailureText | null>(null);
  const show = useCallback((error: unknown) => setFailure(describeFailure(error)), []);
  const close = () => setFailure(null);

  const dialog = failure ? (
    <MessageDialog
      tone={variant === 'recovery' ? 'error' : 'warning'}
      title={variant === 'recovery' ? t('oopsRecovery') : t('oops')}
      message={failure.kind === 'server' ? failure.message : t(failure.key)}
      confirmLabel={t('close')}
      onConfirm={close}
    />
  ) : null;
  return { show, dialog };
}
