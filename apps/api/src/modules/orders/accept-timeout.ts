import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { insertJobSql } from '../../jobs/job-row.ts';
import { cancelOrder } from './cancel-order.ts';

/** The queue of the orders waiting for their shop's acceptance (decision 0022). */
export const ACCEPT_TIMEOUT_QUEUE = 'order_accept_timeout';

type AcceptTimeout = { orderId: number; profileId: number };

/**
 * The acceptance deadline of the order a statement has just inserted (`placed`, with its `id` and
 * `created_at`), as a job row written by that same statement: the order and its deadline commit
 * together or not at all, in the one round trip placing an order costs. The deadline is the
 * shop's minutes after the order was placed or, for an order of a later slot, the slot's start
 * if that comes later: a shop closed until then cannot accept before it opens. One job per order.
 */
export function acceptTimeoutJobSql(values: { profileId: SQL; minutes: SQL; slotStart: SQL }): SQL {
  return insertJobSql(
    ACCEPT_TIMEOUT_QUEUE,
    {
      data: sql`jsonb_build_object('orderId', placed.id, 'profileId', ${values.profileId})`,
      startAfter: sql`greatest(placed.created_at + make_interval(mins => ${values.minutes}), ${values.slotStart})`,
      singletonKey: sql`placed.id::text`,
    },
    sql`placed`,
  );
}

/**
 * Cancels, as the platform ('system'), each order whose deadline came while it was still
 * 'received', giving back what it spent; an order accepted (or cancelled) in time is left alone.
 */
export async function workAcceptTimeouts(app: FastifyInstance): Promise<void> {
  await app.jobs.work<AcceptTimeout>(
    ACCEPT_TIMEOUT_QUEUE,
    async ({ orderId, profileId }) => {
      try {
        await cancelOrder(app.db, {
          profileId,
          orderId,
          actor: 'system',
          reason: apiMessages.acceptTimeoutReason,
          expectedStatus: 'received',
        });
      } catch (err) {
        // Moved on in time, or gone with its profile: nothing is left to do.
        const settled =
          err instanceof AppError && (err.errorType === ErrorType.NOT_ALLOWED || err.errorType === ErrorType.NOT_FOUND);
        if (!settled) throw err;
      }
    },
    { expireInSeconds: 60 },
  );
}
