import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { menuChanges, type MenuChange, type MenuChangeItem } from '../../db/schema/menu.ts';
import { staffNameSql } from '../staff/service.ts';

/* The history of a shop's menu. The menu itself is the catalog's rows, written through catalog/service.ts. */

/** Writes what changed, in the change's own transaction. */
export async function recordMenuChanges(
  db: Database,
  values: {
    shopId: number;
    staffId: number | null;
    bySoftware?: boolean;
    item: MenuChangeItem;
    itemId: number;
    change: MenuChange;
  }[],
): Promise<void> {
  // Saving what already holds changes nothing worth a row.
  const changed = values.filter((value) => Object.keys(value.change).length > 0);
  if (changed.length > 0) await db.insert(menuChanges).values(changed);
}

/** A change of a product's prices, as menu_changes keeps it, with who made it. */
export type PriceChangeRow = { at: Date; by: string | null; bySoftware: boolean; change: MenuChange };

/** The changes of a product that touched its prices, newest first (the last 100). */
export async function priceChanges(db: Database, shopId: number, productId: number): Promise<PriceChangeRow[]> {
  return db
    .select({
      at: menuChanges.createdAt,
      by: staffNameSql(menuChanges.staffId),
      bySoftware: menuChanges.bySoftware,
      change: menuChanges.change,
    })
    .from(menuChanges)
    .where(
      and(
        eq(menuChanges.shopId, shopId),
        eq(menuChanges.item, 'product'),
        eq(menuChanges.itemId, productId),
        sql`${menuChanges.change} ?| array['price_cents', 'promo_price_cents']`,
      ),
    )
    .orderBy(desc(menuChanges.createdAt), desc(menuChanges.id))
    .limit(100);
}
