import { delayLimits, estimateLimits, orderHistoryPageSize } from '@delivery/contract/board';
import { boardCalls } from '@delivery/contract/calls/board';
import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { rewardCalls } from '@delivery/contract/calls/rewards';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../src/db/schema/catalog.ts';
import { orders } from '../src/db/schema/orders.ts';
import { cashbackLedger, couponUses, coupons } from '../src/db/schema/rewards.ts';
import { notifyCatalogChanged } from '../src/modules/catalog/queries.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { deliveredCopies, orderingTenant, type OrderingCustomer, type OrderingTenant } from './helpers/orders.ts';
import { addStaff } from './helpers/staff.ts';
import { openBoard, openOrderStream } from './helpers/streams.ts';
import { createTenant } from './helpers/tenants.ts';

/** The merchant board: what a shop sees of its orders and every move it makes with them. */

let t: TestApp;
let tenant: OrderingTenant;
let neighbour: number;
let attendant: { id: number; token: string };
let customer: OrderingCustomer;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await orderingTenant(t.app, t.database.db);
  neighbour = await tenant.anotherShop('loja-vizinha');
  // 10% cashback on delivered orders, so the tests can see when it is earned.
  await t.database.db.update(shops).set({ cashbackPercent: 10 }).where(eq(shops.id, tenant.shopId));
  await notifyCatalogChanged(t.database.db, tenant.shopId);
  attendant = await addStaff(t.app, t.database.db, tenant, [{ role: 'attendant', shopId: tenant.shopId }]);
  customer = await tenant.customer();
});
afterAll(() => t.close());

type Call = (typeof boardCalls)[keyof typeof boardCalls];
const send = (call: Call, body: Record<string, unknown>, token = attendant.token) =>
  post(t.app, tenant.domain, call.path, { validate: 1, token, ...body });
const board = async (body: Record<string, unknown> = {}, token = attendant.token) =>
  (await send(boardCalls.boardOrders, body, token)).json();
const accept = (orderId: number, minutes = 30, token = attendant.token) =>
  send(boardCalls.acceptOrder, { order_id: orderId, estimate_minutes: minutes }, token);
const advance = (orderId: number, status: string, token = attendant.token) =>
  send(boardCalls.advanceOrder, { order_id: orderId, status }, token);
const reject = (orderId: number, reason = 'Item em falta', token = attendant.token) =>
  send(boardCalls.rejectOrder, { order_id: orderId, reason }, token);
const cancel = (orderId: number, reason = 'Cliente pediu o cancelamento', token = attendant.token) =>
  send(boardCalls.cancelOrder, { order_id: orderId, reason }, token);
const refused = (message: string) => ({ error_type: 14, message });

/** A pickup order: no address, no delivery fee. */
async function pickupOrder(who: OrderingCustomer) {
  const answer = (
    await post(
      t.app,
      tenant.domain,
      '/api/checkout4apiV2/saveOrder',
      who.draft({ address_id: null, delivery_price_shop: 0, order_total: 129.8 }),
    )
  ).json();
  expect(answer.error_type).toBe(0);
  return answer.order.order_id as number;
}

