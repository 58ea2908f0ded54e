import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@delivery/client/api-error';

// The dialog's code comes with the first refusal: a page that only may refuse (a shop's heart on
// the home page) starts without it, within its budget.
const MessageDialog = lazy(() =>
  import('../components/message-dialog.tsx').then((module) => ({ default: module.MessageDialog })),
);

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
    <Suspense fallback={null}>
      <MessageDialog
        tone={variant === 'recovery' ? 'error' : 'warning'}
        title={variant === 'recovery' ? t('oopsRecovery') : t('oops')}
        message={failure}
        confirmLabel={t('close')}
        onConfirm={close}
      />
    </Suspense>
  ) : null;
  return { show, dialog };
}
