import { catalogCalls } from '@delivery/contract/calls/catalog';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/catalog.ts';
import { insertShop } from '../../src/db/seed/insert-shop.ts';
import { notifyCatalogChanged } from '../../src/modules/catalog/queries.ts';
import { createTestApp, post, type TestApp } from '../helpers/app.ts';
import { testShop } from '../helpers/shops.ts';
import { addCity, createTenant } from '../helpers/tenants.ts';

/** Two API instances on one PostgreSQL, as two processes behind a load balancer (docs/architecture.md section 8). */
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await createTestApp({ TENANT_CACHE_MS: '30000' });
  b = await createTestApp({ TENANT_CACHE_MS: '30000' });
});
afterAll(async () => {
  await a.close();
  await b.close();
});

describe('two API processes on one database', () => {
  it("see each other's writes, and a catalog change announced by one reaches the other's cache", async () => {
    const tenant = await createTenant(a.database.db);
    const city = await addCity(a.database.db, tenant.id, 'Campinas', ['Centro']);
    const shopId = await insertShop(
      a.database.db,
      { profileId: tenant.id, cityId: city.id, districts: city.districts },
      testShop(),
    );
    const names = async (app: TestApp) =>
      (await post(app.app, tenant.domain, catalogCalls.getMenu.path, { validate: 1, shop_id: shopId }))
        .json()
        .categories[0].products.map((p: { name: string }) => p.name);
    expect(await names(b)).toContain('Pizza Margherita');
    await a.database.db.update(products).set({ name: 'Pizza Margherita DOP' }).where(eq(products.shopId, shopId));
    await notifyCatalogChanged(a.database.db, shopId);
    await expect.poll(() => names(b), { timeout: 5_000 }).toContain('Pizza Margherita DOP');
    expect(await names(a)).toContain('Pizza Margherita DOP');
  });
});
