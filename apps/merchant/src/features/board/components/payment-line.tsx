import type { TBoardOrder } from '@delivery/contract/board';
import { CashIcon } from '../../../components/icons.tsx';
import { messages } from '../../../lib/messages.ts';
import { changeText, paymentText } from '../order-text.ts';

/**
 * How the order is paid, in the colour that tells what to do: green when paid, amber when money
 * must be collected, with the change to take along in bold.
 */
export function PaymentLine({ order }: { order: TBoardOrder }) {
  const change = changeText(order);
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
          {order.payment.method !== 'pix' ? (
            <span className="font-semibold"> · {paid ? messages.payment.paid : messages.payment.unpaid}</span>
          ) : null}
        </p>
        {change ? (
          <p data-testid="order-change" className="text-base font-black">
            {change}
          </p>
        ) : null}
      </div>
    </div>
  );
}
