import { defineCalls } from '../call.ts';

const schemas = () => import('../tenant-shops.ts');

/** The shops and places of a profile, run by its operators only (decision 0039). */
export const tenantShopCalls = defineCalls('tenant-shops', {
  tenantShops: {
    path: '/api/merchant/tenant/shops',
    methods: ['POST'],
    auth: 'staff',
    summary:
      "Every shop of the profile, listed to customers or not, with what it has to sell, and the profile's cities",
    schemas: () => schemas().then((s) => ({ body: s.ZTenantShopsRequest, response: s.ZTenantShopsResponse })),
  },
  createShop: {
    path: '/api/merchant/tenant/shops/create',
    methods: ['POST'],
    auth: 'staff',
    summary: "Adds a shop to a MARKETPLACE, off the customers' lists, and invites its owner by e-mail to set it up",
    schemas: () => schemas().then((s) => ({ body: s.ZCreateShopRequest, response: s.ZTenantShopResponse })),
  },
  setShopActive: {
    path: '/api/merchant/tenant/shops/active',
    methods: ['POST'],
    auth: 'staff',
    summary: 'Opens a shop to customers (it needs a product to sell) or takes it off their lists',
    schemas: () => schemas().then((s) => ({ body: s.ZSetShopActiveRequest, response: s.ZTenantShopResponse })),
  },
  tenantPlaces: {
    path: '/api/merchant/tenant/places',
    methods: ['POST'],
    auth: 'staff',
    summary: 'The cities the profile serves, with their state and districts',
    schemas: () => schemas().then((s) => ({ body: s.ZTenantShopsRequest, response: s.ZTenantPlacesResponse })),
  },
  serveCity: {
    path: '/api/merchant/tenant/places/city',
    methods: ['POST'],
    auth: 'staff',
    summary: 'Serves a city by its name and state (found, or added); customers can choose it at once',
    schemas: () => schemas().then((s) => ({ body: s.ZServeCityRequest, response: s.ZTenantPlacesResponse })),
  },
  addDistrict: {
    path: '/api/merchant/tenant/places/district',
    methods: ['POST'],
    auth: 'staff',
    summary: 'Adds a district to a city the profile serves',
    schemas: () => schemas().then((s) => ({ body: s.ZAddDistrictRequest, response: s.ZTenantPlacesResponse })),
  },
});
