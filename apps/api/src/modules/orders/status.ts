import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { isCompletedStatus, nextStatus, type TOrderActor } from '@delivery/contract/order-status';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, orderStatusHistory } from '../../db/schema/orders.ts';
import { AppError } from '../../http/app-error.ts';
import { shops } from '../../db/schema/catalog.ts';
import { earnCashback } from '../rewards/service.ts';
import { deliveryTypeOf, notifyOrderStatus } from './queries.ts';

/**
 * Moves an order of the profile to the next status of its path, delivery or pickup, as the
 * contract's machine allows, records the change and who made it in its history and announces it.
 * The update is conditional on the status read, so two moves at once cannot both apply.
 * Cancelling is cancel-order.ts.
 */
export async function advanceOrder(
  db: Database,
  profileId: number,
  orderId: number,
  options: { cashbackDays: number; actor?: TOrderActor; staffId?: number | null },
) {
  // shops is the catalog's table, joined here for the one column delivery needs: the order and
  // its shop's cashback percent in one read, where the catalog's cache is not at hand.
  const [order] = await db
    .select({ order: orders, cashbackPercent: shops.cashbackPercent })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(and(eq(orders.id, orderId), eq(orders.profileId, profileId)))
    .then((rows) => rows.map((r) => ({ ...r.order, cashbackPercent: r.cashbackPercent })));
  if (!order) throw new AppError(ErrorType.NOT_FOUND, apiMessages.orderNotFound);
  const to = nextStatus(deliveryTypeOf(order), order.status);
  if (!to) throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.orderFinished);
  const moved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, order.status)))
      .returning({ id: orders.id });
    if (!row) return false;
    await tx
      .insert(orderStatusHistory)
      .values({ orderId, status: to, actor: options.actor ?? 'staff', staffId: options.staffId ?? null });
    // A delivered or picked-up order earns the shop's cashback, in the same transaction as the status.
    if (isCompletedStatus(to)) await earnCashback(tx, order, order.cashbackPercent, options.cashbackDays);
    return true;
  });
  if (!moved) throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.orderFinished);
  await notifyOrderStatus(db, order, to);
  return to;
}
