import { favouriteCalls } from '@delivery/contract/calls/favourites';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyInstance } from 'fastify';
import { register } from '../../http/register.ts';
import { addFavourite, listFavourites, removeFavourite } from './service.ts';

/** The signed-in customer's favourite shops. */
export async function favouriteRoutes(app: FastifyInstance): Promise<void> {
  await register(app, favouriteCalls.listFavoriteShops, async (input, request) => ({
    error_type: ErrorType.OK,
    message: apiMessages.ok,
    favourites: await listFavourites(app.db, request.customer, input.city_id),
  }));
  await register(app, favouriteCalls.addFavoriteShop, async (input, request) => ({
    error_type: ErrorType.OK,
    message: apiMessages.favouriteAdded,
    favourites: await addFavourite(app.db, request.customer, input.shop_id),
  }));
  await register(app, favouriteCalls.removeFavoriteShop, async (input, request) => ({
    error_type: ErrorType.OK,
    message: apiMessages.favouriteRemoved,
    favourites: await removeFavourite(app.db, request.customer, input.shop_id),
  }));
}