describe("the board's orders", () => {
  it('shows an order with all the counter needs: items, payment, customer, address, history', async () => {
    const id = await customer.order();
    const { error_type, orders: shown } = await board();
    expect(error_type).toBe(0);
    const order = shown.find((o: { order_id: number }) => o.order_id === id);
    expect(order).toEqual({
      order_id: id,
      order_number: await tenant.numberOf(id),
      shop_id: tenant.shopId,
      shop_name: 'Pizzaria Teste',
      status: 'received',
      delivery_type: 'delivery',
      channel: 'app',
      placed_at: expect.any(String),
      scheduled_for: null,
      scheduled_at: null,
      due_at: null,
      customer: { name: 'Joana Lima', phone: customer.signup.cell_phone },
      address: {
        street: 'Rua Coronel Quirino',
        number: '1200',
        complement: 'Apto 52',
        district: 'Cambuí',
        city: expect.stringMatching(/^Campinas/),
        cep: '',
        reference: '',
      },
      payment: {
        method: 'cash',
        change_for: 150,
        card_flag: null,
        card_type: null,
        paid: false,
        refund_if_cancelled: null,
        refund: null,
        card: null,
        refundable: null,
        charged_back: false,
      },
      cpf_on_receipt: null,
      items: [
        {
          product_id: expect.any(Number),
          name: 'Pizza Margherita',
          quantity: 2,
          unit_price: 64.9,
          total: 129.8,
          options: [expect.objectContaining({ option: 'Grande' })],
          notes: 'sem manjericão',
        },
      ],
      totals: { total_products: 129.8, delivery_price: 5.9, discount: 0, cashback: 0, order_total: 135.7 },
      coupon_code: null,
      estimate_minutes: null,
      delay_minutes: 0,
      cancel_reason: null,
      history: [{ status: 'received', at: expect.any(String), by: 'customer', staff_name: null, reason: null }],
      problem: null,
      kitchen: { done_items: [], done_at: null },
    });
  });

  it('carries the card flag, credit or debit, and the CPF for the receipt', async () => {
    const answer = (
      await post(
        t.app,
        tenant.domain,
        '/api/checkout4apiV2/saveOrder',
        customer.draft({
          payment_method: 'card_on_delivery',
          card_flag_id: 1,
          card_type: 'debit',
          change_for: undefined,
          cpf_on_receipt: '529.982.247-25',
        }),
      )
    ).json();
    const order = (await board()).orders.find((o: { order_id: number }) => o.order_id === answer.order.order_id);
    expect(order.payment).toEqual({
      method: 'card_on_delivery',
      change_for: null,
      card_flag: 'Visa',
      card_type: 'debit',
      paid: false,
      refund_if_cancelled: null,
      refund: null,
      card: null,
      refundable: null,
      charged_back: false,
    });
    expect(order.cpf_on_receipt).toBe('52998224725');
  });

  it('shows open orders however old, finished ones for 12 hours, newest first', async () => {
    const [oldOpen, oldDone, recentDone] = [await customer.order(), await customer.order(), await customer.order()];
    const dayAgo = sql`now() - interval '1 day'`;
    for (const id of [oldDone, recentDone]) {
      await accept(id);
      for (const status of ['accepted', 'preparing', 'out_for_delivery']) await advance(id, status);
    }
    await t.database.db.update(orders).set({ createdAt: dayAgo, updatedAt: dayAgo }).where(eq(orders.id, oldOpen));
    await t.database.db
      .update(orders)
      .set({ updatedAt: sql`now() - interval '13 hours'` })
      .where(eq(orders.id, oldDone));
    const ids = (await board()).orders.map((o: { order_id: number }) => o.order_id);
    expect(ids).toContain(oldOpen);
    expect(ids).toContain(recentDone);
    expect(ids).not.toContain(oldDone);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('shows every open order however many finished ones are newer, on a shop and on all shops', async () => {
    const busy = await orderingTenant(t.app, t.database.db);
    const second = await busy.anotherShop('segunda-loja');
    const owner = await addStaff(t.app, t.database.db, busy, [{ role: 'owner', shopId: busy.shopId }]);
    const operator = await addStaff(t.app, t.database.db, busy, [{ role: 'operator', shopId: null }]);
    const regular = await busy.customer();
    const waiting = await regular.order();
    const preparing = await regular.order();
    const busyBoard = async (token: string, body: Record<string, unknown> = {}) =>
      (await post(t.app, busy.domain, boardCalls.boardOrders.path, { validate: 1, token, ...body })).json().orders as {
        order_id: number;
        status: string;
      }[];
    await post(t.app, busy.domain, boardCalls.acceptOrder.path, {
      validate: 1,
      token: owner.token,
      order_id: preparing,
      estimate_minutes: 30,
    });
    await deliveredCopies(t.database.db, waiting, 520);
    await deliveredCopies(t.database.db, waiting, 520, second);

    for (const shown of [await busyBoard(owner.token), await busyBoard(operator.token)]) {
      expect(shown.filter((o) => o.status === 'delivered')).toHaveLength(500);
      expect(shown.filter((o) => o.status !== 'delivered').map((o) => o.order_id)).toEqual([preparing, waiting]);
    }
    const ofShop = await busyBoard(operator.token, { shop_id: busy.shopId });
    expect(ofShop.map((o) => o.order_id)).toEqual(expect.arrayContaining([preparing, waiting]));
  });

  it("never shows another shop's or another profile's orders; asking for a shop out of reach is 404", async () => {
    const next = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: neighbour }]);
    const id = await customer.order();
    expect((await board({}, next.token)).orders.map((o: { order_id: number }) => o.order_id)).not.toContain(id);
    const asked = await send(boardCalls.boardOrders, { shop_id: tenant.shopId }, next.token);
    expect(asked.statusCode).toBe(404);
    expect(asked.json()).toEqual({ error_type: 3, message: 'Loja não encontrada' });

    const other = await orderingTenant(t.app, t.database.db);
    const elsewhere = await (await other.customer()).order();
    expect((await board()).orders.map((o: { order_id: number }) => o.order_id)).not.toContain(elsewhere);
    const stranger = await accept(elsewhere);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ error_type: 3, message: 'Pedido não encontrado' });
  });
});

