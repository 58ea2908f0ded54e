import { appInfoCalls } from '@delivery/contract/calls/app-info';
import { catalogCalls } from '@delivery/contract/calls/catalog';
import { placeCalls } from '@delivery/contract/calls/places';
import { profileCalls } from '@delivery/contract/calls/profile';
import { rewardCalls } from '@delivery/contract/calls/rewards';
import { staffCalls } from '@delivery/contract/calls/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, gt } from 'drizzle-orm';
import { shops as shopsTable } from '../src/db/schema/catalog.ts';
import { demoCardShop, demoSecrets, seedDemo } from '../src/db/seed/demo.ts';
import { cardAccounts } from '../src/db/schema/payments.ts';
import { registerAccount } from './helpers/accounts.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // As a sandbox seeds it, with the key that seals a demo shop's card account.
  const secrets = await demoSecrets(t.database.db, { APP_ENV: 'sandbox' });
  await seedDemo(t.database.db, { passwordCost: 'light', ...secrets });
  await seedDemo(t.database.db, { passwordCost: 'light', ...secrets }); // re-running restores, never duplicates
});
afterAll(() => t.close());

describe('demo data', () => {
  it("connects one marketplace shop's cards to the sandbox's Mercado Pago, once, its tokens sealed", async () => {
    const [shop] = await t.database.db.select().from(shopsTable).where(eq(shopsTable.slug, demoCardShop));
    const accounts = await t.database.db.select().from(cardAccounts).where(eq(cardAccounts.shopId, shop!.id));
    expect(accounts).toEqual([
      expect.objectContaining({ shopId: shop!.id, gateway: 'mercadopago', brands: [1, 2, 3, 4, 5] }),
    ]);
    expect(accounts[0]!.accessToken).toMatch(/^enc:v1:/);
    expect(accounts[0]!.refreshToken).toMatch(/^enc:v1:/);
  });

  it("lets the demo shops' owners, attendants and the operator sign in to the panel", async () => {
    const signIn = (host: string, email: string) =>
      post(t.app, host, staffCalls.staffSignIn.path, { validate: 1, email, password: 'painel123' }).then((r) =>
        r.json(),
      );
    const owner = await signIn('localhost', 'dono@forno-da-nonna.exemplo.com.br');
    expect(owner.staff.shops).toEqual([expect.objectContaining({ name: 'Forno da Nonna Pizzaria', role: 'owner' })]);
    const attendant = await signIn('localhost', 'atendente@brasa-burger.exemplo.com.br');
    expect(attendant.staff.shops).toEqual([expect.objectContaining({ role: 'attendant' })]);
    const operator = await signIn('localhost', 'operador@exemplo.com.br');
    expect(operator.staff.shops).toHaveLength(8);
    const single = await signIn('pizzaria.localhost', 'dono@pizzaria-bella-napoli.exemplo.com.br');
    expect(single.staff.shops).toEqual([expect.objectContaining({ name: 'Pizzaria Bella Napoli', role: 'owner' })]);
    expect((await signIn('pizzaria.localhost', 'operador@exemplo.com.br')).error_type).toBe(10);
  });

  it('serves the MARKETPLACE on localhost and the SINGLE pizzeria on pizzaria.localhost', async () => {
    const market = (await post(t.app, 'localhost:3000', profileCalls.getProfile.path)).json();
    expect(market).toMatchObject({ profile_id: 200, site: { type_flow: 'MARKETPLACE' }, app: { title: 'Pede Já' } });
    expect(market.login.menu_android).toMatchObject({ display_menu: '1' });
    const single = (await post(t.app, 'pizzaria.localhost:3000', profileCalls.getProfile.path)).json();
    expect(single).toMatchObject({
      profile_id: 201,
      site: { type_flow: 'SINGLE' },
      app: { title: 'Pizzaria Bella Napoli' },
    });
  });

  it('has a named city with districts, once', async () => {
    const { cities } = (await post(t.app, 'localhost', placeCalls.cities.path)).json();
    expect(cities[0]).toEqual({ city_id: 1, city_name: 'Campinas' });
    const { districts } = (
      await post(t.app, 'localhost', placeCalls.getDistricts.path, { validate: 1, city_id: 1 })
    ).json();
    expect(districts.length).toBe(12);
    expect(districts.map((d: { district_name: string }) => d.district_name)).toContain('Cambuí');
  });

  it('has eight shops in four segments in Campinas, with at least 120 products', async () => {
    const { shops } = (await post(t.app, 'localhost', catalogCalls.listShops.path, { validate: 1, city_id: 1 })).json();
    expect(shops).toHaveLength(8);
    const segments = shops.map((s: { segment: string }) => s.segment);
    for (const segment of ['pizzaria', 'lanches', 'japonesa', 'floricultura']) {
      expect(
        segments.filter((s: string) => s === segment),
        segment,
      ).toHaveLength(2);
    }
    const paused = shops.filter(
      (s: { status: { is_open: boolean; next_opening: string | null } }) => !s.status.is_open && !s.status.next_opening,
    );
    expect(paused.length).toBeGreaterThanOrEqual(1);
    let products = 0;
    for (const shop of shops) {
      const menu = (
        await post(t.app, 'localhost', catalogCalls.getMenu.path, { validate: 1, shop_id: shop.shop_id })
      ).json();
      products += menu.categories.reduce((n: number, c: { products: unknown[] }) => n + c.products.length, 0);
    }
    expect(products).toBeGreaterThanOrEqual(120);
  });

  it('has a shop that delivers to some districts only, and a pizzeria with half-and-half', async () => {
    const { shops } = (
      await post(t.app, 'localhost', catalogCalls.listShops.path, { validate: 1, city_id: 1, district_id: 1 })
    ).json();
    expect(shops.some((s: { delivery_fee: number | null }) => s.delivery_fee === null)).toBe(true);
    const pizzeria = shops.find((s: { segment: string }) => s.segment === 'pizzaria');
    const menu = (
      await post(t.app, 'localhost', catalogCalls.getMenu.path, { validate: 1, shop_id: pizzeria.shop_id })
    ).json();
    const groups = menu.categories.flatMap((c: { products: { option_groups: { kind: string; max: number }[] }[] }) =>
      c.products.flatMap((p) => p.option_groups),
    );
    expect(groups.some((g: { kind: string; max: number }) => g.kind === 'flavours' && g.max >= 2)).toBe(true);
  });

  it('gives the SINGLE profile one pizzeria, reachable by its permalink', async () => {
    const { shops } = (
      await post(t.app, 'pizzaria.localhost', catalogCalls.listShops.path, { validate: 1, city_id: 1 })
    ).json();
    expect(shops).toEqual([expect.objectContaining({ name: 'Pizzaria Bella Napoli', segment: 'pizzaria' })]);
    const byLink = await post(t.app, 'pizzaria.localhost', catalogCalls.getShop.path, {
      validate: 1,
      city: 'campinas',
      segment: 'pizzaria',
      slug: 'pizzaria-bella-napoli',
    });
    expect(byLink.json().shop.shop_id).toBe(shops[0].shop_id);
  });

  it('gives each shop the address customers pick up at, also to a shop seeded before shops had one', async () => {
    const { db } = t.database;
    await db.update(shopsTable).set({ street: '' }).where(eq(shopsTable.slug, 'forno-da-nonna'));
    await seedDemo(db, { passwordCost: 'light' });
    // A restarted server reads the shop afresh; this one still holds it and its answers.
    t.app.catalog.invalidate();
    t.app.answerReplay.forget();
    const link = { validate: 1, city: 'campinas', segment: 'pizzaria', slug: 'forno-da-nonna' };
    const { shop } = (await post(t.app, 'localhost', catalogCalls.getShop.path, link)).json();
    expect(shop.address).toEqual({
      street: 'Rua Maria Monteiro',
      number: '820',
      complement: '',
      district: 'Cambuí',
      city: 'Campinas',
      state: 'SP',
      cep: '13025-151',
    });
  });

  it('has coupons a new customer can use, and shops that pay cashback', async () => {
    const { token } = (await registerAccount(t.app, 'localhost')).body;
    const { shops } = (await post(t.app, 'localhost', catalogCalls.listShops.path, { validate: 1, city_id: 1 })).json();
    const shopId = shops[0].shop_id;
    const ask = (code: string, total: number) =>
      post(t.app, 'localhost', rewardCalls.getDiscountInfo.path, {
        validate: 1,
        token,
        code,
        shop_id: shopId,
        total_products: total,
      });
    expect((await ask('BEMVINDO10', 50)).json().discount).toMatchObject({ code: 'BEMVINDO10', amount: 5 });
    expect((await ask('pedeja5', 40)).json().discount).toMatchObject({ code: 'PEDEJA5', amount: 5 });
    expect((await ask('PEDEJA5', 39.9)).json().error_type).not.toBe(0);
    const paying = await t.database.db.select().from(shopsTable).where(gt(shopsTable.cashbackPercent, 0));
    expect(paying.length).toBeGreaterThanOrEqual(2);
  });

  it('publishes an app release per platform', async () => {
    for (const sistema of ['android', 'ios']) {
      const res = (
        await post(t.app, 'localhost', appInfoCalls.getInfoApp.path, { validate: 1, versao: '1.0.0', sistema })
      ).json();
      expect(res.url_update_app, sistema).toMatch(/^https:\/\//);
    }
  });
});

describe('demo data always open', () => {
  it('opens every shop but the paused one, whatever the hour', async () => {
    const open = await createTestApp();
    try {
      await seedDemo(open.database.db, { alwaysOpen: true, passwordCost: 'light' });
      const { shops } = (
        await post(open.app, 'localhost', catalogCalls.listShops.path, { validate: 1, city_id: 1 })
      ).json();
      const closed = shops.filter((s: { status: { is_open: boolean } }) => !s.status.is_open);
      expect(closed).toEqual([expect.objectContaining({ status: expect.objectContaining({ next_opening: null }) })]);
    } finally {
      await open.close();
    }
  });
});
