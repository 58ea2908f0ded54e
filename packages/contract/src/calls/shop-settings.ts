import { defineCalls } from '../call.ts';

const contact = () => import('../contact.ts');
const delivery = () => import('../shop-delivery.ts');
const hours = () => import('../shop-hours.ts');
const menu = () => import('../menu.ts');
const payments = () => import('../shop-payments.ts');

/**
 * The shop's own settings run from the merchant panel (issue 13): its owner's and the operator's,
 * one section at a time, each saved at the version it was read.
 */
export const shopSettingsCalls = defineCalls('shop-settings', {
  shopHours: {
    path: '/api/merchant/shop/hours',
    methods: ['POST'],
    auth: 'staff',
    summary: "The shop's week, dates with their own hours, estimate and time to accept an order, with their version",
    schemas: () => hours().then((s) => ({ body: s.ZShopHoursRequest, response: s.ZShopHoursResponse })),
  },
  saveHalfPricing: {
    path: '/api/merchant/shop/half-pricing',
    methods: ['POST'],
    auth: 'staff',
    summary: "Sets how the shop prices a half-and-half: the flavours' average, proportional, or the dearest",
    schemas: () => menu().then((s) => ({ body: s.ZSaveHalfPricingRequest, response: s.ZSaveHalfPricingResponse })),
  },
  shopPayments: {
    path: '/api/merchant/shop/payments',
    methods: ['POST'],
    auth: 'staff',
    summary:
      'How the shop is paid: methods, change, card flags, Pix key and provider (its secrets only as set or not), with their version',
    schemas: () => payments().then((s) => ({ body: s.ZShopPaymentsRequest, response: s.ZShopPaymentsResponse })),
  },
  saveShopPayments: {
    path: '/api/merchant/shop/payments/save',
    methods: ['POST'],
    auth: 'staff',
    summary:
      'Saves how the shop is paid at the version read; a secret left empty keeps the stored one; checkout follows at once',
    schemas: () => payments().then((s) => ({ body: s.ZSaveShopPaymentsRequest, response: s.ZShopPaymentsResponse })),
  },
  saveShopHours: {
    path: '/api/merchant/shop/hours/save',
    methods: ['POST'],
    auth: 'staff',
    summary: "Saves the shop's hours at the version read; customers' status and slots follow at once",
    schemas: () => hours().then((s) => ({ body: s.ZSaveShopHoursRequest, response: s.ZShopHoursResponse })),
  },
  shopDelivery: {
    path: '/api/merchant/shop/delivery',
    methods: ['POST'],
    auth: 'staff',
    summary:
      "The shop's pickup, minimum order, free delivery amount and fees by district or distance, with their version",
    schemas: () => delivery().then((s) => ({ body: s.ZShopDeliveryRequest, response: s.ZShopDeliveryResponse })),
  },
  saveShopDelivery: {
    path: '/api/merchant/shop/delivery/save',
    methods: ['POST'],
    auth: 'staff',
    summary: "Saves how the shop delivers at the version read; customers' fees and minimum follow at once",
    schemas: () => delivery().then((s) => ({ body: s.ZSaveShopDeliveryRequest, response: s.ZShopDeliveryResponse })),
  },
  shopContact: {
    path: '/api/merchant/shop/contact',
    methods: ['POST'],
    auth: 'staff',
    summary: "The shop's phone, WhatsApp and e-mail for customers, with their version",
    schemas: () => contact().then((s) => ({ body: s.ZShopContactRequest, response: s.ZShopContactResponse })),
  },
  saveShopContact: {
    path: '/api/merchant/shop/contact/save',
    methods: ['POST'],
    auth: 'staff',
    summary: "Saves the shop's phone, WhatsApp and e-mail at the version read; its contact page follows at once",
    schemas: () => contact().then((s) => ({ body: s.ZSaveShopContactRequest, response: s.ZShopContactResponse })),
  },
});
