import { defineCalls } from '../call.ts';

const schemas = () => import('../rewards.ts');

export const rewardCalls = defineCalls('rewards', {
  getDiscountInfo: {
    path: '/api/discount4api/getDiscountInfo',
    methods: ['POST'],
    auth: 'customer',
    summary: 'What a coupon takes off this cart at this shop, or why it does not apply',
    schemas: () => schemas().then((s) => ({ body: s.ZDiscountInfoRequest, response: s.ZDiscountInfoResponse })),
  },
  getInfoCashCheckout: {
    path: '/api/cashback/getInfoCashCheckout',
    methods: ['POST'],
    auth: 'customer',
    summary: 'The cashback balance the customer can spend now',
    schemas: () => schemas().then((s) => ({ body: s.ZCashbackRequest, response: s.ZCashCheckoutResponse })),
  },
  getExtratoCash: {
    path: '/api/cashback/getExtratoCash',
    methods: ['POST'],
    auth: 'customer',
    summary: 'The cashback statement, newest first',
    schemas: () => schemas().then((s) => ({ body: s.ZCashbackRequest, response: s.ZExtratoCashResponse })),
  },
});
