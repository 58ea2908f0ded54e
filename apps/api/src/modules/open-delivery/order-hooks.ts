import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { OrderChange, PlacedOrderSql } from '../orders/service.ts';
import { orderEventCtes, writeOrderEvent, writePaidEvent } from './event-rows.ts';

/*
 * What Open Delivery makes of an order (registered in module-hooks.ts, decision 0076): the event
 * for the shop's software, written with the change (decision 0049).
 */

/** The CREATED event of an order placed, CTEs of the order's own statement. */
export const orderCreatedEvent = (order: PlacedOrderSql): SQL =>
  orderEventCtes({ orderId: order.id, shopId: order.shopId, eventType: 'CREATED', metadata: null });

/**
 * The event of a new status, or of a payment: a Pix or a card paid in the app tells the software it
 * may start (cash and card are paid on delivery, where the software already counts them; a
 * cancelled order is not to be prepared).
 */
export async function eventOfOrderChange(tx: Database, change: OrderChange): Promise<void> {
  const { order } = change;
  if (change.kind === 'paid') {
    const paidAhead = order.paymentMethod === 'pix' || order.paymentMethod === 'card_online';
    if (!paidAhead || change.status === 'cancelled') return;
    await writePaidEvent(tx, { orderId: order.id, shopId: order.shopId });
    return;
  }
  await writeOrderEvent(tx, {
    orderId: order.id,
    shopId: order.shopId,
    status: change.status,
    ...(change.kind === 'cancelled' ? { cancel: change.cancel } : {}),
  });
}
