import type { TOrderActor, TOrderStatus } from '@delivery/contract/order-status';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { orders } from '../../db/schema/orders.ts';
import type { PlacementLedger } from '../finance/service.ts';
import type { CancellationCode } from '../open-delivery/service.ts';

/*
 * What the orders module announces, so that it calls no module back (decision 0076): the modules
 * that react to an order (push, Open Delivery, rewards, payments) register here at start-up
 * (module-hooks.ts), and each writes its part in the order's own transaction or statement.
 */

/** What the modules reacting to an order read of it. */
export type ChangedOrder = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'number'
  | 'profileId'
  | 'customerId'
  | 'shopId'
  | 'shopName'
  | 'paymentMethod'
  | 'productsCents'
  | 'discountCents'
>;

/** A change of an order; `status` is the one it has after it. */
export type OrderChange =
  /** Moved along its path (status.ts); `cashback` is what its shop gives when it completes. */
  | { kind: 'moved'; order: ChangedOrder; status: TOrderStatus; cashback: { percent: number; days: number } }
  /** Cancelled (cancel-order.ts): by whom, why, and the standard's code when the shop's software gave one. */
  | {
      kind: 'cancelled';
      order: ChangedOrder;
      status: 'cancelled';
      cancel: { actor: TOrderActor; reason: string | null; code?: CancellationCode | undefined };
    }
  /** Its payment was recorded (by staff, or a Pix the PSP told of), whatever its status. */
  | { kind: 'paid'; order: ChangedOrder; status: TOrderStatus };

/** Runs in the change's transaction: a throw rolls the change back. */
export type OrderChangeHandler = (tx: Database, change: OrderChange) => Promise<void>;

/**
 * An order being placed, as SQL of its own statement (insert-order.ts); `id` is null when the
 * statement wrote nothing (a retry of a key already used).
 */
export type PlacedOrderSql = {
  id: SQL;
  number: SQL;
  profileId: SQL;
  customerId: SQL;
  shopId: SQL;
  shopName: SQL;
  totalCents: SQL;
  acceptBy: SQL;
  /** The order's ledger entries, as finance worked them out (a JSON parameter). */
  ledger: SQL<PlacementLedger>;
};

/**
 * A write joined to the order's statement, so placing an order stays one round trip: one or more
 * data-modifying CTEs (`name as (…)`, names of the listener's own).
 */
export type PlacedOrderWrite = (order: PlacedOrderSql) => SQL;

/** An order placed awaiting its Pix, in the placement's transaction: until when its charge holds. */
export type PixAwaited = { orderId: number; profileId: number; expiresAt: Date };
export type PixAwaitedHandler = (tx: Database, pix: PixAwaited) => Promise<void>;

// A Set: the apps built in one process (a test worker builds many) register the same functions,
// and a second registration of one changes nothing.
const changeHandlers = new Set<OrderChangeHandler>();
const placedWrites = new Set<PlacedOrderWrite>();
const pixAwaitedHandlers = new Set<PixAwaitedHandler>();
let placementBuilt = false;

/** `handler` hears of every change of an order, after those registered before it. */
export function onOrderChanged(handler: OrderChangeHandler): void {
  changeHandlers.add(handler);
}

/**
 * `write` joins the statement of every order placed. The statement is built once, at the first
 * order: a write registered after that would be left out, so it is refused.
 */
export function onOrderPlaced(write: PlacedOrderWrite): void {
  if (placementBuilt && !placedWrites.has(write)) throw new Error('order placement hooks are registered at start-up');
  placedWrites.add(write);
}

/** `handler` hears of every order placed to be paid by a Pix charge that expires. */
export function onPixAwaited(handler: PixAwaitedHandler): void {
  pixAwaitedHandlers.add(handler);
}

export async function announcePixAwaited(tx: Database, pix: PixAwaited): Promise<void> {
  for (const handler of pixAwaitedHandlers) await handler(tx, pix);
}

export async function announceOrderChanged(tx: Database, change: OrderChange): Promise<void> {
  for (const handler of changeHandlers) await handler(tx, change);
}

/** The writes of the placement's statement, in the order they were registered. */
export function placedOrderWrites(order: PlacedOrderSql): SQL[] {
  placementBuilt = true;
  return [...placedWrites].map((write) => write(order));
}
