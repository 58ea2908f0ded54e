import type { TOrderItem } from '@delivery/contract/orders';
import { delayableStatuses, type TBoardOrder } from '@delivery/contract/board';
import { nextStatus, type TOrderStatus } from '@delivery/contract/order-status';
import { formatMoney, formatReais } from '@delivery/contract/money';
import { toCents } from '@delivery/contract/pricing';
import { fill, messages } from '../../lib/messages.ts';

/**
 * The change the courier takes for a cash order, in cents: the note the customer pays with less the
 * total. Null when nothing is to bring: not cash, no note given, a note that is not above the total,
 * or the order already paid (the change was given).
 */
export function changeToBring(order: Pick<TBoardOrder, 'payment' | 'totals'>): number | null {
  const { method, change_for, paid } = order.payment;
  if (method !== 'cash' || change_for === null || paid) return null;
  const change = toCents(change_for) - toCents(order.totals.order_total);
  return change > 0 ? change : null;
}

/** A card in the app as the customer knows it: 'Visa final 4242', the brand alone before the gateway says more. */
function onlineCardName({ card, card_flag }: TBoardOrder['payment']): string | null {
  const brand = card?.brand || card_flag;
  if (!brand) return null;
  return card?.last_four ? fill(messages.payment.cardDigits, { brand, digits: card.last_four }) : brand;
}

/**
 * How the order is paid, as the counter and the courier read it: 'Dinheiro', 'Cartão de débito na
 * entrega · Visa' (the machine is set to debit), 'Pix pago', 'Cartão pelo app · Visa final 4242'.
 */
export function paymentText(order: Pick<TBoardOrder, 'payment'>): string {
  const { method, card_flag, card_type, paid } = order.payment;
  if (method === 'pix') return paid ? messages.payment.pixPaid : messages.payment.pixWaiting;
  if (method === 'card_online') {
    const card = messages.payment.cardOnline;
    const name = onlineCardName(order.payment);
    return name ? fill(messages.payment.cardFlag, { card, flag: name }) : card;
  }
  if (method === 'card_on_delivery') {
    const card = card_type ? messages.payment.cardTypes[card_type] : messages.payment.card;
    return card_flag ? fill(messages.payment.cardFlag, { card, flag: card_flag }) : card;
  }
  return messages.payment.cash;
}

/**
 * Whether the money is in, after `paymentText`: 'Pago', 'A receber' (the courier collects it), and
 * for a card in the app 'Aguardando pagamento' (the gateway has not approved it: nothing to
 * collect). Null for a Pix, whose text says it already.
 */
export function paidText(order: Pick<TBoardOrder, 'payment'>): string | null {
  const { method, paid } = order.payment;
  if (method === 'pix') return null;
  if (paid) return messages.payment.paid;
  return method === 'card_online' ? messages.payment.waiting : messages.payment.unpaid;
}

/**
 * What became of a cancelled order's Pix, as the card says it: 'Devolva R$ 42,00 por Pix ao
 * cliente' while the shop has to send it, else where the provider's devolução stands. Null when
 * nothing is to go back.
 */
export function refundText(order: Pick<TBoardOrder, 'payment'>): string | null {
  const refund = order.payment.refund;
  if (!refund) return null;
  const texts = messages.payment.refund;
  const amount = formatReais(refund.amount);
  if (order.payment.method === 'card_online' && refund.by === 'provider') {
    const card = messages.payment.cardRefund;
    return fill(refund.status === 'refunded' ? card.providerDone : card.providerPending, { amount });
  }
  if (refund.by === 'shop') return fill(refund.status === 'refunded' ? texts.shopDone : texts.shopPending, { amount });
  return fill(refund.status === 'refunded' ? texts.providerDone : texts.providerPending, { amount });
}

/**
 * What the shop gave back of an order it did not cancel (parts of a card paid in the app), beside
 * its payment: 'Estornado R$ 20,00', or 'Estorno de R$ 20,00 em andamento' until the gateway has
 * returned every part. A cancelled order's refund is `refundText`'s.
 */
export function partRefundText(order: Pick<TBoardOrder, 'payment' | 'status'>): string | null {
  const refund = order.payment.refund;
  if (!refund || order.status === 'cancelled') return null;
  const texts = messages.payment.partRefund;
  return fill(refund.status === 'refunded' ? texts.done : texts.pending, { amount: formatReais(refund.amount) });
}

/** The shop still has to send a cancelled order's Pix back: the card offers 'Devolução feita'. */
export const mayMarkRefunded = (order: Pick<TBoardOrder, 'payment'>): boolean =>
  order.payment.refund?.by === 'shop' && order.payment.refund.status !== 'refunded';

