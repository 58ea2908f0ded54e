import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { shops } from './catalog.ts';
import { profiles } from './profiles.ts';

/**
 * A tenant's WhatsApp business number on Meta's Cloud API (issue 37, decisions 0091 and 0092): the
 * number's and its business account's ids at Meta, how it shows, the token that sends from it and
 * the Meta app's secret that signs its webhooks (both sealed with SECRETS_KEY, or a source
 * `secret-source.ts` reads), and the token Meta's webhook handshake must repeat.
 */
export const whatsappAccounts = pgTable('whatsapp_accounts', {
  profileId: integer('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  phoneNumberId: text('phone_number_id').notNull().unique(),
  /** The WhatsApp Business Account the number belongs to: where its templates are submitted. */
  businessAccountId: text('business_account_id').notNull().default(''),
  displayPhone: text('display_phone').notNull(),
  accessToken: text('access_token').notNull(),
  appSecret: text('app_secret').notNull(),
  verifyToken: text('verify_token').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each event a webhook told, by its own key (a message's id, a status's message id and status):
 * Meta may send one twice, and anyone may send a captured one again; either is heard once.
 */
export const whatsappWebhookEvents = pgTable(
  'whatsapp_webhook_events',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.eventKey] }),
    index('whatsapp_webhook_events_received_idx').on(t.receivedAt),
  ],
);

/** Numbers that replied "SAIR" (or its like) to a tenant's number: no update is sent to them again. */
export const whatsappOptOuts = pgTable(
  'whatsapp_opt_outs',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** 55 and the digits, as WhatsApp names the number. */
    phone: text('phone').notNull(),
    optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.phone] })],
);

/**
 * A shop's WhatsApp alert of a new order when none of its boards is open (issue 37): the number
 * its staff read, sent from the tenant's business number. No row, no alert.
 */
export const whatsappShopAlerts = pgTable('whatsapp_shop_alerts', {
  shopId: integer('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  /** 55 and the digits. */
  phone: text('phone').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
