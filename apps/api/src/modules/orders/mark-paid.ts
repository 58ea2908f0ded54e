import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordPaid } from '../payments/service.ts';
import { orderForPayment } from './queries.ts';

/**
 * Marks an order paid by hand, for its total (payments' recordPaid): staff saw a static BR
 * Code's Pix in the shop's account, or took the cash or card on delivery (`by` says who, e.g.
 * 'staff:12'). Answers 'already_paid' when it was, changing nothing; the order's stream hears of a
 * new payment (payment-hooks.ts). Whether the caller may mark this order is the caller's to check.
 */
export async function markPaid(db: Database, orderId: number, by: string): Promise<'paid' | 'already_paid'> {
  const order = await orderForPayment(db, orderId);
  if (!order) throw new AppError(ErrorType.NOT_FOUND, apiMessages.orderNotFound);
  return recordPaid(db, { orderId, amountCents: order.totalCents }, by);
}
