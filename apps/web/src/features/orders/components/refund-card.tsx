import type { TOrderCard } from '@delivery/contract/card-payments';
import type { PaymentMethod } from '@delivery/contract/catalog-constants';
import type { TOrderRefund } from '@delivery/contract/payments';
import { useTranslation } from 'react-i18next';
import { formatReais } from '@delivery/contract/money';
import { cardName } from '../card-payment.ts';
import { orderDay, orderTime } from '../order-text.ts';

type RefundCardProps = {
  refund: TOrderRefund;
  /** How the order was paid: a Pix goes back as a devolução, a card in the app as an estorno. */
  method: PaymentMethod;
  card: TOrderCard | null;
};

/**
 * Which words say where a refund stands: the provider's (or the gateway's), or the shop sending it
 * by hand; a card's are an estorno's.
 */
const refundKey = (refund: TOrderRefund, method: PaymentMethod) => {
  const stage = `${refund.by}${refund.status === 'refunded' ? 'Done' : 'Pending'}` as const;
  return method === 'card_online' ? (`orders.refund.card.${stage}` as const) : (`orders.refund.${stage}` as const);
};

/** What happens to the money of an order paid and then cancelled (decisions 0054, 0084). */
export function RefundCard({ refund, method, card }: RefundCardProps) {
  const { t } = useTranslation();
  const key = refundKey(refund, method);
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
        {t(`${key}.title`, { amount: formatReais(refund.amount), day: at ? orderDay(at) : '' })}
      </h2>
      <p className={`mt-1 text-sm ${done ? 'text-emerald-900' : 'text-sky-950'}`}>
        {t(`${key}.text`, {
          amount: formatReais(refund.amount),
          card: card ? cardName(card) : '',
          day: at ? orderDay(at) : '',
          time: at ? orderTime(at) : '',
        })}
      </p>
    </section>
  );
}
