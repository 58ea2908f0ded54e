import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/button.tsx';
import { AlertIcon, ReceiptIcon } from '../../../components/icons.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { serverMessage } from '../../../lib/api-client.ts';
import { useOrdersPages } from '../api/get-orders-page.ts';
import { OrderCard } from './order-card.tsx';

/** /orders: the customer's orders, newest first, ten at a time. */
export function OrdersHistory({ token }: { token: string }) {
  const { t } = useTranslation();
  const query = useOrdersPages(token);
  const orders = query.data?.pages.flatMap((page) => page.orders) ?? [];

  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="mb-5 text-2xl font-extrabold tracking-tight text-ink-900">{t('pages.orders')}</h1>
      {query.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">{t('orders.history.loading')}</span>
          {[0, 1, 2].map((index) => (
            <div
              key={index}
              aria-hidden="true"
              className="h-40 animate-pulse rounded-3xl bg-ink-100 motion-reduce:animate-none"
            />
          ))}
        </div>
      ) : query.isError ? (
        <StatusPanel
          tone="error"
          icon={<AlertIcon className="size-7" />}
          title={t('orders.history.errorTitle')}
          text={serverMessage(query.error) ?? t('orders.history.errorText')}
          action={<Button onClick={() => void query.refetch()}>{t('states.retry')}</Button>}
        />
      ) : orders.length === 0 ? (
        <StatusPanel
          icon={<ReceiptIcon className="size-7" />}
          title={t('orders.history.emptyTitle')}
          text={t('orders.history.emptyText')}
          action={
            <Link to="/" className={buttonClassName('primary')}>
              {t('orders.history.emptyAction')}
            </Link>
          }
        />
      ) : (
        <>
          <ul aria-label={t('orders.history.listLabel')} className="space-y-3">
            {orders.map((order) => (
              <li key={order.order_id}>
                <OrderCard order={order} to={`/orders/${order.order_id}`} />
              </li>
            ))}
          </ul>
          {query.isFetchNextPageError ? (
            <p role="alert" className="mt-4 text-center text-sm text-brand-700">
              {t('orders.history.loadMoreFailed')}
            </p>
          ) : null}
          {query.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <Button
                variant="secondary"
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
                aria-busy={query.isFetchingNextPage || undefined}
                className="h-12 w-full text-base sm:w-auto sm:min-w-60"
              >
                {query.isFetchingNextPage ? <Spinner className="size-5" /> : null}
                {query.isFetchingNextPage ? t('orders.history.loadingMore') : t('orders.history.loadMore')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
