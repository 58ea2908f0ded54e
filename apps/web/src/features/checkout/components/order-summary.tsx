import type { TOrderTotals } from '@delivery/contract/checkout';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/icons.tsx';
import { MinimumMissing } from '../../../components/minimum-missing.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { formatDeduction, formatMoney, formatReais } from '@delivery/contract/money';
import { lineCents, linesCents } from '../../../lib/order-line.ts';
import type { CheckoutCart } from '../order-draft.ts';

type OrderSummaryProps = {
  cart: CheckoutCart;
  /** The server's totals for the current choices; null until it has given them. */
  totals: TOrderTotals | null;
  pickup: boolean;
  updating: boolean;
  /** Why the server would not take the order as it is (minimum order, a coupon, an address). */
  notice: string | null;
  /** The shop's minimum order in reais: what the products still lack is said before trying. */
  minOrder: number;
  onEditCart: () => void;
  children?: ReactNode;
};

/** The bag's lines and the totals the server worked out: products, delivery, discount, cashback, total. */
export function OrderSummary({
  cart,
  totals,
  pickup,
  updating,
  notice,
  minOrder,
  onEditCart,
  children,
}: OrderSummaryProps) {
  const { t } = useTranslation();
  const dash = t('checkout.summary.unknown');
  const deliveryText = !totals
    ? dash
    : totals.delivery_price === 0
      ? t(pickup ? 'checkout.summary.pickupFree' : 'checkout.summary.free')
      : formatReais(totals.delivery_price);

  return (
    <section
      aria-labelledby="checkout-summary"
      data-testid="order-summary"
      className="rounded-3xl border border-ink-100 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="checkout-summary" className="text-lg font-bold text-ink-900">
          {t('checkout.summary.title')}
        </h2>
        <button
          type="button"
          onClick={onEditCart}
          className="-mr-3 shrink-0 rounded-full px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-600"
        >
          {t('checkout.summary.edit')}
        </button>
      </div>
      <p className="text-sm text-ink-600">{cart.shop_name}</p>
      <ul className="mt-3 divide-y divide-ink-100 border-y border-ink-100">
        {cart.lines.map((line, index) => (
          <li key={`${line.product_id}-${index}`} data-testid="summary-line" className="flex gap-3 py-3 text-sm">
            <span className="font-bold text-ink-700 tabular-nums">
              {t('checkout.summary.quantity', { count: line.quantity })}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-ink-900">{line.name}</span>
              {line.option_names.length > 0 ? (
                <span className="block text-ink-600">{line.option_names.join(', ')}</span>
              ) : null}
              {line.notes ? (
                <span className="block text-ink-600 italic">{t('checkout.summary.notes', { notes: line.notes })}</span>
              ) : null}
            </span>
            <span className="font-semibold text-ink-900 tabular-nums">{formatMoney(lineCents(line))}</span>
          </li>
        ))}
      </ul>

      <dl data-testid="order-totals" aria-busy={updating || undefined} className="mt-4 space-y-1.5 text-sm">
        <Row
          label={t('checkout.summary.products')}
          value={formatReais(totals?.total_products ?? linesCents(cart.lines) / 100)}
        />
        <Row label={t(pickup ? 'checkout.summary.pickup' : 'checkout.summary.delivery')} value={deliveryText} />
        {totals && totals.discount > 0 ? (
          <Row label={t('checkout.summary.discount')} value={formatDeduction(totals.discount)} tone="saving" />
        ) : null}
        {totals && totals.cashback > 0 ? (
          <Row label={t('checkout.summary.cashback')} value={formatDeduction(totals.cashback)} tone="saving" />
        ) : null}
        <div className="flex items-baseline justify-between border-t border-ink-100 pt-3 text-base">
          <dt className="flex items-center gap-2 font-bold text-ink-900">
            {t('checkout.summary.total')}
            {updating ? (
              <span role="status" className="inline-flex items-center gap-1.5 text-xs font-medium text-ink-600">
                <Spinner className="size-3.5" />
                {t('checkout.summary.updating')}
              </span>
            ) : null}
          </dt>
          <dd data-testid="order-total" className="text-lg font-extrabold text-ink-900 tabular-nums">
            {totals ? formatReais(totals.order_total) : dash}
          </dd>
        </div>
      </dl>
      <MinimumMissing productsCents={linesCents(cart.lines)} minOrder={minOrder} className="mt-4" />
      {notice ? (
        <p
          role="alert"
          data-testid="order-notice"
          className="mt-4 flex items-start gap-2 rounded-2xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
        >
          <AlertIcon className="mt-px size-4 shrink-0" strokeWidth={2.2} />
          <span>{notice}</span>
        </p>
      ) : null}
      {children}
    </section>
  );
}

function Row({ label, value, tone }: { label: string; value: string; tone?: 'saving' }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-ink-700">{label}</dt>
      <dd className={`tabular-nums ${tone === 'saving' ? 'font-semibold text-emerald-700' : 'text-ink-900'}`}>
        {value}
      </dd>
    </div>
  );
}
