import { estimateLimits } from '@delivery/contract/board';
import { ErrorType } from '@delivery/contract/errors';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { paidAmong } from '../payments/service.ts';
import { receivedOrdersOfAutoAcceptingShops, type AutoAcceptable } from './queries.ts';
import { advanceOrder } from './status.ts';

/** Orders accepted per read of the waiting ones. */
const BATCH = 50;

/** The shop's own promise, the longer end of its estimate, within what the board allows. */
export const shopEstimate = (shopEstimateMax: number) =>
  Math.min(estimateLimits.max, Math.max(estimateLimits.min, shopEstimateMax));

/**
 * Accepts an order of a shop that accepts its orders automatically, as the platform ('system'),
 * with the shop's estimate. Answers the minutes promised, or null when it had moved on (accepted or
 * cancelled meanwhile).
 */
export async function acceptAutomatically(
  db: Database,
  order: AutoAcceptable,
  cashbackDays: number,
): Promise<number | null> {
  const estimateMinutes = shopEstimate(order.estimateMax);
  try {
    await advanceOrder(db, {
      profileId: order.profileId,
      orderId: order.id,
      actor: 'system',
      expectedStatus: 'received',
      estimateMinutes,
      cashbackDays,
    });
    return estimateMinutes;
  } catch (err) {
    if (err instanceof AppError && err.errorType === ErrorType.NOT_ALLOWED) return null;
    throw err;
  }
}

/**
 * Accepts the orders still 'received' at shops that accept automatically (decision 0030): those
 * placed while the process that took them could not accept, and Pix and card orders paid since.
 * A Pix charge or a card still unpaid waits: the shop would otherwise cook an order that may never
 * be paid. Answers how many were accepted.
 */
export async function acceptWaitingOrders(db: Database, cashbackDays: number): Promise<number> {
  let accepted = 0;
  let afterId = 0;
  for (;;) {
    const waiting = await receivedOrdersOfAutoAcceptingShops(db, afterId, BATCH);
    const paid = await paidAmong(
      db,
      waiting.filter((order) => order.awaitsPayment).map((order) => order.id),
    );
    for (const order of waiting) {
      if (order.awaitsPayment && !paid.has(order.id)) continue;
      if ((await acceptAutomatically(db, order, cashbackDays)) !== null) accepted++;
    }
    if (waiting.length < BATCH) return accepted;
    afterId = waiting.at(-1)!.id;
  }
}
