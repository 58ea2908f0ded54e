import {
  paymentStatuses,
  refundMethods,
  refundStatuses,
  type TPaymentStatus,
  type TRefundMethod,
  type TRefundStatus,
} from '@delivery/contract/payments';
import { cardGateways, type CardGatewayName } from '@delivery/contract/card-payments';
import type { CardType } from '@delivery/contract/catalog-constants';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from './catalog.ts';
import { timestamps } from './columns.ts';
import { customers } from './customers.ts';
import { orders } from './orders.ts';
import { profiles } from './profiles.ts';

const listed = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
const knownPaymentStatuses = listed(paymentStatuses);

/**
 * A Pix payment provider (PSP) speaking the Central Bank's API Pix, for a whole profile or, with
 * `shop_id`, for one shop (it wins over the profile's). A shop with neither keeps the static BR
 * Code of its own Pix key.
 *
 * The secret columns hold a value or where to read it (providers/secret-source.ts): `env:NAME`,
 * `file:/path`, or the value itself (PEM text; base64 for a PKCS#12). They never leave the server:
 * no answer carries a column of this table.
 */
export const pixProviders = pgTable(
  'pix_providers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    /** The PSP's API Pix, e.g. https://pix.psp.com.br/api/v2; a path alone (sandbox) is this server's own. */
    baseUrl: text('base_url').notNull(),
    /** The PSP's OAuth2 token endpoint (client credentials). */
    tokenUrl: text('token_url').notNull(),
    clientId: text('client_id').notNull(),
    clientSecret: text('client_secret').notNull(),
    scopes: text('scopes').notNull().default('cob.write cob.read pix.read pix.write webhook.write webhook.read'),
    /** The mTLS client certificate and key (PEM), or a PKCS#12 bundle with its passphrase. */
    tlsCert: text('tls_cert'),
    tlsKey: text('tls_key'),
    tlsPfx: text('tls_pfx'),
    tlsPassphrase: text('tls_passphrase'),
    /** The PSP's CA, when it is not one Node already trusts. */
    tlsCa: text('tls_ca'),
    /** The receiving key (chave DICT) the charges are made to. */
    pixKey: text('pix_key').notNull(),
    /** The last segment of our webhook URL before '/pix': whoever calls without it is refused. */
    webhookSecret: text('webhook_secret').notNull(),
    /**
     * When the shop's owner stopped using it (decision 0037): no new charge is made with it, but the
     * charges it made are still asked about, paid by its webhook and expired with it.
     */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('pix_providers_profile_unique')
      .on(t.profileId)
      .where(sql`${t.shopId} is null`),
    uniqueIndex('pix_providers_shop_unique').on(t.shopId),
  ],
);

/**
 * A card gateway account a shop's owner connected (decision 0084): for one shop, or with no
 * `shop_id` for every shop of the profile without its own (the marketplace's operator). The tokens
 * are the gateway's OAuth tokens, sealed with SECRETS_KEY (providers/secret-source.ts), and never
 * leave the server. Disconnected, never deleted: its payments are still read and refunded with it.
 */
export const cardAccounts = pgTable(
  'card_accounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    gateway: text('gateway').$type<CardGatewayName>().notNull(),
    /** The gateway's id of the account (Mercado Pago's `user_id`). */
    accountId: text('account_id').notNull(),
    /** Public: the browser's script tokenizes cards for this account with it. */
    publicKey: text('public_key').notNull(),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token'),
    /** When the access token stops working; it is refreshed a while before. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The brands checkout shows, as `flag_id`s of the contract's `cardFlags`. */
    brands: jsonb('brands').$type<number[]>().notNull(),
    connectedBy: integer('connected_by'),
    disconnectedAt: timestamp('disconnected_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('card_accounts_profile_unique')
      .on(t.profileId)
      .where(sql`${t.shopId} is null`),
    uniqueIndex('card_accounts_shop_unique').on(t.shopId),
    check('card_accounts_gateway_check', sql`${t.gateway} in (${listed(cardGateways)})`),
  ],
);

