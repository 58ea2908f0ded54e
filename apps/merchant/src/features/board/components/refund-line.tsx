import type { TBoardOrder } from '@delivery/contract/board';
import { CashIcon } from '../../../components/icons.tsx';
import { messages } from '../../../lib/messages.ts';
import { mayMarkRefunded, refundText } from '../order-text.ts';

/**
 * What became of a cancelled order's Pix: amber while the shop has to send it back (with what to
 * do), grey once it went back or while the provider returns it.
 */
export function RefundLine({ order }: { order: TBoardOrder }) {
  const todo = mayMarkRefunded(order);
  return (
    <div
      data-testid="order-refund"
      data-refund-status={order.payment.refund?.status}
      className={`flex items-start gap-2 rounded-lg px-3 py-2 text-sm ${
        todo ? 'bg-amber-50 text-amber-950' : 'bg-ink-50 text-ink-800'
      }`}
    >
      <CashIcon className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0">
        <p className="font-bold">{refundText(order)}</p>
        {todo ? <p>{messages.payment.refund.shopPendingHint}</p> : null}
      </div>
    </div>
  );
}