describe('accepting and rejecting', () => {
  it('accepts with an estimate the customer sees as an expected time, written with who did it', async () => {
    const id = await customer.order();
    const answer = (await accept(id, 35)).json();
    expect(answer).toMatchObject({
      error_type: 0,
      message: 'Pedido aceito. O cliente já vê o horário previsto',
      order: { order_id: id, status: 'accepted', estimate_minutes: 35 },
    });
    expect(answer.order.history.at(-1)).toEqual({
      status: 'accepted',
      at: expect.any(String),
      by: 'staff',
      staff_name: 'Pessoa da Equipe',
      reason: null,
    });
    const page = await customer.orderPage(id);
    expect(page.status).toBe('accepted');
    expect(page.estimate_minutes).toBe(35);
    const acceptedAt = Date.parse(page.history.at(-1).at);
    expect(Date.parse(page.expected_at) - acceptedAt).toBe(35 * 60_000);
  });

  it('refuses an estimate out of bounds and an order already accepted, and a rejection after it', async () => {
    const id = await customer.order();
    const tooLong = await accept(id, 241);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error_type).toBe(1);
    expect((await accept(id)).json().error_type).toBe(0);
    expect((await accept(id)).json()).toEqual(
      refused('Este pedido mudou de status enquanto isso. Confira o painel atualizado'),
    );
    expect((await reject(id)).json()).toEqual(
      refused('Este pedido já foi aceito. Para desistir dele, cancele informando o motivo'),
    );
    expect((await customer.orderPage(id)).status).toBe('accepted');
  });

  it('two accepts at once: one applies, the other is refused, and the history has one step', async () => {
    const id = await customer.order();
    const answers = (await Promise.all([accept(id, 20), accept(id, 40)])).map((r) => r.json());
    expect(answers.map((a) => a.error_type).sort()).toEqual([0, 14]);
    const page = await customer.orderPage(id);
    expect(page.history.map((h: { status: string }) => h.status)).toEqual(['received', 'accepted']);
  });

  it('rejects a new order with a reason, which the customer reads', async () => {
    const id = await customer.order();
    const tooShort = await reject(id, 'no');
    expect(tooShort.statusCode).toBe(400);
    const answer = (await reject(id, 'Loja muito movimentada no momento')).json();
    expect(answer).toMatchObject({
      error_type: 0,
      message: 'Pedido recusado. O cliente foi avisado',
      order: { status: 'cancelled', cancel_reason: 'Loja muito movimentada no momento' },
    });
    expect(answer.order.history.at(-1)).toMatchObject({
      status: 'cancelled',
      by: 'staff',
      staff_name: 'Pessoa da Equipe',
      reason: 'Loja muito movimentada no momento',
    });
    const page = await customer.orderPage(id);
    expect(page).toMatchObject({ status: 'cancelled', cancel_reason: 'Loja muito movimentada no momento' });
    expect((await reject(id)).json()).toEqual(refused('Este pedido não pode mais ser cancelado'));
  });
});

