import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { devCalls, orderCalls } from '@delivery/contract/calls/orders';
import { rewardCalls } from '@delivery/contract/calls/rewards';
import { apiMessages } from '@delivery/contract/messages';
import { customerCancelReasons } from '@delivery/contract/orders';
import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../src/db/schema/catalog.ts';
import { orders, orderStatusHistory } from '../src/db/schema/orders.ts';
import { cashbackLedger, coupons } from '../src/db/schema/rewards.ts';
import { notifyCatalogChanged } from '../src/modules/catalog/queries.ts';
import { cancelOrder } from '../src/modules/orders/cancel-order.ts';
import { giveBackSpending } from '../src/modules/rewards/service.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { JOB_TEST_ENV } from './helpers/jobs.ts';
import { orderingTenant, type OrderingCustomer, type OrderingTenant } from './helpers/orders.ts';
import { addStaff } from './helpers/staff.ts';
import { boardEvents, openBoard, openOrderStream } from './helpers/streams.ts';

let t: TestApp;
let shop: OrderingTenant;

beforeAll(async () => {
  t = await createTestApp({ APP_ENV: 'sandbox', ...JOB_TEST_ENV, ACCEPT_TIMEOUT_SWEEP_MS: '500' });
  shop = await orderingTenant(t.app, t.database.db);
  await t.database.db.update(shops).set({ cashbackPercent: 10 }).where(eq(shops.id, shop.shopId));
  await notifyCatalogChanged(t.database.db, shop.shopId);
});
afterAll(() => t.close());

const call = (path: string, body: Record<string, unknown>) => post(t.app, shop.domain, path, { validate: 1, ...body });
const advance = async (orderId: number, extra: Record<string, unknown> = {}) =>
  (await call(devCalls.advanceOrder.path, { order_id: orderId, ...extra })).json();
const statusOf = async (c: OrderingCustomer, orderId: number) =>
  (await call(orderCalls.getStatusOrder.path, { token: c.token, order_id: orderId })).json();
const balance = async (c: OrderingCustomer) =>
  (await call(rewardCalls.getInfoCashCheckout.path, { token: c.token })).json().balance;
const history = (orderId: number) =>
  t.database.db
    .select({
      status: orderStatusHistory.status,
      actor: orderStatusHistory.actor,
      staffId: orderStatusHistory.staffId,
      reason: orderStatusHistory.reason,
    })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.id));
const refunds = (orderId: number) =>
  t.database.db
    .select({ amountCents: cashbackLedger.amountCents })
    .from(cashbackLedger)
    .where(sql`${cashbackLedger.orderId} = ${orderId} and ${cashbackLedger.kind} = 'refund'`);

/** A customer with 12,98 of cashback: an order of theirs (129,80 of products) delivered. */
async function customerWithCashback() {
  const c = await shop.customer();
  const id = await c.order();
  for (let i = 0; i < 4; i++) await advance(id);
  expect(await balance(c)).toBe(12.98);
  return c;
}

