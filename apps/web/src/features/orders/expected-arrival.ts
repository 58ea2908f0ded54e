import { isFinalStatus } from '@delivery/contract/order-status';
import { isBeforePreparation, promiseCountStart } from '@delivery/contract/order-times';
import type { TStatusOrderResponse } from '@delivery/contract/orders';

/**
 * When the customer can expect the order: a window for a delivery, one time for a pickup, or the
 * one time the courier gives once the order is on its way to the door.
 */
export type ExpectedArrival =
  | { kind: 'delivery'; from: Date; to: Date }
  | { kind: 'courier'; at: Date }
  | { kind: 'pickup'; at: Date }
  /** A scheduled order: its slot, 'YYYY-MM-DDTHH:MM' in the shop's time. */
  | { kind: 'scheduled'; pickup: boolean; scheduleId: string };

type OrderState = Pick<TStatusOrderResponse, 'status' | 'history' | 'estimate_minutes' | 'preparation_starts_at'> & {
  courier?: Pick<NonNullable<TStatusOrderResponse['courier']>, 'eta'>;
  order: Pick<
    TStatusOrderResponse['order'],
    'delivery_type' | 'created_at' | 'schedule_id' | 'estimate_min' | 'estimate_max'
  >;
};

const minutes = (n: number) => n * 60_000;

/**
 * The arrival the order page shows while the order is on its way. It counts from the shop's
 * acceptance once there is one (from the placing before), or from the kitchen's start when the
 * shop put it later (as the API's expected_at does), with the shop's estimate as it was when the
 * order was placed; a shop that promised its own minutes on accepting moves the window's end to
 * them. The window keeps the estimate's width and never starts before the count does. A pickup is
 * ready by the window's end: the later time, so the customer never waits at the counter.
 *
 * Out for delivery, the courier's own time to the door is closer to the truth than any estimate or
 * slot, while it is still ahead; one gone by is stale, and what the order had before shows again.
 *
 * A scheduled order is expected in its slot. Otherwise none for an order placed before estimates
 * were kept, one that is over, or a pickup already ready.
 */
export function expectedArrival(
  { order, status, history, estimate_minutes, preparation_starts_at, courier }: OrderState,
  now: number = Date.now(),
): ExpectedArrival | null {
  if (isFinalStatus(status) || status === 'ready_for_pickup') return null;
  const eta = courier?.eta ? Date.parse(courier.eta) : Number.NaN;
  if (status === 'out_for_delivery' && eta > now) return { kind: 'courier', at: new Date(eta) };
  if (order.schedule_id !== null) {
    return { kind: 'scheduled', pickup: order.delivery_type === 'pickup', scheduleId: order.schedule_id };
  }
  if (order.estimate_min === null || order.estimate_max === null) return null;
  const accepted = history.find((step) => step.status === 'accepted')?.at;
  const start = promiseCountStart(accepted ?? order.created_at, preparation_starts_at);
  const to = start + minutes(estimate_minutes ?? order.estimate_max);
  const from = Math.max(start, to - minutes(order.estimate_max - order.estimate_min));
  return order.delivery_type === 'pickup'
    ? { kind: 'pickup', at: new Date(to) }
    : { kind: 'delivery', from: new Date(from), to: new Date(to) };
}

/**
 * When the shop's kitchen starts on an order it put off, while that is still ahead and the order
 * waits for it (received or accepted): the customer sees why the window is later than usual.
 */
export function laterKitchenStart(
  { status, preparation_starts_at }: Pick<TStatusOrderResponse, 'status' | 'preparation_starts_at'>,
  now: number = Date.now(),
): Date | null {
  if (!preparation_starts_at || !isBeforePreparation(status)) return null;
  const start = Date.parse(preparation_starts_at);
  return start > now ? new Date(start) : null;
}
