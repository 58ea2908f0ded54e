import { everyCall } from '@delivery/contract/calls/every-call';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertShop } from '../src/db/seed/insert-shop.ts';
import { registerAccount } from './helpers/accounts.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { testShop } from './helpers/shops.ts';
import { addStaff } from './helpers/staff.ts';
import { addCity, createTenant, type TestTenant } from './helpers/tenants.ts';

/**
 * Every merchant call, tried from outside its reach: a customer's session, another profile's
 * staff, and staff of another shop of the same profile. None of them may see or change anything.
 */

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let ownShop: number;
let neighbour: number;

beforeAll(async () => {
  t = await createTestApp({ APP_ENV: 'sandbox' });
  const db = t.database.db;
  tenant = await createTenant(db);
  other = await createTenant(db);
  const city = await addCity(db, tenant.id, 'Campinas', ['Cambuí']);
  const place = { profileId: tenant.id, cityId: city.id, districts: city.districts };
  ownShop = await insertShop(db, place, testShop({ slug: 'loja-propria' }));
  neighbour = await insertShop(db, place, testShop({ slug: 'loja-vizinha' }));
});
afterAll(() => t.close());

/**
 * A body each staff call accepts, naming the shop `shopId`; a call about no shop in particular
 * says `shopScoped: false`.
 */
const bodies: Record<string, { body: (shopId: number) => Record<string, unknown>; shopScoped: boolean }> = {
  staffMe: { body: () => ({}), shopScoped: false },
  staffSignOut: { body: () => ({}), shopScoped: false },
  staffInvite: {
    body: (shopId) => ({ email: 'convidado@example.com', name: 'Convidado', role: 'attendant', shop_id: shopId }),
    shopScoped: true,
  },
  staffList: { body: (shopId) => ({ shop_id: shopId }), shopScoped: true },
  staffRemove: { body: (shopId) => ({ shop_id: shopId, staff_id: 9_999_999 }), shopScoped: true },
};

const staffCalls = everyCall.filter((call) => call.auth === 'staff' && !call.stream);

const send = (host: string, path: string, body: Record<string, unknown>, token?: string) =>
  post(t.app, host, path, { validate: 1, ...body, ...(token ? { token } : {}) });

describe('the staff scope', () => {
  it('has a body to try for every staff call of the contract', () => {
    expect(staffCalls.filter((call) => !bodies[call.operationId]).map((call) => call.operationId)).toEqual([]);
  });

  it('refuses a customer’s session, another profile’s staff and no token at all on every staff call', async () => {
    const customer = (await registerAccount(t.app, tenant.domain)).body.token as string;
    const stranger = await addStaff(t.app, t.database.db, other, [{ role: 'operator', shopId: null }]);
    for (const call of staffCalls) {
      const body = bodies[call.operationId]!.body(ownShop);
      const asCustomer = await send(tenant.domain, call.path, body, customer);
      expect(asCustomer.statusCode, call.operationId).toBe(401);
      const asStranger = await send(tenant.domain, call.path, body, stranger.token);
      expect(asStranger.statusCode, call.operationId).toBe(401);
      const none = await send(tenant.domain, call.path, body);
      expect(none.json(), call.operationId).toEqual({ error_type: 1, message: "O campo 'token' é obrigatório" });
    }
  });

  it('keeps staff of one shop out of the shop next door on every shop call', async () => {
    const owner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: ownShop }]);
    for (const call of staffCalls.filter((c) => bodies[c.operationId]!.shopScoped)) {
      const res = await send(tenant.domain, call.path, bodies[call.operationId]!.body(neighbour), owner.token);
      expect(res.statusCode, `${call.operationId}: ${res.body}`).toBe(404);
    }
  });
});
