import type { TPaymentStatus } from '@delivery/contract/payments';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';
import { PixApiError, type CobStatus } from '../../providers/pix-api.ts';
import { recordPaid } from './mark-paid.ts';
import type { PixGateway } from './pix-gateway.ts';
import { paymentOf, providerById, type PaymentRow } from './queries.ts';
import { recordPixReceipt } from './receipts.ts';

type PixCharged = PaymentRow & { txid: string; providerId: number };
const isPixCharge = (payment: PaymentRow | null): payment is PixCharged =>
  payment?.txid != null && payment.providerId !== null;

/**
 * Asks the PSP about the order's charge (`GET /cob/{txid}`) and records every Pix that paid it as
 * the webhook would have, so a payment whose webhook was lost still pays the order. Answers the
 * charge's status at the PSP; throws when the PSP cannot say.
 */
async function askPsp(gateway: PixGateway, payment: PixCharged): Promise<CobStatus> {
  const provider = await providerById(gateway.db, payment.providerId);
  if (!provider) throw new Error(`pix provider ${payment.providerId} of order ${payment.orderId} is gone`);
  const cob = await gateway.api.getCharge(gateway.access(provider), payment.txid);
  for (const pix of cob.pix) {
    await recordPixReceipt(gateway, provider.id, { ...pix, txid: pix.txid ?? payment.txid }, 'reconciliation');
  }
  // Paid, says the PSP, without naming the Pix: no amount to check, but never a paid order cancelled.
  if (cob.status === 'CONCLUIDA' && !cob.pix.length) {
    await recordPaid(gateway.db, { orderId: payment.orderId, amountCents: payment.amountCents }, 'reconciliation');
  }
  await gateway.db.update(payments).set({ checkedAt: new Date() }).where(eq(payments.orderId, payment.orderId));
  return cob.status;
}

/**
 * Reconciles the order's Pix charge with its PSP and answers its payment status; null when the
 * order has no charge of a provider (another payment, or a static BR Code).
 */
export async function reconcilePixCharge(gateway: PixGateway, orderId: number): Promise<TPaymentStatus | null> {
  const payment = await paymentOf(gateway.db, orderId);
  if (!isPixCharge(payment)) return null;
  if (payment.status !== 'pending') return payment.status;
  await askPsp(gateway, payment);
  return (await paymentOf(gateway.db, orderId))?.status ?? null;
}

export type PixExpiry =
  /** The charge ran out unpaid and can no longer be paid: cancel the order. */
  | { cancel: true }
  | { cancel: false; why: 'paid' | 'no_charge' }
  /** Asked too early: the charge can still be paid until then. */
  | { cancel: false; why: 'not_expired'; expiresAt: Date };

/**
 * For the job run when an order's Pix charge expires: whether to cancel the order. The PSP is asked
 * first, so a Pix whose webhook was lost pays the order instead. An expired charge is removed at
 * the PSP before the answer, so no payment can land on an order about to be cancelled. Answering
 * again gives the same answer (a job may run twice); a PSP that cannot be reached throws, for the
 * job to try again later.
 */
export async function expirePixCharge(gateway: PixGateway, orderId: number): Promise<PixExpiry> {
  const payment = await paymentOf(gateway.db, orderId);
  if (!isPixCharge(payment)) return { cancel: false, why: 'no_charge' };
  if (payment.status === 'expired') return { cancel: true };
  if (payment.status === 'paid') return { cancel: false, why: 'paid' };

  let status = await askPsp(gateway, payment);
  if ((await paymentOf(gateway.db, orderId))?.status === 'paid') return { cancel: false, why: 'paid' };
  if (payment.expiresAt && payment.expiresAt.getTime() > Date.now()) {
    return { cancel: false, why: 'not_expired', expiresAt: payment.expiresAt };
  }
  if (status === 'ATIVA') {
    const provider = await providerById(gateway.db, payment.providerId);
    try {
      if (provider) status = (await gateway.api.removeCharge(gateway.access(provider), payment.txid)).status;
    } catch (error) {
      // Refused when it stopped being ATIVA meanwhile: paid a moment ago, or removed by the PSP.
      if (!(error instanceof PixApiError) || error.status !== 400) throw error;
      status = await askPsp(gateway, payment);
      if (status === 'ATIVA') throw error;
    }
    // Paid as it was removed: recorded as the webhook would have.
    if (status === 'CONCLUIDA') await askPsp(gateway, payment);
  }
  const [expired] = await gateway.db
    .update(payments)
    .set({ status: 'expired', updatedAt: new Date() })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
    .returning({ orderId: payments.orderId });
  if (expired) return { cancel: true };
  // Paid between the PSP's answer and this update.
  const after = await paymentOf(gateway.db, orderId);
  return after?.status === 'paid' ? { cancel: false, why: 'paid' } : { cancel: true };
}

/**
 * The order's payment for its page: an unpaid Pix charge not asked about for `recheckMs` is
 * reconciled first, so a customer looking at an order whose webhook was lost sees it paid. A PSP
 * that cannot answer leaves the payment as it was.
 */
export async function paymentForPage(gateway: PixGateway, orderId: number): Promise<PaymentRow | null> {
  const payment = await paymentOf(gateway.db, orderId);
  if (!isPixCharge(payment) || payment.status !== 'pending') return payment;
  const asked = (payment.checkedAt ?? payment.createdAt).getTime();
  if (Date.now() - asked < gateway.recheckMs) return payment;
  try {
    await askPsp(gateway, payment);
  } catch (err) {
    gateway.log.warn({ err, orderId }, 'pix: reconciliation failed');
    return payment;
  }
  return paymentOf(gateway.db, orderId);
}

/**
 * The sandbox's clock for one charge (decision 0086): the order's Pix charge still awaited runs
 * out now on our side. The expiry job then finds it expired, removes it at the PSP and has the
 * order cancelled, as at its real time. False when the order has no such charge.
 */
export async function passPixChargeExpiry(db: Database, orderId: number): Promise<boolean> {
  const passed = await db
    .update(payments)
    .set({ expiresAt: new Date(), updatedAt: new Date() })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending'), isNotNull(payments.txid)))
    .returning({ orderId: payments.orderId });
  return passed.length > 0;
}
