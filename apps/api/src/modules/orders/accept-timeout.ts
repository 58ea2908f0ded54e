import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyInstance } from 'fastify';
import { setImmediate as letRequestsIn } from 'node:timers/promises';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { acceptWaitingOrders } from './auto-accept.ts';
import { cancelOrder } from './cancel-order.ts';
import { overdueOrders } from './queries.ts';

/** The queue of the sweep that cancels the orders past their deadline (decision 0028). */
export const ACCEPT_TIMEOUT_QUEUE = 'order_accept_timeouts';

/** Orders cancelled per read of the overdue ones. */
const SWEEP_BATCH = 20;

/**
 * Cancels, as the platform ('system'), every order still 'received' past its deadline, giving
 * back what it spent; answers how many. An order accepted meanwhile is left alone: the cancel is
 * conditional on 'received', so a sweep racing the shop's accept, or another sweep, changes
 * nothing twice. On the embedded database every query runs on this thread and resolves without
 * giving the event loop a turn: hundreds of orders expiring together (a shop closed with its
 * backlog) froze every request for the whole sweep. Between two cancels the loop reads what
 * arrived, so requests are answered while it runs.
 */
export async function cancelOverdueOrders(db: Database): Promise<number> {
  let cancelled = 0;
  for (;;) {
    const due = await overdueOrders(db, SWEEP_BATCH);
    for (const order of due) {
      try {
        await cancelOrder(db, {
          profileId: order.profileId,
          orderId: order.id,
          actor: 'system',
          reason: apiMessages.acceptTimeoutReason,
          expectedStatus: 'received',
        });
        cancelled++;
      } catch (err) {
        const movedOn = err instanceof AppError && err.errorType === ErrorType.NOT_ALLOWED;
        if (!movedOn) throw err;
      }
      await letRequestsIn();
    }
    if (due.length < SWEEP_BATCH) return cancelled;
  }
}

/**
 * Every `intervalMs`, once per interval across all the API's processes: accepts what shops that
 * accept automatically are waiting on (auto-accept.ts), then cancels the orders past their deadline;
 * in that order, so a Pix order paid at the last moment is accepted rather than cancelled.
 */
export async function sweepAcceptTimeouts(app: FastifyInstance, intervalMs: number): Promise<void> {
  await app.jobs.every(ACCEPT_TIMEOUT_QUEUE, intervalMs, async () => {
    const accepted = await acceptWaitingOrders(app.db, app.config.CASHBACK_DAYS);
    if (accepted) app.log.info({ accepted }, 'orders accepted for shops that accept automatically');
    const cancelled = await cancelOverdueOrders(app.db);
    if (cancelled) app.log.info({ cancelled }, 'orders not accepted in time cancelled');
  });
}
