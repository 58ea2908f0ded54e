import { addressCalls } from '@delivery/contract/calls/addresses';
import { catalogCalls } from '@delivery/contract/calls/catalog';
import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { randomUUID } from 'node:crypto';
import { encodeProductsList } from '@delivery/contract/checkout';
import type { TProduct } from '@delivery/contract/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertShop, type ShopPlace } from '../src/db/seed/insert-shop.ts';
import { registerAccount } from './helpers/accounts.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { testShop } from './helpers/shops.ts';
import { addCity, createTenant, type TestTenant } from './helpers/tenants.ts';

const SP = 'America/Sao_Paulo';
const localDate = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SP }).format(new Date(Date.now() + offsetDays * 86_400_000));

let t: TestApp;
let shop: TestTenant;
let city: Awaited<ReturnType<typeof addCity>>;
let place: ShopPlace;
let token: string;
let cambuiAddress: number;
let centroAddress: number;
let pizzeria: { id: number; products: TProduct[] };

beforeAll(async () => {
  t = await createTestApp({ APP_ENV: 'sandbox' });
  shop = await createTenant(t.database.db);
  city = await addCity(t.database.db, shop.id, 'Campinas', ['Cambuí', 'Centro', 'Longe']);
  place = { profileId: shop.id, cityId: city.id, districts: city.districts };
  const id = await insertShop(
    t.database.db,
    place,
    testShop({
      delivery: { districts: ['Cambuí', 'Longe'], fee: { Cambuí: 5.9, Longe: 9.9 }, extraMinutes: { Longe: 40 } },
    }),
  );
  pizzeria = { id, products: await menuProducts(id) };
  token = (await registerAccount(t.app, shop.domain)).body.token;
  const save = async (district: string) =>
    (
      await post(t.app, shop.domain, addressCalls.addAddress.path, {
        validate: 1,
        token,
        city_id: city.id,
        district_id: city.districts.get(district),
        street: 'Rua Um',
        number: '10',
      })
    ).json().address.address_id;
  cambuiAddress = await save('Cambuí');
  centroAddress = await save('Centro');
});
afterAll(() => t.close());

async function menuProducts(shopId: number): Promise<TProduct[]> {
  const menu = (await post(t.app, shop.domain, catalogCalls.getMenu.path, { validate: 1, shop_id: shopId })).json();
  return menu.categories.flatMap((c: { products: TProduct[] }) => c.products);
}

const product = (name: string, list = pizzeria.products) => {
  const found = list.find((p) => p.name === name);
  if (!found) throw new Error(name);
  return found;
};
const option = (p: TProduct, name: string) =>
  p.option_groups.flatMap((g) => g.options).find((o) => o.name === name)!.option_id;

/** Calabresa (50,00) + Quatro Queijos (61,90) at the average, with Catupiry (9,00), twice; and a Margherita at its promo 44,90 + Grande 20,00. */
function cart() {
  const half = product('Pizza Grande meio a meio');
  const margherita = product('Pizza Margherita');
  return encodeProductsList([
    {
      productId: half.product_id,
      quantity: 2,
      optionIds: [option(half, 'Calabresa'), option(half, 'Quatro Queijos'), option(half, 'Catupiry')],
    },
    { productId: margherita.product_id, quantity: 1, optionIds: [option(margherita, 'Grande')] },
  ]);
}
const PRODUCTS = 2 * (55.95 + 9) + (44.9 + 20);

const validate = (body: Record<string, unknown>) =>
  post(t.app, shop.domain, checkoutCalls.validateOrderApp.path, {
    validate: 1,
    token,
    shop_id: pizzeria.id,
    products_list: cart(),
    total_products: PRODUCTS,
    delivery_price_shop: 5.9,
    order_total: PRODUCTS + 5.9,
    address_id: cambuiAddress,
    ...body,
  });

