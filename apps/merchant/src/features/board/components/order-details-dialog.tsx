import type { TBoardOrder } from '@delivery/contract/board';
import { formatCpf, formatPhone } from '@delivery/contract/br-documents';
import { canCancel } from '@delivery/contract/order-status';
import type { ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { ClockIcon, MapPinIcon, PhoneIcon, PrinterIcon } from '../../../components/icons.tsx';
import { formatReais } from '@delivery/contract/money';
import { formatClock, formatDateTime } from '../../../lib/format.ts';
import { fill, messages } from '../../../lib/messages.ts';
import { useAdvanceOrder, useMarkOrderPaid } from '../api/order-moves.ts';
import { useMarkSoldOut } from '../api/sold-out.ts';
import { addressLines, mayDelay, mayMarkPaid, nextStep } from '../order-text.ts';
import { ChargebackWarning } from './chargeback-warning.tsx';
import type { OrderDialog } from './order-card.tsx';
import { OrderItems } from './order-items.tsx';
import { PaymentLine } from './payment-line.tsx';
import { ProblemSection } from './problem-section.tsx';

/** The next move of the order: first and full width on a phone. */
const mainAction = 'max-sm:order-first max-sm:col-span-2';

type OrderDetailsProps = {
  order: TBoardOrder;
  /** "Estornar valor" is offered, as on the card. */
  mayRefund: boolean;
  onClose: () => void;
  /** The moves' dialogs; absent, the order is only read and printed (the shop's history). */
  onDialog?: ((dialog: OrderDialog, order: TBoardOrder) => void) | undefined;
  onPrint: (order: TBoardOrder) => void;
};

/** The open card: everything about the order, its history, and every move it allows now (on the board). */
export function OrderDetailsDialog({ order, mayRefund, onClose, onDialog, onPrint }: OrderDetailsProps) {
  const advance = useAdvanceOrder();
  const markPaid = useMarkOrderPaid();
  const soldOut = useMarkSoldOut(order.shop_id);
  const step = nextStep(order);
  const { totals } = order;

  return (
    <Dialog
      wide
      title={fill(messages.board.orderNumber, { number: order.order_number })}
      description={`${messages.status[order.status]} · ${order.delivery_type === 'pickup' ? messages.board.pickup : messages.board.delivery} · ${formatDateTime(order.placed_at)}`}
      onClose={onClose}
      testId="order-details"
      footer={
        <>
          <Button variant="secondary" onClick={() => onPrint(order)}>
            <PrinterIcon />
            {messages.actions.print}
          </Button>
          {onDialog ? (
            <>
              {mayMarkPaid(order) ? (
                <Button
                  variant="secondary"
                  busy={markPaid.isPending}
                  onClick={() => markPaid.mutate({ order_id: order.order_id })}
                >
                  {messages.actions.markPaid}
                </Button>
              ) : null}
              {mayDelay(order) ? (
                <Button variant="secondary" onClick={() => onDialog('delay', order)}>
                  <ClockIcon />
                  {messages.delay.action}
                </Button>
              ) : null}
              {canCancel(order.delivery_type, order.status) && order.status !== 'received' ? (
                <Button variant="danger" onClick={() => onDialog('cancel', order)}>
                  {messages.actions.cancel}
                </Button>
              ) : null}
              {order.status === 'received' ? (
                <>
                  <Button variant="danger" onClick={() => onDialog('reject', order)}>
                    {messages.actions.reject}
                  </Button>
                  <Button variant="accept" className={mainAction} onClick={() => onDialog('accept', order)}>
                    {messages.actions.accept}
                  </Button>
                </>
              ) : null}
              {step ? (
                <Button
                  className={mainAction}
                  busy={advance.isPending}
                  onClick={() => advance.mutate({ order_id: order.order_id, status: order.status })}
                >
                  {step.label}
                </Button>
              ) : null}
            </>
          ) : null}
        </>
      }
    >
      <div className="space-y-5">
        {order.problem ? (
          <ProblemSection order={order} problem={order.problem} answering={onDialog !== undefined} />
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <Section title={messages.sheet.customer}>
            <p className="text-lg font-bold text-ink-900">{order.customer.name}</p>
            <a
              href={`tel:${order.customer.phone}`}
              className="mt-1 inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold text-ink-800 underline underline-offset-4"
            >
              <PhoneIcon />
              {formatPhone(order.customer.phone)}
            </a>
            {order.cpf_on_receipt ? (
              <p className="text-sm text-ink-700">
                {fill(messages.sheet.cpf, { cpf: formatCpf(order.cpf_on_receipt) })}
              </p>
            ) : null}
            {order.scheduled_for ? (
              <p className="mt-2 font-bold text-violet-800">
                {fill(messages.board.scheduledFor, { time: formatDateTime(order.scheduled_at ?? order.scheduled_for) })}
              </p>
            ) : null}
          </Section>
          {order.address ? (
            <Section title={messages.sheet.address}>
              <p className="flex gap-2 text-base text-ink-900">
                <MapPinIcon className="mt-0.5 size-5 shrink-0" />
                <span>
                  {addressLines(order.address)[0]}
                  <br />
                  {addressLines(order.address)[1]}
                </span>
              </p>
              {order.address.reference ? (
                <p className="mt-1 text-sm text-ink-700">
                  {fill(messages.sheet.reference, { reference: order.address.reference })}
                </p>
              ) : null}
            </Section>
          ) : null}
        </div>

        <Section title={messages.sheet.items}>
          {/* While the order waits, the counter may find an item is missing: it leaves the menu here. */}
          <OrderItems
            items={order.items}
            prices
            onSoldOut={onDialog && order.status === 'received' ? (item) => soldOut.mutate(item.product_id) : undefined}
          />
        </Section>

        <div className="grid gap-5 sm:grid-cols-2">
          <Section title={messages.sheet.payment}>
            <div className="space-y-2">
              {order.payment.charged_back ? <ChargebackWarning /> : null}
              <PaymentLine order={order} />
              {/* Beside the payment it gives back, not in the footer: the order's next move keeps its place there. */}
              {mayRefund && onDialog ? (
                <Button variant="secondary" onClick={() => onDialog('refund', order)}>
                  {messages.actions.refundPart}
                </Button>
              ) : null}
            </div>
          </Section>
          <Section title={messages.sheet.totals}>
            <dl className="space-y-1 text-base">
              <Row label={messages.sheet.products} value={formatReais(totals.total_products)} />
              {order.delivery_type === 'delivery' ? (
                <Row
                  label={messages.sheet.deliveryFee}
                  value={totals.delivery_price === 0 ? messages.sheet.freeDelivery : formatReais(totals.delivery_price)}
                />
              ) : null}
              {totals.discount > 0 ? (
                <Row
                  label={
                    order.coupon_code
                      ? fill(messages.sheet.coupon, { code: order.coupon_code })
                      : messages.sheet.discount
                  }
                  value={`− ${formatReais(totals.discount)}`}
                />
              ) : null}
              {totals.cashback > 0 ? (
                <Row label={messages.sheet.cashback} value={`− ${formatReais(totals.cashback)}`} />
              ) : null}
              <div className="flex justify-between border-t border-ink-200 pt-2 text-xl font-black text-ink-900">
                <dt>{messages.board.total}</dt>
                <dd className="tabular-nums">{formatReais(totals.order_total)}</dd>
              </div>
            </dl>
          </Section>
        </div>

        <Section title={messages.sheet.history}>
          <ol className="space-y-1 text-sm text-ink-800">
            {order.history.map((entry, index) => (
              <li key={`${entry.status}-${index}`} className="flex gap-3">
                <time dateTime={entry.at} className="w-12 shrink-0 font-semibold tabular-nums">
                  {formatClock(entry.at)}
                </time>
                <span>
                  <span className="font-bold">{messages.status[entry.status]}</span>
                  {' · '}
                  {(entry.by === 'staff' ? entry.staff_name : null) ?? messages.sheet.historyBy[entry.by]}
                  {entry.reason ? ` — ${entry.reason}` : ''}
                </span>
              </li>
            ))}
          </ol>
        </Section>
      </div>
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 text-sm font-bold tracking-wide text-ink-600 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between text-ink-800">
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
