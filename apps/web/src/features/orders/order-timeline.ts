import { isFinalStatus, statusPath, type TDeliveryType, type TOrderStatus } from '@delivery/contract/order-status';
import type { TStatusOrderResponse } from '@delivery/contract/orders';

export type StepState = 'done' | 'current' | 'upcoming';

export type TimelineStep = { status: TOrderStatus; state: StepState; at: string | null };

/** When the order last reached `status`, from its history (an ISO instant), or null. */
function reachedAt(history: TStatusOrderResponse['history'], status: TOrderStatus): string | null {
  let at: string | null = null;
  for (const entry of history) if (entry.status === status) at = entry.at;
  return at;
}

/**
 * The steps to show, along the path of the order (delivery or pickup). A live order: every step of
 * the path, those behind it done, its own current, the rest still to come. Delivered or picked up:
 * all done. Cancelled: the steps it had reached, then 'cancelled' (the ones it never reached would
 * only confuse).
 */
export function buildTimeline(
  deliveryType: TDeliveryType,
  status: TOrderStatus,
  history: TStatusOrderResponse['history'],
): TimelineStep[] {
  const path = statusPath(deliveryType);
  if (status === 'cancelled') {
    const reached = path
      .filter((step) => reachedAt(history, step) !== null)
      .map((step): TimelineStep => ({ status: step, state: 'done', at: reachedAt(history, step) }));
    return [...reached, { status: 'cancelled', state: 'current', at: reachedAt(history, 'cancelled') }];
  }
  const position = path.indexOf(status);
  return path.map((step, index): TimelineStep => {
    const state: StepState =
      index < position || isFinalStatus(status) ? 'done' : index === position ? 'current' : 'upcoming';
    return { status: step, state, at: state === 'upcoming' ? null : reachedAt(history, step) };
  });
}
