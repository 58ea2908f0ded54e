import { z } from 'zod';
import { ZEnvelope } from './envelope.ts';
import { zId, zRowId, zSessionToken, zValidate } from './fields.ts';

/*
 * The signed-in customer's favourite shops (issue 16): a heart on the shop's card and page, and a
 * row of them on the MARKETPLACE home. Only the customer sees them; each belongs to one tenant.
 */

export const ZFavouriteShopRequest = z.object({
  validate: zValidate(),
  profile_id: zId().optional(),
  token: zSessionToken(),
  shop_id: zId(),
});

export const ZListFavouritesRequest = z.object({
  validate: zValidate(),
  profile_id: zId().optional(),
  token: zSessionToken(),
  /** Only the favourites of this city (the home's); every city's when absent. */
  city_id: zId().optional(),
});

/** A favourite shop as the app needs it to tell it apart and link to it; the rest comes from the catalog. */
export const ZFavouriteShop = z
  .object({
    shop_id: zRowId(),
    city_id: zRowId(),
    name: z.string(),
    logo: z.string(),
  })
  .meta({ id: 'FavouriteShop' });
export type TFavouriteShop = z.infer<typeof ZFavouriteShop>;

/** The customer's favourites, the newest first. */
export const ZFavouritesResponse = ZEnvelope.extend({ favourites: z.array(ZFavouriteShop) });
export type TFavouritesResponse = z.infer<typeof ZFavouritesResponse>;
