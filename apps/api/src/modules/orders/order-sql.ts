import type { PaymentMethod } from '@delivery/contract/catalog';
import type { TOrderStatus } from '@delivery/contract/order-status';
import { and, count, eq, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { scalarSql } from '../../db/scalar-sql.ts';
import { orders } from '../../db/schema/orders.ts';

/*
 * The orders tables are this module's (db/schema/owners.ts). Another module's statement that needs
 * an order's column takes it from these SQL pieces, by the order's id (a column or value of that
 * statement), so it stays one query.
 */

/** SQL: the order's number in its tenant (decision 0067). */
export const orderNumberSql = (orderId: SQLWrapper): SQL<number> =>
  scalarSql<number>(sql`(select ${orders.number} from ${orders} where ${orders.id} = ${orderId})`);

/** SQL: the id of the order's shop. */
export const orderShopIdSql = (orderId: SQLWrapper): SQL<number> =>
  scalarSql<number>(sql`(select ${orders.shopId} from ${orders} where ${orders.id} = ${orderId})`);

/** SQL: the WhatsApp number its customer asked the order's updates on; null when they did not. */
export const orderWhatsAppPhoneSql = (orderId: SQLWrapper): SQL<string | null> =>
  scalarSql<string | null>(sql`(select ${orders.whatsappPhone} from ${orders} where ${orders.id} = ${orderId})`);

/** What an update of the order on WhatsApp (or its shop's alert) says of it, read when sent; null once gone. */
export async function whatsAppUpdateOf(db: Database, orderId: number) {
  const [row] = await db
    .select({
      profileId: orders.profileId,
      customerId: orders.customerId,
      number: orders.number,
      shopName: orders.shopName,
      totalCents: orders.totalCents,
      phone: orders.whatsappPhone,
      status: orders.status,
      estimateMinutes: orders.estimateMinutes,
      cancelReason: orders.cancelReason,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/** What another module's list names an order by: its number, when it was placed, how it is paid. */
export type OrderBrief = { number: number; placedAt: string; paymentMethod: PaymentMethod };

/** SQL: the order's brief (OrderBrief), as JSON. */
export const orderBriefSql = (orderId: SQLWrapper): SQL<OrderBrief> =>
  sql<OrderBrief>`(select json_build_object('number', ${orders.number}, 'placedAt', ${orders.createdAt},
    'paymentMethod', ${orders.paymentMethod}) from ${orders} where ${orders.id} = ${orderId})`;

/** How many orders the customer placed that were not cancelled. */
export async function uncancelledOrdersOf(db: Database, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), ne(orders.status, 'cancelled')));
  return row?.n ?? 0;
}

/** Whether the order is still in this status (a job sent at a change checks it before it acts). */
export async function isOrderInStatus(db: Database, orderId: number, status: TOrderStatus): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.status, status)));
  return row !== undefined;
}
