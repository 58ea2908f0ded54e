import type { Database } from '../../db/client.ts';
import type { OrderPaid } from '../payments/service.ts';
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
