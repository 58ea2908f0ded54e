import { catalogCalls } from '@delivery/contract/calls/catalog';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, shops } from '../src/db/schema/catalog.ts';
import { insertShop, type ShopPlace } from '../src/db/seed/insert-shop.ts';
import { notifyCatalogChanged } from '../src/modules/catalog/queries.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { testShop } from './helpers/shops.ts';
import { addCity, createTenant, type TestTenant } from './helpers/tenants.ts';

let t: TestApp;
let shop: TestTenant;
let other: TestTenant;
let place: ShopPlace;
let city: Awaited<ReturnType<typeof addCity>>;
let pizzeriaId: number;
let pausedId: number;
let floristId: number;
let foreignId: number;

beforeAll(async () => {
  t = await createTestApp();
  shop = await createTenant(t.database.db);
  other = await createTenant(t.database.db);
  city = await addCity(t.database.db, shop.id, 'Campinas', ['Cambuí', 'Taquaral', 'Centro']);
  place = { profileId: shop.id, cityId: city.id, districts: city.districts };
  pizzeriaId = await insertShop(t.database.db, place, testShop(), 0);
  pausedId = await insertShop(
    t.database.db,
    place,
    testShop({ name: 'Temakeria Fechada', slug: 'temakeria', segment: 'japonesa', paused: true }),
    1,
  );
  floristId = await insertShop(
    t.database.db,
    place,
    testShop({
      name: 'Floricultura Ipê',
      slug: 'floricultura-ipe',
      segment: 'floricultura',
      delivery: { districts: ['Cambuí'], fee: 12.5, extraMinutes: { Cambuí: 15 } },
      categories: [
        {
          name: 'Buquês',
          products: [{ name: 'Buquê de rosas', description: '12 rosas.', price: 129.9, image: '/catalog/roses.svg' }],
        },
      ],
    }),
    2,
  );
  const foreignCity = await addCity(t.database.db, other.id, 'Campinas', ['Centro']);
  foreignId = await insertShop(
    t.database.db,
    { profileId: other.id, cityId: foreignCity.id, districts: foreignCity.districts },
    testShop(),
  );
});
afterAll(() => t.close());

const call = (path: string, body: Record<string, unknown>, host = shop.domain) =>
  post(t.app, host, path, { validate: 1, ...body });

