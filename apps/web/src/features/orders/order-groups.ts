import { isFinalStatus } from '@delivery/contract/order-status';
import type { TOrder } from '@delivery/contract/orders';

/**
 * The history's two lists, each newest first: orders still under way (to follow) and those over
 * (delivered, picked up or cancelled).
 */
export function groupOrders<T extends Pick<TOrder, 'status'>>(orders: readonly T[]): { active: T[]; past: T[] } {
  return {
    active: orders.filter((order) => !isFinalStatus(order.status)),
    past: orders.filter((order) => isFinalStatus(order.status)),
  };
}
