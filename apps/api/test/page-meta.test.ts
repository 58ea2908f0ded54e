import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/catalog.ts';
import { insertShop, type ShopPlace } from '../src/db/seed/insert-shop.ts';
import { notifyCatalogChanged } from '../src/modules/catalog/queries.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { testShop } from './helpers/shops.ts';
import { addCity, createTenant, type TestTenant } from './helpers/tenants.ts';

/*
 * What a search engine or a link preview reads of a page without running its scripts (issue 16,
 * decision 0047): title, description, canonical address, Open Graph and Twitter tags, schema.org.
 */

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let city: Awaited<ReturnType<typeof addCity>>;
let shopId: number;
let floresId: number;
let margheritaId: number;
const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
const common = path.resolve(import.meta.dirname, '../../web/public/locales/pt-BR/common.json');

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'locales', 'pt-BR'), { recursive: true });
  mkdirSync(path.join(dist, 'catalog', 'shops'), { recursive: true });
  // The head as the build writes it, and the app's own texts.
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="pt-BR"><head><meta name="app-env" content="production"><title>Delivery</title>' +
      '<meta name="theme-color" content="#000000" />' +
      '<meta name="description" content="Peça pizza, lanches e comida japonesa."></head><body><div id="root"></div></body></html>',
  );
  copyFileSync(common, path.join(dist, 'locales', 'pt-BR', 'common.json'));
  writeFileSync(
    path.join(dist, 'catalog', 'shops', 'teste-cover.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400"><rect width="1200" height="400" fill="#fde4ec"/></svg>',
  );
  t = await createTestApp({ WEB_DIST: dist, APP_ENV: 'sandbox' });
  tenant = await createTenant(t.database.db);
  city = await addCity(t.database.db, tenant.id, 'Campinas', ['Centro']);
  const place: ShopPlace = { profileId: tenant.id, cityId: city.id, districts: city.districts };
  shopId = await insertShop(t.database.db, place, testShop(), 0);
  floresId = await insertShop(
    t.database.db,
    place,
    testShop({ name: 'Flores & Cia <b>', slug: 'flores', segment: 'floricultura', rating: { sum: 0, count: 0 } }),
    1,
  );
  const [margherita] = await t.database.db
    .select()
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.name, 'Pizza Margherita')));
  margheritaId = margherita!.id;
  other = await createTenant(t.database.db);
  const otherCity = await addCity(t.database.db, other.id, 'Valinhos', ['Centro']);
  await insertShop(
    t.database.db,
    { profileId: other.id, cityId: otherCity.id, districts: otherCity.districts },
    testShop({ slug: 'de-outro' }),
    0,
  );
});
afterAll(() => t.close());

const productRow = async (id: number) => {
  const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
  return row!;
};

async function pixel(jpeg: Buffer, x: number, y: number) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return Array.from(data.subarray(at, at + 3));
}

/** The raw page, as a crawler gets it. */
const html = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: { host: tenant.domain } })).body;

const titleOf = (page: string) => /<title>([^<]*)<\/title>/.exec(page)?.[1];
const metaOf = (page: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(page)?.[1];
const canonicalOf = (page: string) => /<link rel="canonical" href="([^"]*)">/.exec(page)?.[1];
const structuredOf = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

describe('any page of a tenant', () => {
  it("carries the tenant's own colour for the browser's bar, not the build's", async () => {
    for (const url of ['/', `/${city.slug}/pizzaria/pizzaria-teste`]) {
      const page = await html(url);
      expect(metaOf(page, 'theme-color')).toBe('#d0112b');
      expect(page.match(/<meta name="theme-color"/g)).toHaveLength(1);
    }
  });
});

