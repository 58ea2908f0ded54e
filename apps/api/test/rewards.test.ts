import { catalogCalls } from '@delivery/contract/calls/catalog';
import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { devCalls } from '@delivery/contract/calls/orders';
import { rewardCalls } from '@delivery/contract/calls/rewards';
import { randomUUID } from 'node:crypto';
import type { TProduct } from '@delivery/contract/catalog';
import { encodeProductsList } from '@delivery/contract/checkout';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../src/db/schema/catalog.ts';
import { coupons } from '../src/db/schema/rewards.ts';
import { insertShop } from '../src/db/seed/insert-shop.ts';
import { notifyCatalogChanged } from '../src/modules/catalog/queries.ts';
import { registerAccount } from './helpers/accounts.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { testShop } from './helpers/shops.ts';
import { addCity, createTenant, type TestTenant } from './helpers/tenants.ts';

let t: TestApp;
let shop: TestTenant;
let shopId: number;
let otherShopId: number;
let margherita: TProduct;
let grande: number;

beforeAll(async () => {
  t = await createTestApp({ APP_ENV: 'sandbox' });
  shop = await createTenant(t.database.db);
  const city = await addCity(t.database.db, shop.id, 'Campinas', ['Cambuí']);
  const place = { profileId: shop.id, cityId: city.id, districts: city.districts };
  shopId = await insertShop(t.database.db, place, testShop());
  otherShopId = await insertShop(t.database.db, place, testShop({ slug: 'outra' }));
  await t.database.db.update(shops).set({ cashbackPercent: 10 }).where(eq(shops.id, shopId));
  await notifyCatalogChanged(t.database.db, shopId);
  const menu = (await post(t.app, shop.domain, catalogCalls.getMenu.path, { validate: 1, shop_id: shopId })).json();
  margherita = menu.categories[0].products.find((p: TProduct) => p.name === 'Pizza Margherita');
  grande = margherita.option_groups[0]!.options.find((o) => o.name === 'Grande')!.option_id;
});
afterAll(() => t.close());

async function addCoupon(values: Partial<typeof coupons.$inferInsert> & { code: string }) {
  await t.database.db.insert(coupons).values({ profileId: shop.id, kind: 'percent', value: 10, ...values });
}

/** `quantity` Margheritas Grande (64,90 each), picked up, paid in cash. */
function orderBody(
  token: string,
  quantity: number,
  extra: { discount?: number; cashback?: number; coupon_code?: string; use_cashback?: '1' } = {},
) {
  const products = Math.round(64.9 * quantity * 100) / 100;
  const total = Math.round((products - (extra.discount ?? 0) - (extra.cashback ?? 0)) * 100) / 100;
  return {
    validate: 1,
    token,
    shop_id: shopId,
    products_list: encodeProductsList([{ productId: margherita.product_id, quantity, optionIds: [grande] }]),
    total_products: products,
    delivery_price_shop: 0,
    order_total: total,
    address_id: null,
    idempotency_key: randomUUID(),
    payment_method: 'cash',
    accept_policy: '1',
    ...(extra.coupon_code ? { coupon_code: extra.coupon_code } : {}),
    ...(extra.use_cashback ? { use_cashback: '1' } : {}),
  };
}
const order = (...args: Parameters<typeof orderBody>) =>
  post(t.app, shop.domain, checkoutCalls.saveOrder.path, orderBody(...args));
const discountInfo = (token: string, code: string, total: number, shop_id = shopId) =>
  post(t.app, shop.domain, rewardCalls.getDiscountInfo.path, {
    validate: 1,
    token,
    code,
    shop_id,
    total_products: total,
  });

