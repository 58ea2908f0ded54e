import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { insertJobSql } from '../../jobs/job-row.ts';
import { GatewayError } from '../../providers/card-gateway.ts';
import { accountById } from './card-accounts.ts';
import { applyGatewayPayment } from './card-charges.ts';
import { paymentOf } from './queries.ts';

/** The queue of the jobs that ask the gateway about a card payment left pending (decision 0084). */
export const CARD_RECONCILE_QUEUE = 'card_reconcile';
/**
 * A challenge never answered, or a review that does not end, is given up after this: the food of a
 * delivery order cannot wait on it. The payment is cancelled at the gateway (nothing is charged)
 * and the order is cancelled with it.
 */
export const CARD_PENDING_MINUTES = 20;
const RETRIES = 10;

type CardReconcileJob = { order_id: number };

/**
 * In the order's transaction: the first look at a card payment written pending, CARD_RECHECK_SECONDS
 * after it was made, and as often after that while it stays pending.
 */
export async function scheduleCardReconcile(tx: Database, orderId: number, recheckSeconds: number): Promise<void> {
  await tx.execute(
    insertJobSql(CARD_RECONCILE_QUEUE, {
      data: sql`${JSON.stringify({ order_id: orderId })}::jsonb`,
      startAfter: sql`now() + make_interval(secs => ${recheckSeconds})`,
      singletonKey: sql`${`${orderId}:0`}::text`,
    }),
  );
}

/**
 * Asks the gateway about a card payment still pending whose notification never came, and keeps
 * its answer as the notification would have. Past CARD_PENDING_MINUTES the payment is cancelled at
 * the gateway and refused here, which cancels the order. Still pending before that: asked again.
 * A gateway that cannot be reached throws, and the job is retried.
 */
async function reconcile(app: FastifyInstance, job: CardReconcileJob, jobId: string): Promise<void> {
  const { cards } = app;
  const row = await paymentOf(cards.db, job.order_id);
  const gateway = cards.gateway;
  if (!row || row.status !== 'pending' || !row.gatewayPaymentId || row.cardAccountId === null || !gateway) return;
  const account = await accountById(cards.db, row.cardAccountId);
  if (!account) return;
  const paymentId = row.gatewayPaymentId;
  let payment = await cards.withAccount(account, (access) => gateway.payment(access, paymentId));
  const overdue = Date.now() - row.createdAt.getTime() > CARD_PENDING_MINUTES * 60_000;
  if (overdue && (payment.outcome === 'challenge' || payment.outcome === 'in_review')) {
    try {
      payment = await cards.withAccount(account, (access) => gateway.cancel(access, paymentId));
    } catch (error) {
      // Refused when it stopped being pending meanwhile: what it is now is read again.
      if (!(error instanceof GatewayError) || error.status !== 400) throw error;
      payment = await cards.withAccount(account, (access) => gateway.payment(access, paymentId));
    }
  }
  const outcome = await applyGatewayPayment(cards.db, row, payment);
  if (outcome === 'pending') {
    // Keyed by this job, so this job running twice sends its follow-up once.
    await app.jobs.send(CARD_RECONCILE_QUEUE, job, {
      startAfter: new Date(Date.now() + app.config.CARD_RECHECK_SECONDS * 1000),
      singletonKey: `${job.order_id}:${jobId}`,
    });
  }
}

/** Works the reconciliation jobs of card payments in this process. */
export async function workCardReconciles(app: FastifyInstance): Promise<void> {
  await app.jobs.work<CardReconcileJob>(CARD_RECONCILE_QUEUE, (job, { id }) => reconcile(app, job, id), {
    retryLimit: RETRIES,
  });
}
