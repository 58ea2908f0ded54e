import type { FastifyInstance } from 'fastify';
import { and, eq, ne } from 'drizzle-orm';
import { paymentRefunds } from '../../db/schema/payments.ts';
import { GatewayError } from '../../providers/card-gateway.ts';
import { accountById } from './card-accounts.ts';
import { paymentOf } from './queries.ts';
import { CARD_REFUND_QUEUE, handRefundToShop, refundById } from './refunds.ts';

/** A gateway that cannot be reached is asked again, as the Pix refunds are (refund-job.ts). */
const CARD_REFUND_RETRIES = 10;

type CardRefundJob = { order_id: number; refund_id: number };

/** The refund's key at the gateway: its own id, so a retry after a lost answer refunds once. */
const cardRefundKey = (refundId: number) => `estorno-${refundId}`;

/**
 * Asks the card gateway for a refund (all that was left of a cancelled order, or the part its shop
 * gave back), and keeps its answer: the
 * gateway refunds a card at once, or refuses (an account disconnected at the gateway, a payment
 * too old), which hands the refund to the shop to make at its gateway by hand. One that cannot be
 * reached throws, and the job is retried.
 */
async function refundThroughGateway(app: FastifyInstance, job: CardRefundJob): Promise<void> {
  const { cards } = app;
  const refund = await refundById(cards.db, job.refund_id);
  if (!refund || refund.refundBy !== 'provider' || refund.status === 'refunded' || refund.cardAccountId === null)
    return;
  const [payment, account] = await Promise.all([
    paymentOf(cards.db, job.order_id),
    accountById(cards.db, refund.cardAccountId),
  ]);
  const gateway = cards.gateway;
  if (!gateway || !account || !payment?.gatewayPaymentId) {
    await handRefundToShop(cards.db, refund.id, 'gateway gone');
    return;
  }
  const paymentId = payment.gatewayPaymentId;
  try {
    const made = await cards.withAccount(account, (access) =>
      gateway.refund(access, paymentId, refund.amountCents, cardRefundKey(refund.id)),
    );
    const now = new Date();
    await cards.db
      .update(paymentRefunds)
      .set({ status: 'refunded', refundedAt: now, refundedBy: 'gateway', gatewayRefundId: made.id, updatedAt: now })
      .where(and(eq(paymentRefunds.id, refund.id), ne(paymentRefunds.status, 'refunded')));
  } catch (error) {
    const refused = error instanceof GatewayError && error.status !== null && error.status >= 400 && error.status < 500;
    if (!refused) throw error;
    cards.log.warn({ err: error.message, orderId: job.order_id }, 'card: refund refused; the shop refunds by hand');
    await handRefundToShop(cards.db, refund.id, error.message);
  }
}

/** Works the card refund jobs in this process. */
export async function workCardRefunds(app: FastifyInstance): Promise<void> {
  await app.jobs.work<CardRefundJob>(CARD_REFUND_QUEUE, (job) => refundThroughGateway(app, job), {
    retryLimit: CARD_REFUND_RETRIES,
  });
}
