import type { Database } from '../../db/client.ts';

/*
 * What the payments module announces, so that it calls no module back (decision 0076): the orders
 * module registers here at start-up (module-hooks.ts) to hear that an order was paid.
 */

export type OrderPaid = { orderId: number };
export type OrderPaidHandler = (db: Database, paid: OrderPaid) => Promise<void>;

// Sets: the apps built in one process register the same functions, and a second time changes nothing.
const inTransaction = new Set<OrderPaidHandler>();
const committed = new Set<OrderPaidHandler>();

/** `handler` runs in the transaction that records an order's payment: a throw rolls the payment back. */
export function onOrderPaid(handler: OrderPaidHandler): void {
  inTransaction.add(handler);
}

/**
 * `handler` runs once that transaction committed, for what must not hold it open: a NOTIFY
 * (orders/queries.ts says why).
 */
export function afterOrderPaid(handler: OrderPaidHandler): void {
  committed.add(handler);
}

export async function announceOrderPaid(tx: Database, paid: OrderPaid): Promise<void> {
  for (const handler of inTransaction) await handler(tx, paid);
}

export async function announceOrderPaidCommitted(db: Database, paid: OrderPaid): Promise<void> {
  for (const handler of committed) await handler(db, paid);
}

/** A card payment the gateway refused after its order was written (a challenge failed, a review said no). */
export type PaymentFailed = { orderId: number; reason: string };
export type PaymentFailedHandler = (db: Database, failed: PaymentFailed) => Promise<void>;
const failedHandlers = new Set<PaymentFailedHandler>();

/**
 * `handler` runs once the refusal committed: the orders module cancels the order, in a transaction
 * of its own (a cancel notifies the boards, which it never does inside another's transaction).
 */
export function afterPaymentFailed(handler: PaymentFailedHandler): void {
  failedHandlers.add(handler);
}

export async function announcePaymentFailed(db: Database, failed: PaymentFailed): Promise<void> {
  for (const handler of failedHandlers) await handler(db, failed);
}

/** A paid order's payment changed after the fact (a chargeback the gateway reported). */
const changedHandlers = new Set<OrderPaidHandler>();

/** `handler` runs once the change committed: the order's stream and its shop's boards hear of it. */
export function afterPaymentChanged(handler: OrderPaidHandler): void {
  changedHandlers.add(handler);
}

export async function announcePaymentChanged(db: Database, changed: OrderPaid): Promise<void> {
  for (const handler of changedHandlers) await handler(db, changed);
}
