import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { favouriteShops } from '../../db/schema/favourites.ts';

/** The shops the customer marked, the newest first. */
export async function favouriteShopIds(db: Database, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ shopId: favouriteShops.shopId })
    .from(favouriteShops)
    .where(eq(favouriteShops.customerId, customerId))
    .orderBy(desc(favouriteShops.createdAt), desc(favouriteShops.shopId));
  return rows.map((row) => row.shopId);
}

/** Keeps the pair once: a second add is not an error, the first date stays. */
export async function insertFavourite(db: Database, customerId: number, shopId: number): Promise<void> {
  await db.insert(favouriteShops).values({ customerId, shopId }).onConflictDoNothing();
}

export async function deleteFavourite(db: Database, customerId: number, shopId: number): Promise<void> {
  await db
    .delete(favouriteShops)
    .where(and(eq(favouriteShops.customerId, customerId), eq(favouriteShops.shopId, shopId)));
}

export async function deleteFavouritesOf(db: Database, customerId: number): Promise<void> {
  await db.delete(favouriteShops).where(eq(favouriteShops.customerId, customerId));
}
