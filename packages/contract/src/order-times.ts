import type { TOrderStatus } from './order-status.ts';

/** The statuses whose preparation has not started: the only ones whose start can still move. */
export const beforePreparation = ['received', 'accepted'] as const satisfies readonly TOrderStatus[];

export const isBeforePreparation = (status: TOrderStatus): boolean =>
  (beforePreparation as readonly TOrderStatus[]).includes(status);

/**
 * When the count of an order's promised minutes starts, in ms: at the shop's acceptance (at the
 * placing before one), or later when the shop's software put the kitchen's start later (Open
 * Delivery's order details). The API's `expected_at` and the app's arrival window both count from it.
 */
export function promiseCountStart(
  acceptedOrPlacedAt: string | Date,
  preparationStartsAt?: string | Date | null,
): number {
  const start = new Date(acceptedOrPlacedAt).getTime();
  return preparationStartsAt ? Math.max(start, new Date(preparationStartsAt).getTime()) : start;
}
