import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorType } from '@delivery/contract/errors';
import { Button, buttonClassName } from '../../../components/button.tsx';
import { AlertIcon, ReceiptIcon } from '../../../components/icons.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { ApiError } from '../../../lib/api-client.ts';

const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.errorType === ErrorType.NOT_FOUND);

/** An order on its way from the server. */
export function OrderLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-16">
      <Spinner className="size-10" />
      <p className="text-base font-medium text-ink-700">{t('orders.loading')}</p>
    </div>
  );
}

/** An order that could not be read: not this customer's (to the list) or a failure (to retry). */
export function OrderLoadFailure({
  error,
  onRetry,
  headingLevel,
}: {
  error: unknown;
  onRetry: () => void;
  headingLevel?: 1 | 2;
}) {
  const { t } = useTranslation();
  const notFound = isNotFound(error);
  return (
    <StatusPanel
      headingLevel={headingLevel}
      tone={notFound ? 'neutral' : 'error'}
      icon={notFound ? <ReceiptIcon className="size-7" /> : <AlertIcon className="size-7" />}
      title={notFound ? t('orders.notFoundTitle') : t('orders.errorTitle')}
      text={notFound ? t('orders.notFoundText') : t('orders.errorText')}
      action={
        notFound ? (
          <Link to="/orders" className={buttonClassName('primary')}>
            {t('orders.seeAll')}
          </Link>
        ) : (
          <Button onClick={onRetry}>{t('states.retry')}</Button>
        )
      }
    />
  );
}
