import type { TBoardOrder } from '@delivery/contract/board';
import type { TOrderStatus } from '@delivery/contract/order-status';

/** The board's columns, left to right: what waits for the shop, what it cooks, what leaves, what is over. */
export const boardColumns = ['new', 'preparing', 'ready', 'done'] as const;
export type BoardColumn = (typeof boardColumns)[number];

const columnOfStatus: Record<TOrderStatus, BoardColumn> = {
  received: 'new',
  accepted: 'preparing',
  preparing: 'preparing',
  ready_for_pickup: 'ready',
  out_for_delivery: 'ready',
  delivered: 'done',
  picked_up: 'done',
  cancelled: 'done',
};

export const columnOf = (status: TOrderStatus): BoardColumn => columnOfStatus[status];

/** How long a finished order stays on the board (the API answers the same window). */
export const doneWindowMs = 12 * 60 * 60_000;

/** When the order last changed: the time of its last history entry, else when it was placed. */
export const lastChangeAt = (order: TBoardOrder): number =>
  Math.max(Date.parse(order.placed_at), ...order.history.map((entry) => Date.parse(entry.at)));

/**
 * The orders of each column. Open orders go oldest first (by when they were due), the one waiting longest on top;
 * finished ones newest first, and only those of the last 12 hours, since a board stays open all day.
 */
export function ordersByColumn(orders: readonly TBoardOrder[], now: number): Record<BoardColumn, TBoardOrder[]> {
  const grouped: Record<BoardColumn, TBoardOrder[]> = { new: [], preparing: [], ready: [], done: [] };
  for (const order of orders) {
    const column = columnOf(order.status);
    if (column === 'done' && now - lastChangeAt(order) > doneWindowMs) continue;
    grouped[column].push(order);
  }
  // By when each was due: a later slot's order, placed first, waits below those due now.
  const dueFrom = (order: TBoardOrder) => Date.parse(order.due_at ?? order.placed_at);
  const oldestFirst = (a: TBoardOrder, b: TBoardOrder) => dueFrom(a) - dueFrom(b);
  for (const column of ['new', 'preparing', 'ready'] as const) grouped[column].sort(oldestFirst);
  grouped.done.sort((a, b) => lastChangeAt(b) - lastChangeAt(a));
  return grouped;
}

/**
 * Whether the order is due to be prepared: at once for 'as soon as possible', from its slot less
 * the shop's estimate for a scheduled one (the API's `due_at`).
 */
export const isDue = (order: Pick<TBoardOrder, 'due_at'>, now: number): boolean =>
  order.due_at === null || now >= Date.parse(order.due_at);

/** A waiting order turns red after this long from when it was due: a customer is watching the clock. */
export const lateAfterMs = 5 * 60_000;

/** A new order not accepted this long after it was due (placed, or its kitchen's start for a later slot). */
export const isLate = (order: Pick<TBoardOrder, 'status' | 'due_at' | 'placed_at'>, now: number): boolean =>
  columnOf(order.status) === 'new' && now - Date.parse(order.due_at ?? order.placed_at) > lateAfterMs;

/**
 * Orders nobody has accepted or rejected yet and due now: the alarm rings and the tab counts while
 * any is left. An order for a later slot joins them when it is due to be prepared, not when placed.
 */
export const newOrderCount = (orders: readonly TBoardOrder[], now: number): number =>
  orders.filter((order) => order.status === 'received' && isDue(order, now)).length;
