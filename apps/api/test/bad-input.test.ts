import { addressCalls } from '@delivery/contract/calls/addresses';
import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { customerCalls } from '@delivery/contract/calls/customer';
import { pushCalls } from '@delivery/contract/calls/push';
import { rewardCalls } from '@delivery/contract/calls/rewards';
import { tenantShopCalls } from '@delivery/contract/calls/tenant-shops';
import { eq, sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../src/db/schema/catalog.ts';
import { staff } from '../src/db/schema/staff.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { sendHttp, sendRaw } from './helpers/http.ts';
import { orderingTenant, type OrderingTenant, type OrderingCustomer } from './helpers/orders.ts';
import { addStaff, newStaffEmail } from './helpers/staff.ts';

let t: TestApp;
let tenant: OrderingTenant;
let customer: OrderingCustomer;
let port: number;
const logLines: string[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp(
    { APP_ENV: 'sandbox' },
    (app) => {
      // A query that fails with a customer's address and CPF among its values, as a bug might send.
      app.post('/test/failing-query', async () => {
        await app.db.execute(sql`select ${'Rua das Flores, 123 - CPF 529.982.247-25'}::int`);
        return {};
      });
    },
    { level: 'info', stream: logStream },
  );
  tenant = await orderingTenant(t.app, t.database.db);
  customer = await tenant.customer();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const refusal = (field: string, reason: string) => ({
  error_type: 1,
  message: `O campo '${field}' é inválido: ${reason}`,
});
const control = 'não pode ter caracteres de controle';

describe('text with control characters', () => {
  it('is refused naming the field, in JSON and form bodies, before it reaches the database', async () => {
    const address = { validate: '1', token: customer.token, number: '10' };
    const json = await post(t.app, tenant.domain, addressCalls.addAddress.path, {
      ...address,
      city_id: tenant.cityId,
      street: 'Rua A\u0000',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual(refusal('street', control));
    const form = await t.app.inject({
      method: 'POST',
      url: addressCalls.addAddress.path,
      headers: { host: tenant.domain, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...address,
        city_id: String(tenant.cityId),
        street: 'Rua A',
        complement: 'Bl\u0007',
      }).toString(),
    });
    expect(form.statusCode).toBe(400);
    expect(form.json()).toEqual(refusal('complement', control));
  });

  it('is refused in push ids, coupon codes, idempotency keys and notes', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [customerCalls.atualizaPushId.path, { validate: 1, token: customer.token, push_id: 'abc\u0000' }, 'push_id'],
      [
        rewardCalls.getDiscountInfo.path,
        { validate: 1, token: customer.token, code: 'PIZZA\u0000', total_products: 10 },
        'code',
      ],
      [checkoutCalls.saveOrder.path, customer.draft({ idempotency_key: 'key-\u0000-12345' }), 'idempotency_key'],
      [checkoutCalls.saveOrder.path, customer.draft({ notes: ['sem\u0000cebola'] }), 'notes.0'],
      [checkoutCalls.validateOrderApp.path, customer.draft({ coupon_code: 'X\u001b' }), 'coupon_code'],
    ];
    for (const [path, body, field] of cases) {
      const res = await post(t.app, tenant.domain, path, body);
      expect([res.statusCode, res.json()]).toEqual([400, refusal(field, control)]);
    }
  });

  it('keeps tabs and line breaks', async () => {
    const res = await post(
      t.app,
      tenant.domain,
      checkoutCalls.saveOrder.path,
      customer.draft({ notes: ['sem cebola\n\tbem passada'] }),
    );
    expect(res.json().error_type).toBe(0);
  });
});

describe('inputs that answered 500 (issue 29)', () => {
  it('two shops of one name added at once: both are added, each with a permalink of its own', async () => {
    const operator = await addStaff(t.app, t.database.db, tenant, [{ role: 'operator', shopId: null }]);
    const add = () =>
      post(t.app, tenant.domain, tenantShopCalls.createShop.path, {
        validate: 1,
        token: operator.token,
        name: 'Pastelaria Gêmea',
        segment: 'lanches',
        city_id: tenant.cityId,
        owner_name: 'Dono Gêmeo',
        owner_email: newStaffEmail(),
      });
    const answers = await Promise.all([add(), add(), add()]);
    for (const answer of answers) expect(answer.json(), answer.body).toMatchObject({ error_type: 0 });
    const slugs = (
      await t.database.db
        .select({ slug: shops.slug })
        .from(shops)
        .where(sql`${shops.profileId} = ${tenant.id} and ${shops.name} = 'Pastelaria Gêmea'`)
    ).map((row) => row.slug);
    expect(slugs.sort()).toEqual(['pastelaria-gemea', 'pastelaria-gemea-2', 'pastelaria-gemea-3']);
  });

  it('a shop name with half a character is refused, and neither the shop nor its invitation is written', async () => {
    const operator = await addStaff(t.app, t.database.db, tenant, [{ role: 'operator', shopId: null }]);
    const email = newStaffEmail();
    const answer = await post(t.app, tenant.domain, tenantShopCalls.createShop.path, {
      validate: 1,
      token: operator.token,
      name: 'Pizza \ud800 Quebrada',
      segment: 'pizzaria',
      city_id: tenant.cityId,
      owner_name: 'Dona Quebrada',
      owner_email: email,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual(refusal('name', 'não pode ter caracteres inválidos'));
    expect(await t.database.db.select().from(staff).where(eq(staff.email, email))).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(shops)
        .where(sql`${shops.profileId} = ${tenant.id} and ${shops.name} like 'Pizza %Quebrada'`),
    ).toEqual([]);
  });

  it("a NUL in a device's endpoint to unsubscribe is refused naming the field", async () => {
    const owner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: tenant.shopId }]);
    const answer = await post(t.app, tenant.domain, pushCalls.staffPushUnsubscribe.path, {
      validate: 1,
      token: owner.token,
      endpoint: 'https://push.example.com/a\u0000b',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual(refusal('endpoint', control));
  });

  it("a NUL in Open Delivery's client_id is the standard's 400, not a failed query", async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/opendelivery/oauth/token',
      headers: { host: tenant.domain, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: 'cliente\u0000',
        client_secret: 'segredo',
        grant_type: 'client_credentials',
      }).toString(),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(answer.json()).toMatchObject({ status: 400 });
  });
});

