import { ErrorType } from '@delivery/contract/errors';
import type { TFavouriteShop } from '@delivery/contract/favourites';
import { apiMessages } from '@delivery/contract/messages';
import type { Database } from '../../db/client.ts';
import type { CustomerRow } from '../../db/schema/customers.ts';
import { AppError } from '../../http/app-error.ts';
import { listedShopOf, listedShopsAmong } from '../catalog/service.ts';
import { deleteFavourite, deleteFavouritesOf, favouriteShopIds, insertFavourite } from './queries.ts';

/** The customer's favourites among the tenant's live shops (in `cityId` when given), the newest first. */
export async function listFavourites(db: Database, customer: CustomerRow, cityId?: number): Promise<TFavouriteShop[]> {
  const ids = await favouriteShopIds(db, customer.id);
  const listed = new Map(
    (await listedShopsAmong(db, customer.profileId, ids, cityId)).map((shop) => [shop.id, shop] as const),
  );
  return ids.flatMap((id) => {
    const shop = listed.get(id);
    return shop ? [{ shop_id: shop.id, city_id: shop.cityId, name: shop.name, logo: shop.logo }] : [];
  });
}

/** Another tenant's shop, a hidden one and one that never was all get the same answer. */
export async function addFavourite(db: Database, customer: CustomerRow, shopId: number): Promise<TFavouriteShop[]> {
  if (!(await listedShopOf(db, customer.profileId, shopId))) {
    throw new AppError(ErrorType.NOT_FOUND, apiMessages.shopNotFound);
  }
  await insertFavourite(db, customer.id, shopId);
  return listFavourites(db, customer);
}

/** Removing a shop that is not a favourite leaves things as asked: no error for a double tap. */
export async function removeFavourite(db: Database, customer: CustomerRow, shopId: number): Promise<TFavouriteShop[]> {
  await deleteFavourite(db, customer.id, shopId);
  return listFavourites(db, customer);
}

/** Part of deleting an account: what the customer liked is personal data too. */
export const forgetFavouritesOf = (db: Database, customerId: number): Promise<void> =>
  deleteFavouritesOf(db, customerId);
