import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { FIRST_GENERATED_ID, timestamps } from './columns.ts';

/**
 * The platform's own administrators (decision 0082): the people who create and run tenants. Apart
 * from every tenant's staff and customers, with sessions of their own, signed in only on the
 * platform's host, always with a second factor.
 */
export const platformAdmins = pgTable(
  'platform_admins',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: FIRST_GENERATED_ID }),
    name: text('name').notNull(),
    /** Lower case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The TOTP secret in base32, sealed with SECRETS_KEY (decision 0037). */
    totpSecret: text('totp_secret').notNull(),
    /** The time step of the last code accepted: a code is good once, and none older after it. */
    totpLastStep: integer('totp_last_step'),
    ...timestamps,
  },
  (t) => [uniqueIndex('platform_admins_email_unique').on(t.email)],
);

export type PlatformAdminRow = typeof platformAdmins.$inferSelect;

/** Single-use codes for an administrator without their authenticator: only their SHA-256 kept. */
export const platformRecoveryCodes = pgTable(
  'platform_recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => platformAdmins.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('platform_recovery_codes_admin_idx').on(t.adminId)],
);

/** Administrators' sessions, kept as staff's are: the token's SHA-256, short-lived, revocable. */
export const platformSessions = pgTable(
  'platform_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => platformAdmins.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('platform_sessions_admin_idx').on(t.adminId)],
);

/**
 * Every action on the platform, refused sign-ins included: who (null when nobody signed in), what,
 * on what, the state before and after, when and from which address. Rows are only ever added.
 */
export const platformAudit = pgTable(
  'platform_audit',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    adminId: integer('admin_id').references(() => platformAdmins.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    /** What the action was on, e.g. `admin:1000` or the e-mail a refused sign-in gave. */
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('platform_audit_created_idx').on(t.createdAt)],
);
