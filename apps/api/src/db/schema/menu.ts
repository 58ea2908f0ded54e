import type { TMenuItemKind } from '@delivery/contract/menu';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { shops } from './catalog.ts';
import { staff } from './staff.ts';

/** What a change of the menu changed: each column's value before (null for a new item) and after. */
export type MenuChange = Record<string, { from: unknown; to: unknown }>;

/** What a change is about: "Acabou" switches products and options; the editor also categories. */
export type MenuChangeItem = TMenuItemKind | 'category';

/**
 * Every change staff make to a shop's menu, written in the change's own transaction: who, when,
 * which category, product or option, and each column before and after. The owner reads a product's price
 * history from it; a staff member removed later leaves the rows (staff_id set null).
 */
export const menuChanges = pgTable(
  'menu_changes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Made by the shop's own software (an Open Delivery import), not by a staff member. */
    bySoftware: boolean('by_software').notNull().default(false),
    item: text('item').$type<MenuChangeItem>().notNull(),
    itemId: integer('item_id').notNull(),
    change: jsonb('change').$type<MenuChange>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('menu_changes_item_idx').on(t.shopId, t.item, t.itemId, t.createdAt),
    check('menu_changes_item_check', sql`${t.item} in ('category', 'product', 'option')`),
  ],
);
