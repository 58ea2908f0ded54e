import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';
import { announceOrderPaid, announceOrderPaidCommitted } from './hooks.ts';

/**
 * Records an order paid for `amountCents` (its total) without a Pix to name: staff saw a static BR
 * Code's Pix in the shop's account or took the cash or card on delivery (`by` says who, e.g.
 * 'staff:12'), or a PSP says a charge is paid without listing its Pix (reconcile.ts). Answers
 * 'already_paid' when it was, changing nothing; otherwise the payment is announced in its
 * transaction and again once it committed (hooks.ts). That the order exists, and that the caller
 * may mark it, is the caller's to check.
 */
export async function recordPaid(
  db: Database,
  payment: { orderId: number; amountCents: number },
  by: string,
): Promise<'paid' | 'already_paid'> {
  const now = new Date();
  const { orderId, amountCents } = payment;
  const marked = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({ orderId, status: 'paid', amountCents, paidAt: now, paidBy: by })
      .onConflictDoUpdate({
        target: payments.orderId,
        set: { status: 'paid', paidAt: now, paidBy: by, updatedAt: now },
        setWhere: sql`${payments.status} <> 'paid'`,
      })
      .returning({ orderId: payments.orderId });
    if (row) await announceOrderPaid(tx, { orderId });
    return row;
  });
  if (!marked) return 'already_paid';
  await announceOrderPaidCommitted(db, { orderId });
  return 'paid';
}
