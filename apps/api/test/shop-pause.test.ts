import { catalogCalls } from '@delivery/contract/calls/catalog';
import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../src/db/schema/catalog.ts';
import { notifyCatalogChanged } from '../src/modules/catalog/queries.ts';
import { pauseShop, resumeShop } from '../src/modules/catalog/service.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { orderingTenant, type OrderingCustomer, type OrderingTenant } from './helpers/orders.ts';

let t: TestApp;
let shop: OrderingTenant;
let customer: OrderingCustomer;

beforeAll(async () => {
  t = await createTestApp();
  // Its shop is open around the clock: only a pause closes it.
  shop = await orderingTenant(t.app, t.database.db);
  customer = await shop.customer();
});
afterAll(() => t.close());

const call = (path: string, body: Record<string, unknown> = {}) =>
  post(t.app, shop.domain, path, { validate: 1, ...body });
const statusNow = async () => (await call(catalogCalls.getShop.path, { shop_id: shop.shopId })).json().shop.status;
const listed = async () =>
  (await call(catalogCalls.listShops.path, { city_id: shop.cityId }))
    .json()
    .shops.find((s: { shop_id: number }) => s.shop_id === shop.shopId).status;
const hhmm = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

describe('pausing a shop', () => {
  it('shows it closed until the pause ends, from the next read on, and open again once resumed', async () => {
    const open = await statusNow();
    expect(open).toMatchObject({ is_open: true });
    const before = Date.now();
    const until = await pauseShop(t.database.db, t.app.catalog, shop.shopId, 30);
    expect(until.getTime() - before).toBeGreaterThan(29 * 60_000);
    expect(until.getTime() - before).toBeLessThanOrEqual(30 * 60_000 + 5_000);

    // No waiting for the NOTIFY: the cache of this process was dropped with the pause.
    const paused = {
      is_open: false,
      closes_at: null,
      // Its hours have it open then: it opens again when the pause ends.
      next_opening: until.toISOString(),
      paused_until: until.toISOString(),
    };
    expect(await statusNow()).toEqual(paused);
    expect(await listed()).toEqual(paused);

    await resumeShop(t.database.db, t.app.catalog, shop.shopId);
    expect(await statusNow()).toEqual(open);
  });

  it('refuses its orders with the time it takes them again, and offers no slot meanwhile', async () => {
    const until = await pauseShop(t.database.db, t.app.catalog, shop.shopId, 45);
    try {
      const refusal = {
        error_type: 14,
        message: `A loja pausou os pedidos até ${hhmm(until.toISOString())}. Tente de novo a partir desse horário`,
      };
      expect((await call(checkoutCalls.validateOrderApp.path, customer.draft())).json()).toMatchObject(refusal);
      expect((await call(checkoutCalls.saveOrder.path, customer.draft())).json()).toMatchObject(refusal);
      expect((await call(checkoutCalls.getInfoHorarios.path, { shop_id: shop.shopId })).json()).toMatchObject({
        now_available: false,
        slots: [],
      });
    } finally {
      await resumeShop(t.database.db, t.app.catalog, shop.shopId);
    }
    expect((await call(checkoutCalls.saveOrder.path, customer.draft())).json()).toMatchObject({ error_type: 0 });
  });

  it('ends by itself when its time passes, with no job and no message', async () => {
    const until = new Date(Date.now() + 1_500);
    await t.database.db.update(shops).set({ pausedUntil: until }).where(eq(shops.id, shop.shopId));
    await notifyCatalogChanged(t.database.db, shop.shopId);
    await expect.poll(statusNow).toMatchObject({ is_open: false, paused_until: until.toISOString() });
    await new Promise((resolve) => setTimeout(resolve, until.getTime() - Date.now() + 50));
    const after = await statusNow();
    expect(after).toMatchObject({ is_open: true, next_opening: null });
    expect(after).not.toHaveProperty('paused_until');
    expect((await call(checkoutCalls.validateOrderApp.path, customer.draft())).json()).toMatchObject({
      error_type: 0,
    });
  });

  it('takes from one minute to a day, for a shop that exists', async () => {
    for (const minutes of [0, 1441, 2.5]) {
      await expect(pauseShop(t.database.db, t.app.catalog, shop.shopId, minutes)).rejects.toMatchObject({
        errorType: 1,
        message: 'A pausa deve ser de 1 minuto a 24 horas',
      });
    }
    await expect(pauseShop(t.database.db, t.app.catalog, 999_999_999, 10)).rejects.toMatchObject({ errorType: 3 });
    expect(await statusNow()).toMatchObject({ is_open: true });
  });
});
