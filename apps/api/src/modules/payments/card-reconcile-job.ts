import type { FastifyInstance } from 'fastify';
import { GatewayError } from '../../providers/card-gateway.ts';
import { accountById } from './card-accounts.ts';
import { applyGatewayPayment } from './card-charges.ts';
import { CARD_RECONCILE_QUEUE } from './card-reconcile-schedule.ts';
import { paymentOf } from './queries.ts';

/**
 * A challenge never answered, or a review that does not end, is given up after this: the food of a
 * delivery order cannot wait on it. The payment is cancelled at the gateway (nothing is charged)
 * and the order is cancelled with it.
 */
const CARD_PENDING_MINUTES = 20;
const RETRIES = 10;

type CardReconcileJob = { order_id: number };

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
