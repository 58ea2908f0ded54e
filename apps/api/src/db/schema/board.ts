import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
