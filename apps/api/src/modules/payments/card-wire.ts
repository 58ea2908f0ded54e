import { cardOutcomeMessage, type TOrderCard } from '@delivery/contract/card-payments';
import { cardFlags } from '@delivery/contract/checkout';
import type { PaymentRow } from './queries.ts';

/** The card of an order's payment as its page shows it; null for every other payment. */
export function wireCard(payment: PaymentRow | null): TOrderCard | null {
  if (!payment?.gatewayPaymentId) return null;
  const outcome =
    payment.status === 'paid'
      ? 'approved'
      : payment.status === 'refused'
        ? 'refused'
        : payment.challengeUrl
          ? 'challenge'
          : 'in_review';
  return {
    brand: cardFlags[(payment.cardFlagId ?? 0) - 1] ?? '',
    last_four: payment.cardLastFour,
    outcome,
    message: cardOutcomeMessage(outcome, payment.gatewayDetail),
    challenge:
      outcome === 'challenge' && payment.challengeUrl && payment.challengeCreq
        ? { url: payment.challengeUrl, creq: payment.challengeCreq }
        : null,
  };
}
