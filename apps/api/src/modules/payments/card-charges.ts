import { cardOutcomeMessage } from '@delivery/contract/card-payments';
import type { CardType } from '@delivery/contract/catalog-constants';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';
import { AppError } from '../../http/app-error.ts';
import { GatewayError, type GatewayPayment } from '../../providers/card-gateway.ts';
import { recordGatewayFee, recordGivenBack } from '../finance/service.ts';
import type { CardAccount } from './card-accounts.ts';
import type { CardPayments } from './card-gateway-app.ts';
import { scheduleCardReconcile } from './card-reconcile-schedule.ts';
import {
  announceOrderPaid,
  announceOrderPaidCommitted,
  announcePaymentChanged,
  announcePaymentFailed,
} from './hooks.ts';
import type { PaymentRow } from './queries.ts';
import { refundedCents } from './refunds.ts';

/*
 * A card paid in the app (decision 0084): charged once the order is priced and before it is
 * written, so a refusal leaves no order for the shop; an approved charge is written with its order
 * as paid; one waiting for the issuer's challenge or the gateway's review is written pending, and
 * its notification (card-webhook.ts) later pays it or cancels the order.
 */

export type CardCharge = {
  account: CardAccount;
  flagId: number;
  payment: GatewayPayment;
  /** The marketplace's part kept at the gateway. */
  applicationFeeCents: number | null;
};

export type ChargeInput = {
  account: CardAccount;
  amountCents: number;
  token: string;
  flagId: number;
  cardType: CardType;
  payerEmail: string;
  gatewayCustomerId: string | null;
  description: string;
  /** The marketplace's part, kept at the gateway (split); null for none. */
  applicationFeeCents: number | null;
  /** The customer's draft key: a retry charges once and gets the same payment. */
  reference: string;
};

/** Charges the card; a gateway that cannot be reached, or refuses the call itself, is the customer's error to read. */
export async function chargeCard(cards: CardPayments, input: ChargeInput): Promise<CardCharge> {
  const gateway = cards.gateway;
  if (!gateway) throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.cardNotAccepted);
  try {
    const payment = await cards.withAccount(input.account, (access) =>
      gateway.charge(access, {
        amountCents: input.amountCents,
        token: input.token,
        flagId: input.flagId,
        cardType: input.cardType,
        description: input.description,
        externalReference: input.reference,
        payerEmail: input.payerEmail,
        gatewayCustomerId: input.gatewayCustomerId,
        notificationUrl: cards.notificationUrl(),
        applicationFeeCents: input.applicationFeeCents,
        idempotencyKey: input.reference,
      }),
    );
    return { account: input.account, flagId: input.flagId, payment, applicationFeeCents: input.applicationFeeCents };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    cards.log.warn({ err: error.message, status: error.status }, 'card: charge failed');
    // A 4xx is the call refused (a token used or expired): the customer types the card again.
    if (error.status !== null && error.status >= 400 && error.status < 500) {
      throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.cardTokenMissing);
    }
    throw new AppError(ErrorType.DELIVERY_FAILED, apiMessages.cardGatewayUnreachable);
  }
}

/** A payment an order may be written with: approved, or waiting for the issuer or the review. */
const goesOn = (payment: GatewayPayment) =>
  payment.outcome === 'approved' || payment.outcome === 'challenge' || payment.outcome === 'in_review';
export const chargeGoesOn = (charge: CardCharge) => goesOn(charge.payment);

/** What the gateway says of the payment, as its columns keep it: changed by each later word of it. */
const gatewayColumnsOf = (payment: GatewayPayment) => ({
  gatewayStatus: payment.status,
  gatewayDetail: payment.detail,
  cardLastFour: payment.lastFour,
  challengeUrl: payment.challenge?.url ?? null,
  challengeCreq: payment.challenge?.creq ?? null,
});

const columnsOf = (charge: CardCharge) => ({
  cardAccountId: charge.account.id,
  gatewayPaymentId: charge.payment.id,
  cardFlagId: charge.flagId,
  applicationFeeCents: charge.applicationFeeCents,
  ...gatewayColumnsOf(charge.payment),
});

/**
 * In the order's transaction: its card payment, paid (and announced) when the charge was approved,
 * pending otherwise.
 */