describe('validateOrderApp', () => {
  it('0: the totals match the server, with half-and-half, options, promo price and fee', async () => {
    const res = (await validate({})).json();
    expect(res).toEqual({
      error_type: 0,
      message: 'Tudo certo com o seu pedido',
      totals: { total_products: 194.8, delivery_price: 5.9, discount: 0, cashback: 0, order_total: 200.7 },
    });
  });

  it('15: stale prices from the app get the right totals back', async () => {
    const res = (await validate({ total_products: 150, order_total: 155.9 })).json();
    expect(res).toMatchObject({
      error_type: 15,
      message: 'Os preços mudaram desde que você montou a sacola. Confira os novos valores',
    });
    expect(res.totals.order_total).toBe(200.7);
  });

  it('0 for pickup with no fee', async () => {
    const res = (await validate({ address_id: null, delivery_price_shop: 0, order_total: PRODUCTS })).json();
    expect(res.error_type).toBe(0);
  });

  it.each([
    [
      'a product of another shop',
      () => ({ products_list: '999999:1;' }),
      'Um dos produtos não é desta loja. Monte o pedido de novo',
    ],
    [
      'an unavailable product',
      () => ({ products_list: `${product('Refrigerante lata').product_id}:1;` }),
      'Refrigerante lata não está disponível agora',
    ],
    [
      'an unavailable flavour',
      () => {
        const half = product('Pizza Grande meio a meio');
        return { products_list: `${half.product_id}:1:${option(half, 'Camarão')};` };
      },
      'Camarão não está disponível agora',
    ],
    [
      'a missing required choice',
      () => ({ products_list: `${product('Pizza Margherita').product_id}:1;` }),
      'Escolha ao menos 1 em Tamanho',
    ],
    [
      'an address the shop does not deliver to',
      () => ({ address_id: centroAddress }),
      'Esta loja não entrega no endereço escolhido',
    ],
  ])('2: %s sends the customer back to the shop', async (_case, change, message) => {
    expect((await validate(change())).json()).toEqual({ error_type: 2, message });
  });

  it('2: below the minimum order', async () => {
    const juice = product('Suco de Açaí 500 ml');
    const res = (
      await validate({ products_list: `${juice.product_id}:1;`, total_products: 14, order_total: 19.9 })
    ).json();
    expect(res.error_type).toBe(2);
    expect(res.message).toMatch(/^O pedido mínimo desta loja é R\$\s30,00$/);
    expect(res.totals).toEqual({
      total_products: 14,
      delivery_price: 5.9,
      discount: 0,
      cashback: 0,
      order_total: 19.9,
    });
  });

  it('9: a far district asks the customer to confirm the slower delivery', async () => {
    const { body } = await registerAccount(t.app, shop.domain);
    const far = (
      await post(t.app, shop.domain, addressCalls.addAddress.path, {
        validate: 1,
        token: body.token,
        city_id: city.id,
        district_id: city.districts.get('Longe'),
        street: 'Rua Dois',
        number: '2',
      })
    ).json().address.address_id;
    const res = (
      await validate({ token: body.token, address_id: far, delivery_price_shop: 9.9, order_total: PRODUCTS + 9.9 })
    ).json();
    expect(res).toMatchObject({
      error_type: 9,
      message: 'A loja está com entregas mais demoradas que o normal: 80–100 min',
    });
  });

  it('9: a closed shop schedules the order for its next slot; a slot of the list is accepted; others refused', async () => {
    const closedId = await insertShop(
      t.database.db,
      place,
      testShop({
        slug: 'fechada-hoje',
        exceptions: [
          { date: localDate(-1), closed: true, opens: null, closes: null, label: '' },
          { date: localDate(0), closed: true, opens: null, closes: null, label: 'Folga' },
          { date: localDate(1), closed: false, opens: '10:00', closes: '22:00', label: '' },
        ],
      }),
    );
    const products = await menuProducts(closedId);
    const juice = product('Suco de Açaí 500 ml', products);
    const margherita = product('Pizza Margherita', products);
    const list = encodeProductsList([
      { productId: margherita.product_id, quantity: 1, optionIds: [option(margherita, 'Grande')] },
      { productId: juice.product_id, quantity: 1, optionIds: [] },
    ]);
    const draft = {
      shop_id: closedId,
      products_list: list,
      total_products: 78.9,
      delivery_price_shop: 5.9,
      order_total: 84.8,
    };
    const res = (await validate(draft)).json();
    expect(res.error_type).toBe(9);
    expect(res.message).toBe('A loja está fechada agora. Seu pedido será agendado para Amanhã, 10:00–10:30');
    // 'Estou ciente': the order is kept for that first slot.
    const placed = (
      await post(t.app, shop.domain, checkoutCalls.saveOrder.path, {
        validate: 1,
        token,
        address_id: cambuiAddress,
        ...draft,
        idempotency_key: randomUUID(),
        payment_method: 'cash',
        accept_policy: '1',
        confirmed: '1',
      })
    ).json();
    expect(placed.order.schedule_id).toBe(`${localDate(1)}T10:00`);

    const horarios = (
      await post(t.app, shop.domain, checkoutCalls.getInfoHorarios.path, { validate: 1, shop_id: closedId })
    ).json();
    expect(horarios.now_available).toBe(false);
    expect(horarios.slots[0]).toMatchObject({ schedule_id: `${localDate(1)}T10:00`, label: 'Amanhã, 10:00–10:30' });
    const tomorrow = horarios.slots.filter((slot: { schedule_id: string }) =>
      slot.schedule_id.startsWith(localDate(1)),
    );
    expect(tomorrow).toHaveLength(24);
    expect(tomorrow.at(-1).schedule_id).toBe(`${localDate(1)}T21:30`);
    expect((await validate({ ...draft, schedule_id: `${localDate(1)}T12:00` })).json().error_type).toBe(0);
    expect((await validate({ ...draft, schedule_id: `${localDate(1)}T23:00` })).json()).toMatchObject({
      error_type: 14,
      message: 'Este horário não está mais disponível. Escolha outro',
    });
  });

  it('refuses a malformed products_list with 400, and answers 401 without a session', async () => {
    const bad = await validate({ products_list: '12;abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error_type: 1,
      message: 'Não entendemos os itens da sacola. Monte o pedido de novo',
    });
    expect((await validate({ token: 'x' })).statusCode).toBe(401);
  });
});

