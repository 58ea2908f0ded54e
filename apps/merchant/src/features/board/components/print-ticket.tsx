import type { TBoardOrder } from '@delivery/contract/board';
import { formatCpf, formatPhone } from '@delivery/contract/br-documents';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { formatReais } from '@delivery/contract/money';
import { formatDateTime } from '../../../lib/format.ts';
import { fill, messages } from '../../../lib/messages.ts';
import { addressLines, changeText, optionLines, paidText, paymentText } from '../order-text.ts';

/**
 * The 80 mm thermal ticket of an order. Hidden on screen; in print it is the only thing on the
 * page (styles.css), black on white, in a size a thermal head prints crisply.
 */
export function PrintTicket({ order }: { order: TBoardOrder }) {
  const { totals } = order;
  const change = changeText(order);
  const paid = paidText(order);
  return createPortal(
    <div className="print-ticket" data-testid="print-ticket">
      <p className="ticket-center ticket-strong ticket-large">{order.shop_name}</p>
      <p className="ticket-center ticket-strong ticket-huge">
        {fill(messages.board.orderNumberShort, { number: order.order_number })}
      </p>
      <p className="ticket-center ticket-strong ticket-inverse">
        {order.delivery_type === 'pickup' ? messages.ticket.pickup : messages.ticket.delivery}
      </p>
      <p className="ticket-center">{fill(messages.ticket.placedAt, { date: formatDateTime(order.placed_at) })}</p>
      {order.scheduled_for ? (
        <p className="ticket-center ticket-strong">
          {fill(messages.ticket.scheduledFor, { date: formatDateTime(order.scheduled_at ?? order.scheduled_for) })}
        </p>
      ) : null}
      {order.estimate_minutes ? (
        <p className="ticket-center">{fill(messages.ticket.estimate, { minutes: order.estimate_minutes })}</p>
      ) : null}

      <Rule />
      <p className="ticket-strong">{fill(messages.ticket.customer, { name: order.customer.name })}</p>
      <p>{fill(messages.ticket.phone, { phone: formatPhone(order.customer.phone) })}</p>
      {order.address ? (
        <>
          {addressLines(order.address).map((line) => (
            <p key={line}>{line}</p>
          ))}
          {order.address.reference ? (
            <p>{fill(messages.sheet.reference, { reference: order.address.reference })}</p>
          ) : null}
        </>
      ) : null}

      <Rule />
      {order.items.map((item, index) => (
        <div key={`${item.product_id}-${index}`} className="ticket-item">
          <Line
            left={<span className="ticket-strong">{`${item.quantity}x ${item.name}`}</span>}
            right={formatReais(item.total)}
          />
          {optionLines(item).map(({ group, text }) => (
            <p key={group} className="ticket-indent">
              {group}: {text}
            </p>
          ))}
          {item.notes ? (
            <p className="ticket-indent ticket-strong">{fill(messages.sheet.notes, { notes: item.notes })}</p>
          ) : null}
        </div>
      ))}

      <Rule />
      <Line left={messages.sheet.products} right={formatReais(totals.total_products)} />
      {order.delivery_type === 'delivery' ? (
        <Line
          left={messages.sheet.deliveryFee}
          right={totals.delivery_price === 0 ? messages.sheet.freeDelivery : formatReais(totals.delivery_price)}
        />
      ) : null}
      {totals.discount > 0 ? (
        <Line
          left={order.coupon_code ? fill(messages.sheet.coupon, { code: order.coupon_code }) : messages.sheet.discount}
          right={`- ${formatReais(totals.discount)}`}
        />
      ) : null}
      {totals.cashback > 0 ? <Line left={messages.sheet.cashback} right={`- ${formatReais(totals.cashback)}`} /> : null}
      <Line
        left={<span className="ticket-strong ticket-large">{messages.ticket.total}</span>}
        right={<span className="ticket-strong ticket-large">{formatReais(totals.order_total)}</span>}
      />

      <Rule />
      <p className="ticket-strong">{fill(messages.ticket.payment, { method: paymentText(order) })}</p>
      {order.payment.method === 'cash' && order.payment.change_for ? (
        <p>{fill(messages.payment.changeFor, { amount: formatReais(order.payment.change_for) })}</p>
      ) : null}
      {change ? <p className="ticket-strong ticket-large">{change}</p> : null}
      {paid ? <p>{paid}</p> : null}
      <p>
        {order.cpf_on_receipt
          ? fill(messages.ticket.cpf, { cpf: formatCpf(order.cpf_on_receipt) })
          : messages.ticket.noCpf}
      </p>
      <Rule />
    </div>,
    document.body,
  );
}

const Rule = () => <hr className="ticket-rule" />;

function Line({ left, right }: { left: ReactNode; right: ReactNode }) {
  return (
    <p className="ticket-line">
      <span>{left}</span>
      <span className="ticket-amount">{right}</span>
    </p>
  );
}