/**
 * A card the customer saved at a gateway account: the gateway keeps the card, we keep how to name
 * it (brand, last four digits, expiry) and the gateway's ids. One account's cards are shown only
 * where that account charges.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    cardAccountId: integer('card_account_id')
      .notNull()
      .references(() => cardAccounts.id, { onDelete: 'cascade' }),
    gatewayCustomerId: text('gateway_customer_id').notNull(),
    gatewayCardId: text('gateway_card_id').notNull(),
    flagId: integer('flag_id').notNull(),
    /** Credit or debit: the gateway's payment method differs. */
    cardType: text('card_type').$type<CardType>().notNull(),
    lastFour: text('last_four').notNull(),
    expirationMonth: integer('expiration_month').notNull(),
    expirationYear: integer('expiration_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_cards_gateway_unique').on(t.cardAccountId, t.gatewayCardId),
    index('saved_cards_customer_idx').on(t.customerId),
  ],
);

/**
 * The payment of an order, once there is something to say about it: a Pix charge made with the
 * shop's provider (txid, copy-paste code, expiry), or a mark that the money was received (a
 * webhook, a reconciliation, staff by hand). An order without a row has not been paid yet.
 */
export const payments = pgTable(
  'payments',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<TPaymentStatus>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    providerId: integer('provider_id').references(() => pixProviders.id, { onDelete: 'set null' }),
    /** Ours, 26 to 35 letters and digits as the API Pix requires of a charge's txid. */
    txid: text('txid'),
    copyPaste: text('copy_paste'),
    location: text('location'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When the PSP was last asked about the charge (GET cob), so a page refresh does not ask again at once. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** 'webhook', 'reconciliation', or whoever marked it by hand ('staff:12'). */
    paidBy: text('paid_by'),
    endToEndId: text('end_to_end_id'),
    /** When the card's holder disputed the charge at their bank (a chargeback the gateway reported). */
    chargedBackAt: timestamp('charged_back_at', { withTimezone: true }),
    /** A card paid in the app: the account that charged it and the gateway's payment. */
    cardAccountId: integer('card_account_id').references(() => cardAccounts.id, { onDelete: 'set null' }),
    gatewayPaymentId: text('gateway_payment_id'),
    /** The gateway's own words (Mercado Pago's `status` and `status_detail`), as last read. */
    gatewayStatus: text('gateway_status'),
    gatewayDetail: text('gateway_detail'),
    cardFlagId: integer('card_flag_id'),
    /** The marketplace's part of the charge, kept at the gateway (decision 0084). */
    applicationFeeCents: integer('application_fee_cents'),
    cardLastFour: text('card_last_four'),
    /** The issuer's 3-D Secure page and its request, while the challenge is open. */
    challengeUrl: text('challenge_url'),
    challengeCreq: text('challenge_creq'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_txid_unique').on(t.txid),
    uniqueIndex('payments_gateway_unique').on(t.cardAccountId, t.gatewayPaymentId),
    check('payments_status_check', sql`${t.status} in (${knownPaymentStatuses})`),
    check('payments_txid_check', sql`${t.txid} ~ '^[a-zA-Z0-9]{26,35}$'`),
    check('payments_paid_check', sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
  ],
);

/**
 * Every Pix a provider told us of, once by its endToEndId whether it came by webhook, by
 * reconciliation or both, twice over: what it did is its outcome.
 */
export const pixReceipts = pgTable(
  'pix_receipts',
  {
    endToEndId: text('end_to_end_id').primaryKey(),
    providerId: integer('provider_id').references(() => pixProviders.id, { onDelete: 'set null' }),
    txid: text('txid'),
    amountCents: integer('amount_cents').notNull(),
    /** The payer's time of payment, as the PSP gave it. */
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    source: text('source').$type<'webhook' | 'reconciliation'>().notNull(),
    /**
     * paid: it paid its order; already_paid: the order was paid before; amount_mismatch: not the
     * charge's amount; late: the charge had expired; unknown_charge: no charge of ours by that txid.
     */
    outcome: text('outcome').$type<PixReceiptOutcome>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pix_receipts_txid_idx').on(t.txid),
    check(
      'pix_receipts_outcome_check',
      sql`${t.outcome} in ('paid', 'already_paid', 'amount_mismatch', 'late', 'unknown_charge')`,
    ),
  ],
);

export type RefundKind = 'cancel' | 'partial';

export type PixReceiptOutcome = 'paid' | 'already_paid' | 'amount_mismatch' | 'late' | 'unknown_charge';

/**
 * Money given back for an order: a movement of its own; the payment it returns stays as it was.
 * The refund of a cancel (decision 0054, cards 0084) is written in the cancel's transaction, one per
 * order: what is left goes back once, however often the cancel or its job runs. A card paid in the
 * app may also be given back in part by its shop, any number of times up to what was paid. 'provider': asked of the
 * shop's PSP (API Pix devolução, `devolucao_id` ours, the same on every try); 'shop': the shop
 * sends it by hand and says so on the board.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    refundBy: text('refund_by').$type<TRefundMethod>().notNull(),
    status: text('status').$type<TRefundStatus>().notNull(),
    providerId: integer('provider_id').references(() => pixProviders.id, { onDelete: 'set null' }),
    /** The Pix being returned. */
    endToEndId: text('end_to_end_id'),
    /** The devolução's id at the PSP: ours, from the order, so a retry names the same devolução. */
    devolucaoId: text('devolucao_id'),
    /** The return's own endToEndId, as the PSP answers it. */
    rtrId: text('rtr_id'),
    /** A card's refund: the account and the gateway's refund. */
    cardAccountId: integer('card_account_id').references(() => cardAccounts.id, { onDelete: 'set null' }),
    gatewayRefundId: text('gateway_refund_id'),
    /**
     * 'cancel': all that was paid and not yet returned, once, when the order is cancelled; 'partial':
     * part of a card paid in the app, given back by its shop with a reason (decision 0084).
     */
    kind: text('kind').$type<RefundKind>().notNull().default('cancel'),
    /** Why the shop gave part back, as the customer reads it; null for a cancel's. */
    reason: text('reason'),
    /** The staff member who gave part back. */
    staffId: integer('staff_id'),
    /** Why the PSP did not make it (NAO_REALIZADO), when it then fell to the shop. */
    failure: text('failure'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** 'psp', or the staff member who said the shop sent it ('staff:12'). */
    refundedBy: text('refunded_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payment_refunds_cancel_unique')
      .on(t.orderId)
      .where(sql`${t.kind} = 'cancel'`),
    index('payment_refunds_order_idx').on(t.orderId),
    check('payment_refunds_kind_check', sql`${t.kind} in ('cancel', 'partial')`),
    index('payment_refunds_pending_idx')
      .on(t.status)
      .where(sql`${t.status} <> 'refunded'`),
    check('payment_refunds_amount_check', sql`${t.amountCents} > 0`),
    check('payment_refunds_by_check', sql`${t.refundBy} in (${listed(refundMethods)})`),
    check('payment_refunds_status_check', sql`${t.status} in (${listed(refundStatuses)})`),
    check('payment_refunds_refunded_check', sql`(${t.status} = 'refunded') = (${t.refundedAt} is not null)`),
  ],
);

/**
 * Each card gateway notification taken, by its request id: the same one sent again (a replay, or
 * the gateway's own retry) is answered without being read twice.
 */
export const cardNotifications = pgTable('card_notifications', {
  requestId: text('request_id').primaryKey(),
  gatewayPaymentId: text('gateway_payment_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
