import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { shops } from './catalog.ts';
import { timestamps } from './columns.ts';
import { orders } from './orders.ts';
import { profiles } from './profiles.ts';

/**
 * The event types of the Open Delivery standard (its `Event.eventType` enum, v1.7.1): the ones we
 * write are those our statuses map to (decision 0049); the column takes the whole list, so an event
 * type added later is a change of code, not of the check.
 */
export const openDeliveryEventTypes = [
  'CREATED',
  'CONFIRMED',
  'PREPARATION_REQUESTED',
  'PREPARING',
  'DISPATCHED',
  'READY_FOR_PICKUP',
  'PICKUP_AREA_ASSIGNED',
  'PICKED_UP',
  'DELIVERED',
  'CONCLUDED',
  'CANCELLATION_REQUESTED',
  'CANCELLATION_REQUEST_DENIED',
  'CANCELLED',
  'ORDER_CANCELLATION_REQUEST',
  'CANCELLED_DENIED',
] as const;
export type OpenDeliveryEventType = (typeof openDeliveryEventTypes)[number];

const knownEventTypes = sql.raw(openDeliveryEventTypes.map((type) => `'${type}'`).join(', '));

/**
 * A shop's link to its point-of-sale software through Open Delivery (decision 0049): one per shop.
 * The software signs in with `client_id` and the secret shown once; only the secret's SHA-256 is
 * kept to check it, and a copy sealed with SECRETS_KEY to sign the webhooks, which the standard
 * signs with that same secret.
 */
export const openDeliveryLinks = pgTable(
  'open_delivery_links',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .unique()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** The merchant's id in the standard's messages (X-App-MerchantId, x-polling-merchants). */
    merchantId: uuid('merchant_id').notNull().unique().defaultRandom(),
    enabled: boolean('enabled').notNull().default(false),
    clientId: text('client_id').notNull().unique(),
    clientSecretHash: text('client_secret_hash').notNull(),
    /** The secret sealed by the server's key (`enc:v1:…`): the key of the webhooks' signature. */
    clientSecretSealed: text('client_secret_sealed').notNull(),
    /** The software's `newEvent` webhook; null: the software polls. */
    webhookUrl: text('webhook_url'),
    /** The software's address serving `GET /v1/merchant` for this shop (the menu import). */
    merchantUrl: text('merchant_url'),
    /** The apiKey that address asks for, sealed by the server's key. */
    merchantApiKey: text('merchant_api_key'),
    /**
     * The host (with its port) the owner set the link up on, the one the panel told the software to
     * call: the webhooks' `orderURL` names it. Null on links set up before it was kept.
     */
    host: text('host'),
    ...timestamps,
  },
  (t) => [index('open_delivery_links_profile_idx').on(t.profileId)],
);

/** Access tokens of the links: only their SHA-256, until they expire. */
export const openDeliveryTokens = pgTable(
  'open_delivery_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    linkId: integer('link_id')
      .notNull()
      .references(() => openDeliveryLinks.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('open_delivery_tokens_link_idx').on(t.linkId, t.expiresAt)],
);

/**
 * What happened to an order, for the shop's software: polled until acknowledged, and pushed to its
 * webhook when it has one (attempts, the last failure and when it was delivered).
 */
export const openDeliveryEvents = pgTable(
  'open_delivery_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: integer('link_id')
      .notNull()
      .references(() => openDeliveryLinks.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    eventType: text('event_type').$type<OpenDeliveryEventType>().notNull(),
    /** The event's `metadata` (a cancellation's reason and code), when its type has one. */
    metadata: jsonb('metadata').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    webhookAttempts: integer('webhook_attempts').notNull().default(0),
    webhookLastError: text('webhook_last_error'),
    webhookDeliveredAt: timestamp('webhook_delivered_at', { withTimezone: true }),
  },
  (t) => [
    // What a poll reads: the link's events not yet acknowledged, oldest first.
    index('open_delivery_events_pending_idx')
      .on(t.linkId, t.createdAt)
      .where(sql`${t.acknowledgedAt} is null`),
    index('open_delivery_events_link_idx').on(t.linkId, t.createdAt),
    index('open_delivery_events_order_idx').on(t.orderId),
    check('open_delivery_events_type_check', sql`${t.eventType} in (${knownEventTypes})`),
  ],
);