describe('cancelling an order', () => {
  it('says why to the customer, and the history says who', async () => {
    const c = await shop.customer();
    const id = await c.order();
    const stream = await openOrderStream(t.app, shop.domain, c.token, id);
    await expect.poll(() => stream.statuses()).toEqual(['received']);
    expect(await advance(id)).toMatchObject({ status: 'accepted' });

    expect(await advance(id, { cancel: 1, reason: 'Acabou a massa de pizza' })).toEqual({
      error_type: 0,
      message: 'Sucesso',
      status: 'cancelled',
    });
    const seen = await statusOf(c, id);
    expect(seen).toMatchObject({ status: 'cancelled', cancel_reason: 'Acabou a massa de pizza' });
    expect(seen.history.map((h: { status: string }) => h.status)).toEqual(['received', 'accepted', 'cancelled']);
    expect(await history(id)).toEqual([
      { status: 'received', actor: 'customer', staffId: null, reason: null },
      { status: 'accepted', actor: 'staff', staffId: null, reason: null },
      { status: 'cancelled', actor: 'staff', staffId: null, reason: 'Acabou a massa de pizza' },
    ]);
    await expect.poll(() => stream.statuses()).toEqual(['received', 'accepted', 'cancelled']);
    stream.close();
    // A status answer says no reason for an order not cancelled.
    expect(await statusOf(c, await c.order())).not.toHaveProperty('cancel_reason');
  });

  it('gives back the coupon use and the cashback the order spent, once', async () => {
    const c = await customerWithCashback();
    const code = `VOLTA${randomUUID().slice(0, 6).toUpperCase()}`;
    await t.database.db
      .insert(coupons)
      .values({ profileId: shop.id, code, kind: 'fixed', value: 1000, maxUses: 1, maxUsesPerCustomer: 1 });
    const discount = () =>
      call(rewardCalls.getDiscountInfo.path, { token: c.token, code, shop_id: shop.shopId, total_products: 129.8 });
    // 129,80 + 5,90 of delivery, less the coupon's 10,00 and the whole balance.
    const placed = (
      await call(checkoutCalls.saveOrder.path, c.draft({ coupon_code: code, use_cashback: '1', order_total: 112.72 }))
    ).json();
    expect(placed).toMatchObject({ error_type: 0, order: { totals: { discount: 10, cashback: 12.98 } } });
    const id: number = placed.order.order_id;
    const number: number = placed.order.order_number;
    expect(await balance(c)).toBe(0);
    expect((await discount()).json()).toMatchObject({ error_type: 14 });

    expect(await advance(id, { cancel: 1 })).toMatchObject({ error_type: 0, status: 'cancelled' });
    expect(await balance(c)).toBe(12.98);
    expect((await discount()).json()).toMatchObject({ error_type: 0, discount: { amount: 10 } });
    const statement = (await call(rewardCalls.getExtratoCash.path, { token: c.token })).json();
    expect(statement.entries[0]).toMatchObject({
      kind: 'refund',
      amount: 12.98,
      order_id: id,
      // The ledger names the order by the number its page shows (decision 0067).
      order_number: number,
      description: `Devolvido do pedido cancelado ${number}`,
    });

    // Given back again (a retried cancel, a second caller): nothing more comes back.
    expect(await giveBackSpending(t.database.db, { id, number })).toEqual({ couponReturned: false, cashbackCents: 0 });
    expect(await advance(id, { cancel: 1 })).toEqual({
      error_type: 14,
      message: 'Este pedido não pode mais ser cancelado',
    });
    expect(await refunds(id)).toEqual([{ amountCents: 1298 }]);
    expect(await balance(c)).toBe(12.98);
  });

  it('applies one of two cancels sent at once, and gives back once', async () => {
    const c = await customerWithCashback();
    const placed = (
      await call(checkoutCalls.saveOrder.path, c.draft({ use_cashback: '1', order_total: 122.72 }))
    ).json();
    const id: number = placed.order.order_id;
    const answers = await Promise.all([advance(id, { cancel: 1 }), advance(id, { cancel: 1 })]);
    expect(answers.map((a) => a.error_type).sort()).toEqual([0, 14]);
    expect((await history(id)).filter((h) => h.status === 'cancelled')).toHaveLength(1);
    expect(await refunds(id)).toEqual([{ amountCents: 1298 }]);
    expect(await balance(c)).toBe(12.98);
  });

  it('cancels only from the status the caller expects, and names a staff member', async () => {
    const c = await shop.customer();
    const id = await c.order();
    await advance(id);
    const member = await addStaff(t.app, t.database.db, shop, [{ role: 'attendant', shopId: shop.shopId }]);
    const cancel = (expectedStatus?: 'received') =>
      cancelOrder(t.database.db, {
        profileId: shop.id,
        orderId: id,
        actor: 'staff',
        staffId: member.id,
        reason: 'Fora da área de entrega',
        ...(expectedStatus ? { expectedStatus } : {}),
      });
    await expect(cancel('received')).rejects.toMatchObject({ errorType: 14 });
    expect((await statusOf(c, id)).status).toBe('accepted');
    await cancel();
    expect((await history(id)).at(-1)).toEqual({
      status: 'cancelled',
      actor: 'staff',
      staffId: member.id,
      reason: 'Fora da área de entrega',
    });
    // Another profile's order is not found, whatever its id.
    await expect(
      cancelOrder(t.database.db, { profileId: shop.id + 1_000_000, orderId: id, actor: 'system', reason: null }),
    ).rejects.toMatchObject({ errorType: 3 });
  });
});

