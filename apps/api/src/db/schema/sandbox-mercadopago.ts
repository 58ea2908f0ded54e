import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/*
 * The stand-in of Mercado Pago (modules/mercadopago-sandbox), kept in the database so its sellers,
 * tokens and payments outlive a restart (`npm run dev` restarts at every save), as the sandbox
 * PSP's are. Only the stand-in reads them; the API knows them through Mercado Pago's REST API alone.
 * No table holds a full card number nor a security code: a card is its first six and last four
 * digits, and a keyed hash of its number tells two cards apart.
 */

/** A seller who authorized the application: one per authorization, with its current OAuth tokens. */
export const sandboxMpSellers = pgTable('sandbox_mp_sellers', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  clientId: text('client_id').notNull(),
  name: text('name').notNull(),
  /** `APP_USR-<uuid>`: what the shop's checkout page gives MercadoPago.js and the card tokens. */
  publicKey: text('public_key').notNull().unique(),
  accessToken: text('access_token').notNull().unique(),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }).notNull(),
  refreshToken: text('refresh_token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The one-use codes of `GET /authorization`, which `POST /oauth/token` trades for tokens. */
export const sandboxMpAuthorizationCodes = pgTable('sandbox_mp_authorization_codes', {
  code: text('code').primaryKey(),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** The payers a seller keeps (`POST /v1/customers`), one per email. */
export const sandboxMpCustomers = pgTable(
  'sandbox_mp_customers',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('sandbox_mp_customers_email_unique').on(t.userId, t.email)],
);

/** A customer's saved cards: one per card number and customer. */
export const sandboxMpCards = pgTable(
  'sandbox_mp_cards',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** HMAC of the card number under a fixed key: the same card, never the number. */
    cardHash: text('card_hash').notNull(),
    firstSixDigits: text('first_six_digits').notNull(),
    lastFourDigits: text('last_four_digits').notNull(),
    expirationMonth: integer('expiration_month').notNull(),
    expirationYear: integer('expiration_year').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    cardholderName: text('cardholder_name').notNull(),
    /** The card asks for a 3-D Secure challenge (Mercado Pago's 3DS test card). */
    challenge: boolean('challenge').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('sandbox_mp_cards_number_unique').on(t.customerId, t.cardHash)],
);

/**
 * Card tokens (`POST /v1/card_tokens`): each pays once, within 7 days, and may save its card once
 * too, before or after paying (an integration saves the card of an approved payment with its token).
 */
export const sandboxMpCardTokens = pgTable('sandbox_mp_card_tokens', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  cardId: text('card_id'),
  cardHash: text('card_hash').notNull(),
  firstSixDigits: text('first_six_digits').notNull(),
  lastFourDigits: text('last_four_digits').notNull(),
  expirationMonth: integer('expiration_month').notNull(),
  expirationYear: integer('expiration_year').notNull(),
  paymentMethodId: text('payment_method_id').notNull(),
  cardholderName: text('cardholder_name').notNull(),
  identificationType: text('identification_type'),
  identificationNumber: text('identification_number'),
  securityCodeLength: integer('security_code_length').notNull(),
  challenge: boolean('challenge').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  cardSavedAt: timestamp('card_saved_at', { withTimezone: true }),
});

export type SandboxMpStatus =
  'approved' | 'in_process' | 'pending' | 'rejected' | 'cancelled' | 'refunded' | 'charged_back';

/** The payments (`POST /v1/payments`); amounts in centavos, answered in reais. */
export const sandboxMpPayments = pgTable(
  'sandbox_mp_payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').$type<SandboxMpStatus>().notNull(),
    statusDetail: text('status_detail').notNull(),
    amountCents: integer('amount_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    applicationFeeCents: integer('application_fee_cents'),
    description: text('description'),
    installments: integer('installments').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    paymentTypeId: text('payment_type_id').notNull(),
    issuerId: text('issuer_id'),
    externalReference: text('external_reference'),
    notificationUrl: text('notification_url'),
    statementDescriptor: text('statement_descriptor'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    payerEmail: text('payer_email'),
    /** The customer whose saved card paid, null for a card typed in. */
    payerId: text('payer_id'),
    cardId: text('card_id'),
    firstSixDigits: text('first_six_digits').notNull(),
    lastFourDigits: text('last_four_digits').notNull(),
    expirationMonth: integer('expiration_month').notNull(),
    expirationYear: integer('expiration_year').notNull(),
    cardholderName: text('cardholder_name').notNull(),
    /** The 3-D Secure challenge's transaction, which the creq carries; null without a challenge. */
    challengeId: text('challenge_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the last notification got: an HTTP status, 'none' without a notification_url, or the error. */
    notificationResult: text('notification_result'),
  },
  (t) => [
    unique('sandbox_mp_payments_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('sandbox_mp_payments_created_idx').on(t.createdAt),
    index('sandbox_mp_payments_reference_idx').on(t.userId, t.externalReference),
  ],
);

/** The refunds of a payment, one per idempotency key. */
export const sandboxMpRefunds = pgTable(
  'sandbox_mp_refunds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    paymentId: bigint('payment_id', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('sandbox_mp_refunds_idempotency_unique').on(t.paymentId, t.idempotencyKey)],
);
