import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments, pixProviders } from '../../db/schema/payments.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type PixProvider = typeof pixProviders.$inferSelect;

export async function paymentOf(db: Database, orderId: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  return row ?? null;
}

/** The payments of these orders, by order; an order without one has not been paid. */
export async function paymentsOf(db: Database, orderIds: number[]): Promise<Map<number, PaymentRow>> {
  const rows = orderIds.length ? await db.select().from(payments).where(inArray(payments.orderId, orderIds)) : [];
  return new Map(rows.map((row) => [row.orderId, row]));
}

/**
 * The order's payment status, its row locked until the caller's transaction ends, so nothing pays
 * it meanwhile; null when the order has no payment row.
 */
export async function lockedPaymentStatus(tx: Database, orderId: number): Promise<PaymentRow['status'] | null> {
  const [row] = await tx
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .for('update');
  return row?.status ?? null;
}

/** Which of these orders are paid, for streams that may have missed the announcement. */
export async function paidAmong(db: Database, orderIds: number[]): Promise<Set<number>> {
  if (!orderIds.length) return new Set();
  const rows = await db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(and(inArray(payments.orderId, orderIds), eq(payments.status, 'paid')));
  return new Set(rows.map((row) => row.orderId));
}

/** The provider of a shop: its own settings in use, else its profile's; null for a static BR Code. */
export async function providerOfShop(db: Database, profileId: number, shopId: number): Promise<PixProvider | null> {
  const [row] = await db
    .select()
    .from(pixProviders)
    .where(
      and(
        eq(pixProviders.profileId, profileId),
        or(eq(pixProviders.shopId, shopId), isNull(pixProviders.shopId)),
        isNull(pixProviders.disabledAt),
      ),
    )
    .orderBy(sql`${pixProviders.shopId} nulls last`)
    .limit(1);
  return row ?? null;
}

export async function providerById(db: Database, id: number): Promise<PixProvider | null> {
  const [row] = await db.select().from(pixProviders).where(eq(pixProviders.id, id));
  return row ?? null;
}
