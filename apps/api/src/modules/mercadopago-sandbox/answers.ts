import { SANDBOX_PATH } from '../../providers/mercadopago-settings.ts';
import { brandById } from './cards.ts';
import { decisions } from './outcomes.ts';
import type { SandboxPayment, SandboxRefund } from './payments.ts';

/* The payments and refunds as Mercado Pago's API answers them. */

/** Mercado Pago's part of a card payment in the sandbox: 4.99%, as a rate a shop would see. */
const FEE_RATE = 0.0499;

const reais = (cents: number) => cents / 100;
/** The 3-D Secure challenge request the payer's browser posts to the issuer: opaque to the shop. */
export const creqOf = (challengeId: string) =>
  Buffer.from(
    JSON.stringify({
      threeDSServerTransID: challengeId,
      acsTransID: challengeId,
      challengeWindowSize: '05',
      messageType: 'CReq',
      messageVersion: '2.1.0',
    }),
  ).toString('base64url');

export const refundAnswer = (refund: SandboxRefund) => ({
  id: refund.id,
  payment_id: refund.paymentId,
  amount: reais(refund.amountCents),
  status: 'approved',
  refund_mode: 'standard',
  source: { type: 'collector' },
  date_created: refund.createdAt.toISOString(),
});

/** The payment as `/v1/payments` answers it; `origin` is where the browser reaches the stand-in. */
export function paymentAnswer(payment: SandboxPayment, refunds: SandboxRefund[], origin: string) {
  const brand = brandById(payment.paymentMethodId);
  const fee = Math.round(payment.amountCents * FEE_RATE);
  const applicationFee = payment.applicationFeeCents;
  const waiting = payment.statusDetail === decisions.challenge.statusDetail && payment.challengeId;
  return {
    id: payment.id,
    date_created: payment.createdAt.toISOString(),
    date_approved: payment.approvedAt?.toISOString() ?? null,
    date_last_updated: payment.updatedAt.toISOString(),
    status: payment.status,
    status_detail: payment.statusDetail,
    operation_type: 'regular_payment',
    transaction_amount: reais(payment.amountCents),
    transaction_amount_refunded: reais(payment.refundedCents),
    currency_id: 'BRL',
    payment_method_id: payment.paymentMethodId,
    payment_type_id: payment.paymentTypeId,
    payment_method: { id: payment.paymentMethodId, type: payment.paymentTypeId, issuer_id: payment.issuerId },
    issuer_id: payment.issuerId ?? (brand ? String(brand.issuer.id) : null),
    external_reference: payment.externalReference,
    description: payment.description,
    statement_descriptor: payment.statementDescriptor,
    notification_url: payment.notificationUrl,
    metadata: payment.metadata ?? {},
    installments: payment.installments,
    collector_id: payment.userId,
    payer: { id: payment.payerId, email: payment.payerEmail },
    card: {
      id: payment.cardId,
      first_six_digits: payment.firstSixDigits,
      last_four_digits: payment.lastFourDigits,
      expiration_month: payment.expirationMonth,
      expiration_year: payment.expirationYear,
      cardholder: { name: payment.cardholderName },
    },
    fee_details: [
      { type: 'mercadopago_fee', amount: reais(fee), fee_payer: 'collector' },
      ...(applicationFee ? [{ type: 'application_fee', amount: reais(applicationFee), fee_payer: 'collector' }] : []),
    ],
    application_fee: applicationFee === null ? null : reais(applicationFee),
    transaction_details: {
      total_paid_amount: reais(payment.amountCents),
      net_received_amount: reais(payment.amountCents - fee - (applicationFee ?? 0)),
      installment_amount: reais(Math.round(payment.amountCents / payment.installments)),
    },
    captured: true,
    binary_mode: false,
    live_mode: false,
    ...(waiting
      ? {
          three_ds_info: {
            external_resource_url: `${origin}${SANDBOX_PATH}/3ds/challenge`,
            creq: creqOf(payment.challengeId!),
          },
        }
      : {}),
    refunds: refunds.map(refundAnswer),
  };
}
