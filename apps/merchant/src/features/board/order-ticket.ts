import type { TBoardOrder } from '@delivery/contract/board';
import { formatCpf, formatPhone } from '@delivery/contract/br-documents';
import { formatReais } from '@delivery/contract/money';
import type { TicketCopy } from '../../lib/printer/printer-settings.ts';
import { rule, type Ticket, type TicketLine } from '../../lib/printer/ticket.ts';
import { formatDateTime } from '../../lib/format.ts';
import { fill, messages } from '../../lib/messages.ts';
import { addressLines, changeText, optionLines, paidText, paymentText } from './order-text.ts';

/** The head of both copies: the shop, the number big, delivery or pickup, when it was placed and is due. */
function head(order: TBoardOrder): TicketLine[] {
  const lines: TicketLine[] = [
    { kind: 'text', text: order.shop_name, center: true, strong: true, size: 'large' },
    {
      kind: 'text',
      text: fill(messages.board.orderNumberShort, { number: order.order_number }),
      center: true,
      strong: true,
      size: 'huge',
    },
    {
      kind: 'text',
      text: order.delivery_type === 'pickup' ? messages.ticket.pickup : messages.ticket.delivery,
      center: true,
      strong: true,
      inverse: true,
    },
    { kind: 'text', text: fill(messages.ticket.placedAt, { date: formatDateTime(order.placed_at) }), center: true },
  ];
  if (order.scheduled_for) {
    const date = formatDateTime(order.scheduled_at ?? order.scheduled_for);
    lines.push({ kind: 'text', text: fill(messages.ticket.scheduledFor, { date }), center: true, strong: true });
  }
  if (order.estimate_minutes) {
    const text = fill(messages.ticket.estimate, { minutes: order.estimate_minutes });
    lines.push({ kind: 'text', text, center: true });
  }
  return lines;
}

/** Each item, its options and the customer's note; with its price on the delivery copy, large on the kitchen's. */
function items(order: TBoardOrder, copy: TicketCopy): TicketLine[] {
  return order.items.flatMap((item): TicketLine[] => {
    const name = `${item.quantity}x ${item.name}`;
    const kitchen = copy === 'kitchen';
    return [
      kitchen
        ? { kind: 'text', text: name, strong: true, size: 'large' }
        : { kind: 'pair', left: name, right: formatReais(item.total), strong: true },
      ...optionLines(item).map(({ group, text }): TicketLine => ({
        kind: 'text',
        text: `${group}: ${text}`,
        indent: true,
      })),
      ...(item.notes
        ? [
            {
              kind: 'text',
              text: fill(messages.sheet.notes, { notes: item.notes }),
              indent: true,
              strong: true,
            } as const,
          ]
        : []),
    ];
  });
}

/** What the customer pays, line by line, and how: the delivery copy's foot. */
function payment(order: TBoardOrder): TicketLine[] {
  const { totals } = order;
  const lines: TicketLine[] = [
    { kind: 'pair', left: messages.sheet.products, right: formatReais(totals.total_products) },
  ];
  if (order.delivery_type === 'delivery') {
    const fee = totals.delivery_price === 0 ? messages.sheet.freeDelivery : formatReais(totals.delivery_price);
    lines.push({ kind: 'pair', left: messages.sheet.deliveryFee, right: fee });
  }
  if (totals.discount > 0) {
    const left = order.coupon_code ? fill(messages.sheet.coupon, { code: order.coupon_code }) : messages.sheet.discount;
    lines.push({ kind: 'pair', left, right: `- ${formatReais(totals.discount)}` });
  }
  if (totals.cashback > 0) {
    lines.push({ kind: 'pair', left: messages.sheet.cashback, right: `- ${formatReais(totals.cashback)}` });
  }
  lines.push(
    { kind: 'pair', left: messages.ticket.total, right: formatReais(totals.order_total), strong: true, size: 'large' },
    rule,
    { kind: 'text', text: fill(messages.ticket.payment, { method: paymentText(order) }), strong: true },
  );
  if (order.payment.method === 'cash' && order.payment.change_for) {
    const amount = formatReais(order.payment.change_for);
    lines.push({ kind: 'text', text: fill(messages.payment.changeFor, { amount }) });
  }
  const change = changeText(order);
  if (change) lines.push({ kind: 'text', text: change, strong: true, size: 'large' });
  const paid = paidText(order);
  if (paid) lines.push({ kind: 'text', text: paid });
  const cpf = order.cpf_on_receipt;
  lines.push({ kind: 'text', text: cpf ? fill(messages.ticket.cpf, { cpf: formatCpf(cpf) }) : messages.ticket.noCpf });
  return lines;
}

/** Who takes it and where: the delivery copy's, for the counter and the courier. */
function customer(order: TBoardOrder): TicketLine[] {
  const lines: TicketLine[] = [
    { kind: 'text', text: fill(messages.ticket.customer, { name: order.customer.name }), strong: true },
    { kind: 'text', text: fill(messages.ticket.phone, { phone: formatPhone(order.customer.phone) }) },
  ];
  if (order.address) {
    lines.push(...addressLines(order.address).map((text): TicketLine => ({ kind: 'text', text })));
    const { reference } = order.address;
    if (reference) lines.push({ kind: 'text', text: fill(messages.sheet.reference, { reference }) });
  }
  return lines;
}

/**
 * An order's ticket. The delivery copy is the whole order as the counter and the courier need it;
 * the kitchen's says which order it is and what to make, large, with no prices, no address.
 */
export function orderTicket(order: TBoardOrder, copy: TicketCopy): Ticket {
  if (copy === 'kitchen') {
    const name = fill(messages.ticket.customer, { name: order.customer.name });
    return {
      copy,
      lines: [
        { kind: 'text', text: messages.ticket.kitchenCopy, center: true },
        ...head(order),
        { kind: 'text', text: name, strong: true },
        rule,
        ...items(order, copy),
        rule,
      ],
    };
  }
  return {
    copy,
    lines: [...head(order), rule, ...customer(order), rule, ...items(order, copy), rule, ...payment(order), rule],
  };
}