describe("a shop's page as search engines and link previews read it", () => {
  it('names the shop, its segment and city, its rating, and its permalink', async () => {
    const page = await html(`/${city.slug}/pizzaria/pizzaria-teste`);
    const origin = `http://${tenant.domain}`;
    expect(titleOf(page)).toBe(`Pizzaria Teste: Pizzaria em ${city.name} | ${tenant.title}`);
    expect(metaOf(page, 'description')).toBe(
      `Pizzaria em ${city.name}. Pizzas no forno a lenha. Nota 4,7 de 5 em 10 avaliações.`,
    );
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page.match(/<meta name="description"/g)).toHaveLength(1);
    expect(canonicalOf(page)).toBe(`${origin}/${city.slug}/pizzaria/pizzaria-teste`);
    expect(metaOf(page, 'og:title')).toBe(titleOf(page));
    expect(metaOf(page, 'og:url')).toBe(canonicalOf(page));
    expect(metaOf(page, 'og:image')).toMatch(new RegExp(`^${origin}/og/shop-${shopId}\\.jpg\\?v=[\\w-]{10}$`));
    expect(metaOf(page, 'og:image:alt')).toBe('Pizzaria Teste');
    expect(metaOf(page, 'og:site_name')).toBe(tenant.title);
    expect(metaOf(page, 'twitter:card')).toBe('summary_large_image');
  });

  it('describes it to schema.org as a Restaurant: address, hours, rating and menu with prices', async () => {
    const [restaurant] = structuredOf(await html(`/restaurante/${shopId}`));
    expect(restaurant).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Pizzaria Teste',
      servesCuisine: 'Pizzaria',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Rua Maria Monteiro, 820, Loja 2',
        postalCode: '13025-151',
        addressCountry: 'BR',
      },
      aggregateRating: { ratingValue: 4.7, reviewCount: 10, bestRating: 5 },
    });
    const hours = restaurant!.openingHoursSpecification as { dayOfWeek: string; opens: string }[];
    expect(hours.map((period) => period.dayOfWeek)).toEqual(
      ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map(
        (day) => `https://schema.org/${day}`,
      ),
    );
    const items = (
      restaurant!.hasMenu as { hasMenuSection: { hasMenuItem: { name: string; offers: { price: string } }[] }[] }
    ).hasMenuSection.flatMap((section) => section.hasMenuItem);
    // The promotion's price, and a half-and-half from its cheapest flavour, as the menu shows them.
    expect(items.find((item) => item.name === 'Pizza Margherita')?.offers).toMatchObject({
      price: '44.90',
      priceCurrency: 'BRL',
      availability: 'https://schema.org/InStock',
    });
    expect(items.find((item) => item.name === 'Pizza Grande meio a meio')?.offers.price).toBe('50.00');
  });

  it('a link preview shows its name, description and its SVG cover drawn as a JPEG, whose size the tags declare', async () => {
    const page = await html(`/${city.slug}/pizzaria/pizzaria-teste`);
    const preview = {
      title: metaOf(page, 'og:title'),
      description: metaOf(page, 'og:description'),
      image: metaOf(page, 'og:image'),
    };
    expect(preview.title).toContain('Pizzaria Teste');
    expect(preview.description).toContain('Pizzas no forno a lenha.');
    expect(metaOf(page, 'twitter:image')).toBe(preview.image);
    expect([metaOf(page, 'og:image:type'), metaOf(page, 'og:image:width'), metaOf(page, 'og:image:height')]).toEqual([
      'image/jpeg',
      '1200',
      '630',
    ]);
    const url = new URL(preview.image!.replaceAll('&amp;', '&'));
    const image = await t.app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: { host: tenant.domain },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const drawn = await sharp(image.rawPayload).metadata();
    expect([drawn.format, drawn.width, drawn.height]).toEqual(['jpeg', 1200, 630]);
    // The cover's own pink, not the drawn bag of a cover that could not be read.
    const [r, g, b] = await pixel(image.rawPayload, 600, 60);
    for (const [got, want] of [
      [r, 0xfd],
      [g, 0xe4],
      [b, 0xec],
    ] as const)
      expect(Math.abs(got! - want)).toBeLessThan(4);
  });

  it('a shop selling goods is a Store with no menu; its name is written as text, never as markup', async () => {
    const page = await html(`/${city.slug}/floricultura/flores`);
    expect(titleOf(page)).toBe(`Flores &amp; Cia &lt;b&gt;: Floricultura em ${city.name} | ${tenant.title}`);
    expect(page).not.toContain('<b>');
    const [store] = structuredOf(page);
    expect(store).toMatchObject({ '@type': 'Store', name: 'Flores & Cia <b>' });
    expect(store).not.toHaveProperty('hasMenu');
    expect(store).not.toHaveProperty('aggregateRating');
  });
});

