import { paymentStatuses, type TPaymentStatus } from '@delivery/contract/payments';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from './catalog.ts';
import { timestamps } from './columns.ts';
import { orders } from './orders.ts';
import { profiles } from './profiles.ts';

const knownPaymentStatuses = sql.raw(paymentStatuses.map((status) => `'${status}'`).join(', '));

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
    scopes: text('scopes').notNull().default('cob.write cob.read pix.read webhook.write webhook.read'),
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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_txid_unique').on(t.txid),
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

export type PixReceiptOutcome = 'paid' | 'already_paid' | 'amount_mismatch' | 'late' | 'unknown_charge';