/** How long after it was placed an order must be accepted by, and that deadline. */
async function deadlineOf(orderId: number) {
  const [row] = await t.database.db
    .select({
      afterSeconds: sql<number>`extract(epoch from ${orders.acceptBy} - ${orders.createdAt})::float8`,
      acceptBy: orders.acceptBy,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return { afterSeconds: row!.afterSeconds, acceptBy: row!.acceptBy!.toISOString() };
}
/** As if the minutes had passed. */
const passDeadline = (orderId: number) =>
  t.database.db
    .update(orders)
    .set({ acceptBy: sql`now()` })
    .where(eq(orders.id, orderId));

describe('the customer cancelling before the shop accepts', () => {
  const cancelMine = async (c: OrderingCustomer, orderId: number, reason: string = customerCancelReasons[0]) =>
    call(orderCalls.cancelMyOrder.path, { token: c.token, order_id: orderId, reason });

  it('cancels a waiting order with the reason, gives back the cashback, and the board reads it at once', async () => {
    const c = await customerWithCashback();
    const placed = (
      await call(checkoutCalls.saveOrder.path, c.draft({ use_cashback: '1', order_total: 122.72 }))
    ).json();
    expect(placed).toMatchObject({ error_type: 0, order: { totals: { cashback: 12.98 } } });
    const id: number = placed.order.order_id;
    expect(await balance(c)).toBe(0);
    const owner = await addStaff(t.app, t.database.db, shop, [{ role: 'owner', shopId: shop.shopId }]);
    const board = await openBoard(t.app, shop.domain, owner.token, shop.shopId);

    const answer = await cancelMine(c, id, customerCancelReasons[2]);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      error_type: 0,
      message: apiMessages.orderCancelledByYou,
      order_id: id,
      status: 'cancelled',
      cancel_reason: customerCancelReasons[2],
    });
    expect((await history(id)).at(-1)).toEqual({
      status: 'cancelled',
      actor: 'customer',
      staffId: null,
      reason: customerCancelReasons[2],
    });
    expect(await balance(c)).toBe(12.98);
    await expect
      .poll(() => boardEvents(board).filter((event) => event.order_id === id))
      .toContainEqual({ order_id: id, shop_id: shop.shopId, status: 'cancelled' });
    board.close();

    // A second tap changes nothing and is no error.
    expect((await cancelMine(c, id)).json()).toMatchObject({ error_type: 0, status: 'cancelled' });
    expect(await refunds(id)).toEqual([{ amountCents: 1298 }]);
  });

  it("refuses once the shop has accepted, another customer's order, and a reason not on the list", async () => {
    const c = await shop.customer();
    const id = await c.order();
    expect(await advance(id)).toMatchObject({ status: 'accepted' });
    const refused = await cancelMine(c, id);
    expect(refused.json()).toEqual({ error_type: 14, message: apiMessages.orderAcceptedCallShop });
    expect((await statusOf(c, id)).status).toBe('accepted');

    const mine = await c.order();
    const stranger = await shop.customer();
    const notMine = await cancelMine(stranger, mine);
    expect(notMine.statusCode).toBe(404);
    expect((await statusOf(c, mine)).status).toBe('received');
    const typed = await cancelMine(c, mine, 'Qualquer coisa');
    expect(typed.statusCode).toBe(400);
    expect(typed.json().message).toMatch(/'reason'/);
    expect((await statusOf(c, mine)).status).toBe('received');
  });
});

describe('an order its shop does not accept in time', () => {
  it('is cancelled by the platform once its deadline has passed, and gets back what it spent', async () => {
    const c = await customerWithCashback();
    const placed = (
      await call(checkoutCalls.saveOrder.path, c.draft({ use_cashback: '1', order_total: 122.72 }))
    ).json();
    const id: number = placed.order.order_id;
    // Written with the order: the shop's 8 minutes after it was placed.
    expect((await deadlineOf(id)).afterSeconds).toBe(480);
    expect(await balance(c)).toBe(0);

    await passDeadline(id);
    await expect.poll(async () => (await statusOf(c, id)).status, { timeout: 5_000, interval: 100 }).toBe('cancelled');
    expect((await statusOf(c, id)).cancel_reason).toBe('A loja não confirmou o pedido a tempo');
    expect((await history(id)).at(-1)).toEqual({
      status: 'cancelled',
      actor: 'system',
      staffId: null,
      reason: 'A loja não confirmou o pedido a tempo',
    });
    expect(await balance(c)).toBe(12.98);
  });

  it('leaves alone an order the shop accepted in time, and one whose deadline has not come', async () => {
    const c = await shop.customer();
    const accepted = await c.order();
    await advance(accepted);
    const waiting = await c.order();
    const late = await c.order();
    await passDeadline(accepted);
    await passDeadline(late);
    await expect.poll(async () => (await statusOf(c, late)).status, { timeout: 5_000 }).toBe('cancelled');
    expect((await statusOf(c, accepted)).status).toBe('accepted');
    expect((await history(accepted)).map((h) => h.status)).toEqual(['received', 'accepted']);
    expect((await statusOf(c, waiting)).status).toBe('received');
  });

  it("waits the shop's own minutes, and for a later slot's start when that comes later", async () => {
    await t.database.db.update(shops).set({ acceptTimeoutMinutes: 15 }).where(eq(shops.id, shop.shopId));
    await notifyCatalogChanged(t.database.db, shop.shopId);
    try {
      const c = await shop.customer();
      await expect.poll(async () => (await deadlineOf(await c.order())).afterSeconds).toBe(900);

      const { slots } = (await call(checkoutCalls.getInfoHorarios.path, { shop_id: shop.shopId })).json();
      const later = slots[4]; // two hours after the first
      const scheduled = (await call(checkoutCalls.saveOrder.path, c.draft({ schedule_id: later.schedule_id }))).json();
      expect(scheduled).toMatchObject({ error_type: 0, order: { schedule_id: later.schedule_id } });
      expect((await deadlineOf(scheduled.order.order_id)).acceptBy).toBe(later.start);
    } finally {
      await t.database.db.update(shops).set({ acceptTimeoutMinutes: 8 }).where(eq(shops.id, shop.shopId));
      await notifyCatalogChanged(t.database.db, shop.shopId);
    }
  });
});
