import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { customers, sessions } from './customers.ts';
import { profiles } from './profiles.ts';
import { staff, staffSessions } from './staff.ts';

/**
 * The devices of staff who asked to be told of new orders while the panel is closed (decision
 * 0031): a browser's push subscription, tied to the staff session that sent it, so signing out or
 * a password reset silences the device. One row per endpoint: the device belongs to whoever last
 * turned the alerts on from it.
 */
export const staffPushSubscriptions = pgTable(
  'staff_push_subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    staffSessionHash: text('staff_session_hash')
      .notNull()
      .references(() => staffSessions.tokenHash, { onDelete: 'cascade' }),
    /** The push service's URL for this device: a capability, as secret as the keys. */
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url): what a payload is encrypted to. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** Which browser it is, as it said: shown to nobody yet, kept to tell devices apart when asked. */
    userAgent: text('user_agent').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('staff_push_subscriptions_endpoint_unique').on(t.endpoint),
    // A new order asks whether its profile has any subscribed device: most have none, found here.
    index('staff_push_subscriptions_profile_staff_idx').on(t.profileId, t.staffId),
  ],
);

export type StaffPushSubscriptionRow = typeof staffPushSubscriptions.$inferSelect;

/**
 * The devices of customers who accepted to be told of their orders' status (issue 14, decision
 * 0041): a browser's push subscription, kept for the customer and tied to the session that sent
 * it, so signing out, a new password or deleting the account silences the device. One row per
 * endpoint: a browser shared by two customers belongs to whoever last subscribed it.
 */
export const customerPushSubscriptions = pgTable(
  'customer_push_subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sessionHash: text('session_hash')
      .notNull()
      .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
    /** The push service's URL for this device: a capability, as secret as the keys. */
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url): what a payload is encrypted to. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('customer_push_subscriptions_endpoint_unique').on(t.endpoint),
    // A status change asks whether the order's customer has a device: found here.
    index('customer_push_subscriptions_customer_idx').on(t.customerId),
    index('customer_push_subscriptions_session_idx').on(t.sessionHash),
  ],
);

export type CustomerPushSubscriptionRow = typeof customerPushSubscriptions.$inferSelect;
