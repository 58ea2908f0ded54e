import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed/demo.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

/*
 * The demo's two tenants as a crawler, a link preview and a phone installing the app read them
 * (issue 31, items 17 to 19, decision 0068): the marketplace on localhost, the SINGLE pizzeria on
 * pizzaria.localhost, served from the app's own public files and texts.
 */

let t: TestApp;
const dist = mkdtempSync(path.join(tmpdir(), 'demo-web-'));

beforeAll(async () => {
  // The built app's public files (art, brand, texts) and its head as the build writes it.
  cpSync(path.resolve(import.meta.dirname, '../../web/public'), dist, { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="pt-BR"><head><meta name="theme-color" content="#d0112b" />' +
      '<meta name="app-env" content="production"><title>Delivery</title>' +
      '<meta name="description" content="Peça pizza, lanches e comida japonesa dos melhores restaurantes da sua cidade, com entrega rápida.">' +
      '</head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST: dist });
  await seedDemo(t.database.db, { passwordCost: 'light' });
});
afterAll(() => t.close());

const marketplace = 'localhost';
const single = 'pizzaria.localhost';

const get = (host: string, url: string) => t.app.inject({ method: 'GET', url, headers: { host } });

const titleOf = (page: string) => /<title>([^<]*)<\/title>/.exec(page)?.[1];
const metaOf = (page: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(page)?.[1];
const canonicalOf = (page: string) => /<link rel="canonical" href="([^"]*)">/.exec(page)?.[1];
/** Text as a reader gets it back from an attribute. */
const unescaped = (text: string | undefined) =>
  text?.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/** Each listed page fetched once and read by several tests: the marketplace lists over a hundred. */
const pages = new Map<string, Promise<{ statusCode: number; body: string }>>();
const pageOf = (host: string, url: string) => {
  const key = `${host}${url}`;
  if (!pages.has(key)) pages.set(key, get(host, url));
  return pages.get(key)!;
};

async function sitemapOf(host: string): Promise<string[]> {
  const res = await get(host, '/sitemap.xml');
  expect(res.statusCode).toBe(200);
  return [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
}

describe.each([marketplace, single])('every listed page of %s', (host) => {
  it('names itself as canonical: the sitemap lists no address whose page points elsewhere', async () => {
    const locs = await sitemapOf(host);
    expect(locs.length).toBeGreaterThan(10);
    for (const loc of locs) {
      const res = await pageOf(host, new URL(loc).pathname);
      expect(res.statusCode, loc).toBe(200);
      expect(canonicalOf(res.body), loc).toBe(loc);
      expect(metaOf(res.body, 'robots'), loc).toBeUndefined();
    }
  }, 60_000);

  it('has a link preview picture every app shows: a JPEG of the size its tags declare', async () => {
    const paths = ['/', ...(await sitemapOf(host)).map((loc) => new URL(loc).pathname)];
    const fetched = new Map<string, { type: string | undefined; width?: number; height?: number }>();
    for (const page of paths) {
      const head = (await pageOf(host, page)).body;
      const image = unescaped(metaOf(head, 'og:image'));
      expect(image, page).toMatch(new RegExp(`^http://${host.replace('.', '\\.')}/og/`));
      expect(unescaped(metaOf(head, 'twitter:image')), page).toBe(image);
      expect(metaOf(head, 'og:image:type'), page).toBe('image/jpeg');
      expect(metaOf(head, 'og:image:alt'), page).toBeTruthy();
      if (!fetched.has(image!)) {
        const res = await get(host, new URL(image!).pathname + new URL(image!).search);
        const meta = res.statusCode === 200 ? await sharp(res.rawPayload).metadata() : null;
        fetched.set(image!, { type: res.headers['content-type'], width: meta?.width, height: meta?.height });
      }
      expect(fetched.get(image!), page).toEqual({
        type: 'image/jpeg',
        width: Number(metaOf(head, 'og:image:width')),
        height: Number(metaOf(head, 'og:image:height')),
      });
    }
    expect(metaOf((await pageOf(host, '/')).body, 'og:image:width')).toBe('1200');
  }, 60_000);

  it('answers an unknown permalink, shop or product with a 404 page the app still opens, kept out of search', async () => {
    for (const url of [
      '/campinas/pizzaria/nao-existe',
      '/campinas/nao-e-segmento/nao-existe',
      '/restaurante/999999',
      '/restaurante/abc',
      '/product-detail/999999',
      '/evaluation/999999',
    ]) {
      const res = await get(host, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(metaOf(res.body, 'robots'), url).toBe('noindex');
      expect(res.body, url).toContain('<div id="root">');
      expect(canonicalOf(res.body), url).toBeUndefined();
    }
  });
});

describe('the manifest a phone installs', () => {
  it("has a short name that fits under the icon: the tenant's own, or its title's first words", async () => {
    const pizzeria = (await get(single, '/manifest.webmanifest')).json();
    expect(pizzeria).toMatchObject({ name: 'Pizzaria Bella Napoli', short_name: 'Bella Napoli' });
    const market = (await get(marketplace, '/manifest.webmanifest')).json();
    expect(market).toMatchObject({ name: 'Pede Já', short_name: 'Pede Já' });
    for (const manifest of [pizzeria, market]) expect(Array.from(manifest.short_name).length).toBeLessThanOrEqual(12);
  });

  it("describes the single shop by its name, segment and city, not a marketplace's kinds of food", async () => {
    const { description } = (await get(single, '/manifest.webmanifest')).json();
    expect(description).toMatch(/^Pizzaria Bella Napoli: Pizzaria em Campinas\. Pizza napolitana de verdade/);
    expect(description).not.toContain('comida japonesa');
  });
});

describe("the single shop's own pages", () => {
  it('name the shop once in a product title, with no second name of the site after it', async () => {
    const locs = await sitemapOf(single);
    const productPage = locs.find((loc) => loc.includes('/product-detail/'))!;
    const title = unescaped(titleOf((await get(single, new URL(productPage).pathname)).body))!;
    expect(title).toMatch(/^.+: Pizzaria Bella Napoli$/);
    expect(title.split('Pizzaria Bella Napoli')).toHaveLength(2);
  });

  it("describe the shop on a page with no words of its own, and on its home, whose canonical is the shop's page", async () => {
    const checkout = (await get(single, '/checkout')).body;
    expect(titleOf(checkout)).toBe('Delivery');
    expect(unescaped(metaOf(checkout, 'description'))).toMatch(/^Pizzaria Bella Napoli: Pizzaria em Campinas\./);
    const home = (await get(single, '/')).body;
    expect(canonicalOf(home)).toBe(`http://${single}/campinas/pizzaria/pizzaria-bella-napoli`);
    expect(unescaped(metaOf(home, 'description'))).toMatch(/^Pizzaria Bella Napoli: Pizzaria em Campinas\./);
    expect(await sitemapOf(single)).not.toContain(`http://${single}/`);
  });

  it("the marketplace's pages with no words of their own keep its description", async () => {
    expect(metaOf((await get(marketplace, '/checkout')).body, 'description')).toContain('comida japonesa');
  });
});

describe("a shop's reviews page", () => {
  it('has its own title, description and canonical, and is listed once the shop has reviews', async () => {
    const locs = await sitemapOf(single);
    const reviews = locs.find((loc) => loc.includes('/evaluation/'));
    expect(reviews).toBeDefined();
    const page = (await get(single, new URL(reviews!).pathname)).body;
    expect(unescaped(titleOf(page))).toBe('Avaliações de Pizzaria Bella Napoli');
    expect(unescaped(metaOf(page, 'description'))).toBe(
      'O que dizem os clientes de Pizzaria Bella Napoli, Pizzaria em Campinas: nota 4,7 de 5 em 401 avaliações.',
    );
    expect(canonicalOf(page)).toBe(reviews);

    const forno = (await sitemapOf(marketplace)).find((loc) => loc.endsWith('/campinas/pizzaria/forno-da-nonna'))!;
    const fornoPage = (await get(marketplace, new URL(forno).pathname)).body;
    const fornoId = /"@type":"Restaurant"/.test(fornoPage) && /\/og\/shop-(\d+)\.jpg/.exec(fornoPage)?.[1];
    const market = (await get(marketplace, `/evaluation/${fornoId}`)).body;
    expect(unescaped(titleOf(market))).toBe('Avaliações de Forno da Nonna Pizzaria | Pede Já');
  });
});