export async function saveCardPayment(
  tx: Database,
  orderId: number,
  charge: CardCharge,
  recheckSeconds: number,
): Promise<PaymentRow> {
  const approved = charge.payment.outcome === 'approved';
  const [row] = await tx
    .insert(payments)
    .values({
      orderId,
      status: approved ? 'paid' : 'pending',
      amountCents: charge.payment.amountCents,
      paidAt: approved ? new Date() : null,
      paidBy: approved ? 'gateway' : null,
      ...columnsOf(charge),
    })
    .returning();
  if (approved) {
    await recordGatewayFee(tx, { orderId, feeCents: charge.payment.feeCents });
    await announceOrderPaid(tx, { orderId });
  } else await scheduleCardReconcile(tx, orderId, recheckSeconds);
  return row!;
}

/** Once the order's transaction committed: its stream and boards hear of an approved charge. */
export async function afterCardPaymentSaved(db: Database, orderId: number, charge: CardCharge): Promise<void> {
  if (charge.payment.outcome === 'approved') await announceOrderPaidCommitted(db, { orderId });
}

/**
 * What the gateway now says of an order's pending card payment (a notification, a page that asks
 * again): approved pays the order; refused or cancelled marks it refused and has the order
 * cancelled (hooks.ts); still pending keeps its challenge up to date. A paid one changes only by a
 * chargeback; refunds are movements of their own.
 */
export async function applyGatewayPayment(
  db: Database,
  row: PaymentRow,
  payment: GatewayPayment,
): Promise<'paid' | 'refused' | 'pending' | 'charged_back' | 'unchanged'> {
  if (row.status === 'paid' && payment.outcome === 'charged_back') return chargedBack(db, row, payment);
  if (row.status !== 'pending' || row.gatewayPaymentId === null) return 'unchanged';
  const status = payment.outcome === 'approved' ? 'paid' : goesOn(payment) ? 'pending' : 'refused';
  const changed = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(payments)
      .set({
        ...gatewayColumnsOf(payment),
        status,
        paidAt: status === 'paid' ? new Date() : null,
        paidBy: status === 'paid' ? 'gateway' : null,
        updatedAt: new Date(),
      })
      .where(and(eq(payments.orderId, row.orderId), eq(payments.status, 'pending')))
      .returning({ orderId: payments.orderId });
    if (!updated) return false;
    if (status === 'paid') {
      await recordGatewayFee(tx, { orderId: row.orderId, feeCents: payment.feeCents });
      await announceOrderPaid(tx, { orderId: row.orderId });
    }
    return true;
  });
  if (!changed) return 'unchanged';
  if (status === 'paid') await announceOrderPaidCommitted(db, { orderId: row.orderId });
  if (status === 'refused') {
    await announcePaymentFailed(db, { orderId: row.orderId, reason: cardOutcomeMessage('refused', payment.detail) });
  }
  return status;
}

/**
 * The card's holder disputed a paid charge at their bank: kept on the payment once, and the shop's
 * board hears of it (the money may be taken back from the shop's account by the gateway).
 */
async function chargedBack(
  db: Database,
  row: PaymentRow,
  payment: GatewayPayment,
): Promise<'charged_back' | 'unchanged'> {
  const now = new Date();
  const marked = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(payments)
      .set({ chargedBackAt: now, gatewayStatus: payment.status, gatewayDetail: payment.detail, updatedAt: now })
      .where(and(eq(payments.orderId, row.orderId), isNull(payments.chargedBackAt)))
      .returning({ orderId: payments.orderId, amountCents: payments.amountCents });
    if (!updated) return false;
    // What the bank takes back: what the customer paid and was not already refunded.
    const takenBack = updated.amountCents - (await refundedCents(tx, row.orderId));
    await recordGivenBack(tx, { orderId: row.orderId, kind: 'chargeback', amountCents: takenBack });
    return true;
  });
  if (!marked) return 'unchanged';
  await announcePaymentChanged(db, { orderId: row.orderId });
  return 'charged_back';
}

/** The card payment the gateway's id names, if any. */
export async function paymentByGatewayId(db: Database, gatewayPaymentId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.gatewayPaymentId, gatewayPaymentId), sql`${payments.cardAccountId} is not null`));
  return row ?? null;
}
