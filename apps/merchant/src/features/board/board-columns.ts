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
 * The orders of each column. Open orders go oldest first, the one waiting longest on top;
 * finished ones newest first, and only those of the last 12 hours, since a board stays open all day.
 */
export function ordersByColumn(orders: readonly TBoardOrder[], now: number): Record<BoardColumn, TBoardOrder[]> {
  const grouped: Record<BoardColumn, TBoardOrder[]> = { new: [], preparing: [], ready: [], done: [] };
  for (const order of orders) {
    const column = columnOf(order.status);
    if (column === 'done' && now - lastChangeAt(order) > doneWindowMs) continue;
    grouped[column].push(order);
  }
  const oldestFirst = (a: TBoardOrder, b: TBoardOrder) => Date.parse(a.placed_at) - Date.parse(b.placed_at);
  for (const column of ['new', 'preparing', 'ready'] as const) grouped[column].sort(oldestFirst);
  grouped.done.sort((a, b) => lastChangeAt(b) - lastChangeAt(a));
  return grouped;
}

/** Orders nobody has accepted or rejected yet: the alarm rings and the tab counts while any is left. */
export const newOrderCount = (orders: readonly TBoardOrder[]): number =>
  orders.filter((order) => order.status === 'received').length;
