import type { TFavouriteShop } from '@delivery/contract/favourites';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { shops } from '../../db/schema/catalog.ts';
import { favouriteShops } from '../../db/schema/favourites.ts';

/** The customer's favourites among the tenant's live shops, the newest first. */
export function favouritesOf(
  db: Database,
  profileId: number,
  customerId: number,
  cityId?: number,
): Promise<TFavouriteShop[]> {
  return db
    .select({ shop_id: shops.id, city_id: shops.cityId, name: shops.name, logo: shops.logo })
    .from(favouriteShops)
    .innerJoin(shops, eq(shops.id, favouriteShops.shopId))
    .where(
      and(
        eq(favouriteShops.customerId, customerId),
        eq(shops.profileId, profileId),
        eq(shops.active, true),
        cityId === undefined ? undefined : eq(shops.cityId, cityId),
      ),
    )
    .orderBy(desc(favouriteShops.createdAt), desc(shops.id));
}

/** Whether the tenant has this shop live. */
export async function isListedShop(db: Database, profileId: number, shopId: number): Promise<boolean> {
  const [shop] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.profileId, profileId), eq(shops.active, true)));
  return shop !== undefined;
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