describe('moving an order along its path', () => {
  it('walks a delivery from accepted to delivered, one step per click, heard by the customer', async () => {
    const id = await customer.order();
    const stream = await openOrderStream(t.app, tenant.domain, customer.token, id);
    await accept(id);
    const walked: string[] = [];
    for (const from of ['accepted', 'preparing', 'out_for_delivery']) {
      walked.push((await advance(id, from)).json().order.status);
    }
    expect(walked).toEqual(['preparing', 'out_for_delivery', 'delivered']);
    await expect
      .poll(() => stream.statuses())
      .toEqual(['received', 'accepted', 'preparing', 'out_for_delivery', 'delivered']);
    stream.close();
    expect((await advance(id, 'delivered')).json()).toEqual(refused('Este pedido já foi concluído'));
  });

  it('refuses a second click on the same card, a status it is not in, and accepting by advancing', async () => {
    const id = await customer.order();
    expect((await advance(id, 'received')).json()).toEqual(refused('Aceite o pedido informando o tempo estimado'));
    await accept(id);
    expect((await advance(id, 'accepted')).json().order.status).toBe('preparing');
    const again = (await advance(id, 'accepted')).json();
    expect(again).toEqual(refused('Este pedido mudou de status enquanto isso. Confira o painel atualizado'));
    expect((await advance(id, 'out_for_delivery')).json().error_type).toBe(14);
    expect((await customer.orderPage(id)).status).toBe('preparing');
  });

  it('walks a pickup to ready for pickup and picked up, never out for delivery', async () => {
    const id = await pickupOrder(customer);
    await accept(id, 15);
    const walked: string[] = [];
    for (const from of ['accepted', 'preparing', 'ready_for_pickup']) {
      walked.push((await advance(id, from)).json().order.status);
    }
    expect(walked).toEqual(['preparing', 'ready_for_pickup', 'picked_up']);
    const history = (await customer.orderPage(id)).history.map((h: { status: string }) => h.status);
    expect(history).toEqual(['received', 'accepted', 'preparing', 'ready_for_pickup', 'picked_up']);
  });

  it('cancels with a reason before the order leaves, never after', async () => {
    const id = await customer.order();
    await accept(id);
    await advance(id, 'accepted');
    const answer = (await cancel(id, 'Item acabou durante o preparo')).json();
    expect(answer).toMatchObject({
      error_type: 0,
      message: 'Pedido cancelado. O cliente foi avisado',
      order: { status: 'cancelled', cancel_reason: 'Item acabou durante o preparo' },
    });

    const gone = await customer.order();
    await accept(gone);
    await advance(gone, 'accepted');
    await advance(gone, 'preparing');
    expect((await cancel(gone)).json()).toEqual(refused('Este pedido não pode mais ser cancelado'));
    expect((await customer.orderPage(gone)).status).toBe('out_for_delivery');
  });
});

describe('announcing a delay', () => {
  const delay = (orderId: number, minutes: number, token = attendant.token) =>
    send(boardCalls.delayOrder, { order_id: orderId, minutes }, token);

  it("moves the customer's expected time by the minutes, says why, and tells their page at once", async () => {
    const id = await customer.order();
    await accept(id, 30);
    const stream = await openOrderStream(t.app, tenant.domain, customer.token, id);
    // Another board of the shop, open at the kitchen: it reads the order again too.
    const otherBoard = await openBoard(t.app, tenant.domain, attendant.token, tenant.shopId);
    const before = await customer.orderPage(id);
    const answer = (await delay(id, 15)).json();
    expect(answer).toMatchObject({
      error_type: 0,
      message: formatMessage(apiMessages.orderDelayed, { minutes: 15 }),
      order: { order_id: id, status: 'accepted', estimate_minutes: 45, delay_minutes: 15 },
    });
    await expect.poll(() => stream.text()).toMatch(/"details":"changed"/);
    stream.close();
    await expect
      .poll(() => otherBoard.text())
      .toContain(`event: details\ndata: ${JSON.stringify({ order_id: id, shop_id: tenant.shopId })}`);
    otherBoard.close();
    const after = await customer.orderPage(id);
    expect(after).toMatchObject({ estimate_minutes: 45, delay_minutes: 15 });
    expect(Date.parse(after.expected_at) - Date.parse(before.expected_at)).toBe(15 * 60_000);
    expect(before.delay_minutes).toBeUndefined();

    // Another delay adds to the first; one on its way still may be late.
    await advance(id, 'accepted');
    await advance(id, 'preparing');
    expect((await delay(id, 10)).json().order).toMatchObject({ estimate_minutes: 55, delay_minutes: 25 });
  });

  it('refuses a new order, one ready or over, an estimate past the longest, and minutes out of bounds', async () => {
    const waiting = await customer.order();
    expect((await delay(waiting, 15)).json()).toEqual(refused(apiMessages.orderNotDelayable));
    const pickup = await pickupOrder(customer);
    await accept(pickup, 30);
    await advance(pickup, 'accepted');
    await advance(pickup, 'preparing');
    expect((await delay(pickup, 15)).json()).toEqual(refused(apiMessages.orderNotDelayable));

    const long = await customer.order();
    await accept(long, estimateLimits.max - 10);
    expect((await delay(long, 15)).json()).toEqual(
      refused(formatMessage(apiMessages.orderDelayTooLong, { max: estimateLimits.max })),
    );
    expect((await customer.orderPage(long)).estimate_minutes).toBe(estimateLimits.max - 10);
    for (const minutes of [delayLimits.min - 1, delayLimits.max + 1]) {
      expect((await delay(long, minutes)).statusCode).toBe(400);
    }
  });
});

