import type { TBoardOrder } from '@delivery/contract/board';
import { BagIcon, BikeIcon, CheckIcon, ClockIcon, PhoneIcon, PrinterIcon } from '../../../components/icons.tsx';
import { Button } from '../../../components/button.tsx';
import { formatReais } from '@delivery/contract/money';
import { formatClock, formatDayTime, formatElapsed } from '../../../lib/format.ts';
import { fill, messages } from '../../../lib/messages.ts';
import { formatPhone } from '@delivery/contract/br-documents';
import { useAdvanceOrder, useMarkOrderPaid, useMarkOrderRefunded } from '../api/order-moves.ts';
import { columnOf, isDue, isLate } from '../board-columns.ts';
import { mayMarkPaid, mayMarkRefunded, nextStep, partRefundText, promisedAt } from '../order-text.ts';
import { ChargebackWarning } from './chargeback-warning.tsx';
import { OrderItems } from './order-items.tsx';
import { PaymentLine } from './payment-line.tsx';
import { RefundLine } from './refund-line.tsx';

export type OrderDialog = 'accept' | 'reject' | 'cancel' | 'delay' | 'details' | 'refund';

type OrderCardProps = {
  order: TBoardOrder;
  now: number;
  /** Names the shop on the card when the board shows several. */
  showShop: boolean;
  /** "Estornar valor" is offered: a card paid in the app with some left, to its shop's owner or an operator. */
  mayRefund: boolean;
  onDialog: (dialog: OrderDialog, order: TBoardOrder) => void;
  onPrint: (order: TBoardOrder) => void;
};

const accents = {
  new: 'border-brand-600 shadow-md',
  preparing: 'border-amber-500',
  ready: 'border-sky-600',
  done: 'border-ink-200 opacity-90',
  // An order for a later slot, not yet due: quiet until its kitchen must start.
  later: 'border-violet-700',
} as const;

