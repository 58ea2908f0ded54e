import type { TBoardOrder } from '@delivery/contract/board';
import { formatReais } from '@delivery/contract/money';
import { toCents } from '@delivery/contract/pricing';
import { mayDo, type TStaffShop } from '@delivery/contract/staff';
import { fill, messages } from '../../lib/messages.ts';

/** The shops a person runs, with their role in each: what decides the owner's moves on an order. */
export type StaffShops = readonly Pick<TStaffShop, 'shop_id' | 'role'>[];

/**
 * Whether "Estornar valor" is offered: a card paid in the app with something left to give back,
 * to the owner of its shop or an operator (the API refuses an attendant, so the board hides it).
 * A new order is accepted or rejected first: rejecting gives all of it back.
 */
export function mayRefundPart(order: Pick<TBoardOrder, 'payment' | 'shop_id' | 'status'>, shops: StaffShops): boolean {
  const role = shops.find((shop) => shop.shop_id === order.shop_id)?.role;
  const { method, paid, refundable } = order.payment;
  const owner = role !== undefined && mayDo(role, 'manageShop');
  return owner && order.status !== 'received' && method === 'card_online' && paid && (refundable ?? 0) > 0;
}

/** The refund as typed: the amount in cents (null while empty) and the reason the customer reads. */
export type RefundPartInput = { cents: number | null; reason: string };

/**
 * What keeps the refund from being sent, field by field, before the API is asked: no amount, more
 * than is left to give back (`refundable`, in reais as the wire has it), a reason under 3 letters.
 */
export function refundPartErrors({ cents, reason }: RefundPartInput, refundable: number) {
  const texts = messages.refundPart;
  const amount =
    cents === null || cents <= 0
      ? texts.noAmount
      : cents > toCents(refundable)
        ? fill(texts.tooMuch, { amount: formatReais(refundable) })
        : null;
  return { amount, reason: reason.trim().length < 3 ? messages.reason.tooShort : null };
}
