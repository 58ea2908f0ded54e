import { defineCalls } from '../call.ts';

const schemas = () => import('../tenant-shops.ts');

/** The shops of a MARKETPLACE, run by its operators only (decision 0039). */
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
});
