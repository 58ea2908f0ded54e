import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCpf } from '@delivery/contract/br-documents';
import type { TOrder, TPickupPlace } from '@delivery/contract/orders';
import { formatDeduction, formatReais } from '@delivery/contract/money';
import { addressLine } from '@delivery/contract/shop-address';
import { cardName } from '../card-payment.ts';
import { optionsByGroup, scheduleWindow } from '../order-text.ts';
import { detailsTitleKey, paymentKey } from '../order-wording.ts';

type OrderSummaryProps = { order: TOrder; pickupPlace?: TPickupPlace | undefined };

/** What was ordered, what it cost, and how it is paid and delivered or picked up. */
export function OrderSummary({ order, pickupPlace }: OrderSummaryProps) {
  return (
    <div className="space-y-4">
      <OrderItems order={order} />
      <OrderDetails order={order} pickupPlace={pickupPlace} />
    </div>
  );
}

function OrderItems({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const { totals } = order;
  return (
    <section aria-labelledby="items-title" className="rounded-3xl border border-ink-100 bg-white p-5 shadow-sm">
      <h2 id="items-title" className="text-lg font-extrabold tracking-tight text-ink-900">
        {t('orders.items.title')}
      </h2>
      <p className="text-sm text-ink-600">{order.shop_name}</p>
      <ul className="mt-3 divide-y divide-ink-100">
        {order.items.map((item, index) => (
          <li key={`${item.product_id}-${index}`} data-testid="order-item" className="flex gap-3 py-3">
            <span className="grid h-7 min-w-7 shrink-0 place-items-center rounded-lg bg-ink-50 px-1.5 text-sm font-bold text-ink-800 tabular-nums">
              {t('orders.items.quantity', { quantity: item.quantity })}
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink-900">{item.name}</p>
              {item.options.length ? (
                <ul className="mt-0.5 text-sm text-ink-600">
                  {optionsByGroup(item.options).map(({ group, options }) => (
                    <li key={group}>{t('orders.items.option', { group, option: options.join(', ') })}</li>
                  ))}
                </ul>
              ) : null}
              {item.notes ? (
                <p className="mt-1 text-sm text-ink-600 italic">{t('orders.items.notes', { notes: item.notes })}</p>
              ) : null}
            </div>
            <span className="shrink-0 font-semibold text-ink-900 tabular-nums">{formatReais(item.total)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-1.5 border-t border-ink-100 pt-4 text-sm">
        <TotalRow label={t('orders.totals.products')} value={formatReais(totals.total_products)} />
        {/* A pickup order has no delivery to charge for: no fee line at all. */}
        {order.delivery_type === 'delivery' ? (
          <TotalRow
            label={t('orders.totals.delivery')}
            value={totals.delivery_price === 0 ? t('orders.totals.free') : formatReais(totals.delivery_price)}
          />
        ) : null}
        {totals.discount > 0 ? (
          <TotalRow label={t('orders.totals.discount')} value={formatDeduction(totals.discount)} tone="credit" />
        ) : null}
        {totals.cashback > 0 ? (
          <TotalRow label={t('orders.totals.cashback')} value={formatDeduction(totals.cashback)} tone="credit" />
        ) : null}
        <div data-testid="order-total" className="flex justify-between pt-2 text-base font-extrabold text-ink-900">
          <dt>{t('orders.totals.total')}</dt>
          <dd className="tabular-nums">{formatReais(totals.order_total)}</dd>
        </div>
      </dl>
    </section>
  );
}

function TotalRow({ label, value, tone }: { label: string; value: string; tone?: 'credit' }) {
  return (
    <div className={`flex justify-between ${tone === 'credit' ? 'text-emerald-700' : 'text-ink-700'}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

function OrderDetails({ order, pickupPlace }: OrderSummaryProps) {
  const { t } = useTranslation();
  const schedule = order.schedule_id ? scheduleWindow(order.schedule_id) : null;
  const pickupAddress = pickupPlace?.address;
  const cardType = order.card_type ? t(`orders.cardTypes.${order.card_type}`) : null;
  const { card } = order;
  // A card paid in the app says where its charge stands; the others, how they are paid on delivery.
  const payment = card
    ? card.outcome === 'approved'
      ? [t('orders.card.paidWith', { card: cardName(card) }), cardType].filter(Boolean).join(' · ')
      : card.message
    : [
        t(paymentKey(order.delivery_type, order.payment_method)),
        order.card_flag,
        cardType,
        order.payment_method === 'cash'
          ? order.change_for
            ? t('orders.details.changeFor', { amount: formatReais(order.change_for) })
            : t('orders.details.noChange')
          : null,
      ]
        .filter(Boolean)
        .join(' · ');

  return (
    <section aria-labelledby="details-title" className="rounded-3xl border border-ink-100 bg-white p-5 shadow-sm">
      <h2 id="details-title" className="text-lg font-extrabold tracking-tight text-ink-900">
        {t(detailsTitleKey(order.delivery_type))}
      </h2>
      <dl className="mt-3 space-y-3 text-sm">
        {order.delivery_type === 'delivery' ? (
          <Detail label={t('orders.details.delivery')}>{order.address}</Detail>
        ) : (
          <Detail label={t('orders.details.pickup')}>
            {pickupAddress ? `${order.shop_name} · ${addressLine(pickupAddress)}` : t('orders.details.pickupText')}
          </Detail>
        )}
        {schedule ? (
          <Detail label={t('orders.details.schedule')}>{t('orders.details.scheduleValue', schedule)}</Detail>
        ) : null}
        <Detail label={t('orders.details.payment')}>
          <span data-testid="order-payment">{payment}</span>
        </Detail>
        {order.cpf_on_receipt ? (
          <Detail label={t('orders.details.cpf')}>{formatCpf(order.cpf_on_receipt)}</Detail>
        ) : null}
      </dl>
    </section>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-ink-600">{label}</dt>
      <dd className="mt-0.5 text-base text-ink-900">{children}</dd>
    </div>
  );
}
