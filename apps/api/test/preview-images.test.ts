import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../src/app.ts';
import { shops } from '../src/db/schema/catalog.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { insertShop } from '../src/db/seed/insert-shop.ts';
import { notifyCatalogChanged } from '../src/modules/catalog/queries.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/app.ts';
import { testShop } from './helpers/shops.ts';
import { addCity, createTenant, settingsFor, type TestTenant } from './helpers/tenants.ts';

/*
 * The pictures of link previews (issue 31 item 17, decision 0068): drawn only from what a tenant's
 * own pages show, renamed when that changes, and never fetched from an address the outbound
 * guard refuses.
 */

let t: TestApp;
/** The same API on the same database as an installation that calls public addresses only. */
let guarded: FastifyInstance;
let tenant: TestTenant;
let other: TestTenant;
let shopId: number;
/** An https "logo" on this machine, counting who connects to it. */
let local: Server;
let connections = 0;
const dist = mkdtempSync(path.join(tmpdir(), 'preview-web-'));

beforeAll(async () => {
  mkdirSync(path.join(dist, 'locales', 'pt-BR'), { recursive: true });
  // The app's own texts: a page's head is written only with them.
  copyFileSync(
    path.resolve(import.meta.dirname, '../../web/public/locales/pt-BR/common.json'),
    path.join(dist, 'locales', 'pt-BR', 'common.json'),
  );
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Delivery</title></head></html>');
  writeFileSync(
    path.join(dist, 'blue.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100"><rect width="300" height="100" fill="#0000ff"/></svg>',
  );
  writeFileSync(
    path.join(dist, 'red.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100"><rect width="300" height="100" fill="#ff0000"/></svg>',
  );
  local = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({ WEB_DIST: dist });
  guarded = await createApi(testConfig({ WEB_DIST: dist, OUTBOUND_PRIVATE_ADDRESSES: 'false' }), t.database, false);
  await guarded.ready();
  tenant = await createTenant(t.database.db);
  other = await createTenant(t.database.db);
  const city = await addCity(t.database.db, tenant.id, 'Campinas', ['Centro']);
  shopId = await insertShop(
    t.database.db,
    { profileId: tenant.id, cityId: city.id, districts: city.districts },
    testShop({ cover: '/blue.svg' }),
    0,
  );
});
afterAll(async () => {
  await guarded.close();
  await t.close();
  await new Promise((resolve) => local.close(resolve));
});

const get = (host: string, url: string, app: FastifyInstance = t.app) =>
  app.inject({ method: 'GET', url, headers: { host } });

async function centre(jpeg: Buffer) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return Array.from(data.subarray(at, at + 3)).map((value) => Math.round(value / 16));
}

const ogImageOf = async (url: string) => {
  const page = (await get(tenant.domain, url)).body;
  return /<meta property="og:image" content="([^"]*)">/.exec(page)?.[1]?.replaceAll('&amp;', '&');
};

describe('a preview picture', () => {
  it('is a 1200x630 JPEG of what the page shows, kept a day by whoever fetched it', async () => {
    const res = await get(tenant.domain, `/og/shop-${shopId}.jpg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    expect(await centre(res.rawPayload)).toEqual([0, 0, 16]);
  });

  it('gets a new address when the cover changes, so no app shows the old one', async () => {
    const before = await ogImageOf(`/restaurante/${shopId}`);
    expect(before).toMatch(new RegExp(`/og/shop-${shopId}\\.jpg\\?v=`));
    await t.database.db.update(shops).set({ cover: '/red.svg' }).where(eq(shops.id, shopId));
    await notifyCatalogChanged(t.database.db, shopId);
    await expect.poll(() => ogImageOf(`/restaurante/${shopId}`)).not.toBe(before);
    const after = new URL((await ogImageOf(`/restaurante/${shopId}`))!);
    expect(after.pathname).toBe(`/og/shop-${shopId}.jpg`);
    expect(await centre((await get(tenant.domain, after.pathname + after.search)).rawPayload)).toEqual([16, 0, 0]);
  });

  it("is not there for another tenant's shop, a name of no page, or an id past any row", async () => {
    for (const [host, url] of [
      [other.domain, `/og/shop-${shopId}.jpg`],
      [tenant.domain, '/og/shop-0.jpg'],
      [tenant.domain, '/og/shop-99999999999.jpg'],
      [tenant.domain, '/og/product-1e3.jpg'],
      [tenant.domain, '/og/..%2F..%2Fetc%2Fpasswd'],
      [tenant.domain, '/og/site.png'],
      ['ninguem.test', '/og/site.jpg'],
    ] as const) {
      const res = await get(host, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ error_type: 3 });
    }
  });

  it('is never drawn from an address the outbound guard refuses: the drawn bag stands for it', async () => {
    const settings = settingsFor('MARKETPLACE', other.title);
    settings.site.logo_pwa_app = `https://127.0.0.1:${(local.address() as AddressInfo).port}/logo.svg`;
    settings.theme.primary = '#1f7a3d';
    await t.database.db.update(profiles).set({ settings }).where(eq(profiles.id, other.id));

    const refused = await get(other.domain, '/og/site.jpg', guarded);
    expect(refused.statusCode).toBe(200);
    expect(await centre(refused.rawPayload)).toEqual([16, 16, 16]);
    expect((await get(other.domain, '/pwa/icon-192.png', guarded)).statusCode).toBe(200);
    expect(connections).toBe(0);
    // Where private addresses are allowed (sandbox, tests), the same logo is asked for.
    await get(other.domain, '/og/site.jpg');
    expect(connections).toBe(1);
  });
});
