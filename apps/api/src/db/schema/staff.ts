import type { TStaffRole } from '@delivery/contract/staff';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from './catalog.ts';
import { FIRST_GENERATED_ID, timestamps } from './columns.ts';
import { profiles } from './profiles.ts';

/**
 * The people who run shops: separate from customers (a customer's session never opens the panel),
 * one account per e-mail in a profile. What they may do is in `staffRoles`.
 */
export const staff = pgTable(
  'staff',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: FIRST_GENERATED_ID }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lower case. */
    email: text('email').notNull(),
    /** Null until an invited person chooses a password. */
    passwordHash: text('password_hash'),
    ...timestamps,
  },
  (t) => [uniqueIndex('staff_email_unique').on(t.profileId, t.email)],
);

export type StaffRow = typeof staff.$inferSelect;

/**
 * What a staff member may do: owner or attendant of one shop, or operator of the whole profile
 * (every shop of a MARKETPLACE). One row per shop and one operator row at most.
 */
export const staffRoles = pgTable(
  'staff_roles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    role: text('role').$type<TStaffRole>().notNull(),
    /** Null for an operator, who sees every shop of the profile. */
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'staff_roles_role_check',
      sql`(${t.role} = 'operator' and ${t.shopId} is null) or (${t.role} in ('owner', 'attendant') and ${t.shopId} is not null)`,
    ),
    uniqueIndex('staff_roles_shop_unique')
      .on(t.staffId, t.shopId)
      .where(sql`${t.shopId} is not null`),
    uniqueIndex('staff_roles_operator_unique')
      .on(t.staffId)
      .where(sql`${t.shopId} is null`),
    index('staff_roles_shop_idx').on(t.shopId),
  ],
);

/** Staff sessions, kept as customers' are: only the SHA-256 of the token, revocable. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Single-use links sent by e-mail: an invitation to join a shop (with the role it grants) and a
 * password reset. Only the token's SHA-256 is kept.
 */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').$type<'invite' | 'reset'>().notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** What an invitation grants once accepted. */
    role: text('role').$type<TStaffRole>(),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('staff_tokens_purpose_check', sql`${t.purpose} in ('invite', 'reset')`),
    index('staff_tokens_staff_idx').on(t.staffId),
  ],
);
