import { kitchenStatuses, type TBoardOrder } from '@delivery/contract/board';
import type { TOrderStatus } from '@delivery/contract/order-status';
import { isDue } from './board-columns.ts';
import { promisedAt } from './order-text.ts';

type KitchenOrder = Pick<
  TBoardOrder,
  'status' | 'kitchen' | 'due_at' | 'placed_at' | 'history' | 'scheduled_at' | 'estimate_minutes'
>;

const inKitchen: readonly TOrderStatus[] = kitchenStatuses;

/** When the kitchen's clock starts: when the order was accepted, or when a later slot's is due. */
export function kitchenStart(order: KitchenOrder): number {
  const accepted = order.history.find((entry) => entry.status === 'accepted')?.at ?? order.placed_at;
  return Math.max(Date.parse(accepted), order.due_at ? Date.parse(order.due_at) : 0);
}

/**
 * The orders the kitchen makes now, the one waiting longest first: accepted and not said ready,
 * a later slot's once it is due to be prepared.
 */
export function kitchenQueue<T extends KitchenOrder>(orders: readonly T[], now: number): T[] {
  return orders
    .filter((order) => inKitchen.includes(order.status) && order.kitchen.done_at === null && isDue(order, now))
    .sort((a, b) => kitchenStart(a) - kitchenStart(b));
}

/** The orders said ready in the last minutes, newest first: the kitchen may call one back. */
export const recallWindowMs = 10 * 60_000;

export function recentlyReady<T extends KitchenOrder>(orders: readonly T[], now: number, most = 4): T[] {
  const readyAt = (order: T) => Date.parse(order.kitchen.done_at ?? '');
  return orders
    .filter(
      (order) => inKitchen.includes(order.status) && order.kitchen.done_at && now - readyAt(order) < recallWindowMs,
    )
    .sort((a, b) => readyAt(b) - readyAt(a))
    .slice(0, most);
}

export type KitchenPace = 'on_time' | 'hurry' | 'late';

/**
 * How the order's clock reads against the time promised to the customer: from half of it the
 * kitchen hurries, from three quarters it is late (the rest is the ride or the counter).
 */
export function kitchenPace(order: KitchenOrder, now: number): KitchenPace {
  if (order.estimate_minutes === null) return 'on_time';
  const start = kitchenStart(order);
  const span = promisedAt(order, order.estimate_minutes).getTime() - start;
  if (span <= 0) return 'late';
  const spent = (now - start) / span;
  return spent >= 0.75 ? 'late' : spent >= 0.5 ? 'hurry' : 'on_time';
}

/** "07:42": minutes and seconds since the kitchen's clock started (hours past 99 minutes stay minutes). */
export function kitchenClock(order: KitchenOrder, now: number): string {
  const seconds = Math.max(0, Math.floor((now - kitchenStart(order)) / 1000));
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(Math.floor(seconds / 60))}:${two(seconds % 60)}`;
}
