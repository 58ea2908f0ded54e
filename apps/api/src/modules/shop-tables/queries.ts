import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { shopTables } from '../../db/schema/shop-tables.ts';

export type ShopTableRow = typeof shopTables.$inferSelect;

/** 16 random bytes: no one finds a table's page by trying addresses. */
const newTableToken = () => randomBytes(16).toString('base64url');

/** The shop's tables, by their numbers (2 before 10). */
export const tablesOfShop = (db: Database, shopId: number): Promise<ShopTableRow[]> =>
  db
    .select()
    .from(shopTables)
    .where(eq(shopTables.shopId, shopId))
    .orderBy(asc(sql`${shopTables.label}::int`), asc(shopTables.id));

/** Tables with these numbers; a number the shop has already keeps its table and its QR code. */
export async function insertTables(
  db: Database,
  shop: { profileId: number; shopId: number },
  labels: readonly string[],
): Promise<void> {
  await db
    .insert(shopTables)
    .values(labels.map((label) => ({ ...shop, label, token: newTableToken() })))
    .onConflictDoNothing({ target: [shopTables.shopId, shopTables.label] });
}

export async function deleteTable(db: Database, shopId: number, tableId: number): Promise<ShopTableRow | null> {
  const [row] = await db
    .delete(shopTables)
    .where(and(eq(shopTables.id, tableId), eq(shopTables.shopId, shopId)))
    .returning();
  return row ?? null;
}