describe('the kitchen screen', () => {
  const markItem = (orderId: number, item: number, done: '0' | '1', token = attendant.token) =>
    send(boardCalls.markKitchenItem, { order_id: orderId, item, done }, token);
  const markOrder = (orderId: number, done: '0' | '1', token = attendant.token) =>
    send(boardCalls.markKitchenOrder, { order_id: orderId, done }, token);

  it('marks items made, starts an accepted order, and tells every board of the shop', async () => {
    const id = await customer.order();
    await accept(id, 30);
    const otherBoard = await openBoard(t.app, tenant.domain, attendant.token, tenant.shopId);
    const marked = (await markItem(id, 0, '1')).json();
    expect(marked).toMatchObject({
      error_type: 0,
      message: apiMessages.kitchenItemDone,
      order: { status: 'preparing', kitchen: { done_items: [0], done_at: null } },
    });
    expect(marked.order.history.at(-1)).toMatchObject({ status: 'preparing', by: 'staff' });
    expect((await customer.orderPage(id)).status).toBe('preparing');
    await expect
      .poll(() => otherBoard.text())
      .toContain(`event: details\ndata: ${JSON.stringify({ order_id: id, shop_id: tenant.shopId })}`);
    otherBoard.close();

    // Taken back: to be made again; the order stays in preparation.
    expect((await markItem(id, 0, '0')).json()).toMatchObject({
      message: apiMessages.kitchenItemUndone,
      order: { status: 'preparing', kitchen: { done_items: [] } },
    });
    const shown = (await board()).orders.find((o: { order_id: number }) => o.order_id === id);
    expect(shown.kitchen).toEqual({ done_items: [], done_at: null });
  });

  it('"Pronto" takes the order off the screen until it is put back; its items then wait', async () => {
    const id = await customer.order();
    await accept(id, 30);
    const number = await tenant.numberOf(id);
    const ready = (await markOrder(id, '1')).json();
    expect(ready).toMatchObject({
      error_type: 0,
      message: formatMessage(apiMessages.kitchenOrderDone, { number }),
      order: { status: 'preparing', kitchen: { done_items: [], done_at: expect.any(String) } },
    });
    expect((await markItem(id, 0, '1')).json()).toEqual(refused(apiMessages.kitchenNotHere));
    expect((await markOrder(id, '1')).json()).toEqual(refused(apiMessages.kitchenNotHere));
    expect((await markOrder(id, '0')).json()).toMatchObject({
      message: formatMessage(apiMessages.kitchenOrderBack, { number }),
      order: { kitchen: { done_at: null } },
    });
    expect((await markOrder(id, '0')).json()).toEqual(refused(apiMessages.kitchenNotHere));
    expect((await markItem(id, 0, '1')).json().order.kitchen.done_items).toEqual([0]);
  });

  it('refuses a new order, one handed over, an item it does not have and a place out of bounds', async () => {
    const waiting = await customer.order();
    expect((await markItem(waiting, 0, '1')).json()).toEqual(refused(apiMessages.kitchenNotHere));
    expect((await markOrder(waiting, '1')).json()).toEqual(refused(apiMessages.kitchenNotHere));
    expect((await customer.orderPage(waiting)).status).toBe('received');

    const running = await customer.order();
    await accept(running, 30);
    const missing = await markItem(running, 1, '1');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error_type: 3, message: apiMessages.kitchenItemNotFound });
    expect((await markItem(running, 200, '1')).statusCode).toBe(400);
    expect((await markItem(running, -1, '1')).statusCode).toBe(400);
    expect((await send(boardCalls.markKitchenItem, { order_id: running, item: 0, done: 'sim' })).statusCode).toBe(400);

    await advance(running, 'accepted');
    await advance(running, 'preparing');
    await advance(running, 'out_for_delivery');
    expect((await markItem(running, 0, '1')).json()).toEqual(refused(apiMessages.kitchenNotHere));
    expect((await markOrder(running, '1')).json()).toEqual(refused(apiMessages.kitchenNotHere));
  });
});

