import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { OrderChange, PlacedOrderSql } from '../orders/service.ts';
import { writeOrderStatusJob } from './order-status-alerts.ts';
import { newOrderJobSql } from './queries.ts';

/*
 * What Web Push makes of an order (registered in module-hooks.ts, decision 0076): the alert of its
 * shop's staff in the statement that places it, the customer's push in the transaction of each
 * change of its status (0041).
 */

/** The staff's alert of an order placed, a CTE of the order's own statement. */
export const newOrderAlert = (order: PlacedOrderSql): SQL => sql`new_order_alert as (
      ${newOrderJobSql({
        order_id: order.id,
        order_number: order.number,
        profile_id: order.profileId,
        shop_id: order.shopId,
        shop_name: order.shopName,
        total_cents: order.totalCents,
        accept_by: order.acceptBy,
      })}
    )`;

/** The customer's push of a new status; a payment changes none. */
export async function pushOfOrderChange(tx: Database, change: OrderChange): Promise<void> {
  if (change.kind === 'paid') return;
  const { order } = change;
  await writeOrderStatusJob(tx, {
    order_id: order.id,
    order_number: order.number,
    profile_id: order.profileId,
    customer_id: order.customerId,
    shop_name: order.shopName,
    status: change.status,
  });
}
