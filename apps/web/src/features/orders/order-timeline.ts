import type { TOrderStatus, TStatusOrderResponse } from '@delivery/contract/orders';

/** The way an order goes when nothing goes wrong; 'cancelled' may end it after any of the first three. */
export const orderPath = ['received', 'accepted', 'preparing', 'out_for_delivery', 'delivered'] as const;

export type StepState = 'done' | 'current' | 'upcoming';

export type TimelineStep = { status: TOrderStatus; state: StepState; at: string | null };

/** Delivered and cancelled orders change no more: their status stream can close. */
export const isFinalStatus = (status: TOrderStatus): boolean => status === 'delivered' || status === 'cancelled';

/** When the order last reached `status`, from its history (an ISO instant), or null. */
function reachedAt(history: TStatusOrderResponse['history'], status: TOrderStatus): string | null {
  let at: string | null = null;
  for (const entry of history) if (entry.status === status) at = entry.at;
  return at;
}

/**
 * The steps to show. A live order: every step of the path, those behind it done, its own current,
 * the rest still to come. Delivered: all done. Cancelled: the steps it had reached, then
 * 'cancelled' (the ones it never reached would only confuse).
 */
export function buildTimeline(status: TOrderStatus, history: TStatusOrderResponse['history']): TimelineStep[] {
  if (status === 'cancelled') {
    const reached = orderPath
      .filter((step) => reachedAt(history, step) !== null)
      .map((step): TimelineStep => ({ status: step, state: 'done', at: reachedAt(history, step) }));
    return [...reached, { status: 'cancelled', state: 'current', at: reachedAt(history, 'cancelled') }];
  }
  const position = orderPath.indexOf(status);
  return orderPath.map((step, index): TimelineStep => {
    const state: StepState =
      index < position || status === 'delivered' ? 'done' : index === position ? 'current' : 'upcoming';
    return { status: step, state, at: state === 'upcoming' ? null : reachedAt(history, step) };
  });
}
