import { isFinalStatus } from '@delivery/contract/order-status';
import type { TStatusOrderResponse } from '@delivery/contract/orders';

/** When the customer can expect the order: a window for a delivery, one time for a pickup. */
export type ExpectedArrival = { kind: 'delivery'; from: Date; to: Date } | { kind: 'pickup'; at: Date };

type OrderState = Pick<TStatusOrderResponse, 'status' | 'history' | 'estimate_minutes'> & {
  order: Pick<
    TStatusOrderResponse['order'],
    'delivery_type' | 'created_at' | 'schedule_id' | 'estimate_min' | 'estimate_max'
  >;
};

const minutes = (n: number) => n * 60_000;

/**
 * The arrival the order page shows while the order is on its way. It counts from the shop's
 * acceptance once there is one (from the placing before), with the shop's estimate as it was when
 * the order was placed; a shop that promised its own minutes on accepting moves the window's end
 * to them. The window keeps the estimate's width and never starts before the count does. A pickup
 * is ready by the window's end: the later time, so the customer never waits at the counter.
 *
 * None for a scheduled order (its slot says when), an order placed before estimates were kept,
 * one that is over, or a pickup already ready.
 */
export function expectedArrival({ order, status, history, estimate_minutes }: OrderState): ExpectedArrival | null {
  if (order.estimate_min === null || order.estimate_max === null || order.schedule_id !== null) return null;
  if (isFinalStatus(status) || status === 'ready_for_pickup') return null;
  const accepted = history.find((step) => step.status === 'accepted')?.at;
  const start = Date.parse(accepted ?? order.created_at);
  const to = start + minutes(estimate_minutes ?? order.estimate_max);
  const from = Math.max(start, to - minutes(order.estimate_max - order.estimate_min));
  return order.delivery_type === 'pickup'
    ? { kind: 'pickup', at: new Date(to) }
    : { kind: 'delivery', from: new Date(from), to: new Date(to) };
}
