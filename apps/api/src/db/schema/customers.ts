import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { FIRST_GENERATED_ID, timestamps } from './columns.ts';
import { profiles } from './profiles.ts';

/**
 * Customers belong to one profile: the same e-mail in two profiles is two accounts. Uniqueness
 * of e-mail, CPF and verified phone holds among the profile's live accounts only; a deleted account keeps
 * its row (orders point at it) with every personal field emptied.
 */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: FIRST_GENERATED_ID }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** 'account': signs in with a secret or a verified identity; 'guest': single-input sign-in. */
    kind: text('kind').$type<'account' | 'guest'>().notNull().default('account'),
    name: text('name').notNull(),
    /** Lower case. */
    email: text('email'),
    /** 11 digits. */
    cpf: text('cpf'),
    /** 11 digits with area code. */
    cellPhone: text('cell_phone'),
    /**
     * When a code sent to `cell_phone` was typed back. Only then is the phone the account's: it
     * signs in by SMS and is unique; an unverified phone is a contact the owner may claim.
     */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash'),
    googleId: text('google_id'),
    facebookId: text('facebook_id'),
    /** A guest's identity for its input type: 'CPF:52998224725', 'NUMERO:12'. */
    guestKey: text('guest_key'),
    acceptTerms: boolean('accept_terms').notNull().default(false),
    acceptNotification: boolean('accept_notification').notNull().default(false),
    pushId: text('push_id'),
    /** Campaign origin at sign-up (docs/product.md's url_destino). */
    signupOrigin: text('signup_origin'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('customers_kind_check', sql`${t.kind} in ('account', 'guest')`),
    uniqueIndex('customers_email_unique')
      .on(t.profileId, t.email)
      .where(sql`${t.deletedAt} is null and ${t.kind} = 'account'`),
    uniqueIndex('customers_cpf_unique')
      .on(t.profileId, t.cpf)
      .where(sql`${t.deletedAt} is null and ${t.kind} = 'account'`),
    uniqueIndex('customers_phone_unique')
      .on(t.profileId, t.cellPhone)
      .where(sql`${t.deletedAt} is null and ${t.kind} = 'account' and ${t.phoneVerifiedAt} is not null`),
    uniqueIndex('customers_google_unique')
      .on(t.profileId, t.googleId)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('customers_facebook_unique')
      .on(t.profileId, t.facebookId)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('customers_guest_unique')
      .on(t.profileId, t.guestKey)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Only the SHA-256 of a session token is kept: a leaked table signs nobody in. */
export type CustomerRow = typeof customers.$inferSelect;

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    environment: text('environment'),
    midiaSource: text('midia_source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId)],
);

/**
 * One-time codes: SMS sign-in ('sms_login') and password recovery ('recovery'). The id is the
 * `message_id` the apps hold; the code and every token are kept as keyed hashes only.
 */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** delete_account: the code that confirms deleting an account without a password (decision 0066). */
    purpose: text('purpose').$type<'sms_login' | 'recovery' | 'delete_account'>().notNull(),
    /** The account being recovered or deleted; for SMS sign-in, the account of the phone if any. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** Phone digits or e-mail the code went to. */
    destination: text('destination'),
    channel: text('channel').$type<'EMAIL' | 'TELEFONE' | 'VOZ'>(),
    codeHash: text('code_hash'),
    attempts: integer('attempts').notNull().default(0),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    /** Recovery: the request's bearer token. SMS sign-in: the sign-up token issued after the code. */
    tokenHash: text('token_hash'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('verifications_purpose_check', sql`${t.purpose} in ('sms_login', 'recovery', 'delete_account')`),
    uniqueIndex('verifications_token_unique').on(t.tokenHash),
    index('verifications_destination_idx').on(t.profileId, t.destination),
  ],
);

/** Every message sent in sandbox, readable at GET /dev/outbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<'email' | 'sms' | 'voice'>().notNull(),
    destination: text('destination').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    /** An e-mail's HTML part, beside its text (a receipt); null for plain text. */
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_destination_idx').on(t.destination, t.id)],
);

/**
 * Secrets the server makes for itself when none is configured (db/server-secrets.ts): the
 * code-hashing key, the VAPID key pair.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  ...timestamps,
});

/** A customer's delivery addresses; a deleted one keeps its row for the orders that went there. */
export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: FIRST_GENERATED_ID }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    cityId: integer('city_id').notNull(),
    districtId: integer('district_id'),
    districtName: text('district_name').notNull(),
    cep: text('cep').notNull().default(''),
    street: text('street').notNull(),
    number: text('number').notNull(),
    complement: text('complement').notNull().default(''),
    reference: text('reference').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('addresses_customer_idx').on(t.customerId)],
);
