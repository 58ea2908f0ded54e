import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/button.tsx';
import { AlertIcon, ReceiptIcon } from '../../../components/icons.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { isNotFound, serverMessage } from '@delivery/client/api-error';
import type { useOrdersPages } from '../api/get-orders-page.ts';

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

type OrdersPages = ReturnType<typeof useOrdersPages>;

/** The customer's orders on their way: as many card-shaped placeholders as are asked. */
export function OrderCardsLoading({ cards }: { cards: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{t('orders.history.loading')}</span>
      {Array.from({ length: cards }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="h-40 animate-pulse rounded-3xl bg-ink-100 motion-reduce:animate-none"
        />
      ))}
    </div>
  );
}

/** The customer's orders could not be read: the server's message, or ours, and a retry. */
export function OrdersLoadFailure({ query }: { query: OrdersPages }) {
  const { t } = useTranslation();
  return (
    <StatusPanel
      tone="error"
      icon={<AlertIcon className="size-7" />}
      title={t('orders.history.errorTitle')}
      text={serverMessage(query.error) ?? t('orders.history.errorText')}
      action={<Button onClick={() => void query.refetch()}>{t('states.retry')}</Button>}
    />
  );
}

/** The next page of the customer's orders, busy while it loads. */
export function LoadMoreOrders({ query, label, className }: { query: OrdersPages; label: string; className: string }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="secondary"
      onClick={() => void query.fetchNextPage()}
      disabled={query.isFetchingNextPage}
      aria-busy={query.isFetchingNextPage || undefined}
      className={`h-12 w-full text-base ${className}`}
    >
      {query.isFetchingNextPage ? <Spinner className="size-5" /> : null}
      {query.isFetchingNextPage ? t('orders.history.loadingMore') : label}
    </Button>
  );
}
