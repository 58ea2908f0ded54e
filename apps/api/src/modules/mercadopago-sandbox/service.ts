import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { SandboxMpStatus } from '../../db/schema/sandbox-mercadopago.ts';
import { SANDBOX_PATH, sandboxApplication } from '../../providers/mercadopago-settings.ts';
import { createCardToken, type SandboxCardToken } from './card-tokens.ts';
import { CHALLENGE_CARD_PREFIX } from './cards.ts';
import { notifyPayment, notificationSignature } from './notifications.ts';
import { cardholderOutcomes, decisions, type CardholderCode, type Outcome } from './outcomes.ts';
import { changeStatus, type SandboxPayment } from './payments.ts';
import { createSeller, tokenAnswer } from './sellers.ts';

/*
 * The stand-in of Mercado Pago at /dev/mercadopago (sandbox only): what other code and other
 * tests need to point at it, pay through it and decide its payments, without a browser.
 */

const expires = { securityCode: '123', expirationMonth: 11, expirationYear: new Date().getUTCFullYear() + 5 };

/** Mercado Pago Brazil's test cards, which the stand-in knows by their first digits. */
export const sandboxTestCards = {
  master: { number: '5031433215406351', ...expires },
  visa: { number: '4235647728025682', ...expires },
  amex: { number: '375365153556885', ...expires, securityCode: '1234' },
  /** Elo Débito: payment_method_id 'debelo', payment_type_id 'debit_card'. */
  debelo: { number: '5067766783888311', ...expires },
  /** Mastercard asking for a 3-D Secure challenge when the payment's three_d_secure_mode is 'optional'. */
  challenge: { number: `${CHALLENGE_CARD_PREFIX}`, ...expires },
} as const;

export type SandboxTestCard = keyof typeof sandboxTestCards;

export const sandboxMercadoPago = {
  /** Where the stand-in answers, as https://api.mercadopago.com and auth.mercadopago.com.br do. */
  path: SANDBOX_PATH,
  /** Its one application: the OAuth client and the notifications' signing secret. */
  application: sandboxApplication,
  testCards: sandboxTestCards,
  /** The payment's status by the card token's cardholder name; any other name is approved. */
  cardholderOutcomes,
} as const;

export { cardholderOutcomes, notificationSignature, type CardholderCode, type SandboxCardToken };

/**
 * A seller who authorized the application, as `POST /oauth/token` answers after the browser's
 * authorization: `{ access_token, refresh_token, user_id, public_key, ... }`.
 */
export async function connectSandboxSeller(db: Database, name = 'Vendedor de teste') {
  return tokenAnswer(await createSeller(db, sandboxApplication.clientId, name));
}

/**
 * A card token of a test card, as MercadoPago.js makes one in the shop's page; the cardholder's
 * name decides the payment (`APRO`, `OTHE`, `CONT`...).
 */
export async function sandboxCardToken(
  db: Database,
  seller: { user_id: number; public_key: string },
  card: SandboxTestCard = 'master',
  cardholderName: CardholderCode | (string & {}) = 'APRO',
): Promise<string> {
  const test = sandboxTestCards[card];
  const made = await createCardToken(
    db,
    { userId: seller.user_id, publicKey: seller.public_key },
    {
      card_number: test.number,
      security_code: test.securityCode,
      expiration_month: test.expirationMonth,
      expiration_year: test.expirationYear,
      cardholder: { name: cardholderName },
    },
  );
  if (made instanceof z.ZodError || Array.isArray(made)) throw new Error('the test card was refused');
  return made.id;
}

const settlements: Record<string, { from: SandboxMpStatus; detail?: string; to: Outcome }> = {
  approve: { from: 'in_process', to: decisions.approve },
  reject: { from: 'in_process', to: decisions.reject },
  chargeback: { from: 'approved', to: decisions.chargeback },
  authenticate: { from: 'pending', detail: decisions.challenge.statusDetail, to: decisions.authenticated },
  refuseChallenge: { from: 'pending', detail: decisions.challenge.statusDetail, to: decisions.notAuthenticated },
};

export type SandboxSettlement = 'approve' | 'reject' | 'chargeback' | 'authenticate' | 'refuseChallenge';

/**
 * Decides a payment as Mercado Pago (its review, a chargeback) or the payer (the 3-D Secure
 * challenge) would, and sends the notification; null when the payment is not in a state for it.
 */
export async function settleSandboxPayment(
  db: Database,
  paymentId: number,
  settlement: SandboxSettlement,
): Promise<{ payment: SandboxPayment; notification: string } | null> {
  const rule = settlements[settlement]!;
  const payment = await changeStatus(db, paymentId, { status: [rule.from], statusDetail: rule.detail }, rule.to);
  if (!payment) return null;
  return { payment, notification: await notifyPayment(db, payment, 'payment.updated') };
}
