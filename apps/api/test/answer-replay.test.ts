import { catalogCalls } from '@delivery/contract/calls/catalog';
import { profileCalls } from '@delivery/contract/calls/profile';
import { eq } from 'drizzle-orm';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/catalog.ts';
import { insertShop } from '../src/db/seed/insert-shop.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { notifyCatalogChanged } from '../src/modules/catalog/queries.ts';
import { announceProfileChanged } from '../src/modules/tenant/service.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { sendHttp } from './helpers/http.ts';
import { testShop } from './helpers/shops.ts';
import { addCity, createTenant, type TestTenant } from './helpers/tenants.ts';

// The replay sits at the HTTP server's door, so these tests speak HTTP to a listening server.
let t: TestApp;
let port: number;
let shop: TestTenant;
let other: TestTenant;
let shopId: number;

beforeAll(async () => {
  t = await createTestApp({ TENANT_CACHE_MS: '30000' });
  shop = await createTenant(t.database.db);
  other = await createTenant(t.database.db);
  const city = await addCity(t.database.db, shop.id, 'Campinas', ['Centro']);
  shopId = await insertShop(
    t.database.db,
    { profileId: shop.id, cityId: city.id, districts: city.districts },
    testShop(),
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const send = (path: string, body: unknown, host: string, headers: Record<string, string> = {}) =>
  sendHttp(port, {
    method: 'POST',
    path,
    host,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const menu = (headers?: Record<string, string>) =>
  send(catalogCalls.getMenu.path, { validate: 1, shop_id: shopId }, shop.domain, headers);
const productNames = async () =>
  (JSON.parse((await menu()).body.toString()) as { categories: { products: { name: string }[] }[] }).categories.flatMap(
    (category) => category.products.map((product) => product.name),
  );
const withoutPerRequest = ({ date: _date, 'x-request-id': _id, ...headers }: http.IncomingHttpHeaders) => headers;

describe('the answer replay', () => {
  it('answers a repeated public read again with the very bytes and headers the routes sent', async () => {
    const first = await menu();
    const before = t.app.answerReplay.replayed();
    const again = [await menu(), await menu(), await menu()];
    expect(t.app.answerReplay.replayed()).toBeGreaterThan(before);
    for (const answer of again) {
      expect(answer.status).toBe(200);
      expect(answer.body.equals(first.body)).toBe(true);
      expect(withoutPerRequest(answer.headers)).toEqual(withoutPerRequest(first.headers));
      expect(answer.headers['x-request-id']).toMatch(/^req-/);
    }
    expect(new Set(again.map((answer) => answer.headers['x-request-id'])).size).toBe(3);
    expect((await menu({ 'x-request-id': 'caller-7' })).headers['x-request-id']).toBe('caller-7');
  });

  it('answers 304 to a current copy and compresses as the routes do', async () => {
    const plain = await menu();
    await menu();
    const before = t.app.answerReplay.replayed();
    const notModified = await menu({ 'if-none-match': String(plain.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(plain.headers.etag);
    const gzip = await menu({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(t.app.answerReplay.replayed()).toBe(before + 2);
  });

  it('shows a catalog change in the next read, not a second later', async () => {
    expect(await productNames()).toContain('Pizza Margherita');
    await productNames();
    await t.database.db.update(products).set({ name: 'Pizza Margherita da Casa' }).where(eq(products.shopId, shopId));
    await notifyCatalogChanged(t.database.db, shopId);
    await expect.poll(productNames, { timeout: 600, interval: 20 }).toContain('Pizza Margherita da Casa');
  });

  it('shows a profile change in the next read, though tenants are kept for half a minute', async () => {
    const title = async () =>
      (
        JSON.parse((await send(profileCalls.getProfile.path, { validate: 1 }, shop.domain)).body.toString()) as {
          app: { title: string };
        }
      ).app.title;
    expect(await title()).toBe(shop.title);
    await title();
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, shop.id));
    await t.database.db
      .update(profiles)
      .set({ settings: { ...row!.settings, app: { ...row!.settings.app, title: 'Novo Nome' } } })
      .where(eq(profiles.id, shop.id));
    await announceProfileChanged(t.database.db, shop.id);
    await expect.poll(title, { timeout: 600, interval: 20 }).toBe('Novo Nome');
  });

  it("never answers one host's request with another's answer", async () => {
    const profileOf = async (host: string) =>
      (
        JSON.parse((await send(profileCalls.getProfile.path, { validate: 1 }, host)).body.toString()) as {
          profile_id: number;
        }
      ).profile_id;
    for (let round = 0; round < 3; round++) {
      expect(await profileOf(shop.domain)).toBe(shop.id);
      expect(await profileOf(other.domain)).toBe(other.id);
    }
  });

  it('never replays a refusal, and reads a body it let through as if it had not', async () => {
    const missing = () => send(catalogCalls.getMenu.path, { validate: 1, shop_id: 999_999 }, shop.domain);
    const before = t.app.answerReplay.replayed();
    for (let round = 0; round < 3; round++) {
      const answer = await missing();
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body.toString())).toEqual({ error_type: 3, message: 'Loja não encontrada' });
    }
    const invalid = await send(catalogCalls.getMenu.path, { validate: 1, shop_id: 'x' }, shop.domain);
    expect(invalid.status).toBe(400);
    expect(t.app.answerReplay.replayed()).toBe(before);
  });
});
