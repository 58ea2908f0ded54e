import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from './catalog.ts';
import { FIRST_GENERATED_ID } from './columns.ts';
import { customers } from './customers.ts';
import { orders } from './orders.ts';
import { profiles } from './profiles.ts';
import { staff } from './staff.ts';

/** Discount codes of a profile, for one shop or all of them. */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: FIRST_GENERATED_ID }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** null: valid in every shop of the profile. */
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    /** Upper case. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').$type<'percent' | 'fixed'>().notNull(),
    /** Percent (1–100) or cents. */
    value: integer('value').notNull(),
    minOrderCents: integer('min_order_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** null: no total limit. */
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer').notNull().default(1),
    /** false: paused by the shop; checkout refuses it until it is resumed. */
    active: boolean('active').notNull().default(true),
    /** Ended by the shop: refused for good, kept with its uses; its code is free for a new coupon. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Each edit in the panel bumps it; a save naming an older one is refused (decision 0035). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One coupon of a code at a time: an ended one leaves its code to a new one.
    uniqueIndex('coupons_code_unique')
      .on(t.profileId, t.code)
      .where(sql`${t.endedAt} is null`),
    index('coupons_shop_idx').on(t.profileId, t.shopId),
    check('coupons_kind_check', sql`${t.kind} in ('percent', 'fixed')`),
    check('coupons_value_check', sql`${t.value} > 0 and (${t.kind} = 'fixed' or ${t.value} <= 100)`),
  ],
);

export const couponUses = pgTable(
  'coupon_uses',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    discountCents: integer('discount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_uses_coupon_idx').on(t.couponId, t.customerId)],
);

/**
 * The cashback ledger: earnings (positive, with an expiry), spendings (negative), refunds of a
 * cancelled order's spending (positive: the spent amounts go back to the earnings they came from)
 * and the balance a deleted account forfeits (negative, of no order). A balance is always worked
 * out from these rows, never kept as a number that could drift. One row of each kind per order, so
 * earning, spending or refunding twice writes nothing.
 */
export const cashbackLedger = pgTable(
  'cashback_ledger',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    kind: text('kind').$type<'earn' | 'spend' | 'refund' | 'forfeit'>().notNull(),
    description: text('description').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cashback_ledger_customer_idx').on(t.customerId, t.id),
    uniqueIndex('cashback_ledger_order_kind_unique').on(t.orderId, t.kind),
    check(
      'cashback_ledger_sign_check',
      sql`(${t.kind} in ('earn', 'refund') and ${t.amountCents} > 0) or (${t.kind} in ('spend', 'forfeit') and ${t.amountCents} < 0)`,
    ),
  ],
);

/** What a change of coupons or cashback changed: each column's value before (null for a new coupon) and after. */
export type RewardChange = Record<string, { from: unknown; to: unknown }>;

/**
 * Every change staff make to coupons and to a shop's cashback, written in the change's own
 * transaction: who, when, which coupon (none: the shop's cashback settings), each column before and
 * after. A staff member removed later leaves the rows (staff_id set null).
 */
export const rewardChanges = pgTable(
  'reward_changes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The shop of the coupon or of the cashback; null for a coupon of every shop. */
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    /** null: a change of the shop's cashback percentage or expiry. */
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    change: jsonb('change').$type<RewardChange>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reward_changes_coupon_idx').on(t.couponId, t.createdAt),
    index('reward_changes_shop_idx').on(t.shopId, t.createdAt),
  ],
);
