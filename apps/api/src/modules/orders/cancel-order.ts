import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { canCancel, type TOrderActor, type TOrderStatus } from '@delivery/contract/order-status';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, orderStatusHistory } from '../../db/schema/orders.ts';
import { AppError } from '../../http/app-error.ts';
import type { CancellationCode } from '../open-delivery/service.ts';
import { lockedPaymentStatus } from '../payments/service.ts';
import { announceOrderChanged } from './hooks.ts';
import { deliveryTypeOf, notifyOrderStatus } from './queries.ts';

export type CancelOrder = {
  profileId: number;
  orderId: number;
  /** Why, in pt-BR: the customer reads it on the order's page. */
  reason: string | null;
  actor: TOrderActor;
  /** The staff member who cancels, when staff does. */
  staffId?: number | null;
  /**
   * Cancel only from this status: a timeout cancels an order still 'received', never one the
   * shop accepted a moment before it fired.
   */
  expectedStatus?: TOrderStatus;
  /**
   * Cancel only an unpaid order: the expiry of its Pix never cancels one that staff marked paid
   * (cash, a Pix seen in the account) a moment before. Its payment row stays locked until the
   * cancel commits, so a mark at the same moment waits and then finds it cancelled.
   */
  unlessPaid?: boolean;
  /** The Open Delivery standard's code of the reason, when the shop's software cancels (0049). */
  reasonCode?: CancellationCode;
};

/**
 * Cancels an order of the profile, as the contract's machine allows (`canCancel`: before the last
 * two steps of its path). In one transaction: the status moves only if it is still the one read
 * (two moves at once cannot both apply), the history says who did it and why, and the modules
 * hearing of the change write theirs (decision 0076): what the order spent (coupon use, cashback)
 * is given back, a Pix it was paid with is refunded (0054), the customer's push and the event for
 * the shop's software are written; once it commits, `order_status` is notified (never inside the
 * transaction: queries.ts says why). Refuses with 14 (NOT_ALLOWED) when the order may not be
 * cancelled, moved meanwhile, or (`unlessPaid`) is paid; 3 when it is not found.
 */
export async function cancelOrder(db: Database, input: CancelOrder): Promise<void> {
  const [order] = await db
    .select({
      id: orders.id,
      number: orders.number,
      profileId: orders.profileId,
      customerId: orders.customerId,
      shopId: orders.shopId,
      shopName: orders.shopName,
      status: orders.status,
      address: orders.address,
      paymentMethod: orders.paymentMethod,
      productsCents: orders.productsCents,
      discountCents: orders.discountCents,
    })
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.profileId, input.profileId)));
  if (!order) throw new AppError(ErrorType.NOT_FOUND, apiMessages.orderNotFound);
  const cancellable =
    canCancel(deliveryTypeOf(order), order.status) &&
    (input.expectedStatus === undefined || input.expectedStatus === order.status);
  if (!cancellable) throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.orderCannotCancel);

  const cancelled = await db.transaction(async (tx) => {
    if (input.unlessPaid && (await lockedPaymentStatus(tx, input.orderId)) === 'paid') return false;
    const [row] = await tx
      .update(orders)
      .set({ status: 'cancelled', cancelReason: input.reason, updatedAt: new Date() })
      .where(and(eq(orders.id, input.orderId), eq(orders.status, order.status)))
      .returning({ id: orders.id });
    if (!row) return false;
    await tx.insert(orderStatusHistory).values({
      orderId: input.orderId,
      status: 'cancelled',
      actor: input.actor,
      staffId: input.staffId ?? null,
      reason: input.reason,
    });
    await announceOrderChanged(tx, {
      kind: 'cancelled',
      order,
      status: 'cancelled',
      cancel: { actor: input.actor, reason: input.reason, code: input.reasonCode },
    });
    return true;
  });
  if (!cancelled) throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.orderCannotCancel);
  await notifyOrderStatus(db, order, 'cancelled');
}
