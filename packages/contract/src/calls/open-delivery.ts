import { defineCalls } from '../call.ts';

const openDelivery = () => import('../open-delivery.ts');

/**
 * The shop's Open Delivery link, run by its owner (or the operator) from the panel's "Integração"
 * (issue 18): credentials, the software's addresses, the last events. Attendants are refused.
 */
export const openDeliveryCalls = defineCalls('open-delivery', {
  openDeliveryLink: {
    path: '/api/merchant/shop/open-delivery',
    methods: ['POST'],
    auth: 'staff',
    summary: "The shop's Open Delivery link (never its secrets) and the base URL its software uses",
    schemas: () =>
      openDelivery().then((s) => ({ body: s.ZOpenDeliveryLinkRequest, response: s.ZOpenDeliveryLinkResponse })),
  },
  issueOpenDeliveryCredentials: {
    path: '/api/merchant/shop/open-delivery/credentials',
    methods: ['POST'],
    auth: 'staff',
    summary:
      'Generates the Open Delivery credentials (new ones end the old and their tokens); the secret is answered this once',
    schemas: () =>
      openDelivery().then((s) => ({
        body: s.ZOpenDeliveryCredentialsRequest,
        response: s.ZOpenDeliveryCredentialsResponse,
      })),
  },
  saveOpenDelivery: {
    path: '/api/merchant/shop/open-delivery/save',
    methods: ['POST'],
    auth: 'staff',
    summary: "Turns the link on or off and saves the software's webhook and merchant addresses and its apiKey",
    schemas: () =>
      openDelivery().then((s) => ({ body: s.ZSaveOpenDeliveryRequest, response: s.ZOpenDeliveryLinkResponse })),
  },
  openDeliveryEvents: {
    path: '/api/merchant/shop/open-delivery/events',
    methods: ['POST'],
    auth: 'staff',
    summary: "The last 50 events written for the shop's software: acknowledged or not, and how their webhook went",
    schemas: () =>
      openDelivery().then((s) => ({ body: s.ZOpenDeliveryEventsRequest, response: s.ZOpenDeliveryEventsResponse })),
  },
  importOpenDeliveryMenu: {
    path: '/api/merchant/shop/open-delivery/import',
    methods: ['POST'],
    auth: 'staff',
    summary:
      "Imports the shop's menu, hours and registration from its software's merchant address now, and answers how it went",
    schemas: () =>
      openDelivery().then((s) => ({ body: s.ZOpenDeliveryImportRequest, response: s.ZOpenDeliveryImportResponse })),
  },
  lastOpenDeliveryImport: {
    path: '/api/merchant/shop/open-delivery/import/last',
    methods: ['POST'],
    auth: 'staff',
    summary: "The shop's last menu import from its software: outcome, failure and what was not brought over",
    schemas: () =>
      openDelivery().then((s) => ({
        body: s.ZOpenDeliveryLastImportRequest,
        response: s.ZOpenDeliveryImportResponse,
      })),
  },
});
