import { catalogCalls } from '@delivery/contract/calls/catalog';
import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { devCalls, orderCalls } from '@delivery/contract/calls/orders';
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { hasError, parsePix } from 'pix-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../src/db/schema/catalog.ts';
import { orders } from '../src/db/schema/orders.ts';
import { registerAccount } from './helpers/accounts.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { orderingTenant, type OrderingTenant, type OrderingCustomer } from './helpers/orders.ts';
import { openOrderStream } from './helpers/streams.ts';

let t: TestApp;
let shop: OrderingTenant;
let shopId: number;
let token: string;
/** A Margherita Grande (44,90 + 20,00) twice, with a note, delivered for 5,90: 135,70. */
let draft: OrderingCustomer['draft'];

beforeAll(async () => {
  t = await createTestApp({ APP_ENV: 'sandbox' });
  shop = await orderingTenant(t.app, t.database.db);
  ({ shopId } = shop);
  ({ token, draft } = await shop.customer());
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>) => post(t.app, shop.domain, checkoutCalls.saveOrder.path, body);

describe('saveOrder', () => {
  it('places a cash order with change, snapshotting names, prices and the address', async () => {
    const res = (await save(draft())).json();
    expect(res).toMatchObject({ error_type: 0, message: 'Pedido enviado! Acompanhe o status por aqui' });
    expect(res.order).toMatchObject({
      status: 'received',
      shop_name: 'Pizzaria Teste',
      delivery_type: 'delivery',
      address: expect.stringContaining('Rua Coronel Quirino, 1200 - Apto 52 - Cambuí'),
      payment_method: 'cash',
      change_for: 150,
      totals: { total_products: 129.8, delivery_price: 5.9, order_total: 135.7 },
      pix: null,
    });
    expect(res.order.items).toEqual([
      {
        product_id: expect.any(Number),
        name: 'Pizza Margherita',
        quantity: 2,
        unit_price: 64.9,
        total: 129.8,
        options: [{ group: 'Tamanho', option: 'Grande', price: 20 }],
        notes: 'sem manjericão',
      },
    ]);
  });

  it('is idempotent: a retry answers the same order, and parallel retries make one', async () => {
    const body = draft();
    const first = (await save(body)).json();
    const again = (await save(body)).json();
    expect(again.order.order_id).toBe(first.order.order_id);
    const parallel = draft();
    const answers = await Promise.all(Array.from({ length: 6 }, () => save(parallel)));
    const ids = new Set(answers.map((a) => a.json().order.order_id));
    expect(ids.size).toBe(1);
    const [row] = await t.database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.idempotencyKey, parallel.idempotency_key));
    expect(row!.n).toBe(1);
  });

  it('refuses the key of an order sent again with another order, and answers the same order again', async () => {
    const body = draft();
    const first = (await save(body)).json();
    const refusal = {
      error_type: 16,
      message: 'Este pedido já foi enviado com outros dados. Atualize a página e tente de novo.',
    };
    for (const change of [
      { notes: ['com manjericão'] },
      { products_list: body.products_list.replace(/:2:/, ':1:'), total_products: 64.9, order_total: 70.8 },
      { payment_method: 'pix', change_for: undefined },
      { address_id: null, delivery_price_shop: 0, order_total: 129.8 },
    ]) {
      const res = await save({ ...body, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json()).toEqual(refusal);
    }
    // The same order, however its list is spaced, is the order already made.
    const again = (await save({ ...body, products_list: ` ${body.products_list.replace(';', ' ; ')}` })).json();
    expect(again).toMatchObject({ error_type: 0, order: { order_id: first.order.order_id } });
    const [row] = await t.database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.idempotencyKey, body.idempotency_key));
    expect(row!.n).toBe(1);
  });

  it('Pix: a BR Code for the amount that an independent decoder reads and whose CRC checks, and its QR', async () => {
    const res = (await save(draft({ payment_method: 'pix', change_for: undefined }))).json();
    const pix = parsePix(res.order.pix.payload);
    expect(hasError(pix)).toBe(false);
    expect(pix).toMatchObject({
      type: 'STATIC',
      pixKey: 'pedidos@pizzariateste.com.br',
      transactionAmount: 135.7,
      merchantName: 'Pizzaria Teste',
      // The order's number, as the shop's board shows it (decision 0067).
      txid: `PEDIDO${res.order.order_number}`,
    });
    expect(res.order.pix.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });

  it('card on delivery needs a flag; cash change must exceed the total', async () => {
    const noFlag = await save(draft({ payment_method: 'card_on_delivery', change_for: undefined }));
    expect(noFlag.json()).toEqual({ error_type: 1, message: 'Escolha a bandeira do cartão' });
    const card = (
      await save(
        draft({ payment_method: 'card_on_delivery', change_for: undefined, card_flag_id: 3, card_type: 'credit' }),
      )
    ).json();
    expect(card.order).toMatchObject({ payment_method: 'card_on_delivery', card_flag: 'Elo', card_type: 'credit' });
    const change = await save(draft({ change_for: 100 }));
    expect(change.json()).toEqual({
      error_type: 1,
      message: 'O troco deve ser para um valor maior que o total do pedido',
    });
  });

  it('a bank card on delivery needs credit or debit, kept with the order; others refuse it', async () => {
    const card = (extra: Record<string, unknown>) =>
      save(draft({ payment_method: 'card_on_delivery', change_for: undefined, card_flag_id: 1, ...extra }));
    expect((await card({})).json()).toEqual({
      error_type: 1,
      message: 'Escolha se o cartão é de crédito ou de débito',
    });
    const unknown = await card({ card_type: 'prepaid' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error_type).toBe(1);

    const debit = (await card({ card_type: 'debit' })).json();
    expect(debit).toMatchObject({ error_type: 0, order: { card_flag: 'Visa', card_type: 'debit' } });
    const read = await post(t.app, shop.domain, orderCalls.getStatusOrder.path, {
      validate: 1,
      token,
      order_id: debit.order.order_id,
    });
    expect(read.json().order).toMatchObject({
      payment_method: 'card_on_delivery',
      card_flag: 'Visa',
      card_type: 'debit',
    });
    const [row] = await t.database.db
      .select({ cardType: orders.cardType })
      .from(orders)
      .where(eq(orders.id, debit.order.order_id));
    expect(row!.cardType).toBe('debit');

    // A meal voucher is neither credit nor debit; cash and Pix have no card at all.
    const notTaken = { error_type: 1, message: 'Crédito ou débito só se escolhe para cartão de banco na entrega' };
    expect((await card({ card_flag_id: 6, card_type: 'credit' })).json()).toEqual(notTaken);
    expect((await card({ card_flag_id: 6 })).json()).toMatchObject({
      error_type: 0,
      order: { card_flag: 'VR Refeição', card_type: null },
    });
    expect((await save(draft({ card_type: 'debit' }))).json()).toEqual(notTaken);
    expect((await save(draft({ payment_method: 'pix', change_for: undefined, card_type: 'credit' }))).json()).toEqual(
      notTaken,
    );
    expect((await save(draft())).json().order.card_type).toBeNull();
  });

  it('refuses what validation refuses, and places nothing', async () => {
    const key = randomUUID();
    const stale = (await save(draft({ idempotency_key: key, order_total: 99 }))).json();
    expect(stale.error_type).toBe(15);
    const [row] = await t.database.db.select({ n: count() }).from(orders).where(eq(orders.idempotencyKey, key));
    expect(row!.n).toBe(0);
    expect((await save(draft({ accept_policy: undefined }))).json().message).toBe(
      "O campo 'accept_policy' é obrigatório",
    );
  });

  it('keeps CPF na nota', async () => {
    const res = (await save(draft({ cpf_on_receipt: '529.982.247-25' }))).json();
    expect(res.order.cpf_on_receipt).toBe('52998224725');
    expect((await save(draft({ cpf_on_receipt: '123' }))).json().message).toBe('Informe um CPF válido');
  });

  it("keeps the shop's delivery estimate of the moment: a later change leaves the order alone", async () => {
    const placed = (await save(draft())).json();
    expect(placed.order).toMatchObject({ estimate_min: 40, estimate_max: 60 });
    await t.database.db.update(shops).set({ estimateMin: 70, estimateMax: 90 }).where(eq(shops.id, shopId));
    try {
      const read = await post(t.app, shop.domain, orderCalls.getStatusOrder.path, {
        validate: 1,
        token,
        order_id: placed.order.order_id,
      });
      expect(read.json().order).toMatchObject({ estimate_min: 40, estimate_max: 60 });
    } finally {
      await t.database.db.update(shops).set({ estimateMin: 40, estimateMax: 60 }).where(eq(shops.id, shopId));
    }
  });
});

