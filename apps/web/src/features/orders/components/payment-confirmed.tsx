import { useTranslation } from 'react-i18next';
import { orderDay, orderTime } from '../order-text.ts';

/** Said once the order is paid (a Pix seen by the payment provider, or marked by the shop), in place of the Pix to pay. */
export function PaymentConfirmed({ paidAt }: { paidAt: string | null }) {
  const { t } = useTranslation();
  return (
    <section
      data-testid="payment-confirmed"
      aria-labelledby="payment-confirmed-title"
      className="rounded-3xl border border-emerald-200 bg-emerald-50 p-5"
    >
      <h2 id="payment-confirmed-title" className="text-lg font-extrabold tracking-tight text-emerald-900">
        {t('orders.paid.title')}
      </h2>
      {paidAt ? (
        <p className="mt-1 text-sm text-emerald-900">
          {t('orders.paid.text', { day: orderDay(paidAt), time: orderTime(paidAt) })}
        </p>
      ) : null}
    </section>
  );
}