describe('listShops', () => {
  it("lists the city's shops with status, fee, estimate and rating; open ones first", async () => {
    const res = await call(catalogCalls.listShops.path, { city_id: city.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const { shops } = res.json();
    expect(shops.map((s: { shop_id: number }) => s.shop_id)).toEqual([pizzeriaId, floristId, pausedId]);
    expect(shops[0]).toMatchObject({
      name: 'Pizzaria Teste',
      segment: 'pizzaria',
      city_slug: city.slug,
      rating: 4.7,
      rating_count: 10,
      min_order: 30,
      delivery_fee: null,
      delivery_fee_from: 5.9,
      estimate_min: 40,
      estimate_max: 60,
      status: { is_open: true, next_opening: null },
    });
    expect(shops[2].status).toEqual({ is_open: false, closes_at: null, next_opening: null, paused: true });
  });

  it('gives the fee and estimate to a district, and null where the shop does not deliver', async () => {
    const cambui = city.districts.get('Cambuí');
    const centro = city.districts.get('Centro');
    const there = (await call(catalogCalls.listShops.path, { city_id: city.id, district_id: cambui })).json().shops;
    const florist = there.find((s: { shop_id: number }) => s.shop_id === floristId);
    expect(florist).toMatchObject({ delivery_fee: 12.5, estimate_min: 55, estimate_max: 75 });
    const elsewhere = (await call(catalogCalls.listShops.path, { city_id: city.id, district_id: centro })).json().shops;
    expect(elsewhere.find((s: { shop_id: number }) => s.shop_id === floristId).delivery_fee).toBeNull();
    expect(elsewhere.find((s: { shop_id: number }) => s.shop_id === pizzeriaId).delivery_fee).toBe(5.9);
  });

  it('filters by segment, by open now, and by shop or product name without accents or case', async () => {
    const ids = async (body: Record<string, unknown>) =>
      (await call(catalogCalls.listShops.path, { city_id: city.id, ...body }))
        .json()
        .shops.map((s: { shop_id: number }) => s.shop_id);
    expect(await ids({ segment: 'floricultura' })).toEqual([floristId]);
    expect(await ids({ open_now: '1' })).toEqual([pizzeriaId, floristId]);
    expect(await ids({ q: 'ACAI' })).toEqual([pizzeriaId, pausedId]);
    expect(await ids({ q: 'buque rosas' })).toEqual([floristId]);
    expect(await ids({ q: 'ipê' })).toEqual([floristId]);
    expect(await ids({ q: 'feijoada' })).toEqual([]);
  });

  it('a search lists the dishes it found under each shop, priced as the menu shows them', async () => {
    const found = async (q: string) =>
      (await call(catalogCalls.listShops.path, { city_id: city.id, q })).json().shops as {
        shop_id: number;
        matches?: { name: string; price: number; from: boolean }[];
      }[];
    const [pizzeria] = await found('MARGHERITA');
    expect(pizzeria?.shop_id).toBe(pizzeriaId);
    // The promotion's price; its required size's cheapest choice costs nothing more.
    expect(pizzeria?.matches).toEqual([
      {
        product_id: expect.any(Number),
        name: 'Pizza Margherita',
        image: '/catalog/pizza.svg',
        price: 44.9,
        from: false,
      },
    ]);
    // A half-and-half from its cheapest flavour.
    expect((await found('meio a meio'))[0]?.matches).toMatchObject([
      { name: 'Pizza Grande meio a meio', price: 50, from: true },
    ]);
    // Found by an option's name: the dish whose option it is ('Catupiry' is a stuffed crust).
    expect((await found('catupiry'))[0]?.matches).toMatchObject([{ name: 'Pizza Grande meio a meio' }]);
    // Found by the shop's own name: no dish to list. Without a search, no list at all.
    expect((await found('floricultura ipe'))[0]?.matches).toEqual([]);
    const plain = (await call(catalogCalls.listShops.path, { city_id: city.id })).json().shops;
    expect(plain[0]).not.toHaveProperty('matches');
  });

  it("never lists another profile's shops, and refuses an unknown segment", async () => {
    const ids = (await call(catalogCalls.listShops.path, { city_id: city.id }))
      .json()
      .shops.map((s: { shop_id: number }) => s.shop_id);
    expect(ids).not.toContain(foreignId);
    const bad = await call(catalogCalls.listShops.path, { city_id: city.id, segment: 'farmacia' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^O campo 'segment' é inválido/);
  });

  it("refuses a GET naming another profile's id, as a POST would", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${catalogCalls.listShops.path}?city_id=${city.id}&profile_id=${other.id}`,
      headers: { host: shop.domain },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error_type).toBe(5);
  });

  it('answers GET with the same fields in the query string', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${catalogCalls.listShops.path}?city_id=${city.id}&segment=pizzaria`,
      headers: { host: shop.domain },
    });
    expect(res.json().shops.map((s: { shop_id: number }) => s.shop_id)).toEqual([pizzeriaId]);
  });

  it('answers the same bytes with an ETag while nothing changed, and the new list once a shop changes', async () => {
    const read = (headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'GET',
        url: `${catalogCalls.listShops.path}?city_id=${city.id}`,
        headers: { host: shop.domain, ...headers },
      });
    const first = await read();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect((await read()).headers.etag).toBe(etag);
    const again = await read({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await t.database.db.update(shops).set({ minOrderCents: 4321 }).where(eq(shops.id, pizzeriaId));
    await notifyCatalogChanged(t.database.db, pizzeriaId);
    const minimumOf = async () => {
      const res = await read({ 'if-none-match': etag });
      return res.statusCode === 304
        ? null
        : res.json().shops.find((s: { shop_id: number }) => s.shop_id === pizzeriaId).min_order;
    };
    await expect.poll(minimumOf, { timeout: 5_000 }).toBe(43.21);
  });
});

describe('getShop', () => {
  it('finds a shop by id and by permalink, with hours and payment methods', async () => {
    const byId = (await call(catalogCalls.getShop.path, { shop_id: pizzeriaId })).json();
    expect(byId.shop).toMatchObject({
      shop_id: pizzeriaId,
      payment_methods: ['cash', 'pix'],
      half_pricing: 'average',
      delivery_mode: 'DISTRICT',
      free_delivery_above: null,
    });
    expect(byId.shop.opening_hours).toHaveLength(7);
    const byLink = (
      await call(catalogCalls.getShop.path, { city: city.slug, segment: 'pizzaria', slug: 'pizzaria-teste' })
    ).json();
    expect(byLink.shop.shop_id).toBe(pizzeriaId);
  });

  it('says what cashback the shop gives, so a customer sees it before a first order', async () => {
    const cashbackOf = async () =>
      (await call(catalogCalls.getShop.path, { shop_id: pizzeriaId })).json().shop.cashback_percent;
    expect(await cashbackOf()).toBe(0);
    await t.database.db.update(shops).set({ cashbackPercent: 7 }).where(eq(shops.id, pizzeriaId));
    await notifyCatalogChanged(t.database.db, pizzeriaId);
    await expect.poll(cashbackOf, { timeout: 5_000 }).toBe(7);
    await t.database.db.update(shops).set({ cashbackPercent: 0 }).where(eq(shops.id, pizzeriaId));
    await notifyCatalogChanged(t.database.db, pizzeriaId);
    await expect.poll(cashbackOf, { timeout: 5_000 }).toBe(0);
  });

  it('tells a shop its staff paused from one with no hours ahead: only the first says paused', async () => {
    const noHoursId = await insertShop(
      t.database.db,
      place,
      testShop({ name: 'Doceria Sem Horário', slug: 'doceria-sem-horario', segment: 'doceria', hours: [] }),
      3,
    );
    const statusOf = async (shopId: number) =>
      (await call(catalogCalls.getShop.path, { shop_id: shopId })).json().shop.status;
    expect(await statusOf(noHoursId)).toEqual({ is_open: false, closes_at: null, next_opening: null });
    expect(await statusOf(pausedId)).toEqual({ is_open: false, closes_at: null, next_opening: null, paused: true });
  });

  it("answers 404 for an unknown permalink and for another profile's shop", async () => {
    const missing = await call(catalogCalls.getShop.path, { city: city.slug, segment: 'pizzaria', slug: 'nao-existe' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error_type: 3, message: 'Loja não encontrada' });
    expect((await call(catalogCalls.getShop.path, { shop_id: foreignId })).statusCode).toBe(404);
  });

  it('needs a shop_id or a whole permalink', async () => {
    const res = await call(catalogCalls.getShop.path, { city: city.slug });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error_type: 1, message: "O campo 'shop_id' é obrigatório" });
  });
});