describe('order history and status', () => {
  it("pages the customer's orders, newest first, and shows none of another customer", async () => {
    const { body } = await registerAccount(t.app, shop.domain);
    const mine = { ...draft(), token: body.token, address_id: null, delivery_price_shop: 0, order_total: 129.8 };
    const placed: number[] = [];
    for (let i = 0; i < 11; i++)
      placed.push((await save({ ...mine, idempotency_key: randomUUID() })).json().order.order_id);
    const page1 = (
      await post(t.app, shop.domain, orderCalls.getOrdersPage.path, { validate: 1, token: body.token })
    ).json();
    expect(page1.orders.map((o: { order_id: number }) => o.order_id)).toEqual(placed.slice(1).reverse());
    expect(page1.has_more).toBe(true);
    const page2 = (
      await post(t.app, shop.domain, orderCalls.getOrdersPage.path, { validate: 1, token: body.token, page: 2 })
    ).json();
    expect(page2).toMatchObject({
      page: 2,
      has_more: false,
      orders: [expect.objectContaining({ order_id: placed[0], delivery_type: 'pickup' })],
    });
    // Each order comes with its shop's logo, for the list's cards.
    expect(page1.orders[0].shop_logo).toBe('/catalog/shops/teste-logo.svg');
    const other = (await post(t.app, shop.domain, orderCalls.getOrdersPage.path, { validate: 1, token })).json();
    expect(other.orders.map((o: { order_id: number }) => o.order_id)).not.toContain(placed[0]);
    const foreign = await post(t.app, shop.domain, orderCalls.getStatusOrder.path, {
      validate: 1,
      token,
      order_id: placed[0],
    });
    expect(foreign.json()).toEqual({ error_type: 3, message: 'Pedido não encontrado' });
  });

  it('moves through the statuses in order, keeping the history, and cannot go past delivered', async () => {
    const id = (await save(draft())).json().order.order_id;
    for (const expected of ['accepted', 'preparing', 'out_for_delivery', 'delivered']) {
      const res = (await post(t.app, shop.domain, devCalls.advanceOrder.path, { order_id: id })).json();
      expect(res.status).toBe(expected);
    }
    const status = (
      await post(t.app, shop.domain, orderCalls.getStatusOrder.path, { validate: 1, token, order_id: id })
    ).json();
    expect(status.status).toBe('delivered');
    expect(status.order).toMatchObject({ order_id: id, status: 'delivered', review: null });
    expect(status.order.items.length).toBeGreaterThan(0);
    expect(status.history.map((h: { status: string }) => h.status)).toEqual([
      'received',
      'accepted',
      'preparing',
      'out_for_delivery',
      'delivered',
    ]);
    expect((await post(t.app, shop.domain, devCalls.advanceOrder.path, { order_id: id })).json().error_type).toBe(14);
  });

  const pickupDraft = () => draft({ address_id: null, delivery_price_shop: 0, order_total: 129.8 });
  const advance = async (id: number, cancel?: 1) =>
    (
      await post(t.app, shop.domain, devCalls.advanceOrder.path, { order_id: id, ...(cancel ? { cancel } : {}) })
    ).json();

  it('moves a pickup order along the pickup path, and not past picked up', async () => {
    const id = (await save(pickupDraft())).json().order.order_id;
    const early = await post(t.app, shop.domain, orderCalls.saveReview.path, {
      validate: 1,
      token,
      order_id: id,
      stars: 4,
    });
    expect(early.json()).toEqual({
      error_type: 14,
      message: 'Você poderá avaliar este pedido depois de retirá-lo na loja',
    });
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) seen.push((await advance(id)).status);
    expect(seen).toEqual(['accepted', 'preparing', 'ready_for_pickup', 'picked_up']);
    expect(await advance(id)).toEqual({ error_type: 14, message: 'Este pedido já foi concluído' });
    const status = (
      await post(t.app, shop.domain, orderCalls.getStatusOrder.path, { validate: 1, token, order_id: id })
    ).json();
    expect(status.order).toMatchObject({ delivery_type: 'pickup', status: 'picked_up' });
    expect(status.history.map((h: { status: string }) => h.status)).toEqual([
      'received',
      'accepted',
      'preparing',
      'ready_for_pickup',
      'picked_up',
    ]);
    // Picked up is as done as delivered: the customer may review it.
    const review = await post(t.app, shop.domain, orderCalls.saveReview.path, {
      validate: 1,
      token,
      order_id: id,
      stars: 4,
    });
    expect(review.json()).toEqual({ error_type: 0, message: 'Obrigado pela sua avaliação!' });
  });

  it("tells a pickup order where to pick it up: the shop's address and today's hours, in its time zone", async () => {
    const id = (await save(pickupDraft())).json().order.order_id;
    const ask = async (orderId: number) =>
      (
        await post(t.app, shop.domain, orderCalls.getStatusOrder.path, { validate: 1, token, order_id: orderId })
      ).json();
    const address = {
      street: 'Rua Maria Monteiro',
      number: '820',
      complement: 'Loja 2',
      district: 'Cambuí',
      city: expect.stringMatching(/^Campinas /),
      state: 'SP',
      cep: '13025-151',
    };
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const answer = await ask(id);
    expect(answer.order).toMatchObject({ delivery_type: 'pickup', address: null });
    expect(answer.pickup_place).toEqual({
      address,
      time_zone: 'America/Sao_Paulo',
      // The test shop opens around the clock: one period from midnight to midnight.
      today: { date: today, periods: [{ opens: '00:00', closes: '00:00' }], label: '' },
      status: { is_open: true, closes_at: expect.any(String), next_opening: null },
    });
    for (let i = 0; i < 3; i++) await advance(id);
    expect(await ask(id)).toMatchObject({ status: 'ready_for_pickup', pickup_place: { address } });
    // The shop page shows the same address.
    const detail = (await post(t.app, shop.domain, catalogCalls.getShop.path, { validate: 1, shop_id: shopId })).json();
    expect(detail.shop.address).toEqual(address);

    const delivered = await ask((await save(draft())).json().order.order_id);
    expect(delivered.order.delivery_type).toBe('delivery');
    expect(delivered).not.toHaveProperty('pickup_place');
  });

  it('cancels an order until its last two steps, on either path, and then refuses', async () => {
    for (const [body, lastTwo] of [
      [draft(), ['out_for_delivery', 'delivered']],
      [pickupDraft(), ['ready_for_pickup', 'picked_up']],
    ] as const) {
      const id = (await save(body)).json().order.order_id;
      for (let i = 0; i < 2; i++) await advance(id);
      for (const expected of lastTwo) {
        expect((await advance(id)).status).toBe(expected);
        expect(await advance(id, 1)).toEqual({ error_type: 14, message: 'Este pedido não pode mais ser cancelado' });
      }
      const early = (await save({ ...body, idempotency_key: randomUUID() })).json().order.order_id;
      for (let i = 0; i < 2; i++) await advance(early);
      expect((await advance(early, 1)).status).toBe('cancelled');
      expect((await advance(early)).error_type).toBe(14);
      expect((await advance(early, 1)).error_type).toBe(14);
    }
  });

  it('streams status changes as Server-Sent Events', async () => {
    const id = (await save(draft())).json().order.order_id;
    const stream = await openOrderStream(t.app, shop.domain, token, id);
    expect(stream.response.headers['content-type']).toContain('text/event-stream');
    await expect.poll(() => stream.statuses()).toEqual(['received']);
    await post(t.app, shop.domain, devCalls.advanceOrder.path, { order_id: id });
    await expect.poll(() => stream.statuses()).toEqual(['received', 'accepted']);
    stream.close();
  });

  it("gives no stream ticket for another customer's order", async () => {
    const id = (await save(draft())).json().order.order_id;
    const { body } = await registerAccount(t.app, shop.domain);
    const res = await post(t.app, shop.domain, orderCalls.orderEventsTicket.path, {
      validate: 1,
      token: body.token,
      order_id: id,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error_type: 3, message: 'Pedido não encontrado' });
  });
});

