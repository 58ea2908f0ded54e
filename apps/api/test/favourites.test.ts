import { customerCalls } from '@delivery/contract/calls/customer';
import { favouriteCalls } from '@delivery/contract/calls/favourites';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema/customers.ts';
import { favouriteShops } from '../src/db/schema/favourites.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { orderingTenant, type OrderingTenant } from './helpers/orders.ts';

/* A customer's favourite shops (issue 16): the heart on the card and the shop page, the home's row. */

let t: TestApp;
let shop: OrderingTenant;
let other: OrderingTenant;

beforeAll(async () => {
  t = await createTestApp({ APP_ENV: 'sandbox' });
  shop = await orderingTenant(t.app, t.database.db);
  other = await orderingTenant(t.app, t.database.db);
});
afterAll(() => t.close());

const send = async (call: { path: string }, fields: Record<string, unknown>, domain = shop.domain) => {
  const res = await post(t.app, domain, call.path, { validate: 1, ...fields });
  return { status: res.statusCode, body: res.json() };
};
const ids = (answer: { favourites: { shop_id: number }[] }) => answer.favourites.map((f) => f.shop_id);

describe('favourite shops', () => {
  it('adds, lists (newest first, by city) and removes', async () => {
    const { token } = await shop.customer();
    const second = await shop.anotherShop(`fav-${Date.now()}`);

    const added = await send(favouriteCalls.addFavoriteShop, { token, shop_id: shop.shopId });
    expect(added).toMatchObject({
      status: 200,
      body: {
        error_type: 0,
        message: 'Loja adicionada aos seus favoritos',
        favourites: [{ shop_id: shop.shopId, city_id: shop.cityId, name: 'Pizzaria Teste', logo: expect.any(String) }],
      },
    });
    await send(favouriteCalls.addFavoriteShop, { token, shop_id: second });
    const listed = await send(favouriteCalls.listFavoriteShops, { token });
    expect(ids(listed.body)).toEqual([second, shop.shopId]);
    expect(ids((await send(favouriteCalls.listFavoriteShops, { token, city_id: shop.cityId })).body)).toEqual([
      second,
      shop.shopId,
    ]);
    expect((await send(favouriteCalls.listFavoriteShops, { token, city_id: other.cityId })).body.favourites).toEqual(
      [],
    );

    const removed = await send(favouriteCalls.removeFavoriteShop, { token, shop_id: second });
    expect(removed.body).toMatchObject({ error_type: 0, message: 'Loja removida dos seus favoritos' });
    expect(ids(removed.body)).toEqual([shop.shopId]);
    // A second tap on a heart already emptied changes nothing and is no error.
    const again = await send(favouriteCalls.removeFavoriteShop, { token, shop_id: second });
    expect(again.body.error_type).toBe(0);
    expect(ids(again.body)).toEqual([shop.shopId]);
  });

  it('adding the same shop twice keeps it once', async () => {
    const { token } = await shop.customer();
    await send(favouriteCalls.addFavoriteShop, { token, shop_id: shop.shopId });
    const twice = await send(favouriteCalls.addFavoriteShop, { token, shop_id: shop.shopId });
    expect(twice.body.error_type).toBe(0);
    expect(ids(twice.body)).toEqual([shop.shopId]);
  });

  it("another customer, and another tenant's customer, see none of them", async () => {
    const mine = await shop.customer();
    await send(favouriteCalls.addFavoriteShop, { token: mine.token, shop_id: shop.shopId });
    const neighbour = await shop.customer();
    expect((await send(favouriteCalls.listFavoriteShops, { token: neighbour.token })).body.favourites).toEqual([]);
    const elsewhere = await other.customer();
    expect(
      (await send(favouriteCalls.listFavoriteShops, { token: elsewhere.token }, other.domain)).body.favourites,
    ).toEqual([]);
    // The first tenant's token does not open a session on the other's host.
    expect((await send(favouriteCalls.listFavoriteShops, { token: mine.token }, other.domain)).status).toBe(401);
  });

  it("refuses an unknown shop, and another tenant's, with the same clear answer", async () => {
    const { token } = await shop.customer();
    for (const shopId of [999_999_999, other.shopId]) {
      const refused = await send(favouriteCalls.addFavoriteShop, { token, shop_id: shopId });
      expect(refused).toEqual({ status: 404, body: { error_type: 3, message: 'Loja não encontrada' } });
    }
    expect((await send(favouriteCalls.listFavoriteShops, { token })).body.favourites).toEqual([]);
  });

  it('needs a session, and a shop id', async () => {
    expect((await send(favouriteCalls.listFavoriteShops, {})).body.error_type).toBe(1);
    const { token } = await shop.customer();
    const missing = await send(favouriteCalls.addFavoriteShop, { token });
    expect(missing.status).toBe(400);
    expect(missing.body.error_type).toBe(1);
    expect(missing.body.message).toMatch(/shop_id/);
  });

  it('deleting the account removes its favourites', async () => {
    const { token, signup } = await shop.customer();
    await send(favouriteCalls.addFavoriteShop, { token, shop_id: shop.shopId });
    const [customer] = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, signup.email.toLowerCase()));
    const rowsOf = () => t.database.db.select().from(favouriteShops).where(eq(favouriteShops.customerId, customer!.id));
    expect(await rowsOf()).toHaveLength(1);

    expect((await send(customerCalls.delete, { token, password: signup.password })).body.error_type).toBe(0);
    expect(await rowsOf()).toEqual([]);
  });
});
