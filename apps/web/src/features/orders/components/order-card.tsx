import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TOrder } from '@delivery/contract/orders';
import { ChevronRightIcon } from '../../../components/icons.tsx';
import { formatReais } from '@delivery/contract/money';
import { itemsSummary, orderDay, orderTime } from '../order-text.ts';
import { StatusChip } from './status-chip.tsx';
import { ShopLogo } from '../../../components/shop-art.tsx';

/** One past order in a list: shop, number and date, status, what it had and its total. */
type OrderCardProps = {
  order: TOrder;
  to: string;
  /**
   * The link's name, starting with the shop's name it shows (WCAG 2.5.3, so a voice command of what
   * is seen works); 'Forno da Nonna: ver o pedido nº 12' by default.
   */
  linkLabel?: string;
  /** Shown at the bottom right instead of the chevron (a visual cue: the whole card is the link). */
  action?: ReactNode;
  /** The shop's logo, as the orders list gives it: '' shows the shop's initial instead. */
  logo?: string;
  /** 3 under a list's own heading. */
  headingLevel?: 2 | 3;
};

export function OrderCard({ order, to, linkLabel, action, logo, headingLevel = 2 }: OrderCardProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const summary = itemsSummary(order.items);
  return (
    <article
      data-testid="order-card"
      aria-label={t('orders.title', { number: order.order_number })}
      className="relative rounded-3xl border border-ink-100 bg-white p-4 shadow-xs transition-shadow hover:shadow-md sm:p-5"
    >
      <div className="flex items-center gap-3">
        {logo !== undefined ? (
          <ShopLogo
            src={logo}
            name={order.shop_name}
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
            data-testid="order-shop-logo"
            className="size-12 shrink-0 rounded-xl border border-ink-100 text-lg"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <Heading className="truncate text-base font-bold text-ink-900">
            {/* The whole card is the link: its ::after covers the card. */}
            <Link
              to={to}
              aria-label={linkLabel ?? t('orders.history.open', { shop: order.shop_name, number: order.order_number })}
              className="after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-brand-600"
            >
              {order.shop_name}
            </Link>
          </Heading>
          <p className="text-sm text-ink-600">
            {t('orders.title', { number: order.order_number })}
            {' · '}
            <time dateTime={order.created_at}>
              {orderDay(order.created_at)} {orderTime(order.created_at)}
            </time>
            {order.delivery_type === 'pickup' ? ` · ${t('orders.history.pickup')}` : null}
          </p>
        </div>
      </div>
      <p className="mt-3 line-clamp-2 text-sm text-ink-700">
        {summary.text}
        {summary.more ? ` ${t('orders.history.more', { count: summary.more })}` : ''}
      </p>
      {/* A narrow phone takes the status and an action to a second line rather than overflow. */}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-t border-ink-100 pt-3">
        <span className="text-base font-extrabold text-ink-900 tabular-nums">
          {formatReais(order.totals.order_total)}
        </span>
        <span className="ml-auto flex items-center gap-2">
          <StatusChip status={order.status} />
          {action ?? <ChevronRightIcon className="size-5 shrink-0 text-ink-400" />}
        </span>
      </div>
    </article>
  );
}
