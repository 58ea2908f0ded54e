import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { expirePixCharge } from '../payments/service.ts';
import { cancelOrder } from './cancel-order.ts';

/** The queue of the jobs run when an order's Pix charge expires (decision 0024). */
export const PIX_EXPIRY_QUEUE = 'pix_charge_expiry';

/**
 * A PSP that cannot be reached is asked again, waits doubling from JOBS_RETRY_DELAY_SECONDS: ten
 * tries span about eight hours at the default 30 s, so an outage of the PSP delays the cancel
 * rather than leaving the order waiting for a Pix that can no longer come.
 */
const PIX_EXPIRY_RETRIES = 10;

type PixExpiryJob = { order_id: number; profile_id: number };

/**
 * Schedules the expiry of an order's Pix charge for `at`. Sent with the order's transaction as
 * `db`, the job exists if and only if the order does. `key` (the order's id for the first job)
 * makes sending it again write nothing.
 */
export function schedulePixExpiry(
  jobs: JobQueue,
  db: Database,
  order: { id: number; profileId: number },
  at: Date,
  key = String(order.id),
): Promise<string | null> {
  const data: PixExpiryJob = { order_id: order.id, profile_id: order.profileId };
  return jobs.send(PIX_EXPIRY_QUEUE, data, { startAfter: at, singletonKey: key, db });
}

/**
 * What the job does at the charge's expiry: asks the payments whether to give the charge up (they
 * reconcile first and remove the charge at the PSP) and, when so, cancels the order as the
 * platform, giving back what it spent. Cancelled from any status `canCancel` allows, so an order
 * the shop accepted or started while the Pix was awaited is cancelled too: the customer can no
 * longer pay it. An order cancelled meanwhile, or already out for delivery or ready at the
 * counter, is left as it is (its Pix shows expired; staff settle it by hand). Asked too early, it
 * comes back at the expiry; a PSP that cannot be reached throws, and the job is retried.
 */
async function expireUnpaidPixOrder(app: FastifyInstance, job: PixExpiryJob, jobId: string): Promise<void> {
  const expiry = await expirePixCharge(app.pix, job.order_id);
  if (!expiry.cancel) {
    // Keyed by this job, so this job running twice sends its follow-up once.
    if (expiry.why === 'not_expired') {
      const order = { id: job.order_id, profileId: job.profile_id };
      await schedulePixExpiry(app.jobs, app.db, order, expiry.expiresAt, `${job.order_id}:${jobId}`);
    }
    return;
  }
  try {
    await cancelOrder(app.db, {
      profileId: job.profile_id,
      orderId: job.order_id,
      actor: 'system',
      reason: apiMessages.pixExpiredReason,
      unlessPaid: true,
    });
    app.log.info({ orderId: job.order_id }, 'pix: order cancelled, its charge expired unpaid');
  } catch (err) {
    if (!(err instanceof AppError) || err.errorType !== ErrorType.NOT_ALLOWED) throw err;
    app.log.info({ orderId: job.order_id }, 'pix: charge expired unpaid; the order is past cancelling');
  }
}

/** Works the expiry jobs of Pix charges in this process. */
export async function workPixExpiries(app: FastifyInstance): Promise<void> {
  await app.jobs.work<PixExpiryJob>(PIX_EXPIRY_QUEUE, (job, { id }) => expireUnpaidPixOrder(app, job, id), {
    retryLimit: PIX_EXPIRY_RETRIES,
  });
}
