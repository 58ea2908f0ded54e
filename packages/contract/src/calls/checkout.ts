import { defineCalls } from '../call.ts';

const schemas = () => import('../checkout.ts');

export const checkoutCalls = defineCalls('checkout', {
  validateOrderApp: {
    path: '/api/checkout4apiV2/validateOrderApp',
    methods: ['POST'],
    auth: 'customer',
    summary: 'Recomputes the order on the server: 0 go on, 9 confirm first, 2 back to the shop, 15 prices changed',
    schemas: () => schemas().then((s) => ({ body: s.ZValidateOrderRequest, response: s.ZValidateOrderResponse })),
  },
  getInfoHorarios: {
    path: '/api/checkout4apiV2/getInfoHorarios',
    methods: ['POST'],
    auth: 'none',
    summary: 'Whether the shop takes orders for now, and its half-hour slots for scheduled orders',
    schemas: () => schemas().then((s) => ({ body: s.ZShopRequest, response: s.ZInfoHorariosResponse })),
  },
  getGroupsPayment: {
    path: '/api/checkout4apiV2/getGroupsPayment',
    methods: ['POST'],
    auth: 'none',
    summary: 'How the shop takes payment: cash (with change), card on delivery (its flags), Pix',
    schemas: () => schemas().then((s) => ({ body: s.ZShopRequest, response: s.ZGroupsPaymentResponse })),
  },
  getFlagsCardOnline: {
    path: '/api/checkout4apiV2/getFlagsCardOnline',
    methods: ['POST'],
    auth: 'none',
    summary: 'Card flags for online payment: none until an online gateway is configured',
    schemas: () => schemas().then((s) => ({ body: s.ZFlagsCardOnlineRequest, response: s.ZFlagsCardOnlineResponse })),
  },
  saveOrder: {
    path: '/api/checkout4apiV2/saveOrder',
    methods: ['POST'],
    auth: 'customer',
    summary: 'Places the order: re-validated, written in one transaction, idempotent on idempotency_key',
    schemas: () => import('../orders.ts').then((s) => ({ body: s.ZSaveOrderRequest, response: s.ZSaveOrderResponse })),
  },
});