/** What rejecting or cancelling does to a Pix already paid, for the dialog; null when none was. */
export function refundOnCancelText(order: Pick<TBoardOrder, 'payment' | 'totals'>): string | null {
  const way = order.payment.refund_if_cancelled;
  if (!way) return null;
  const amount = formatReais(order.totals.order_total);
  const texts = messages.reason;
  if (order.payment.method === 'card_online') {
    return fill(way === 'provider' ? texts.cardRefundByProvider : texts.cardRefundByShop, { amount });
  }
  return fill(way === 'provider' ? texts.refundByProvider : texts.refundByShop, { amount });
}

/** 'Levar troco de R$ 30,00' for a cash order that needs change; null otherwise. */
export function changeText(order: Pick<TBoardOrder, 'payment' | 'totals'>): string | null {
  const change = changeToBring(order);
  return change === null ? null : fill(messages.payment.change, { amount: formatMoney(change) });
}

export type NextStep = { status: TOrderStatus; label: string };

/**
 * What the card's main button does after acceptance: the next status on the order's path and the
 * words that say it ('Iniciar preparo', 'Saiu para entrega', 'Pronto para retirada', 'Entregue',
 * 'Retirado'). Null for a new order (it is accepted, with an estimate) and a finished one.
 */
export function nextStep(order: Pick<TBoardOrder, 'delivery_type' | 'status'>): NextStep | null {
  if (order.status === 'received') return null;
  const status = nextStatus(order.delivery_type, order.status);
  if (!status) return null;
  const label = (messages.advanceTo as Partial<Record<TOrderStatus, string>>)[status];
  return label ? { status, label } : null;
}

/**
 * When the order was promised for: the estimate counted from its acceptance (from its placing
 * before); a scheduled order's slot, unless that count ends later (the API's `expected_at`).
 */
export function promisedAt(
  order: Pick<TBoardOrder, 'history' | 'placed_at' | 'scheduled_at'>,
  estimateMinutes: number,
): Date {
  const accepted = order.history.find((entry) => entry.status === 'accepted')?.at ?? order.placed_at;
  const counted = Date.parse(accepted) + estimateMinutes * 60_000;
  return new Date(order.scheduled_at ? Math.max(counted, Date.parse(order.scheduled_at)) : counted);
}

/**
 * Whether "Marcar como pago" is offered, on the card and in the details alike: while an order the
 * shop took is unpaid (cash after delivery too). A new order is accepted or rejected first (a
 * static Pix seen before that is marked once accepted), and a cancelled one is not to be paid.
 */
export const mayMarkPaid = (order: Pick<TBoardOrder, 'payment' | 'status'>): boolean =>
  !order.payment.paid &&
  order.payment.method !== 'card_online' &&
  order.status !== 'received' &&
  order.status !== 'cancelled';

/**
 * A delivery address in two lines, street then place, leaving out what the customer did not give:
 * 'Rua das Flores, 120 — ap 31' and 'Cambuí, Campinas · 13025-000'.
 */
export function addressLines(address: NonNullable<TBoardOrder['address']>): [string, string] {
  const street = [`${address.street}, ${address.number}`, address.complement].filter(Boolean).join(' — ');
  const place = [[address.district, address.city].filter(Boolean).join(', '), address.cep].filter(Boolean).join(' · ');
  return [street, place];
}

const fractions: Record<number, string> = { 2: '½', 3: '⅓', 4: '¼' };

/**
 * The options of an item, one line per group: 'Borda: Catupiry'. A half-and-half's flavours come as
 * several options of its 'Sabores' group (the wire does not carry the group's kind), each one a
 * share of the pizza: 'Sabores: ½ Calabresa + ½ Margherita'.
 */
export function optionLines(item: Pick<TOrderItem, 'options'>): { group: string; text: string }[] {
  const groups = new Map<string, string[]>();
  for (const { group, option } of item.options) groups.set(group, [...(groups.get(group) ?? []), option]);
  return [...groups].map(([group, options]) => {
    const share = /sabor/i.test(group) ? fractions[options.length] : undefined;
    return { group, text: share ? options.map((option) => `${share} ${option}`).join(' + ') : options.join(', ') };
  });
}

/** "Avisar atraso" is offered while the shop has the order in hand: accepted, in preparation, on its way. */
export const mayDelay = (order: Pick<TBoardOrder, 'status'>): boolean =>
  (delayableStatuses as readonly string[]).includes(order.status);