describe('other pages', () => {
  it('a product page names the product, its price and shop, with a schema.org Product and its offer', async () => {
    const page = await html(`/product-detail/${margheritaId}`);
    const origin = `http://${tenant.domain}`;
    expect(titleOf(page)).toBe(`Pizza Margherita: Pizzaria Teste | ${tenant.title}`);
    expect(metaOf(page, 'description')).toBe('Pizzaria Teste: R$\u00a044,90. Molho, muçarela de búfala e manjericão.');
    expect(canonicalOf(page)).toBe(`${origin}/product-detail/${margheritaId}`);
    expect(structuredOf(page)).toEqual([
      expect.objectContaining({
        '@type': 'Product',
        name: 'Pizza Margherita',
        image: `${origin}/catalog/pizza.svg`,
        offers: expect.objectContaining({
          price: '44.90',
          priceCurrency: 'BRL',
          seller: {
            '@type': 'Restaurant',
            name: 'Pizzaria Teste',
            url: `${origin}/${city.slug}/pizzaria/pizzaria-teste`,
          },
        }),
      }),
    ]);
  });

  it('an uploaded photo is previewed by a card drawn from it; the data keeps the WebP', async () => {
    const webp = `/media/shops/${shopId}/${'a'.repeat(32)}.webp`;
    const [product] = await t.database.db
      .insert(products)
      .values({ ...(await productRow(margheritaId)), id: undefined, name: 'Calzone', image: webp })
      .returning({ id: products.id });
    await notifyCatalogChanged(t.database.db, shopId);
    // Every process drops the shop on the notification: the next page shows the new product.
    await expect.poll(async () => metaOf(await html(`/product-detail/${product!.id}`), 'og:image')).toBeDefined();
    const page = await html(`/product-detail/${product!.id}`);
    expect(metaOf(page, 'og:image')).toMatch(
      new RegExp(`^http://${tenant.domain}/og/product-${product!.id}\\.jpg\\?v=`),
    );
    expect(metaOf(page, 'og:image:alt')).toBe('Calzone');
    expect(structuredOf(page)[0]).toMatchObject({ image: `http://${tenant.domain}${webp}` });
  });

  it("the home names the tenant and its city, with the tenant's logo drawn as its image", async () => {
    const page = await html('/');
    expect(titleOf(page)).toBe(`${tenant.title}: delivery em ${city.name}`);
    expect(canonicalOf(page)).toBe(`http://${tenant.domain}/`);
    expect(metaOf(page, 'og:image')).toMatch(new RegExp(`^http://${tenant.domain}/og/site\\.jpg\\?v=`));
    expect(structuredOf(page)).toEqual([
      { '@context': 'https://schema.org', '@type': 'WebSite', name: tenant.title, url: `http://${tenant.domain}/` },
    ]);
  });

  it("a page of the customer's own keeps the app's head", async () => {
    for (const url of ['/checkout', '/orders']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: tenant.domain } });
      expect(res.statusCode, url).toBe(200);
      expect(titleOf(res.body), url).toBe('Delivery');
      expect(metaOf(res.body, 'description'), url).toBe('Peça pizza, lanches e comida japonesa.');
      expect(canonicalOf(res.body), url).toBeUndefined();
      expect(metaOf(res.body, 'robots'), url).toBeUndefined();
      expect(structuredOf(res.body), url).toEqual([]);
    }
  });

  it("a shop or product that is not there is a 404 with the app's head, which no search engine keeps", async () => {
    for (const url of [`/${city.slug}/pizzaria/nao-existe`, '/product-detail/999999999', '/evaluation/999999999']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: tenant.domain } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers.etag, url).toBeUndefined();
      expect(titleOf(res.body), url).toBe('Delivery');
      expect(metaOf(res.body, 'robots'), url).toBe('noindex');
      expect(canonicalOf(res.body), url).toBeUndefined();
    }
    // Another tenant's shop is not there either.
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/restaurante/${shopId}`,
      headers: { host: other.domain },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it("a shop's reviews page has its own title, description and canonical address", async () => {
    const page = await html(`/evaluation/${shopId}`);
    expect(titleOf(page)).toBe(`Avaliações de Pizzaria Teste | ${tenant.title}`);
    expect(metaOf(page, 'description')).toBe(
      `O que dizem os clientes de Pizzaria Teste, Pizzaria em ${city.name}: nota 4,7 de 5 em 10 avaliações.`,
    );
    expect(canonicalOf(page)).toBe(`http://${tenant.domain}/evaluation/${shopId}`);
    expect(metaOf(page, 'og:url')).toBe(canonicalOf(page));
    const flowers = await html(`/evaluation/${floresId}`);
    expect(metaOf(flowers, 'description')).toBe(
      `Flores &amp; Cia &lt;b&gt;, Floricultura em ${city.name}, ainda não tem avaliações: elas aparecem depois dos primeiros pedidos entregues.`,
    );
  });
});

describe("each tenant's sitemap and robots.txt", () => {
  it('the sitemap lists the home, each shop by its permalink and each product, of this tenant only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: tenant.domain } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const origin = `http://${tenant.domain}`;
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs.slice(0, 1)).toEqual([`${origin}/`]);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${origin}/${city.slug}/pizzaria/pizzaria-teste`,
        `${origin}/${city.slug}/floricultura/flores`,
        `${origin}/product-detail/${margheritaId}`,
      ]),
    );
    const productRows = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.shopId, shopId));
    for (const row of productRows) expect(locs).toContain(`${origin}/product-detail/${row.id}`);
    expect(locs.some((loc) => loc?.includes('de-outro'))).toBe(false);
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("robots.txt allows the catalog, keeps customers' pages and the API out, and names the sitemap", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: other.domain } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /checkout']),
    );
    expect(lines).toContain(`Sitemap: http://${other.domain}/sitemap.xml`);
  });

  it('an unknown host has neither', async () => {
    for (const url of ['/sitemap.xml', '/robots.txt']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: 'ninguem.test' } });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
