import { defineCalls } from '../call.ts';

const schemas = () => import('../favourites.ts');

/** The signed-in customer's favourite shops: adding one again or removing one not kept changes nothing. */
export const favouriteCalls = defineCalls('favourites', {
  listFavoriteShops: {
    path: '/api/customer4api/listFavoriteShops',
    methods: ['POST'],
    auth: 'customer',
    summary: "The customer's favourite shops, the newest first, or those of one city",
    schemas: () => schemas().then((s) => ({ body: s.ZListFavouritesRequest, response: s.ZFavouritesResponse })),
  },
  addFavoriteShop: {
    path: '/api/customer4api/addFavoriteShop',
    methods: ['POST'],
    auth: 'customer',
    summary: "Adds a shop of the tenant to the customer's favourites; answers them all",
    schemas: () => schemas().then((s) => ({ body: s.ZFavouriteShopRequest, response: s.ZFavouritesResponse })),
  },
  removeFavoriteShop: {
    path: '/api/customer4api/removeFavoriteShop',
    methods: ['POST'],
    auth: 'customer',
    summary: "Removes a shop from the customer's favourites; answers those left",
    schemas: () => schemas().then((s) => ({ body: s.ZFavouriteShopRequest, response: s.ZFavouritesResponse })),
  },
});
