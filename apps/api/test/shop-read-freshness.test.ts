import { boardCalls } from '@delivery/contract/calls/board';
import { catalogCalls } from '@delivery/contract/calls/catalog';
import { shopSettingsCalls } from '@delivery/contract/calls/shop-settings';
import type { TShopDeliveryResponse } from '@delivery/contract/shop-delivery';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { sendHttp, type HttpAnswer } from './helpers/http.ts';
import { orderingTenant, type OrderingTenant } from './helpers/orders.ts';
import { addStaff } from './helpers/staff.ts';

/**
 * The shop reads as a browser makes them (GET, then again with the ETag it kept): a change saved
 * in the panel shows at the next read, not after a cached half-minute (decision 0070). Over real
 * HTTP with the answer replay on, as in production: its door answers repeats too.
 */

let t: TestApp;
let port: number;
let tenant: OrderingTenant;
let owner: { token: string };
let productId: number;

beforeAll(async () => {
  t = await createTestApp({ TENANT_CACHE_MS: '30000' });
  tenant = await orderingTenant(t.app, t.database.db);
  owner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: tenant.shopId }]);
  productId = tenant.products[0]!.product_id;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** `?validate=1&shop_id=…`, as the customer app asks. */
const queryOf = (fields: Record<string, number>) =>
  Object.entries({ validate: 1, ...fields })
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
const read = (path: string, fields: Record<string, number>, etag?: string): Promise<HttpAnswer> =>
  sendHttp(port, {
    method: 'GET',
    path: `${path}?${queryOf(fields)}`,
    host: tenant.domain,
    headers: etag ? { 'if-none-match': etag } : {},
  });
const json = (answer: HttpAnswer) => JSON.parse(answer.body.toString());
const panel = (path: string, body: Record<string, unknown>) =>
  post(t.app, tenant.domain, path, { validate: 1, token: owner.token, ...body });

const shopReads = (): { name: string; path: string; fields: Record<string, number> }[] => [
  { name: 'getShop', path: catalogCalls.getShop.path, fields: { shop_id: tenant.shopId } },
  { name: 'getProduct', path: catalogCalls.getProduct.path, fields: { product_id: productId } },
  { name: 'listShops', path: catalogCalls.listShops.path, fields: { city_id: tenant.cityId } },
];

describe('shop reads', () => {
  it('revalidate every time: an ETag, and 304 to a copy still current', async () => {
    for (const { name, path, fields } of shopReads()) {
      const first = await read(path, fields);
      expect(first.status, name).toBe(200);
      expect(first.headers['cache-control'], name).toBe('no-cache');
      const etag = String(first.headers.etag);
      // Strong: the same bytes, whichever process or encoding answers.
      expect(etag, name).toMatch(/^"[\w-]+"$/);
      const again = await read(path, fields, etag);
      expect(again.status, name).toBe(304);
      expect(again.body.length, name).toBe(0);
      expect(again.headers.etag, name).toBe(etag);
    }
  });

  it("show a pause from the panel's switch at the next read, with a new ETag", async () => {
    const shopRead = { shop_id: tenant.shopId };
    const before = await read(catalogCalls.getShop.path, shopRead);
    const etag = String(before.headers.etag);
    expect(json(before).shop.status.is_open).toBe(true);
    // Answered at the door this time: the pause must empty it too.
    expect((await read(catalogCalls.getShop.path, shopRead, etag)).status).toBe(304);

    const paused = await panel(boardCalls.pauseShop.path, { shop_id: tenant.shopId, minutes: 30 });
    expect(paused.json()).toMatchObject({ error_type: 0 });
    try {
      const after = await read(catalogCalls.getShop.path, shopRead, etag);
      expect(after.status).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
      expect(json(after).shop.status).toMatchObject({ is_open: false, paused_until: paused.json().paused_until });
      const product = json(await read(catalogCalls.getProduct.path, { product_id: productId }));
      expect(product.shop.status.paused_until).toBe(paused.json().paused_until);
    } finally {
      await panel(boardCalls.pauseShop.path, { shop_id: tenant.shopId, minutes: 0 });
    }
    const resumed = await read(catalogCalls.getShop.path, shopRead, etag);
    // Open again as before: the very same answer, so the copy kept before the pause is current.
    expect(resumed.status).toBe(304);
  });

  it('show a new delivery fee saved in the panel at the next read', async () => {
    const listed = { city_id: tenant.cityId, district_id: tenant.districtId };
    const feeOf = (answer: HttpAnswer) =>
      json(answer).shops.find((shop: { shop_id: number }) => shop.shop_id === tenant.shopId).delivery_fee;
    const before = await read(catalogCalls.listShops.path, listed);
    expect(feeOf(before)).toBe(5.9);

    const section: TShopDeliveryResponse = (
      await panel(shopSettingsCalls.shopDelivery.path, { shop_id: tenant.shopId })
    ).json();
    const { delivery } = section;
    const saved = await panel(shopSettingsCalls.saveShopDelivery.path, {
      shop_id: tenant.shopId,
      version: section.version,
      pickup: delivery.pickup ? '1' : '0',
      min_order: delivery.min_order,
      free_delivery_above: delivery.free_delivery_above,
      districts: [{ district_id: tenant.districtId, fee: 7.5, extra_minutes: 0 }],
      bands: delivery.bands,
      location: null,
    });
    expect(saved.json()).toMatchObject({ error_type: 0 });

    const after = await read(catalogCalls.listShops.path, listed, String(before.headers.etag));
    expect(after.status).toBe(200);
    expect(feeOf(after)).toBe(7.5);
    const shop = json(await read(catalogCalls.getShop.path, { shop_id: tenant.shopId, ...listed }));
    expect(shop.shop.delivery_fee).toBe(7.5);
  });
});
