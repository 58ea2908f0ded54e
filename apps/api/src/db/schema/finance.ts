import { feePayers, type FeePayer } from '@delivery/contract/finance';
import {
  statementPeriods,
  statementStatuses,
  type StatementPeriod,
  type StatementStatus,
} from '@delivery/contract/statements';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from './catalog.ts';
import { orders } from './orders.ts';
import { profiles } from './profiles.ts';
import { staff } from './staff.ts';

const listed = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A marketplace's commission plan (decision 0085): its default (no `shop_id`) or a shop's own.
 * Never changed: a change is a new row, and an order follows the newest row there was when it was
 * placed, which its ledger entries name. A shop's row that `follows_default` sends the shop back
 * to the default. Percentages in basis points (1250 = 12,5%), fees in cents.
 */
export const commissionPlans = pgTable(
  'commission_plans',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    followsDefault: boolean('follows_default').notNull().default(false),
    deliveryBp: integer('delivery_bp').notNull().default(0),
    pickupBp: integer('pickup_bp').notNull().default(0),
    openDeliveryBp: integer('open_delivery_bp').notNull().default(0),
    appPaymentBp: integer('app_payment_bp').notNull().default(0),
    onDeliveryPaymentBp: integer('on_delivery_payment_bp').notNull().default(0),
    orderFeeCents: integer('order_fee_cents').notNull().default(0),
    monthlyFeeCents: integer('monthly_fee_cents').notNull().default(0),
    gatewayFeePayer: text('gateway_fee_payer').$type<FeePayer>().notNull().default('shop'),
    /** How long the shop's statements run, from the next one opened. */
    statementPeriod: text('statement_period').$type<StatementPeriod>().notNull().default('weekly'),
    setBy: integer('set_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The newest row of a shop, or of the default: what an order placed now follows.
    index('commission_plans_shop_idx').on(t.profileId, t.shopId, t.id),
    check(
      'commission_plans_rates_check',
      sql`${t.deliveryBp} between 0 and 10000 and ${t.pickupBp} between 0 and 10000 and ${t.openDeliveryBp} between 0 and 10000
        and ${t.appPaymentBp} between 0 and 10000 and ${t.onDeliveryPaymentBp} between 0 and 10000
        and ${t.orderFeeCents} >= 0 and ${t.monthlyFeeCents} >= 0`,
    ),
    check('commission_plans_payer_check', sql`${t.gatewayFeePayer} in (${listed(feePayers)})`),
    check('commission_plans_period_check', sql`${t.statementPeriod} in (${listed(statementPeriods)})`),
    check('commission_plans_default_check', sql`not (${t.followsDefault} and ${t.shopId} is null)`),
  ],
);

/** The entries' kinds, parties and holders (finance/ledger.ts says what each means). */
export const ledgerKinds = [
  'products',
  'delivery',
  'shop_discount',
  'marketplace_discount',
  'cashback',
  'commission',
  'order_fee',
  'gateway_fee',
  'refund',
  'chargeback',
  'monthly_fee',
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];
export const ledgerParties = ['shop', 'marketplace', 'gateway'] as const;
export type LedgerParty = (typeof ledgerParties)[number];

/**
 * The ledger (decision 0085): what each order's money is and whose, written in the transaction
 * (or statement) of what moved it, never changed. A cancel writes the reversal of every entry of
 * its order (`reverses_id`, once each); a refund or chargeback is an entry of its own. `party` is
 * whose income or cost an entry is; `holder` is who holds that money (the shop's cash drawer and
 * accounts, or the marketplace's). An order's entries add up to what its customer paid and kept
 * paid; a statement's balance is what each holds of the other's.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** Null for what is no order's (a monthly fee). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The plan the order was placed under; null where there was none. */
    planId: integer('plan_id').references(() => commissionPlans.id),
    kind: text('kind').$type<LedgerKind>().notNull(),
    party: text('party').$type<LedgerParty>().notNull(),
    holder: text('holder').$type<LedgerParty>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The entry this one takes back (a cancel's). */
    reversesId: integer('reverses_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_order_idx').on(t.orderId),
    index('ledger_entries_shop_idx').on(t.shopId, t.createdAt),
    uniqueIndex('ledger_entries_reverses_unique').on(t.reversesId),
    check('ledger_entries_kind_check', sql`${t.kind} in (${listed(ledgerKinds)})`),
    check('ledger_entries_party_check', sql`${t.party} in (${listed(ledgerParties)})`),
    check('ledger_entries_holder_check', sql`${t.holder} in (${listed(ledgerParties)})`),
    check('ledger_entries_amount_check', sql`${t.amountCents} <> 0`),
  ],
);

/**
 * A shop's statement (decision 0085): a period of its ledger, from `starts_at` to the first instant
 * of the next. Its figures are always worked out from the entries of the period, never kept: the
 * job closes it once the period ended and no order's transaction of it can still be open, and opens
 * the next; an operator marks it paid with the transfer's day and reference. One open per shop.
 */
export const statements = pgTable(
  'statements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').$type<StatementStatus>().notNull().default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    paidOn: date('paid_on'),
    paidReference: text('paid_reference'),
    paidBy: integer('paid_by').references(() => staff.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('statements_shop_period_unique').on(t.shopId, t.startsAt),
    uniqueIndex('statements_shop_open_unique')
      .on(t.shopId)
      .where(sql`${t.status} = 'open'`),
    index('statements_profile_idx').on(t.profileId, t.status),
    check('statements_status_check', sql`${t.status} in (${listed(statementStatuses)})`),
    check('statements_period_check', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'statements_paid_check',
      sql`(${t.status} = 'paid') = (${t.paidOn} is not null and ${t.paidReference} is not null and ${t.paidAt} is not null)`,
    ),
  ],
);
