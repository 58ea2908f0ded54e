import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { shops } from './catalog.ts';
import { staffSessions } from './staff.ts';

/**
 * Single-use tickets that open a merchant board's stream, as the customer's stream tickets do
 * (decision 0020): only their SHA-256 is kept, where every API process reads it, and the stream
 * stays tied to the staff session that asked for it.
 */
export const boardTickets = pgTable(
  'board_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    staffSessionHash: text('staff_session_hash')
      .notNull()
      .references(() => staffSessions.tokenHash, { onDelete: 'cascade' }),
    /** The one shop asked for; null: every shop the session's staff member runs when the stream opens. */
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('board_tickets_expires_idx').on(t.expiresAt)],
);

/**
 * The shops each open board shows, on whichever process holds its stream, until when its last
 * heartbeat vouches for it (two and a half beats, as the panel counts a dead stream): what tells
 * every process whether anyone is watching a shop's orders now (the WhatsApp alert of a new order
 * goes only when no one is). A process that dies leaves rows that lapse; they are deleted an hour
 * later.
 */
export const boardWatches = pgTable(
  'board_watches',
  {
    streamId: text('stream_id').notNull(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    watchedUntil: timestamp('watched_until', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.streamId, t.shopId] }),
    index('board_watches_shop_idx').on(t.shopId, t.watchedUntil),
  ],
);