describe('getMenu', () => {
  it('answers categories, products, prices and option groups', async () => {
    const menu = (await call(catalogCalls.getMenu.path, { shop_id: pizzeriaId })).json();
    expect(menu.categories.map((c: { name: string }) => c.name)).toEqual(['Pizzas', 'Bebidas']);
    const [half, margherita] = menu.categories[0].products;
    expect(margherita).toMatchObject({ name: 'Pizza Margherita', price: 49.9, promo_price: 44.9 });
    expect(half.option_groups[0]).toMatchObject({ name: 'Sabores', kind: 'flavours', min: 1, max: 2 });
    expect(
      half.option_groups[0].options.map((o: { name: string; price: number; available: boolean }) => [
        o.name,
        o.price,
        o.available,
      ]),
    ).toEqual([
      ['Calabresa', 50, true],
      ['Quatro Queijos', 61.9, true],
      ['Camarão', 89.9, false],
    ]);
    expect(menu.categories[1].products[1]).toMatchObject({ name: 'Refrigerante lata', available: false });
  });

  it('carries an ETag and answers 304 when the client has it', async () => {
    const first = await call(catalogCalls.getMenu.path, { shop_id: pizzeriaId });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: `${catalogCalls.getMenu.path}?shop_id=${pizzeriaId}`,
      headers: { host: shop.domain, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers compressed once for clients that accept it, brotli first', async () => {
    const plain = await call(catalogCalls.getMenu.path, { shop_id: pizzeriaId });
    const get = (encoding: string) =>
      t.app.inject({
        method: 'GET',
        url: `${catalogCalls.getMenu.path}?shop_id=${pizzeriaId}`,
        headers: { host: shop.domain, 'accept-encoding': encoding },
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers.vary).toContain('accept-encoding');
  });

  it('is answered from memory until the shop announces a change', async () => {
    const shopId = await insertShop(t.database.db, place, testShop({ slug: 'cache-test' }));
    const names = async () =>
      (await call(catalogCalls.getMenu.path, { shop_id: shopId }))
        .json()
        .categories[0].products.map((p: { name: string }) => p.name);
    expect(await names()).toContain('Pizza Margherita');
    await t.database.db.update(products).set({ name: 'Pizza Margherita Especial' }).where(eq(products.shopId, shopId));
    // Nothing announced: the menu in memory is what answers, no database read.
    expect(await names()).toContain('Pizza Margherita');
    await notifyCatalogChanged(t.database.db, shopId);
    await expect.poll(names, { timeout: 5_000 }).toContain('Pizza Margherita Especial');
  });

  it("refuses another profile's menu", async () => {
    expect((await call(catalogCalls.getMenu.path, { shop_id: foreignId })).statusCode).toBe(404);
  });
});

describe('getProduct', () => {
  it('answers the product with its groups and its shop', async () => {
    const menu = (await call(catalogCalls.getMenu.path, { shop_id: pizzeriaId })).json();
    const id = menu.categories[0].products[1].product_id;
    const res = (await call(catalogCalls.getProduct.path, { product_id: id })).json();
    expect(res.product).toMatchObject({ product_id: id, name: 'Pizza Margherita', shop_id: pizzeriaId });
    expect(res.shop).toMatchObject({ shop_id: pizzeriaId, half_pricing: 'average' });
  });

  it("answers 404 for an unknown product and another profile's", async () => {
    const missing = await call(catalogCalls.getProduct.path, { product_id: 999_999_999 });
    expect(missing.json()).toEqual({ error_type: 3, message: 'Produto não encontrado' });
    const foreignMenu = (await call(catalogCalls.getMenu.path, { shop_id: foreignId }, other.domain)).json();
    const foreignProduct = foreignMenu.categories[0].products[0].product_id;
    expect((await call(catalogCalls.getProduct.path, { product_id: foreignProduct })).statusCode).toBe(404);
  });
});
