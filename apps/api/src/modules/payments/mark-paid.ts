import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';
import { AppError } from '../../http/app-error.ts';
import { writePaidEvent } from '../open-delivery/service.ts';
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
  const marked = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({ orderId, status: 'paid', amountCents: order.totalCents, paidAt: now, paidBy: by })
      .onConflictDoUpdate({
        target: payments.orderId,
        set: { status: 'paid', paidAt: now, paidBy: by, updatedAt: now },
        setWhere: sql`${payments.status} <> 'paid'`,
      })
      .returning({ orderId: payments.orderId });
    if (row) await tellSoftwarePixPaid(tx, order);
    return row;
  });
  if (!marked) return 'already_paid';
  await announceOrderPaid(db, orderId);
  return 'paid';
}

/**
 * Tells the shop's software (Open Delivery) that a Pix order it holds is now paid, in the payment's
 * transaction. Cash and card are paid on delivery, where the software already counts them; a
 * cancelled order is not to be prepared.
 */
export async function tellSoftwarePixPaid(
  tx: Database,
  order: { id: number; shopId: number; paymentMethod: string; status: string },
): Promise<void> {
  if (order.paymentMethod !== 'pix' || order.status === 'cancelled') return;
  await writePaidEvent(tx, { orderId: order.id, shopId: order.shopId });
}
