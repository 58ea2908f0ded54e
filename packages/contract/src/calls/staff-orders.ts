import { defineCalls } from '../call.ts';

const schemas = () => import('../staff-orders.ts');

/** Orders the shop's staff take at the counter and by phone (issue 38, decision 0100). */
export const staffOrderCalls = defineCalls('staff-orders', {
  findStaffCustomers: {
    path: '/api/merchant/new-order/customers',
    methods: ['POST'],
    auth: 'staff',
    summary:
      "The shop's customers whose phone or name holds the text (those who ordered from it, and those its staff took orders for), with their addresses",
    schemas: () =>
      schemas().then((s) => ({ body: s.ZFindStaffCustomersRequest, response: s.ZFindStaffCustomersResponse })),
  },
  saveStaffCustomer: {
    path: '/api/merchant/new-order/customer',
    methods: ['POST'],
    auth: 'staff',
    summary:
      "The customer an order is taken for: the shop's one with this phone (its name as typed now), or a new one; without a phone, a new one",
    schemas: () => schemas().then((s) => ({ body: s.ZSaveStaffCustomerRequest, response: s.ZStaffCustomerResponse })),
  },
  addStaffAddress: {
    path: '/api/merchant/new-order/address',
    methods: ['POST'],
    auth: 'staff',
    summary: "A delivery address for a customer of the shop, checked and placed on the map as the customer's own are",
    schemas: () => schemas().then((s) => ({ body: s.ZAddStaffAddressRequest, response: s.ZStaffAddressResponse })),
  },
  quoteStaffOrder: {
    path: '/api/merchant/new-order/quote',
    methods: ['POST'],
    auth: 'staff',
    summary: "An order's totals by the app's own prices and delivery fees, before the staff place it",
    schemas: () => schemas().then((s) => ({ body: s.ZQuoteStaffOrderRequest, response: s.ZQuoteStaffOrderResponse })),
  },
  placeStaffOrder: {
    path: '/api/merchant/new-order',
    methods: ['POST'],
    auth: 'staff',
    summary:
      "Places an order taken at the counter or by phone, priced again by the server and accepted at once with the shop's estimate; 15 with the server's totals when the form showed others",
    schemas: () => schemas().then((s) => ({ body: s.ZPlaceStaffOrderRequest, response: s.ZPlaceStaffOrderResponse })),
  },
});
