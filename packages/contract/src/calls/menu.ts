import { answeringEnvelope, defineCalls } from '../call.ts';

const schemas = () => import('../menu.ts');

/**
 * The shop's menu run from the merchant panel (issue 13). "Acabou" is for whoever runs the orders;
 * editing is the owner's and the operator's.
 */
export const menuCalls = defineCalls('menu', {
  shopMenu: {
    path: '/api/merchant/menu',
    methods: ['POST'],
    auth: 'staff',
    summary: "The shop's whole menu for its staff: hidden, empty and sold-out items included, with versions",
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
  saveCategory: {
    path: '/api/merchant/menu/category',
    methods: ['POST'],
    auth: 'staff',
    summary: 'Adds a category, or renames, hides or shows one at the version it was read',
    schemas: () => schemas().then((s) => ({ body: s.ZSaveCategoryRequest, response: s.ZSaveCategoryResponse })),
  },
  reorderCategories: {
    path: '/api/merchant/menu/categories/order',
    methods: ['POST'],
    auth: 'staff',
    summary: "Puts the shop's categories in the order given",
    schemas: () => answeringEnvelope(schemas().then((s) => s.ZReorderCategoriesRequest)),
  },
  saveProduct: {
    path: '/api/merchant/menu/product',
    methods: ['POST'],
    auth: 'staff',
    summary: 'Adds a product, or edits one at the version it was read (prices, category, availability)',
    schemas: () => schemas().then((s) => ({ body: s.ZSaveProductRequest, response: s.ZSaveProductResponse })),
  },
  saveOptionGroup: {
    path: '/api/merchant/menu/option-group',
    methods: ['POST'],
    auth: 'staff',
    summary: "Adds or edits a product's option group with its options (a half-and-half's flavours too)",
    schemas: () => schemas().then((s) => ({ body: s.ZSaveOptionGroupRequest, response: s.ZSaveProductResponse })),
  },
  deleteOptionGroup: {
    path: '/api/merchant/menu/option-group/delete',
    methods: ['POST'],
    auth: 'staff',
    summary: "Removes a product's option group and its options; placed orders keep theirs",
    schemas: () => schemas().then((s) => ({ body: s.ZDeleteOptionGroupRequest, response: s.ZSaveProductResponse })),
  },
  reorderProducts: {
    path: '/api/merchant/menu/products/order',
    methods: ['POST'],
    auth: 'staff',
    summary: "Puts a category's products in the order given",
    schemas: () => answeringEnvelope(schemas().then((s) => s.ZReorderProductsRequest)),
  },
  duplicateProduct: {
    path: '/api/merchant/menu/product/duplicate',
    methods: ['POST'],
    auth: 'staff',
    summary: 'Copies a product with its option groups and options, right after it',
    schemas: () => schemas().then((s) => ({ body: s.ZProductRequest, response: s.ZDuplicateProductResponse })),
  },
  productPriceHistory: {
    path: '/api/merchant/menu/product/prices',
    methods: ['POST'],
    auth: 'staff',
    summary: "Every change of a product's prices made in the panel: who, when, before and after",
    schemas: () => schemas().then((s) => ({ body: s.ZProductRequest, response: s.ZPriceHistoryResponse })),
  },
});
