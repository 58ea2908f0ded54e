import type { TOrder } from '@delivery/contract/orders';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { paymentsOf, refundsOf } from '../payments/service.ts';
import { itemsOf } from './queries.ts';
import { wireOrder } from './wire-order.ts';

/** An order as its customer reads it, for a receipt sent apart from any request; null once gone. */
export async function receiptOrderOf(
  db: Database,
  orderId: number,
): Promise<{ order: TOrder; customerId: number; profileId: number } | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) return null;
  const [items, payments, refunds] = await Promise.all([
    itemsOf(db, [orderId]),
    paymentsOf(db, [orderId]),
    refundsOf(db, [orderId]),
  ]);
  const order = await wireOrder(
    row,
    items.get(orderId) ?? [],
    null,
    payments.get(orderId) ?? null,
    refunds.get(orderId) ?? [],
  );
  return { order, customerId: row.customerId, profileId: row.profileId };
}