describe('schedules and payments', () => {
  it('an open shop takes orders now, with half-hour slots from its preparation time on', async () => {
    const res = (
      await post(t.app, shop.domain, checkoutCalls.getInfoHorarios.path, { validate: 1, shop_id: pizzeria.id })
    ).json();
    expect(res.now_available).toBe(true);
    const first = Date.parse(res.slots[0].start);
    expect(first).toBeGreaterThanOrEqual(Date.now() + 40 * 60_000 - 1000);
    expect(Date.parse(res.slots[0].end) - first).toBe(30 * 60_000);
    expect(res.slots[0].label).toMatch(/^(Hoje|Amanhã), \d{2}:\d{2}–\d{2}:\d{2}$/);
  });

  it("lists the shop's payment groups: cash with change, card flags, Pix", async () => {
    const res = (
      await post(t.app, shop.domain, checkoutCalls.getGroupsPayment.path, { validate: 1, shop_id: pizzeria.id })
    ).json();
    expect(res.groups).toEqual([
      { group: 'cash', label: 'Dinheiro', accepts_change: true, flags: [] },
      { group: 'pix', label: 'Pix', accepts_change: false, flags: [] },
    ]);
    const cardShop = await insertShop(
      t.database.db,
      place,
      testShop({ slug: 'com-cartao', paymentMethods: ['card_on_delivery'] }),
    );
    const card = (
      await post(t.app, shop.domain, checkoutCalls.getGroupsPayment.path, { validate: 1, shop_id: cardShop })
    ).json();
    expect(card.groups[0].flags.map((f: { name: string }) => f.name)).toContain('Elo');
  });

  it('has no online card flags while the shop has no connected card account', async () => {
    for (const body of [{ validate: 1 }, { validate: 1, shop_id: pizzeria.id }]) {
      const res = (await post(t.app, shop.domain, checkoutCalls.getFlagsCardOnline.path, body)).json();
      expect(res).toEqual({
        error_type: 0,
        message: 'Pagamento on-line com cartão ainda não está disponível',
        flags: [],
        gateway: null,
      });
    }
  });
});
