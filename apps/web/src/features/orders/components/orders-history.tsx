import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/button.tsx';
import { ReceiptIcon } from '../../../components/icons.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import type { TListedOrder } from '@delivery/contract/orders';
import { useId, type ReactNode } from 'react';
import { useOrdersPages } from '../api/get-orders-page.ts';
import { groupOrders } from '../order-groups.ts';
import { OrderCard } from './order-card.tsx';
import { LoadMoreOrders, OrderCardsLoading, OrdersLoadFailure } from './order-load-states.tsx';

type OrdersHistoryProps = {
  token: string;
  /** On each past order's card, in place of its chevron: 'Pedir de novo' (app/ composes it). */
  pastAction?: (order: TListedOrder) => ReactNode;
};

/** /orders: the customer's orders, newest first, ten at a time: those under way first, then the past ones. */
export function OrdersHistory({ token, pastAction }: OrdersHistoryProps) {
  const { t } = useTranslation();
  const query = useOrdersPages(token);
  const orders = query.data?.pages.flatMap((page) => page.orders) ?? [];
  const { active, past } = groupOrders(orders);

  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="mb-5 text-2xl font-extrabold tracking-tight text-ink-900">{t('pages.orders')}</h1>
      {query.isPending ? (
        <OrderCardsLoading cards={3} />
      ) : query.isError ? (
        <OrdersLoadFailure query={query} />
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
          <div className="space-y-8">
            {active.length > 0 ? <OrderGroup title={t('orders.history.activeTitle')} orders={active} /> : null}
            {past.length > 0 ? (
              <OrderGroup title={t('orders.history.pastTitle')} orders={past} action={pastAction} />
            ) : null}
          </div>
          {query.isFetchNextPageError ? (
            <p role="alert" className="mt-4 text-center text-sm text-brand-700">
              {t('orders.history.loadMoreFailed')}
            </p>
          ) : null}
          {query.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <LoadMoreOrders query={query} label={t('orders.history.loadMore')} className="sm:w-auto sm:min-w-60" />
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

function OrderGroup({
  title,
  orders,
  action,
}: {
  title: string;
  orders: TListedOrder[];
  action?: ((order: TListedOrder) => ReactNode) | undefined;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-lg font-extrabold tracking-tight text-ink-900">
        {title}
      </h2>
      <ul aria-labelledby={headingId} className="space-y-3">
        {orders.map((order) => (
          <li key={order.order_id}>
            <OrderCard
              order={order}
              to={`/orders/${order.order_id}`}
              logo={order.shop_logo}
              headingLevel={3}
              action={action?.(order)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