describe("the shop's history", () => {
  let shop: OrderingTenant;
  let owner: { token: string };
  const history = async (body: Record<string, unknown>, token = owner.token, domain = shop.domain) =>
    (
      await post(t.app, domain, boardCalls.orderHistory.path, { validate: 1, token, shop_id: shop.shopId, ...body })
    ).json();
  const numbers = (answer: { orders: { order_number: number }[] }) => answer.orders.map((o) => o.order_number);

  beforeAll(async () => {
    shop = await orderingTenant(t.app, t.database.db);
    owner = await addStaff(t.app, t.database.db, shop, [{ role: 'owner', shopId: shop.shopId }]);
  });

  it("finds an order of any day by number, part of the name or phone, status and days in the shop's zone", async () => {
    const rita = await shop.customer({ name: 'Rita Albuquerque', cell_phone: '11987650001' });
    const old = await rita.order();
    const recent = await (await shop.customer({ name: 'Caio Prado' })).order();
    // Placed on the 1st of March at 23:30 in São Paulo: the 2nd already in UTC.
    await t.database.db
      .update(orders)
      .set({
        createdAt: new Date('2026-03-02T02:30:00Z'),
        updatedAt: new Date('2026-03-02T03:00:00Z'),
        status: 'delivered',
      })
      .where(eq(orders.id, old));
    const [oldRow] = await t.database.db.select({ number: orders.number }).from(orders).where(eq(orders.id, old));

    // Gone from the board (finished days ago), still in the history with its whole detail.
    const onBoard = (
      await post(t.app, shop.domain, boardCalls.boardOrders.path, { validate: 1, token: owner.token })
    ).json();
    expect(onBoard.orders.map((o: { order_id: number }) => o.order_id)).toEqual([recent]);
    const all = await history({});
    expect(all).toMatchObject({ error_type: 0, page: 1, has_more: false });
    expect(all.orders.map((o: { order_id: number }) => o.order_id)).toEqual([recent, old]);
    expect(all.orders[1]).toMatchObject({
      customer: { name: 'Rita Albuquerque' },
      status: 'delivered',
      items: [expect.anything()],
    });

    expect(numbers(await history({ q: String(oldRow!.number) }))).toEqual([oldRow!.number]);
    expect(numbers(await history({ q: `#${oldRow!.number}` }))).toEqual([oldRow!.number]);
    expect(numbers(await history({ q: 'albuq' }))).toEqual([oldRow!.number]);
    expect(numbers(await history({ q: '(11) 98765-0001' }))).toEqual([oldRow!.number]);
    expect(numbers(await history({ q: '100%_' }))).toEqual([]);
    expect(numbers(await history({ status: 'delivered' }))).toEqual([oldRow!.number]);
    expect(numbers(await history({ from: '2026-03-01', to: '2026-03-01' }))).toEqual([oldRow!.number]);
    expect(numbers(await history({ from: '2026-03-02', to: '2026-03-02' }))).toEqual([]);
  });

  it(`${orderHistoryPageSize} a page, newest first, saying whether more follow`, async () => {
    const c = await shop.customer();
    for (let i = 0; i < orderHistoryPageSize; i++) await c.order();
    const first = await history({});
    expect(first.orders).toHaveLength(orderHistoryPageSize);
    expect(first.has_more).toBe(true);
    const second = await history({ page: 2 });
    expect(second).toMatchObject({ page: 2, has_more: false });
    const ids = [...first.orders, ...second.orders].map((o: { order_id: number }) => o.order_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("keeps another shop's staff and another tenant out, and refuses a malformed day", async () => {
    const neighbourOwner = await addStaff(t.app, t.database.db, shop, [
      { role: 'owner', shopId: await shop.anotherShop('vizinha-historico') },
    ]);
    const outsider = await post(t.app, shop.domain, boardCalls.orderHistory.path, {
      validate: 1,
      token: neighbourOwner.token,
      shop_id: shop.shopId,
    });
    expect(outsider.statusCode).toBe(404);
    const bad = await post(t.app, shop.domain, boardCalls.orderHistory.path, {
      validate: 1,
      token: owner.token,
      shop_id: shop.shopId,
      from: '01/03/2026',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/AAAA-MM-DD/);
  });
});

describe('what an order spent comes back, by the ledger', () => {
  const code = 'PAINEL10';
  beforeAll(async () => {
    await t.database.db.insert(coupons).values({ profileId: tenant.id, code, kind: 'percent', value: 10 });
  });

  /** A customer with 10,00 of cashback, placing an order with the coupon (12,98 off) and the balance. */
  async function spendingOrder() {
    const spender = await tenant.customer();
    const customerId = await spender.earnCashback(1000);
    const placed = (
      await post(
        t.app,
        tenant.domain,
        '/api/checkout4apiV2/saveOrder',
        spender.draft({ coupon_code: code, use_cashback: '1', order_total: 112.72 }),
      )
    ).json();
    expect(placed).toMatchObject({ error_type: 0, order: { totals: { discount: 12.98, cashback: 10 } } });
    return { spender, id: placed.order.order_id as number, customerId };
  }
  const balance = async (who: OrderingCustomer) =>
    (await post(t.app, tenant.domain, rewardCalls.getInfoCashCheckout.path, { validate: 1, token: who.token })).json()
      .balance;
  const ledger = (customerId: number, orderId: number) =>
    t.database.db
      .select({ kind: cashbackLedger.kind, amountCents: cashbackLedger.amountCents })
      .from(cashbackLedger)
      .where(and(eq(cashbackLedger.customerId, customerId), eq(cashbackLedger.orderId, orderId)))
      .orderBy(cashbackLedger.id);
  const couponUsed = async (orderId: number) =>
    (await t.database.db.select().from(couponUses).where(eq(couponUses.orderId, orderId))).length;

  it('a rejected order gives back its coupon use and its cashback', async () => {
    const { spender, id, customerId } = await spendingOrder();
    expect(await balance(spender)).toBe(0);
    expect(await couponUsed(id)).toBe(1);
    expect((await reject(id)).json().error_type).toBe(0);
    expect(await ledger(customerId, id)).toEqual([
      { kind: 'spend', amountCents: -1000 },
      { kind: 'refund', amountCents: 1000 },
    ]);
    expect(await couponUsed(id)).toBe(0);
    expect(await balance(spender)).toBe(10);
  });

  it('a cancelled order gives them back too; a delivered one earns cashback, only once delivered', async () => {
    const { spender, id, customerId } = await spendingOrder();
    await accept(id);
    expect((await cancel(id)).json().error_type).toBe(0);
    expect(await ledger(customerId, id)).toEqual([
      { kind: 'spend', amountCents: -1000 },
      { kind: 'refund', amountCents: 1000 },
    ]);
    expect(await balance(spender)).toBe(10);

    const delivered = await spender.order();
    await accept(delivered);
    for (const from of ['accepted', 'preparing']) await advance(delivered, from);
    expect(await ledger(customerId, delivered)).toEqual([]);
    await advance(delivered, 'out_for_delivery');
    // 10% of the products (129,80).
    expect(await ledger(customerId, delivered)).toEqual([{ kind: 'earn', amountCents: 1298 }]);
  });
});

describe('who may move an order', () => {
  it("staff of another shop get 404 for this shop's order; another profile's staff get 401", async () => {
    const id = await customer.order();
    const next = await addStaff(t.app, t.database.db, tenant, [{ role: 'attendant', shopId: neighbour }]);
    for (const res of [await accept(id, 30, next.token), await reject(id, 'Item em falta', next.token)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error_type: 3, message: 'Pedido não encontrado' });
    }
    const other = await createTenant(t.database.db);
    const stranger = await addStaff(t.app, t.database.db, other, [{ role: 'operator', shopId: null }]);
    expect((await advance(id, 'received', stranger.token)).statusCode).toBe(401);
    expect((await customer.orderPage(id)).status).toBe('received');
  });

  it("an operator runs every shop's orders of the profile", async () => {
    const operator = await addStaff(t.app, t.database.db, tenant, [{ role: 'operator', shopId: null }]);
    const id = await customer.order();
    expect((await accept(id, 25, operator.token)).json().order.status).toBe('accepted');
  });
});

describe('pausing the shop', () => {
  it('stops its orders for the minutes asked, and takes them again at 0', async () => {
    const pause = (minutes: number, token = attendant.token) =>
      send(boardCalls.pauseShop, { shop_id: tenant.shopId, minutes }, token);
    const next = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: neighbour }]);
    expect((await pause(30, next.token)).statusCode).toBe(404);
    expect((await pause(481)).statusCode).toBe(400);

    const before = Date.now();
    const paused = (await pause(30)).json();
    expect(paused).toMatchObject({
      error_type: 0,
      message: 'Pedidos pausados por 30 minutos. A loja aparece fechada até lá',
    });
    expect(Date.parse(paused.paused_until) - before).toBeGreaterThan(29 * 60_000);
    await expect(customer.order()).rejects.toThrow('order refused');

    expect((await pause(0)).json()).toEqual({
      error_type: 0,
      message: 'A loja voltou a receber pedidos',
      paused_until: null,
    });
    expect(await customer.order()).toEqual(expect.any(Number));
  });
});

