import { defineCalls } from '../call.ts';

const schemas = () => import('../menu.ts');

/** The shop's menu run from the merchant panel (issue 13). */
export const menuCalls = defineCalls('menu', {
  shopMenu: {
    path: '/api/merchant/menu',
    methods: ['POST'],
    auth: 'staff',
    summary: "The shop's whole menu for its staff, sold-out products and options included",
    schemas: () => schemas().then((s) => ({ body: s.ZShopMenuRequest, response: s.ZShopMenuResponse })),
  },
  setMenuItemAvailable: {
    path: '/api/merchant/menu/available',
    methods: ['POST'],
    auth: 'staff',
    summary: "Marks a product or an option sold out ('Acabou') or back on the menu; customers see it at once",
    schemas: () =>
      schemas().then((s) => ({ body: s.ZSetMenuItemAvailableRequest, response: s.ZSetMenuItemAvailableResponse })),
  },
});