describe('saveReview', () => {
  it('takes one review of a delivered order by its customer, and moves the shop rating', async () => {
    const id = (await save(draft())).json().order.order_id;
    const review = (body: Record<string, unknown>) =>
      post(t.app, shop.domain, orderCalls.saveReview.path, {
        validate: 1,
        token,
        order_id: id,
        stars: 5,
        comment: 'Chegou quentinha!',
        ...body,
      });
    expect((await review({})).json()).toEqual({
      error_type: 14,
      message: 'Você poderá avaliar este pedido quando ele for entregue',
    });
    for (let i = 0; i < 4; i++) await post(t.app, shop.domain, devCalls.advanceOrder.path, { order_id: id });

    const { body: stranger } = await registerAccount(t.app, shop.domain);
    expect((await review({ token: stranger.token })).json()).toEqual({
      error_type: 3,
      message: 'Pedido não encontrado',
    });
    expect((await review({ stars: 6 })).statusCode).toBe(400);

    const before = (await post(t.app, shop.domain, catalogCalls.getShop.path, { validate: 1, shop_id: shopId })).json()
      .shop;
    expect((await review({})).json()).toEqual({ error_type: 0, message: 'Obrigado pela sua avaliação!' });
    expect((await review({ stars: 1 })).json()).toEqual({ error_type: 14, message: 'Você já avaliou este pedido' });
    const seen = (
      await post(t.app, shop.domain, orderCalls.getStatusOrder.path, { validate: 1, token, order_id: id })
    ).json();
    expect(seen.order.review).toEqual({ stars: 5, comment: 'Chegou quentinha!' });
    const listed = (await post(t.app, shop.domain, orderCalls.getOrdersPage.path, { validate: 1, token })).json();
    expect(listed.orders.find((o: { order_id: number }) => o.order_id === id).review).toEqual({
      stars: 5,
      comment: 'Chegou quentinha!',
    });
    await expect
      .poll(
        async () =>
          (await post(t.app, shop.domain, catalogCalls.getShop.path, { validate: 1, shop_id: shopId })).json().shop
            .rating_count,
      )
      .toBe(before.rating_count + 1);
  });
});