describe('coupons', () => {
  it('a percent coupon answers its discount, in any case', async () => {
    await addCoupon({ code: 'PIZZA10', description: '10% na pizza' });
    const { body } = await registerAccount(t.app, shop.domain);
    expect((await discountInfo(body.token, 'pizza10', 100)).json()).toEqual({
      error_type: 0,
      message: expect.stringMatching(/^Cupom aplicado: R\$\s10,00 de desconto$/),
      discount: { code: 'PIZZA10', description: '10% na pizza', amount: 10 },
    });
  });

  it('a fixed coupon never takes more than the products', async () => {
    await addCoupon({ code: 'MENOS50', kind: 'fixed', value: 5000 });
    const { body } = await registerAccount(t.app, shop.domain);
    expect((await discountInfo(body.token, 'MENOS50', 30)).json().discount.amount).toBe(30);
  });

  it.each([
    ['unknown', {}, 'NAOEXISTE', 'Cupom inválido'],
    ['expired', { endsAt: new Date(Date.now() - 60_000) }, 'VENCIDO', 'Este cupom expirou'],
    ['not started', { startsAt: new Date(Date.now() + 86_400_000) }, 'FUTURO', 'Este cupom ainda não está valendo'],
    ['of another shop', { shopId: -1 }, 'OUTRALOJA', 'Este cupom não vale para esta loja'],
    [
      'below its minimum',
      { minOrderCents: 20_000 },
      'MINIMO',
      'Este cupom vale para pedidos a partir de R$\u00a0200,00',
    ],
  ])('refuses a coupon %s', async (_case, values, code, message) => {
    if (code !== 'NAOEXISTE') {
      const shopIdValue = (values as { shopId?: number }).shopId === -1 ? otherShopId : undefined;
      await addCoupon({ code, ...values, ...(shopIdValue ? { shopId: shopIdValue } : {}) });
    }
    const { body } = await registerAccount(t.app, shop.domain);
    expect((await discountInfo(body.token, code, 100)).json()).toEqual({ error_type: 14, message });
  });

  it('is consumed by the order: the discount is in the totals, and a single-use coupon works once', async () => {
    await addCoupon({ code: 'BEMVINDO', kind: 'fixed', value: 1500 });
    const { body } = await registerAccount(t.app, shop.domain);
    const placed = (await order(body.token, 1, { coupon_code: 'BEMVINDO', discount: 15 })).json();
    expect(placed.order.totals).toEqual({
      total_products: 64.9,
      delivery_price: 0,
      discount: 15,
      cashback: 0,
      order_total: 49.9,
    });
    // Refused, with the totals as they are without it, for the app to show.
    expect((await order(body.token, 1, { coupon_code: 'BEMVINDO', discount: 15 })).json()).toEqual({
      error_type: 14,
      message: 'Este cupom já foi usado o máximo de vezes',
      totals: { total_products: 64.9, delivery_price: 0, discount: 0, cashback: 0, order_total: 64.9 },
    });
  });

  it('a first-order coupon is refused after an order', async () => {
    await addCoupon({ code: 'PRIMEIRA', firstOrderOnly: true, maxUsesPerCustomer: 5 });
    const { body } = await registerAccount(t.app, shop.domain);
    await order(body.token, 1);
    expect((await discountInfo(body.token, 'PRIMEIRA', 100)).json().message).toBe(
      'Este cupom vale só para o primeiro pedido',
    );
  });

  it('two customers racing for the last use of a coupon: exactly one order gets it', async () => {
    await addCoupon({ code: 'ULTIMO', maxUses: 1 });
    const a = (await registerAccount(t.app, shop.domain)).body.token;
    const b = (await registerAccount(t.app, shop.domain)).body.token;
    const answers = (
      await Promise.all([a, b].map((token) => order(token, 1, { coupon_code: 'ULTIMO', discount: 6.49 })))
    ).map((r) => r.json());
    expect(answers.filter((r) => r.error_type === 0)).toHaveLength(1);
    expect(answers.filter((r) => r.error_type === 14)).toHaveLength(1);
  });
});

describe('cashback', () => {
  /** A pickup order, moved along to 'picked_up'. */
  async function pickedUp(token: string, quantity: number) {
    const id = (await order(token, quantity)).json().order.order_id;
    let status = '';
    for (let i = 0; i < 4; i++)
      status = (await post(t.app, shop.domain, devCalls.advanceOrder.path, { order_id: id })).json().status;
    expect(status).toBe('picked_up');
    return id;
  }
  const balance = async (token: string) =>
    (await post(t.app, shop.domain, rewardCalls.getInfoCashCheckout.path, { validate: 1, token })).json().balance;

  it('is earned when an order is picked up, spent at checkout, and told in the statement', async () => {
    const { body } = await registerAccount(t.app, shop.domain);
    expect(await balance(body.token)).toBe(0);
    const first = await pickedUp(body.token, 2); // 10% of 129,80
    expect(await balance(body.token)).toBe(12.98);
    const spending = orderBody(body.token, 1, { use_cashback: '1', cashback: 12.98 });
    const placed = (await post(t.app, shop.domain, checkoutCalls.saveOrder.path, spending)).json();
    expect(placed.order.totals).toMatchObject({ cashback: 12.98, order_total: 51.92 });
    expect(await balance(body.token)).toBe(0);
    // A retry after the balance is spent still answers the order it made, not 'prices changed'.
    const retry = (await post(t.app, shop.domain, checkoutCalls.saveOrder.path, spending)).json();
    expect(retry).toMatchObject({ error_type: 0, order: { order_id: placed.order.order_id } });
    const statement = (
      await post(t.app, shop.domain, rewardCalls.getExtratoCash.path, { validate: 1, token: body.token })
    ).json();
    expect(
      statement.entries.map((e: { kind: string; amount: number; order_id: number }) => [e.kind, e.amount, e.order_id]),
    ).toEqual([
      ['spend', -12.98, placed.order.order_id],
      ['earn', 12.98, first],
    ]);
  });

  it('two orders racing to spend one balance: exactly one spends it', async () => {
    const { body } = await registerAccount(t.app, shop.domain);
    await pickedUp(body.token, 1); // 6,49
    const answers = (
      await Promise.all([1, 2].map(() => order(body.token, 1, { use_cashback: '1', cashback: 6.49 })))
    ).map((r) => r.json());
    expect(answers.filter((r) => r.error_type === 0)).toHaveLength(1);
    expect(answers.filter((r) => r.error_type === 15)).toHaveLength(1);
    expect(await balance(body.token)).toBe(0);
  });
});
