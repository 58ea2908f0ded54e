import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { shops } from './catalog.ts';
import { staff } from './staff.ts';

/** What a save changed: each field before and after, by its name on the wire. */
export type ShopChange = Record<string, { from: unknown; to: unknown }>;

/** The sections of a shop's settings the panel saves, and 'listing': added, opened to customers or not (tenant-shops). */
export type ShopSettingsSection = 'hours' | 'half_pricing' | 'delivery' | 'payments' | 'contact' | 'listing';

/**
 * Every change staff make to a shop's settings, written in the save's own transaction: who, when,
 * which section, and each field before and after. A staff member removed later leaves the rows
 * (staff_id set null). The menu keeps its own (menu_changes): its rows are about items.
 */
export const shopChanges = pgTable(
  'shop_changes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Made by the shop's own software (an Open Delivery import), not by a staff member. */
    bySoftware: boolean('by_software').notNull().default(false),
    section: text('section').$type<ShopSettingsSection>().notNull(),
    change: jsonb('change').$type<ShopChange>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shop_changes_shop_idx').on(t.shopId, t.section, t.createdAt),
    check(
      'shop_changes_section_check',
      sql`${t.section} in ('hours', 'half_pricing', 'delivery', 'payments', 'contact', 'listing')`,
    ),
  ],
);