/** One order on the board: who, what, how it is paid, and the next thing to do with it. */
export function OrderCard({ order, now, showShop, mayRefund, onDialog, onPrint }: OrderCardProps) {
  const column = columnOf(order.status);
  const advance = useAdvanceOrder();
  const markPaid = useMarkOrderPaid();
  const markRefunded = useMarkOrderRefunded();
  const step = nextStep(order);
  const late = isLate(order, now);
  // A later slot's order waits quietly until its kitchen must start: then it is new like any other.
  const waitsForSlot = column !== 'done' && !isDue(order, now);
  const pickup = order.delivery_type === 'pickup';

  return (
    <article
      data-testid="order-card"
      data-order-id={order.order_id}
      data-status={order.status}
      data-late={late || undefined}
      aria-labelledby={`order-${order.order_id}-title`}
      className={`rounded-2xl border-l-8 bg-white p-4 shadow-sm ${waitsForSlot ? accents.later : accents[column]}`}
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={`order-${order.order_id}-title`} className="text-2xl font-black tracking-tight text-ink-900">
          <button
            type="button"
            onClick={() => onDialog('details', order)}
            className="rounded-md underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-sky-600"
          >
            {fill(messages.board.orderNumberShort, { number: order.order_number })}
          </button>
        </h3>
        <span
          className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-sm font-bold ${
            pickup ? 'bg-violet-100 text-violet-900' : 'bg-sky-100 text-sky-900'
          }`}
        >
          {pickup ? <BagIcon className="size-4" /> : <BikeIcon className="size-4" />}
          {pickup ? messages.board.pickup : messages.board.delivery}
        </span>
        {order.channel !== 'app' ? (
          <span
            data-testid="order-channel"
            className="rounded-full bg-amber-100 px-2.5 py-1 text-sm font-bold text-amber-950"
          >
            {messages.newOrder.channels[order.channel]}
          </span>
        ) : null}
        <span
          className={`ml-auto inline-flex items-center gap-1 text-sm font-bold tabular-nums ${
            late ? 'text-brand-700' : 'text-ink-600'
          }`}
        >
          <ClockIcon className="size-4" />
          <time dateTime={order.placed_at} title={formatClock(order.placed_at)}>
            {formatElapsed(order.placed_at, now)}
          </time>
        </span>
      </header>

      {showShop ? <p className="mt-1 text-sm font-semibold text-ink-600">{order.shop_name}</p> : null}
      {order.problem && !order.problem.answer ? (
        <button
          type="button"
          data-testid="problem-badge"
          onClick={() => onDialog('details', order)}
          className="mt-2 rounded-lg bg-brand-600 px-3 py-1.5 text-left text-sm font-bold text-white focus-visible:outline-3 focus-visible:outline-sky-600"
        >
          {messages.problem.badge}: {messages.problem.kinds[order.problem.kind]}
        </button>
      ) : null}
      {order.estimate_minutes && column !== 'done' ? (
        <p className="mt-1 text-sm font-semibold text-ink-700">
          {fill(messages.board.estimate, { minutes: order.estimate_minutes })}
          {' · '}
          {fill(messages.board.readyBy, {
            time: formatClock(promisedAt(order, order.estimate_minutes)),
          })}
          {order.delay_minutes > 0 ? (
            <span data-testid="delay-badge" className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-amber-950">
              {fill(messages.delay.badge, { minutes: order.delay_minutes })}
            </span>
          ) : null}
        </p>
      ) : null}
      {order.kitchen.done_at && column === 'preparing' ? (
        <p
          data-testid="kitchen-ready"
          className="mt-2 inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-1 text-sm font-bold text-emerald-900"
        >
          <CheckIcon className="size-4" />
          {messages.kitchen.doneOnBoard} · {formatClock(order.kitchen.done_at)}
        </p>
      ) : null}
      {order.scheduled_at ? (
        <div data-testid="scheduled" className="mt-2 rounded-lg bg-violet-700 px-3 py-1.5 text-white">
          <p className="text-sm font-bold">
            {fill(messages.board.scheduledFor, { time: formatDayTime(order.scheduled_at, now) })}
          </p>
          {waitsForSlot && order.due_at ? (
            <p className="text-sm font-semibold text-violet-100">
              {fill(messages.board.prepareFrom, { time: formatDayTime(order.due_at, now) })}
            </p>
          ) : null}
        </div>
      ) : null}
      {column === 'done' ? (
        <p className="mt-2 text-sm font-bold text-ink-700">
          {messages.status[order.status]}
          {order.cancel_reason ? ` · ${order.cancel_reason}` : ''}
        </p>
      ) : null}

      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-2">
        <p className="min-w-0 text-base font-bold break-words text-ink-900">{order.customer.name}</p>
        <a
          href={`tel:${order.customer.phone}`}
          className="inline-flex min-h-9 shrink-0 items-center gap-1 rounded-lg px-1 text-sm font-semibold text-ink-700 hover:bg-ink-100"
        >
          <PhoneIcon className="size-4" />
          {formatPhone(order.customer.phone)}
        </a>
      </div>
      {order.address ? (
        <p className="truncate text-sm text-ink-700">
          {order.address.street}, {order.address.number} · {order.address.district}
        </p>
      ) : null}

      {column !== 'done' ? (
        <div className="mt-2">
          <OrderItems items={order.items} />
        </div>
      ) : null}

      <div className="mt-2 space-y-2">
        {order.payment.charged_back ? <ChargebackWarning /> : null}
        {/* A finished order keeps its payment only when part of it went back: the counter may be asked why. */}
        {column !== 'done' || partRefundText(order) ? <PaymentLine order={order} /> : null}
        {order.status === 'cancelled' && order.payment.refund ? <RefundLine order={order} /> : null}
        <p className="flex items-baseline justify-between text-base">
          <span className="font-semibold text-ink-700">{messages.board.total}</span>
          <span className="text-xl font-black text-ink-900 tabular-nums">{formatReais(order.totals.order_total)}</span>
        </p>
      </div>

      <div className="mt-3 flex flex-wrap gap-2">
        {order.status === 'received' ? (
          <>
            <Button variant="accept" size="lg" className="flex-1" onClick={() => onDialog('accept', order)}>
              {messages.actions.accept}
            </Button>
            <Button variant="danger" size="lg" onClick={() => onDialog('reject', order)}>
              {messages.actions.reject}
            </Button>
          </>
        ) : null}
        {step ? (
          <Button
            variant="primary"
            size="lg"
            className="flex-1"
            busy={advance.isPending}
            onClick={() => advance.mutate({ order_id: order.order_id, status: order.status })}
          >
            {step.label}
          </Button>
        ) : null}
        {mayMarkPaid(order) ? (
          <Button
            variant="secondary"
            busy={markPaid.isPending}
            onClick={() => markPaid.mutate({ order_id: order.order_id })}
          >
            {messages.actions.markPaid}
          </Button>
        ) : null}
        {mayMarkRefunded(order) ? (
          <Button
            variant="primary"
            size="lg"
            className="flex-1"
            busy={markRefunded.isPending}
            onClick={() => markRefunded.mutate({ order_id: order.order_id })}
          >
            {messages.actions.markRefunded}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          onClick={() => onPrint(order)}
          aria-label={`${messages.actions.print} ${fill(messages.board.orderNumberShort, { number: order.order_number })}`}
        >
          <PrinterIcon />
          <span className="max-sm:sr-only">{messages.actions.print}</span>
        </Button>
        <Button variant="ghost" onClick={() => onDialog('details', order)}>
          {messages.board.details}
        </Button>
        {/* Last: a rare move, never to squeeze the next step's button on a phone. */}
        {mayRefund ? (
          <Button variant="secondary" onClick={() => onDialog('refund', order)}>
            {messages.actions.refundPart}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
