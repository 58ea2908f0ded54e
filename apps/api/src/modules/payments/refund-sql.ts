import { inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { scalarSql } from '../../db/scalar-sql.ts';
import { paymentRefunds } from '../../db/schema/payments.ts';

/*
 * An order's refunds as other modules' statements read them (the refunds table is this module's):
 * the board keeps an order the shop still has to refund, the sales report sums them.
 */

/** SQL (a boolean): the shop still has to send back a Pix of the order `orderId` by hand (0054). */
export const shopOwesRefundSql = (orderId: SQLWrapper): SQL<boolean> =>
  scalarSql<boolean>(
    sql`exists (select 1 from ${paymentRefunds} r where r.order_id = ${orderId}
    and r.refund_by = 'shop' and r.status = 'pending')`,
  );

/**
 * The refunds of the orders `orderIds` (a subquery of ids), summed apart for refunded and pending
 * ones, with how many orders they are of (a card given back in part, then cancelled, is one order).
 */
export async function refundTotalsOf(
  db: Database,
  orderIds: SQL,
): Promise<{ refunded: boolean; count: number; cents: number }[]> {
  return db
    .select({
      refunded: sql<boolean>`${paymentRefunds.status} = 'refunded'`,
      count: sql<number>`count(distinct ${paymentRefunds.orderId})::int`,
      cents: sql<number>`sum(${paymentRefunds.amountCents})::bigint`,
    })
    .from(paymentRefunds)
    .where(inArray(paymentRefunds.orderId, sql`(${orderIds})`))
    .groupBy(sql`1`);
}
