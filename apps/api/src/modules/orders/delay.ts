import { delayableStatuses, estimateLimits } from '@delivery/contract/board';
import type { TOrderStatus } from '@delivery/contract/order-status';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { notifyOrderDetails } from './queries.ts';

const delayable: readonly TOrderStatus[] = delayableStatuses;

/**
 * Why the shop cannot announce a delay of `minutes` on the order: it is not running (not accepted
 * yet, ready, over), or the estimate would pass the longest a shop may promise. Null when it can.
 */
export function delayRefusal(
  order: { status: TOrderStatus; estimateMinutes: number | null },
  minutes: number,
): 'not_running' | 'too_long' | null {
  if (!delayable.includes(order.status) || order.estimateMinutes === null) return 'not_running';
  return order.estimateMinutes + minutes > estimateLimits.max ? 'too_long' : null;
}

/**
 * "Vai atrasar 15 min": the estimate grows by the minutes and the delay is kept beside it, so the
 * customer's page shows the new time and why it moved; the page and the boards are told. The write
 * holds only while the order is still running and within the longest estimate (two delays at once
 * both count, or the second is refused); answers whether it was written.
 */
export async function delayOrder(db: Database, order: { id: number; shopId: number }, minutes: number) {
  const [row] = await db
    .update(orders)
    .set({
      estimateMinutes: sql`${orders.estimateMinutes} + ${minutes}`,
      delayMinutes: sql`${orders.delayMinutes} + ${minutes}`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(orders.id, order.id),
        inArray(orders.status, [...delayable]),
        sql`${orders.estimateMinutes} + ${minutes} <= ${estimateLimits.max}`,
      ),
    )
    .returning({ id: orders.id });
  if (!row) return false;
  await notifyOrderDetails(db, order, { boards: true });
  return true;
}
