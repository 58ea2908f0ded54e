import type { TOrderRefund } from '@delivery/contract/payments';
import { useTranslation } from 'react-i18next';
import { formatReais } from '@delivery/contract/money';
import { orderDay, orderTime } from '../order-text.ts';

/** Which words say where a refund stands: the provider's devolução, or the shop sending it by hand. */
const refundKey = (refund: TOrderRefund) =>
  `orders.refund.${refund.by}${refund.status === 'refunded' ? 'Done' : 'Pending'}` as const;

/** What happens to the money of a Pix paid for an order that was then cancelled (decision 0054). */
export function RefundCard({ refund }: { refund: TOrderRefund }) {
  const { t } = useTranslation();
  const key = refundKey(refund);
  const done = refund.status === 'refunded';
  const at = refund.refunded_at;
  return (
    <section
      data-testid="order-refund"
      data-refund-status={refund.status}
      aria-labelledby="order-refund-title"
      className={`rounded-3xl border p-5 ${done ? 'border-emerald-200 bg-emerald-50' : 'border-sky-200 bg-sky-50'}`}
    >
      <h2
        id="order-refund-title"
        className={`text-lg font-extrabold tracking-tight ${done ? 'text-emerald-900' : 'text-sky-950'}`}
      >
        {t(`${key}.title`)}
      </h2>
      <p className={`mt-1 text-sm ${done ? 'text-emerald-900' : 'text-sky-950'}`}>
        {t(`${key}.text`, {
          amount: formatReais(refund.amount),
          day: at ? orderDay(at) : '',
          time: at ? orderTime(at) : '',
        })}
      </p>
    </section>
  );
}
