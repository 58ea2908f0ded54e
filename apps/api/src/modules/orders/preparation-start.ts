import type { TOrderStatus } from '@delivery/contract/order-status';
import { beforePreparation, isBeforePreparation } from '@delivery/contract/order-times';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { notifyOrderDetails } from './queries.ts';

/** No kitchen puts an order off by more than this. */
const LATEST_START_MS = 24 * 60 * 60_000;

/**
 * Why the preparation of an order cannot start at `at`: it has started already (or the order is
 * over), or `at` is before the order was placed or more than a day after. Null when it can.
 */
export function preparationStartRefusal(
  order: { status: TOrderStatus; createdAt: Date },
  at: Date,
): 'started' | 'before_order' | 'too_late' | null {
  if (!isBeforePreparation(order.status)) return 'started';
  if (at.getTime() < order.createdAt.getTime()) return 'before_order';
  return at.getTime() - order.createdAt.getTime() > LATEST_START_MS ? 'too_late' : null;
}

/**
 * Sets when the shop's kitchen starts on the order (preparationStartRefusal first). The write is
 * conditional on the status still being one before preparation, so a move meanwhile wins; answers
 * whether it was written. The customer's page is told.
 */
export async function setPreparationStart(
  db: Database,
  order: { id: number; shopId: number },
  at: Date,
): Promise<boolean> {
  const [row] = await db
    .update(orders)
    .set({ preparationStartsAt: at, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), inArray(orders.status, beforePreparation)))
    .returning({ id: orders.id });
  if (!row) return false;
  await notifyOrderDetails(db, order);
  return true;
}
