import { defineCalls } from '../call.ts';

const schemas = () => import('../card-payments.ts');

/** A shop's card gateway account, as its owner (or the marketplace's operator) runs it (decision 0084). */
export const cardAccountCalls = defineCalls('card-payments', {
  shopCardAccount: {
    path: '/api/merchant/shop/card',
    methods: ['POST'],
    auth: 'staff',
    summary:
      "The shop's card gateway account in use (its own or the marketplace's) and the brands it shows; never a token",
    schemas: () => schemas().then((s) => ({ body: s.ZShopCardRequest, response: s.ZShopCardResponse })),
  },
  connectCardAccount: {
    path: '/api/merchant/shop/card/connect',
    methods: ['POST'],
    auth: 'staff',
    summary: "Where to send the owner to authorize the platform's application on their gateway account (OAuth)",
    schemas: () => schemas().then((s) => ({ body: s.ZConnectCardRequest, response: s.ZConnectCardResponse })),
  },
  finishCardConnect: {
    path: '/api/merchant/shop/card/finish',
    methods: ['POST'],
    auth: 'staff',
    summary: "The gateway's code for our state: exchanged for the account's tokens, kept sealed",
    schemas: () => schemas().then((s) => ({ body: s.ZFinishCardConnectRequest, response: s.ZShopCardResponse })),
  },
  saveCardBrands: {
    path: '/api/merchant/shop/card/brands',
    methods: ['POST'],
    auth: 'staff',
    summary: 'The card brands checkout shows for payment in the app',
    schemas: () => schemas().then((s) => ({ body: s.ZCardBrandsRequest, response: s.ZShopCardResponse })),
  },
  disconnectCardAccount: {
    path: '/api/merchant/shop/card/disconnect',
    methods: ['POST'],
    auth: 'staff',
    summary: 'Stops card payments in the app through this account; its payments are still refunded through it',
    schemas: () => schemas().then((s) => ({ body: s.ZDisconnectCardRequest, response: s.ZShopCardResponse })),
  },
});

/** The customer's saved cards. */
export const savedCardCalls = defineCalls('card-payments', {
  savedCards: {
    path: '/api/customer/cards',
    methods: ['POST'],
    auth: 'customer',
    summary: "The customer's cards saved at the shop's gateway account: brand and last four digits",
    schemas: () => schemas().then((s) => ({ body: s.ZSavedCardsRequest, response: s.ZSavedCardsResponse })),
  },
  deleteSavedCard: {
    path: '/api/customer/cards/delete',
    methods: ['POST'],
    auth: 'customer',
    summary: 'Removes a saved card, at the gateway too',
    schemas: () => schemas().then((s) => ({ body: s.ZDeleteSavedCardRequest, response: s.ZSavedCardsResponse })),
  },
});

/** What the card gateway calls. */
export const cardGatewayCalls = defineCalls('card-payments', {
  mercadoPagoWebhook: {
    path: '/api/payments/mercadopago/webhook',
    methods: ['POST'],
    // The `x-signature` header is the credential: an HMAC of the payment id, request id and time.
    auth: 'none',
    summary:
      "Mercado Pago's notification of a payment: its signature and time checked, a replay refused, the payment read back from the gateway",
    schemas: () => schemas().then((s) => ({ body: s.ZCardWebhookRequest, response: s.ZCardWebhookResponse })),
  },
});
