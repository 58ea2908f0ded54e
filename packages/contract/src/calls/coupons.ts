import { defineCalls } from '../call.ts';

const schemas = () => import('../coupons.ts');

/**
 * Coupons and cashback run from the merchant panel (issue 13): a shop's owner runs its own, an
 * operator also the coupons of every shop of the profile. Attendants cannot.
 */
export const couponCalls = defineCalls('coupons', {
  shopCoupons: {
    path: '/api/merchant/coupons',
    methods: ['POST'],
    auth: 'staff',
    summary: "The shop's coupons (and the profile's, for an operator) with their status, uses and discount given",
    schemas: () => schemas().then((s) => ({ body: s.ZShopCouponsRequest, response: s.ZShopCouponsResponse })),
  },
  saveCoupon: {
    path: '/api/merchant/coupons/save',
    methods: ['POST'],
    auth: 'staff',
    summary: 'Creates a coupon, or edits one at the version it was read; placed orders keep their discount',
    schemas: () => schemas().then((s) => ({ body: s.ZSaveCouponRequest, response: s.ZCouponResponse })),
  },
  setCouponPaused: {
    path: '/api/merchant/coupons/pause',
    methods: ['POST'],
    auth: 'staff',
    summary: 'Pauses a coupon (checkout refuses it) or resumes it',
    schemas: () => schemas().then((s) => ({ body: s.ZSetCouponPausedRequest, response: s.ZCouponResponse })),
  },
  endCoupon: {
    path: '/api/merchant/coupons/end',
    methods: ['POST'],
    auth: 'staff',
    summary: 'Ends a coupon now and for good; it stays listed with its uses and its code is free again',
    schemas: () => schemas().then((s) => ({ body: s.ZCouponRequest, response: s.ZCouponResponse })),
  },
  couponUses: {
    path: '/api/merchant/coupons/uses',
    methods: ['POST'],
    auth: 'staff',
    summary: "A coupon's newest uses: order, when, shop, the customer's first name and the discount",
    schemas: () => schemas().then((s) => ({ body: s.ZCouponRequest, response: s.ZCouponUsesResponse })),
  },
  shopCashback: {
    path: '/api/merchant/cashback',
    methods: ['POST'],
    auth: 'staff',
    summary: "The shop's cashback percentage and how many days what a customer earns stays valid",
    schemas: () => schemas().then((s) => ({ body: s.ZShopCashbackRequest, response: s.ZShopCashbackResponse })),
  },
  saveShopCashback: {
    path: '/api/merchant/cashback/save',
    methods: ['POST'],
    auth: 'staff',
    summary: "Changes the shop's cashback percentage and expiry at the version read; orders delivered next earn it",
    schemas: () => schemas().then((s) => ({ body: s.ZSaveShopCashbackRequest, response: s.ZShopCashbackResponse })),
  },
});
