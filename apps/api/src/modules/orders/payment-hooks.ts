import type { Database } from '../../db/client.ts';
import type { OrderPaid, PaymentFailed } from '../payments/service.ts';
import { AppError } from '../../http/app-error.ts';
import { cancelOrder } from './cancel-order.ts';
import { announceOrderChanged } from './hooks.ts';
import { notifyOrderPaid, orderForPayment } from './queries.ts';

/*
 * What the orders module does when payments announce a payment (registered in module-hooks.ts).
 */

/** In the payment's transaction: the order's modules hear of it (Open Delivery tells the shop's software). */
export async function announcePaidOrder(tx: Database, paid: OrderPaid): Promise<void> {
  const order = await orderForPayment(tx, paid.orderId);
  if (order) await announceOrderChanged(tx, { kind: 'paid', order, status: order.status });
}

/** Once the payment committed: the order's stream and its shop's boards hear of it. */
export async function notifyPaidOrder(db: Database, paid: OrderPaid): Promise<void> {
  await notifyOrderPaid(db, paid.orderId);
}

/**
 * A card payment refused after its order was written: the order is cancelled by the platform with
 * the reason the customer reads, unless it was paid meanwhile or has moved past cancelling.
 */
export async function cancelRefusedOrder(db: Database, failed: PaymentFailed): Promise<void> {
  const order = await orderForPayment(db, failed.orderId);
  if (!order) return;
  await cancelOrder(db, {
    profileId: order.profileId,
    orderId: failed.orderId,
    actor: 'system',
    reason: failed.reason,
    unlessPaid: true,
  }).catch((error: unknown) => {
    if (!(error instanceof AppError)) throw error;
  });
}
