import { appInfoCalls } from '@delivery/contract/calls/app-info';
import { catalogCalls } from '@delivery/contract/calls/catalog';
import { placeCalls } from '@delivery/contract/calls/places';
import { profileCalls } from '@delivery/contract/calls/profile';
import { pageAnswerKey, pageAnswersElementId, type PageAnswers } from '@delivery/contract/page-answers';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/catalog.ts';
import { insertShop } from '../src/db/seed/insert-shop.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { testShop } from './helpers/shops.ts';
import { addCity, createTenant, type TestTenant } from './helpers/tenants.ts';

/*
 * The customer app's pages come with the answers of the reads they make first, and preload their
 * route module and largest images (decision 0046).
 */

let t: TestApp;
let market: TestTenant;
let single: TestTenant;
let empty: TestTenant;
let cityId: number;
let citySlug: string;
let shopId: number;
let productId: number;
const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
const hostile = 'Pizzaria </script><script>alert(1)</script>';

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="pt-BR"><head><meta name="app-env" content="production">' +
      '<script type="module" crossorigin src="/assets/index-A1.js"></script></head><body><div id="root"></div></body></html>',
  );
  // The build's manifest as Vite writes it: the entry, a library both load, and the route modules.
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-A1.js', isEntry: true, imports: ['_vendor.js'] },
      '_vendor.js': { file: 'assets/vendor-V1.js' },
      '_money.js': { file: 'assets/money-M1.js', imports: ['_vendor.js'] },
      'src/app/routes/home.tsx': {
        file: 'assets/home-H1.js',
        isDynamicEntry: true,
        imports: ['_money.js', '_vendor.js'],
      },
      'src/app/routes/shop.tsx': { file: 'assets/shop-S1.js', isDynamicEntry: true, imports: ['_vendor.js'] },
    }),
  );
  t = await createTestApp({ WEB_DIST: dist, APP_ENV: 'sandbox' });
  market = await createTenant(t.database.db);
  single = await createTenant(t.database.db, 'SINGLE');
  empty = await createTenant(t.database.db);
  const city = await addCity(t.database.db, market.id, 'Campinas', ['Centro']);
  cityId = city.id;
  citySlug = city.slug;
  shopId = await insertShop(
    t.database.db,
    { profileId: market.id, cityId, districts: city.districts },
    testShop({ name: hostile, slug: 'pizzaria-hostil' }),
    0,
  );
  const singleCity = await addCity(t.database.db, single.id, 'Campinas', ['Centro']);
  await insertShop(
    t.database.db,
    { profileId: single.id, cityId: singleCity.id, districts: singleCity.districts },
    testShop({ slug: 'so-uma' }),
    0,
  );
  const [product] = await t.database.db.select().from(products).where(eq(products.shopId, shopId)).limit(1);
  productId = product!.id;
});
afterAll(() => t.close());

const page = (host: string, url: string) => t.app.inject({ method: 'GET', url, headers: { host } });

