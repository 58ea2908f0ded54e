import type { TBoardOrder } from '@delivery/contract/board';
import { CashIcon } from '../../../components/icons.tsx';
import { changeText, paidText, partRefundText, paymentText } from '../order-text.ts';

/**
 * How the order is paid, in the colour that tells what to do: green when paid, amber when money
 * must be collected (or a card in the app is still being approved), with the change to take along
 * in bold, and what the shop gave back of it since.
 */
export function PaymentLine({ order }: { order: TBoardOrder }) {
  const change = changeText(order);
  const status = paidText(order);
  const refunded = partRefundText(order);
  const paid = order.payment.paid;
  return (
    <div
      data-testid="order-payment"
      className={`flex items-start gap-2 rounded-lg px-3 py-2 text-sm ${
        paid ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-950'
      }`}
    >
      <CashIcon className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0">
        <p className="font-bold">
          {paymentText(order)}
          {status ? <span className="font-semibold"> · {status}</span> : null}
        </p>
        {change ? (
          <p data-testid="order-change" className="text-base font-black">
            {change}
          </p>
        ) : null}
        {refunded ? (
          <p data-testid="order-part-refund" className="font-semibold">
            {refunded}
          </p>
        ) : null}
      </div>
    </div>
  );
}