describe('money and numbers beyond their columns', () => {
  it('refuses a note for change over R$ 10.000, however it is written', async () => {
    for (const change_for of [21_474_837, 1e308, '99999999999', 10_000.01]) {
      const res = await post(t.app, tenant.domain, checkoutCalls.saveOrder.path, customer.draft({ change_for }));
      expect([res.statusCode, res.json()]).toEqual([400, refusal('change_for', 'deve ser no máximo 10000')]);
    }
  });

  it('refuses totals out of range and negative amounts', async () => {
    const huge = await post(
      t.app,
      tenant.domain,
      checkoutCalls.validateOrderApp.path,
      customer.draft({ order_total: 1e308 }),
    );
    expect([huge.statusCode, huge.json()]).toEqual([400, refusal('order_total', 'deve ser no máximo 100000')]);
    const negative = await post(
      t.app,
      tenant.domain,
      checkoutCalls.validateOrderApp.path,
      customer.draft({ total_products: -5 }),
    );
    expect([negative.statusCode, negative.json()]).toEqual([400, refusal('total_products', 'deve ser ao menos 0')]);
  });
});

describe("the framework's own refusals", () => {
  it('answer a URL that cannot be decoded in the envelope, with the security headers, without echoing it', async () => {
    const res = await sendHttp(port, { method: 'POST', path: '/api/%zz<script>', host: tenant.domain });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body.toString())).toEqual({ error_type: 1, message: 'O endereço da requisição é inválido' });
    expect(res.body.toString()).not.toContain('script');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answer headers over the limit in the envelope and close the connection', async () => {
    const answer = await sendRaw(
      port,
      `GET /health HTTP/1.1\r\nHost: ${tenant.domain}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toMatch(/\r\nx-content-type-options: nosniff\r\n/);
    expect(answer).toContain('{"error_type":7,"message":"Os cabeçalhos da requisição são grandes demais"}');
  });

  it('answer a request Node cannot parse in the envelope and close the connection', async () => {
    const answer = await sendRaw(port, 'GET /\u0001 HTTP/9.9\r\nHost\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('{"error_type":1,"message":"A requisição não pôde ser lida"}');
  });
});

describe('error logs', () => {
  it('keep the failed query, never the personal data it carried', async () => {
    const res = await sendHttp(port, {
      method: 'POST',
      path: '/test/failing-query',
      host: tenant.domain,
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(500);
    const line = logLines.find((l) => l.includes('request failed'));
    expect(line).toContain('Failed query: select $1::int');
    expect(line).toContain('22P02');
    expect(line).not.toContain('Flores');
    expect(line).not.toContain('529.982.247-25');
  });
});
