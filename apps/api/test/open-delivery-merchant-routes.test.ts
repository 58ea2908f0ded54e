import { catalogCalls } from '@delivery/contract/calls/catalog';
import type { TCategory, TProduct } from '@delivery/contract/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { JOB_TEST_ENV } from './helpers/jobs.ts';
import { linkShop, odCall, testSecretsKey } from './helpers/open-delivery.ts';
import { assertOpenDelivery } from './helpers/open-delivery-schema.ts';
import { orderingTenant, type OrderingTenant } from './helpers/orders.ts';
import { MERCHANT_ID, merchantDocument, SOFTWARE_API_KEY, startSoftwareService } from './helpers/software-service.ts';

/**
 * The merchant routes we host for a shop's software: onboarding its menu's address, the
 * menuUpdated webhook (a re-import on the job queue, retried), merchantStatus and the shop's status.
 */

let t: TestApp;
let tenant: OrderingTenant;
let software: Awaited<ReturnType<typeof startSoftwareService>>;
let link: Awaited<ReturnType<typeof linkShop>>;

beforeAll(async () => {
  // A database of its own on PostgreSQL: another file's app would take these jobs under its own key.
  // Sandbox: the local software answers plain http, which production refuses.
  t = await createTestApp({ SECRETS_KEY: testSecretsKey(), APP_ENV: 'sandbox', ...JOB_TEST_ENV }, undefined, false, {
    own: true,
  });
  tenant = await orderingTenant(t.app, t.database.db);
  link = await linkShop(t.app, t.database.db, { profileId: tenant.id, shopId: tenant.shopId, domain: tenant.domain });
  software = await startSoftwareService();
});
afterAll(async () => {
  await software.close();
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token = link.token) =>
  t.app.inject({
    method,
    url: `/opendelivery${url}`,
    headers: {
      host: tenant.domain,
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

const expectProblem = (answer: { statusCode: number; json(): unknown }, status: number) => {
  expect(answer.statusCode).toBe(status);
  assertOpenDelivery('Error', answer.json());
  expect(answer.json()).toMatchObject({ status });
};

const status = async () => {
  const answer = await odCall(t.app, tenant.domain, link.token, 'GET', `/v1/merchantStatus?merchantId=${MERCHANT_ID}`);
  return answer.statusCode === 200 ? answer.json() : null;
};
const products = async (): Promise<TProduct[]> =>
  (await post(t.app, tenant.domain, catalogCalls.getMenu.path, { validate: 1, shop_id: tenant.shopId }))
    .json()
    .categories.flatMap((c: TCategory) => c.products);
const burgerPrice = async () => (await products()).find((p) => p.name === 'X-Burger')?.price ?? null;

describe('the merchant routes of Open Delivery', () => {
  it('need the software’s token', async () => {
    expectProblem(await call('GET', `/v1/merchantStatus?merchantId=${MERCHANT_ID}`, undefined, 'not-a-token'), 401);
    expectProblem(await call('POST', '/v1/menuUpdated', {}, 'not-a-token'), 401);
  });

  it('refuse a menuUpdated before the software said where its menu is', async () => {
    expectProblem(await call('POST', '/v1/menuUpdated', {}), 400);
  });

  it('take the software’s addresses on onboarding and import its merchant on the queue', async () => {
    const answer = await call('PUT', `/v1/merchantOnboarding?merchantId=${MERCHANT_ID}`, {
      getMerchantURL: { baseURL: software.url, apiKey: SOFTWARE_API_KEY },
      ordersWebhookURL: 'https://software.example/od/webhook',
    });
    expect(answer.statusCode).toBe(201);
    assertOpenDelivery('MerchantAPIInfo', answer.json());
    // The apiKey is kept sealed and never answered.
    expect(answer.json()).toEqual({
      getMerchantURL: { baseURL: software.url },
      ordersWebhookURL: 'https://software.example/od/webhook',
      orderingAppMerchantId: link.merchantId,
    });
    await expect.poll(status, { timeout: 10_000 }).toMatchObject({ status: 'SUCCESS' });
    const done = (await status())!;
    assertOpenDelivery('MerchantStatus', done);
    expect(done.moreInfo).toContain('“Picanha” é vendido por quilo (KG)');
    expect(await burgerPrice()).toBe(30);
  });

  it('refuse an onboarding whose address is not http(s), in the standard’s error form', async () => {
    expectProblem(
      await call('PUT', `/v1/merchantOnboarding?merchantId=${MERCHANT_ID}`, {
        getMerchantURL: { baseURL: 'ftp://software.example/' },
      }),
      400,
    );
    expectProblem(await call('PUT', '/v1/merchantOnboarding', { getMerchantURL: { baseURL: software.url } }), 400);
  });

  it('answer merchantStatus only for this shop’s merchant ids', async () => {
    const ours = await call('GET', `/v1/merchantStatus?merchantId=${link.merchantId}`);
    expect(ours.statusCode).toBe(200);
    assertOpenDelivery('MerchantStatus', ours.json());
    expectProblem(await call('GET', '/v1/merchantStatus?merchantId=22815773000169-someone-else-entirely-0000'), 404);
  });

  it('re-import on an empty menuUpdated, without duplicating', async () => {
    const changed = merchantDocument();
    changed.itemOffers[1]!.price = { value: 31.5, originalValue: 31.5, currency: 'BRL' };
    software.state.merchant = changed;
    const answer = await call('POST', '/v1/menuUpdated');
    expect(answer.statusCode).toBe(204);
    await expect.poll(burgerPrice, { timeout: 10_000 }).toBe(31.5);
    expect((await products()).filter((p) => p.name === 'X-Burger')).toHaveLength(1);
  });

  it('re-import on updated objects of an entity, and refuse an entity without objects', async () => {
    const changed = merchantDocument();
    changed.itemOffers[1]!.price = { value: 32, originalValue: 32, currency: 'BRL' };
    software.state.merchant = changed;
    const update = { entityType: 'ITEM_OFFER', updatedObjects: [changed.itemOffers[1]] };
    assertOpenDelivery('ItemOfferUpdate', update);
    expect((await call('POST', '/v1/menuUpdated', update)).statusCode).toBe(204);
    await expect.poll(burgerPrice, { timeout: 10_000 }).toBe(32);
    expectProblem(await call('POST', '/v1/menuUpdated', { entityType: 'ITEM_OFFER', updatedObjects: [] }), 400);
    expectProblem(await call('POST', '/v1/menuUpdated', { merchantStatus: 'CLOSED' }), 400);
  });

  it('retry a re-import while the software cannot answer', async () => {
    software.state.status = 503;
    const changed = merchantDocument();
    changed.itemOffers[1]!.price = { value: 33, originalValue: 33, currency: 'BRL' };
    software.state.merchant = changed;
    const reads = software.state.reads;
    expect((await call('POST', '/v1/menuUpdated', {})).statusCode).toBe(204);
    await expect.poll(status, { timeout: 10_000 }).toMatchObject({ status: 'FAIL' });
    expect((await status())!.moreInfo).toBe('O sistema da loja respondeu com o erro 503.');
    software.state.status = 200;
    await expect.poll(burgerPrice, { timeout: 15_000 }).toBe(33);
    expect(await status()).toMatchObject({ status: 'SUCCESS' });
    expect(software.state.reads).toBeGreaterThan(reads + 1);
  });

  it('close and open the shop on merchantStatus, shown by its status and hours', async () => {
    const read = async () => {
      const answer = await call('GET', `/v1/merchant/${MERCHANT_ID}/status`);
      expect(answer.statusCode).toBe(200);
      return answer.json();
    };
    expect((await call('POST', '/v1/menuUpdated', { merchantStatus: 'UNAVAILABLE' })).statusCode).toBe(204);
    const closed = await read();
    expect(closed.status).toBe('UNAVAILABLE');
    const shop = (
      await post(t.app, tenant.domain, catalogCalls.getShop.path, { validate: 1, shop_id: tenant.shopId })
    ).json();
    expect(shop.shop.status.is_open).toBe(false);

    expect((await call('POST', '/v1/menuUpdated', { merchantStatus: 'AVAILABLE' })).statusCode).toBe(204);
    const open = await read();
    expect(open).toMatchObject({ status: 'AVAILABLE', orderingAppMerchantId: link.merchantId });
    expect(open.services.map((s: { serviceType: string }) => s.serviceType)).toEqual(['DELIVERY', 'TAKEOUT']);
    const [hours] = open.services[0].serviceHours;
    for (const week of hours.weekHours) assertOpenDelivery('Hours', week);
    for (const date of hours.holidayHours) assertOpenDelivery('HolidayHours', date);
    // Imported as open around the clock: midnight in São Paulo is 03:00 UTC, every day.
    expect(hours.weekHours).toHaveLength(7);
    expect(new Set(hours.weekHours.map((w: { timePeriods: unknown }) => JSON.stringify(w.timePeriods)))).toEqual(
      new Set([JSON.stringify({ startTime: '03:00:00.000Z', endTime: '03:00:00.000Z' })]),
    );
    expectProblem(await call('GET', '/v1/merchant/22815773000169-someone-else-entirely-0000/status'), 404);
  });
});
