import { kitchenStatuses } from '@delivery/contract/board';
import type { TOrderStatus } from '@delivery/contract/order-status';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { notifyOrderDetails } from './queries.ts';

const inKitchen: readonly TOrderStatus[] = kitchenStatuses;

/** Whether the order is on the kitchen screen: accepted, not handed over, not said ready. */
export const isInKitchen = (order: { status: TOrderStatus; kitchenDoneAt: Date | null }): boolean =>
  inKitchen.includes(order.status) && order.kitchenDoneAt === null;

const stillInKitchen = (orderId: number) =>
  and(eq(orders.id, orderId), inArray(orders.status, [...inKitchen]), isNull(orders.kitchenDoneAt));

/**
 * Marks the item at `place` (from 0, in the order the items were written) made or to be made
 * again, while the order is still on the kitchen screen; every board of the shop is told.
 * Answers 'not_in_kitchen' when the order left it meanwhile, 'no_item' when it has no such item.
 */
export async function markKitchenItem(
  db: Database,
  order: { id: number; shopId: number },
  place: number,
  done: boolean,
): Promise<'marked' | 'not_in_kitchen' | 'no_item'> {
  const marked = await db.transaction(async (tx) => {
    // The order's row is held for the write, so "Pronto" at the same time waits for it.
    const [running] = await tx.select({ id: orders.id }).from(orders).where(stillInKitchen(order.id)).for('update');
    if (!running) return 'not_in_kitchen' as const;
    const item = tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(orderItems.id)
      .limit(1)
      .offset(place);
    const [row] = await tx
      .update(orderItems)
      .set({ doneAt: done ? sql`coalesce(${orderItems.doneAt}, now())` : null })
      .where(eq(orderItems.id, sql`(${item})`))
      .returning({ id: orderItems.id });
    return row ? ('marked' as const) : ('no_item' as const);
  });
  if (marked === 'marked') await notifyOrderDetails(db, order, { boards: true });
  return marked;
}

/**
 * "Pronto": the whole order is made and leaves the kitchen screen (the board shows it ready for
 * whoever hands it over); or it comes back to the screen. Answers whether it was written: an order
 * handed over or cancelled meanwhile, or already as asked, is not.
 */
export async function markKitchenOrder(
  db: Database,
  order: { id: number; shopId: number },
  done: boolean,
): Promise<boolean> {
  const [row] = await db
    .update(orders)
    .set({ kitchenDoneAt: done ? new Date() : null, updatedAt: new Date() })
    .where(
      done
        ? stillInKitchen(order.id)
        : and(
            eq(orders.id, order.id),
            inArray(orders.status, [...inKitchen]),
            sql`${orders.kitchenDoneAt} is not null`,
          ),
    )
    .returning({ id: orders.id });
  if (!row) return false;
  await notifyOrderDetails(db, order, { boards: true });
  return true;
}
