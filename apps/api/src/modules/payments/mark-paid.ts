import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';
import { AppError } from '../../http/app-error.ts';
import { announceOrderPaid, orderForPayment } from '../orders/service.ts';

/**
 * Marks an order paid by hand: staff saw a static BR Code's Pix in the shop's account, or took the
 * cash or card on delivery (`by` says who, e.g. 'staff:12'). Answers 'already_paid' when it was,
 * changing nothing; the order's stream hears of a new payment. Whether the caller may mark this
 * order is the caller's to check.
 */
export async function markPaid(db: Database, orderId: number, by: string): Promise<'paid' | 'already_paid'> {
  const order = await orderForPayment(db, orderId);
  if (!order) throw new AppError(ErrorType.NOT_FOUND, apiMessages.orderNotFound);
  const now = new Date();
  const [marked] = await db
    .insert(payments)
    .values({ orderId, status: 'paid', amountCents: order.totalCents, paidAt: now, paidBy: by })
    .onConflictDoUpdate({
      target: payments.orderId,
      set: { status: 'paid', paidAt: now, paidBy: by, updatedAt: now },
      setWhere: sql`${payments.status} <> 'paid'`,
    })
    .returning({ orderId: payments.orderId });
  if (!marked) return 'already_paid';
  await announceOrderPaid(db, orderId);
  return 'paid';
}
