import { everyCall } from '@delivery/contract/calls/every-call';
import { customerCancelReasons } from '@delivery/contract/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from './helpers/accounts.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createTenant, type TestTenant } from './helpers/tenants.ts';

let t: TestApp;
let shop: TestTenant;

beforeAll(async () => {
  t = await createTestApp({ APP_ENV: 'sandbox' });
  shop = await createTenant(t.database.db);
});
afterAll(() => t.close());

const missing = 9_999_999;

/**
 * A body each signed-in call accepts, by operationId: valid fields naming things that do not
 * exist, so a call that gets past its session check answers 200 or 404, never a session refusal.
 */
const bodies: Record<string, Record<string, unknown>> = {
  edit: { name: 'Cliente Portador' },
  saveAcceptTerms: {},
  saveAcceptNotification: { accept_notification: '1' },
  atualizaPushId: { push_id: 'device-abc' },
  addAddress: { city_id: missing, street: 'Rua A', number: '1' },
  editAddressFull: { address_id: missing, city_id: missing, street: 'Rua A', number: '1' },
  getDataAddressCustomer: {},
  deleteAddress: { address_id: missing },
  search: { address_id: missing },
  validateOrderApp: {
    shop_id: missing,
    products_list: '1:1;',
    order_total: 10,
    total_products: 10,
    delivery_price_shop: 0,
  },
  saveOrder: {
    shop_id: missing,
    products_list: '1:1;',
    order_total: 10,
    total_products: 10,
    delivery_price_shop: 0,
    idempotency_key: 'bearer-only-1',
    payment_method: 'pix',
    accept_policy: 1,
  },
  getOrdersPage: {},
  getStatusOrder: { order_id: missing },
  saveReview: { order_id: missing, stars: 5 },
  cancelMyOrder: { order_id: missing, reason: customerCancelReasons[0] },
  reportProblem: { order_id: missing, kind: 'other', text: 'Algo deu errado' },
  orderEventsTicket: { order_id: missing },
  getDiscountInfo: { shop_id: missing, code: 'NADA', total_products: 10 },
  getInfoCashCheckout: {},
  getExtratoCash: {},
  logout: {},
  getDeleteInfo: {},
  sendDeleteCode: {},
  // registerAccount's password (newSignup).
  delete: { password: 'segredo1' },
  savedCards: { shop_id: missing },
  deleteSavedCard: { card_id: missing },
  listFavoriteShops: {},
  addFavoriteShop: { shop_id: missing },
  removeFavoriteShop: { shop_id: missing },
  sendContactMessage: {
    name: 'Cliente Portador',
    reply_to: 'cliente@example.com',
    message: 'Vocês entregam no domingo?',
  },
};

// Staff calls have their own scope, tried in staff-scope.test.ts.
const signedInCalls = everyCall.filter(
  (call) => (call.auth === 'customer' || call.auth === 'optional') && !call.stream,
);
const bodyOf = (operationId: string) => bodies[operationId.replace(/Geocode$/, '')];

const send = (path: string, body: Record<string, unknown>, authorization?: string) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { host: shop.domain, 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    payload: JSON.stringify({ validate: 1, ...body }),
  });

describe('the signed-in scope', () => {
  it('has a body to try for every signed-in call of the contract', () => {
    expect(signedInCalls.filter((call) => !bodyOf(call.operationId)).map((call) => call.operationId)).toEqual([]);
  });

  it('takes the session from Authorization: Bearer alone, on every signed-in call', async () => {
    const { body: session } = await registerAccount(t.app, shop.domain);
    const ending = new Set(['logout', 'delete']);
    for (const call of signedInCalls) {
      // A call that ends its session gets a session of its own.
      const token = ending.has(call.operationId)
        ? (await registerAccount(t.app, shop.domain)).body.token
        : session.token;
      const res = await send(call.path, bodyOf(call.operationId)!, `Bearer ${token}`);
      expect([200, 404], `${call.operationId}: ${res.body}`).toContain(res.statusCode);
    }
  });

  it('refuses a dead bearer token with 401, and no token at all as a missing field', async () => {
    for (const call of signedInCalls.filter((c) => c.auth === 'customer')) {
      const dead = await send(call.path, bodyOf(call.operationId)!, 'Bearer expirado');
      expect(dead.statusCode, call.operationId).toBe(401);
      expect(dead.json().error_type, call.operationId).toBe(4);
      const none = await send(call.path, bodyOf(call.operationId)!);
      expect(none.json(), call.operationId).toEqual({ error_type: 1, message: "O campo 'token' é obrigatório" });
    }
  });
});
