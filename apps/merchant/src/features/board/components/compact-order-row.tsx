import type { TBoardOrder } from '@delivery/contract/board';
import { Button } from '../../../components/button.tsx';
import { formatReais } from '@delivery/contract/money';
import { formatClock, formatElapsed } from '../../../lib/format.ts';
import { fill, messages } from '../../../lib/messages.ts';
import { useAdvanceOrder, useMarkOrderRefunded } from '../api/order-moves.ts';
import { columnOf, isDue, isLate } from '../board-columns.ts';
import { firstName } from '../board-search.ts';
import { mayMarkRefunded, nextStep } from '../order-text.ts';
import { ChargebackWarning } from './chargeback-warning.tsx';
import type { OrderDialog } from './order-card.tsx';

type CompactOrderRowProps = {
  order: TBoardOrder;
  now: number;
  onDialog: (dialog: OrderDialog, order: TBoardOrder) => void;
};

const accents = {
  new: 'border-brand-600',
  preparing: 'border-amber-500',
  ready: 'border-sky-600',
  done: 'border-ink-300',
  later: 'border-violet-700',
} as const;

/**
 * One order on one line, for a busy evening: its number and the customer's first name (a tap
 * opens everything else), its total and how long ago it came, and the one thing to do next. Two
 * short words to a cell, so three columns of lines fit a tablet and thirty orders a screen. A
 * chargeback takes a second line: the shop must not miss it.
 */
export function CompactOrderRow({ order, now, onDialog }: CompactOrderRowProps) {
  const column = columnOf(order.status);
  const late = isLate(order, now);
  const waitsForSlot = column !== 'done' && !isDue(order, now);
  return (
    <li
      data-testid="order-row"
      data-order-id={order.order_id}
      data-status={order.status}
      data-late={late || undefined}
      // Wraps only for a warning of a whole line: the name's button grows from nothing (flex-1).
      className={`flex min-h-11 break-inside-avoid flex-wrap items-center gap-2 border-l-4 bg-white py-0.5 pr-1 pl-2 ${
        waitsForSlot ? accents.later : accents[column]
      }`}
    >
      <button
        type="button"
        onClick={() => onDialog('details', order)}
        className="flex min-h-10 min-w-0 flex-1 flex-col items-start justify-center rounded-md text-left leading-tight hover:bg-ink-50 focus-visible:outline-3 focus-visible:outline-sky-600"
      >
        <span className="text-base font-black text-ink-900 tabular-nums">
          {fill(messages.board.orderNumberShort, { number: order.order_number })}
        </span>
        <span className="w-full truncate text-sm font-bold text-ink-700">{firstName(order.customer.name)}</span>
      </button>
      <p className="flex shrink-0 flex-col items-end leading-tight">
        <span className="text-sm font-black text-ink-900 tabular-nums">{formatReais(order.totals.order_total)}</span>
        <time
          dateTime={order.placed_at}
          title={formatClock(order.placed_at)}
          className={`text-xs font-bold tabular-nums ${late ? 'text-brand-700' : 'text-ink-600'}`}
        >
          {formatElapsed(order.placed_at, now)}
        </time>
      </p>
      <RowAction order={order} onDialog={onDialog} />
      {order.payment.charged_back ? <ChargebackWarning className="mb-1 basis-full" /> : null}
    </li>
  );
}

// The longest step ('Pronto para retirada') takes two lines in the button rather than the name's room.
const actionClass = 'w-36 shrink-0 leading-tight text-balance';

/** The row's one move: accept a new order, take another to its next status, confirm a refund; else its status. */
function RowAction({ order, onDialog }: Pick<CompactOrderRowProps, 'order' | 'onDialog'>) {
  const advance = useAdvanceOrder();
  const markRefunded = useMarkOrderRefunded();
  const step = nextStep(order);
  if (order.status === 'received') {
    return (
      <Button variant="accept" size="sm" className={actionClass} onClick={() => onDialog('accept', order)}>
        {messages.actions.accept}
      </Button>
    );
  }
  if (step) {
    return (
      <Button
        variant="primary"
        size="sm"
        className={actionClass}
        busy={advance.isPending}
        onClick={() => advance.mutate({ order_id: order.order_id, status: order.status })}
      >
        {step.label}
      </Button>
    );
  }
  if (mayMarkRefunded(order)) {
    return (
      <Button
        variant="primary"
        size="sm"
        className={actionClass}
        busy={markRefunded.isPending}
        onClick={() => markRefunded.mutate({ order_id: order.order_id })}
      >
        {messages.actions.markRefunded}
      </Button>
    );
  }
  return (
    <span className={`${actionClass} px-2 text-center text-sm font-bold text-ink-600`}>
      {messages.status[order.status]}
    </span>
  );
}
