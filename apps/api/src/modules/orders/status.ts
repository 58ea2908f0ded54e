import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { nextStatus, type TOrderActor, type TOrderStatus } from '@delivery/contract/order-status';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, orderStatusHistory } from '../../db/schema/orders.ts';
import { AppError } from '../../http/app-error.ts';
import { shopColumnSql } from '../catalog/service.ts';
import { announceOrderChanged } from './hooks.ts';
import { deliveryTypeOf, notifyOrderStatus } from './queries.ts';

export type AdvanceOrder = {
  profileId: number;
  orderId: number;
  actor: TOrderActor;
  /** The staff member who moves it, when staff does. */
  staffId?: number | null;
  /**
   * Move only from this status (the one the shop's board showed): a second click, or a colleague's
   * move first, is refused rather than taken as a move from the status the order is in by now.
   */
  expectedStatus?: TOrderStatus;
  /** Minutes the shop promises as it accepts the order (the move out of 'received'). */
  estimateMinutes?: number;
  /** How long cashback earned stays valid, for a shop that did not set its own. */
  cashbackDays: number;
};

/**
 * Moves an order of the profile to the next status of its path, delivery or pickup, as the
 * contract's machine allows, records the change and who made it in its history and announces it.
 * The update is conditional on the status read, so two moves at once cannot both apply; the
 * loser is refused with 14, as is a move from another status than `expectedStatus`. Answers the
 * order's shop and new status. Cancelling is cancel-order.ts.
 */
export async function advanceOrder(db: Database, move: AdvanceOrder) {
  // The order and its shop's cashback percent and expiry (the catalog's columns) in one read,
  // where the catalog's cache is not at hand.
  const [order] = await db
    .select({
      order: orders,
      cashbackPercent: shopColumnSql(orders.shopId, 'cashbackPercent'),
      cashbackDays: shopColumnSql(orders.shopId, 'cashbackDays'),
    })
    .from(orders)
    .where(and(eq(orders.id, move.orderId), eq(orders.profileId, move.profileId)))
    .then((rows) =>
      rows.map((r) => ({ ...r.order, cashbackPercent: r.cashbackPercent, cashbackDays: r.cashbackDays })),
    );
  if (!order) throw new AppError(ErrorType.NOT_FOUND, apiMessages.orderNotFound);
  if (move.expectedStatus !== undefined && move.expectedStatus !== order.status) {
    throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.orderMovedMeanwhile);
  }
  const to = nextStatus(deliveryTypeOf(order), order.status);
  if (!to) throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.orderFinished);
  const accepting = order.status === 'received' && move.estimateMinutes !== undefined;
  const moved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: to, updatedAt: new Date(), ...(accepting ? { estimateMinutes: move.estimateMinutes } : {}) })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
      .returning({ id: orders.id });
    if (!row) return false;
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: order.id, status: to, actor: move.actor, staffId: move.staffId ?? null });
    // What other modules make of it commits with it (decision 0076): the cashback a completed order
    // earns (its expiry the shop's when the shop set one, the platform's otherwise), the customer's
    // push (0041), the event for the shop's software (0049).
    const cashback = { percent: order.cashbackPercent, days: order.cashbackDays ?? move.cashbackDays };
    await announceOrderChanged(tx, { kind: 'moved', order, status: to, cashback });
    return true;
  });
  if (!moved) throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.orderMovedMeanwhile);
  await notifyOrderStatus(db, order, to);
  return { id: order.id, shopId: order.shopId, status: to };
}