describe('paid on hand-over', () => {
  it('marks a cash order paid when delivered, and leaves a Pix one to its provider', async () => {
    const id = await customer.order();
    await accept(id);
    for (const status of ['accepted', 'preparing']) {
      expect((await advance(id, status)).json().order.payment.paid, status).toBe(false);
    }
    const delivered = (await advance(id, 'out_for_delivery')).json();
    expect(delivered.order).toMatchObject({ status: 'delivered', payment: { method: 'cash', paid: true } });
    expect((await customer.orderPage(id)).order).toMatchObject({ payment_status: 'paid' });

    const pix = (
      await post(
        t.app,
        tenant.domain,
        checkoutCalls.saveOrder.path,
        customer.draft({ payment_method: 'pix', change_for: undefined }),
      )
    ).json().order.order_id as number;
    await accept(pix);
    for (const status of ['accepted', 'preparing']) await advance(pix, status);
    expect((await advance(pix, 'out_for_delivery')).json().order).toMatchObject({
      status: 'delivered',
      payment: { paid: false },
    });
  });
});

describe('marking an order paid', () => {
  const markPaid = (orderId: number, token = attendant.token) =>
    send(boardCalls.markOrderPaid, { order_id: orderId }, token);

  it('marks it paid once, for the board and the customer; a cancelled order has nothing to pay', async () => {
    const id = await customer.order();
    const first = (await markPaid(id)).json();
    expect(first).toMatchObject({ error_type: 0, message: 'Pagamento confirmado', order: { payment: { paid: true } } });
    expect((await markPaid(id)).json()).toMatchObject({ error_type: 0, message: 'Este pedido já estava pago' });
    const shown = (await board()).orders.find((o: { order_id: number }) => o.order_id === id);
    expect(shown.payment.paid).toBe(true);
    expect((await customer.orderPage(id)).order).toMatchObject({ payment_status: 'paid' });

    const gone = await customer.order();
    await reject(gone);
    expect((await markPaid(gone)).json()).toEqual(refused('Este pedido foi cancelado: não há pagamento a confirmar'));
  });
});
