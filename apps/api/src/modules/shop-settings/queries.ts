import type { TShopLastChange } from '@delivery/contract/last-change';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { shopChanges, type ShopChange, type ShopSettingsSection } from '../../db/schema/shop-settings.ts';
import { staffNameSql } from '../staff/service.ts';

/*
 * The history of a shop's settings. The settings themselves are columns of the catalog's tables,
 * read and written through catalog/service.ts.
 */

/** Writes what a save changed, in the save's own transaction. */
export async function recordShopChange(
  db: Database,
  value: {
    shopId: number;
    staffId: number | null;
    bySoftware?: boolean;
    section: ShopSettingsSection;
    change: ShopChange;
  },
): Promise<void> {
  await db.insert(shopChanges).values(value);
}

/** Who saved a section of the shop's settings last (staff, or its software), and when; null before anyone did. */
export async function lastChange(
  db: Database,
  shopId: number,
  section: ShopSettingsSection,
): Promise<TShopLastChange | null> {
  const [row] = await db
    .select({ at: shopChanges.createdAt, by: staffNameSql(shopChanges.staffId), bySoftware: shopChanges.bySoftware })
    .from(shopChanges)
    .where(and(eq(shopChanges.shopId, shopId), eq(shopChanges.section, section)))
    .orderBy(desc(shopChanges.createdAt), desc(shopChanges.id))
    .limit(1);
  return row ? { at: row.at.toISOString(), by: row.by, by_software: row.bySoftware } : null;
}
