import { catalogCalls } from '@delivery/contract/calls/catalog';
import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { menuCalls } from '@delivery/contract/calls/menu';
import type { TProduct } from '@delivery/contract/catalog';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../src/app.ts';
import { menuChanges } from '../src/db/schema/menu.ts';
import { createTestApp, post, testConfig, type TestApp } from './helpers/app.ts';
import { orderingTenant, type OrderingCustomer, type OrderingTenant } from './helpers/orders.ts';
import { addStaff } from './helpers/staff.ts';

/** "Acabou": the counter marks a product or an option sold out, and customers see it at once. */

let t: TestApp;
let tenant: OrderingTenant;
let attendant: { id: number; token: string };
let customer: OrderingCustomer;
/** Another API process on the same database: what it shows proves the change reached every process. */
let other: Awaited<ReturnType<typeof createApi>>;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await orderingTenant(t.app, t.database.db);
  attendant = await addStaff(t.app, t.database.db, tenant, [{ role: 'attendant', shopId: tenant.shopId }]);
  customer = await tenant.customer();
  other = await createApi(testConfig(), t.database, false);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const margherita = () => tenant.products.find((p) => p.name === 'Pizza Margherita')!;
const grande = () => margherita().option_groups[0]!.options.find((o) => o.name === 'Grande')!;

const setAvailable = (body: Record<string, unknown>, token = attendant.token) =>
  post(t.app, tenant.domain, menuCalls.setMenuItemAvailable.path, {
    validate: 1,
    token,
    shop_id: tenant.shopId,
    ...body,
  });

/** The product as a customer's menu shows it, read from the other process. */
const seenByCustomers = async (productId: number): Promise<TProduct> => {
  const menu = (
    await post(other, tenant.domain, catalogCalls.getMenu.path, { validate: 1, shop_id: tenant.shopId })
  ).json();
  return menu.categories
    .flatMap((c: { products: TProduct[] }) => c.products)
    .find((p: TProduct) => p.product_id === productId);
};

describe('a product that runs out', () => {
  it('is marked by whoever runs the orders, shown sold out everywhere, refused at checkout, and back again', async () => {
    const product = margherita();
    // Read once on the other process, so its cached menu must be dropped to show the change.
    expect((await seenByCustomers(product.product_id)).available).toBe(true);

    expect((await setAvailable({ item: 'product', item_id: product.product_id, available: '0' })).json()).toEqual({
      error_type: 0,
      message: 'Pizza Margherita acabou: os clientes não conseguem pedir até voltar',
      available: false,
    });
    await expect
      .poll(async () => (await seenByCustomers(product.product_id)).available, { timeout: 5_000 })
      .toBe(false);
    const refused = (await post(t.app, tenant.domain, checkoutCalls.saveOrder.path, customer.draft())).json();
    expect(refused).toMatchObject({
      error_type: expect.any(Number),
      message: 'Pizza Margherita não está disponível agora',
    });
    expect(refused.error_type).not.toBe(0);

    const staffMenu = (
      await post(t.app, tenant.domain, menuCalls.shopMenu.path, {
        validate: 1,
        token: attendant.token,
        shop_id: tenant.shopId,
      })
    ).json();
    expect(
      staffMenu.categories
        .flatMap((c: { products: TProduct[] }) => c.products)
        .find((p: TProduct) => p.product_id === product.product_id),
    ).toMatchObject({ available: false });

    expect((await setAvailable({ item: 'product', item_id: product.product_id, available: '1' })).json()).toMatchObject(
      {
        message: 'Pizza Margherita voltou ao cardápio',
        available: true,
      },
    );
    await expect.poll(async () => (await seenByCustomers(product.product_id)).available, { timeout: 5_000 }).toBe(true);
    expect(await customer.order()).toEqual(expect.any(Number));
  });

  it('records who changed what, once per change', async () => {
    const product = margherita();
    // Already available: nothing changes, nothing is recorded.
    await setAvailable({ item: 'product', item_id: product.product_id, available: '1' });
    const rows = await t.database.db
      .select()
      .from(menuChanges)
      .where(and(eq(menuChanges.item, 'product'), eq(menuChanges.itemId, product.product_id)))
      .orderBy(menuChanges.id);
    expect(rows.map((row) => [row.staffId, row.change])).toEqual([
      [attendant.id, { available: { from: true, to: false } }],
      [attendant.id, { available: { from: false, to: true } }],
    ]);
  });
});

describe('an option that runs out', () => {
  it('is shown sold out in its product, and an order choosing it is refused', async () => {
    const option = grande();
    expect((await setAvailable({ item: 'option', item_id: option.option_id, available: '0' })).json()).toMatchObject({
      error_type: 0,
      message: 'Grande acabou: os clientes não conseguem pedir até voltar',
      available: false,
    });
    await expect
      .poll(
        async () =>
          (await seenByCustomers(margherita().product_id)).option_groups[0]!.options.find(
            (o) => o.option_id === option.option_id,
          )?.available,
        {
          timeout: 5_000,
        },
      )
      .toBe(false);
    const refused = (await post(t.app, tenant.domain, checkoutCalls.saveOrder.path, customer.draft())).json();
    expect(refused.error_type).not.toBe(0);
    await setAvailable({ item: 'option', item_id: option.option_id, available: '1' });
    expect(await customer.order()).toEqual(expect.any(Number));
  });
});

describe('what may be switched', () => {
  it("refuses another shop's product or option, an unknown item and a bad flag", async () => {
    const neighbour = await tenant.anotherShop('vizinha-do-cardapio');
    const neighbourMenu = (
      await post(t.app, tenant.domain, catalogCalls.getMenu.path, { validate: 1, shop_id: neighbour })
    ).json();
    const theirs: TProduct = neighbourMenu.categories[0].products[0];
    const theirOption = neighbourMenu.categories
      .flatMap((c: { products: TProduct[] }) => c.products)
      .flatMap((p: TProduct) => p.option_groups.flatMap((g) => g.options))[0];
    for (const body of [
      { item: 'product', item_id: theirs.product_id, available: '0' },
      { item: 'option', item_id: theirOption.option_id, available: '0' },
      { item: 'product', item_id: 999_999_999, available: '0' },
    ]) {
      const answer = await setAvailable(body);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error_type: 3, message: 'Item não encontrado no cardápio desta loja' });
    }
    expect((await seenByCustomers(margherita().product_id)).available).toBe(true);
    expect((await setAvailable({ item: 'categoria', item_id: 1, available: '0' })).statusCode).toBe(400);
    expect(
      (await setAvailable({ item: 'product', item_id: margherita().product_id, available: 'sim' })).statusCode,
    ).toBe(400);
  });
});
