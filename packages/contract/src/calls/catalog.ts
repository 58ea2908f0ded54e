import { defineCalls } from '../call.ts';

const schemas = () => import('../catalog.ts');

/** Catalog reads answer GET too, with the same fields in the query string, so caches can keep them. */
export const catalogCalls = defineCalls('catalog', {
  listShops: {
    path: '/api/shop4api/listShops',
    methods: ['GET', 'POST'],
    auth: 'none',
    summary:
      "The city's shops with open/closed, fee (to district_id when given), estimate and rating; filters: segment, open_now, q",
    schemas: () => schemas().then((s) => ({ body: s.ZListShopsRequest, response: s.ZListShopsResponse })),
  },
  getShop: {
    path: '/api/shop4api/getShop',
    methods: ['GET', 'POST'],
    auth: 'none',
    summary:
      'One shop by shop_id or by its permalink {city}/{segment}/{slug}, with hours, exceptions and payment methods',
    schemas: () => schemas().then((s) => ({ body: s.ZGetShopRequest, response: s.ZGetShopResponse })),
  },
  getMenu: {
    path: '/api/shop4api/getMenu',
    methods: ['GET', 'POST'],
    auth: 'none',
    summary: "The shop's menu: categories, products, option groups; answered from memory with an ETag",
    schemas: () => schemas().then((s) => ({ body: s.ZGetMenuRequest, response: s.ZGetMenuResponse })),
  },
  getProduct: {
    path: '/api/shop4api/getProduct',
    methods: ['GET', 'POST'],
    auth: 'none',
    summary: 'One product with its option groups, and its shop',
    schemas: () => schemas().then((s) => ({ body: s.ZGetProductRequest, response: s.ZGetProductResponse })),
  },
  listReviews: {
    path: '/api/shop4api/listReviews',
    methods: ['GET', 'POST'],
    auth: 'none',
    summary:
      "A shop's rating with its reviews per star, and its reviews with a comment, newest first, a page at a time (first name and date)",
    schemas: () => schemas().then((s) => ({ body: s.ZListReviewsRequest, response: s.ZListReviewsResponse })),
  },
});
