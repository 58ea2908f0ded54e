import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from './catalog.ts';
import { profiles } from './profiles.ts';

/**
 * A shop's tables (issue 38, decision 0101): each has the number its staff call it by and the
 * secret its QR code carries, which opens the shop's page at that table.
 */
export const shopTables = pgTable(
  'shop_tables',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** What the staff and the board call it: "12" is "Mesa 12". */
    label: text('label').notNull(),
    /** In the QR code's address: a guess opens no table, and a sheet printed again keeps working. */
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_tables_label_unique').on(t.shopId, t.label),
    uniqueIndex('shop_tables_token_unique').on(t.token),
  ],
);
