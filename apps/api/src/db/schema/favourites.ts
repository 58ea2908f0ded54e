import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { shops } from './catalog.ts';
import { customers } from './customers.ts';

/**
 * A customer's favourite shops. The pair is the key, so adding one twice keeps one row; both sides
 * cascade, and deleting an account removes its favourites (accounts/account.ts) since the
 * customer's row itself stays for the orders.
 */
export const favouriteShops = pgTable(
  'favourite_shops',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.shopId] }), index('favourite_shops_shop_idx').on(t.shopId)],
);