/** The answers a page came with, read as the app reads them. */
function answersOf(html: string): PageAnswers {
  const match = new RegExp(`<script type="application/json" id="${pageAnswersElementId}">([^<]*)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as PageAnswers) : {};
}

/** What the call answers when the app asks for it itself. */
async function asked(host: string, call: { path: string }, fields: Record<string, unknown>) {
  return (await post(t.app, host, call.path, { ...fields, validate: 1 })).json();
}

describe('a page comes with the answers of its first reads', () => {
  it("the home: the profile, the host's cities, the banners and the first city's shops, each as the call answers", async () => {
    const res = await page(market.domain, '/');
    expect(res.statusCode).toBe(200);
    const answers = answersOf(res.body);
    const reads: [{ path: string }, Record<string, unknown>][] = [
      [profileCalls.getProfile, { domain: market.domain }],
      [placeCalls.cities, { environment: 'web' }],
      [appInfoCalls.getInfoSlider, { ambiente: 'web' }],
      [catalogCalls.listShops, { city_id: cityId }],
    ];
    expect(Object.keys(answers).sort()).toEqual(reads.map(([call, fields]) => pageAnswerKey(call.path, fields)).sort());
    for (const [call, fields] of reads) {
      expect(answers[pageAnswerKey(call.path, fields)], call.path).toEqual(await asked(market.domain, call, fields));
    }
  });

  it("a shop's name cannot close the script it is written in", async () => {
    const res = await page(market.domain, '/');
    expect(res.body).not.toContain('<script>alert(1)');
    const shops = answersOf(res.body)[pageAnswerKey(catalogCalls.listShops.path, { city_id: cityId })] as {
      shops: { name: string }[];
    };
    expect(shops.shops.map((shop) => shop.name)).toEqual([hostile]);
  });

  it("a shop's page, by permalink and by id: the shop and its menu, its cover preloaded", async () => {
    for (const [url, getShop] of [
      [`/${citySlug}/pizzaria/pizzaria-hostil`, { city: citySlug, segment: 'pizzaria', slug: 'pizzaria-hostil' }],
      [`/restaurante/${shopId}`, { shop_id: shopId }],
    ] as const) {
      const res = await page(market.domain, url);
      const answers = answersOf(res.body);
      expect(answers[pageAnswerKey(catalogCalls.getShop.path, getShop)], url).toEqual(
        await asked(market.domain, catalogCalls.getShop, getShop),
      );
      expect(answers[pageAnswerKey(catalogCalls.getMenu.path, { shop_id: shopId })], url).toEqual(
        await asked(market.domain, catalogCalls.getMenu, { shop_id: shopId }),
      );
      expect(res.body).toContain(
        '<link rel="preload" as="image" fetchpriority="high" href="/catalog/shops/teste-cover.svg">',
      );
      expect(res.body).toContain('<link rel="modulepreload" crossorigin="" href="/assets/shop-S1.js">');
    }
  });

  it('a product page: the product and its shop', async () => {
    const answers = answersOf((await page(market.domain, `/product-detail/${productId}`)).body);
    expect(answers[pageAnswerKey(catalogCalls.getProduct.path, { product_id: productId })]).toMatchObject({
      error_type: 0,
      product: { product_id: productId },
    });
    expect(answers[pageAnswerKey(catalogCalls.getShop.path, { shop_id: shopId })]).toMatchObject({
      shop: { shop_id: shopId },
    });
  });

  it("a SINGLE home also comes with its one shop's page, where the app goes next", async () => {
    const res = await page(single.domain, '/');
    const answers = answersOf(res.body);
    const shop = answers[Object.keys(answers).find((key) => key.startsWith(`${catalogCalls.getShop.path}?`))!] as {
      shop: { slug: string; shop_id: number };
    };
    expect(shop.shop.slug).toBe('so-uma');
    expect(answers[pageAnswerKey(catalogCalls.getMenu.path, { shop_id: shop.shop.shop_id })]).toMatchObject({
      error_type: 0,
    });
    expect(res.body).toContain('href="/assets/shop-S1.js"');
  });

  it('what cannot be read is left out, and the page is still sent', async () => {
    // A product that is not there is a 404 (decision 0068), still the app's page with what could be read.
    const missing = await page(market.domain, '/product-detail/999999999');
    expect(missing.statusCode).toBe(404);
    expect(Object.keys(answersOf(missing.body)).sort()).toEqual(
      [
        pageAnswerKey(profileCalls.getProfile.path, { domain: market.domain }),
        pageAnswerKey(placeCalls.cities.path, { environment: 'web' }),
      ].sort(),
    );
    // A tenant with no city has no shops to list: its home has no listShops answer, and no shop image.
    const bare = await page(empty.domain, '/');
    expect(Object.keys(answersOf(bare.body)).some((key) => key.startsWith(catalogCalls.listShops.path))).toBe(false);
    expect(bare.body).not.toContain('as="image" fetchpriority="high" href="/catalog/shops/');
    // A host with no tenant gets the page without answers.
    const unknown = await page('ninguem.test', '/');
    expect(unknown.body).not.toContain(pageAnswersElementId);
  });

  it("the home preloads its route module and what it imports, not what the page's script already loads", async () => {
    const body = (await page(market.domain, '/')).body;
    const preloaded = [...body.matchAll(/<link rel="modulepreload" crossorigin="" href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloaded).toEqual(['/assets/home-H1.js', '/assets/money-M1.js']);
  });

  it('the ETag follows what is sent: a changed answer is a changed page', async () => {
    const first = await page(market.domain, '/');
    const again = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: market.domain, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const other = await page(single.domain, '/');
    expect(other.headers.etag).not.toBe(first.headers.etag);
  });
});
