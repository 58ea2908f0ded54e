import { boardCalls } from '@delivery/contract/calls/board';
import { devCalls, orderCalls } from '@delivery/contract/calls/orders';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { problemReportDays } from '@delivery/contract/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/orders.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { orderingTenant, type OrderingCustomer, type OrderingTenant } from './helpers/orders.ts';
import { addStaff } from './helpers/staff.ts';
import { openBoard } from './helpers/streams.ts';

/*
 * A problem with a delivered order (issue 38): the customer reports it, the shop's board keeps the
 * order until it answers, and the customer reads the answer on the order's page.
 */

let t: TestApp;
let shop: OrderingTenant;
let owner: { token: string };

beforeAll(async () => {
  t = await createTestApp({ APP_ENV: 'sandbox' });
  shop = await orderingTenant(t.app, t.database.db);
  owner = await addStaff(t.app, t.database.db, shop, [{ role: 'owner', shopId: shop.shopId }]);
});
afterAll(() => t.close());

const call = (path: string, body: Record<string, unknown>) => post(t.app, shop.domain, path, { validate: 1, ...body });
const report = (c: OrderingCustomer, orderId: number, body: Record<string, unknown> = {}) =>
  call(orderCalls.reportProblem.path, {
    token: c.token,
    order_id: orderId,
    kind: 'missing_item',
    text: 'Veio sem o refrigerante',
    ...body,
  });
const boardIds = async () =>
  (await call(boardCalls.boardOrders.path, { token: owner.token }))
    .json()
    .orders.map((o: { order_id: number }) => o.order_id);

async function deliveredOrder(c: OrderingCustomer) {
  const id = await c.order();
  for (let i = 0; i < 4; i++) await call(devCalls.advanceOrder.path, { order_id: id });
  return id;
}

/** As if the order ended `hours` ago: off the board's 12 hours, or past the days to report. */
const endedHoursAgo = (id: number, hours: number) =>
  t.database.db
    .update(orders)
    .set({ updatedAt: new Date(Date.now() - hours * 3_600_000) })
    .where(eq(orders.id, id));

describe('a problem with a delivered order', () => {
  it('reaches the board, which keeps the order until the shop answers; the customer reads the answer', async () => {
    const c = await shop.customer();
    const id = await deliveredOrder(c);
    await endedHoursAgo(id, 13);
    expect(await boardIds()).not.toContain(id);
    const board = await openBoard(t.app, shop.domain, owner.token, shop.shopId);

    const reported = (await report(c, id)).json();
    expect(reported).toMatchObject({
      error_type: 0,
      message: apiMessages.problemReported,
      problem: { kind: 'missing_item', text: 'Veio sem o refrigerante', created_at: expect.any(String), answer: null },
    });
    await expect.poll(() => board.text()).toContain('event: details');
    board.close();
    expect(await boardIds()).toContain(id);
    const [onBoard] = (await call(boardCalls.boardOrders.path, { token: owner.token })).json().orders;
    expect(onBoard).toMatchObject({ order_id: id, problem: { kind: 'missing_item', answer: null } });
    expect((await report(c, id, { kind: 'late' })).json()).toEqual({
      error_type: 14,
      message: apiMessages.problemAlreadyReported,
    });

    const answer = 'Desculpe! Devolvemos o valor do refrigerante.';
    const answered = (await call(boardCalls.answerProblem.path, { token: owner.token, order_id: id, answer })).json();
    expect(answered).toMatchObject({
      error_type: 0,
      message: apiMessages.problemAnswered,
      order: { order_id: id, problem: { answer: { text: answer, answered_at: expect.any(String) } } },
    });
    expect((await c.orderPage(id)).problem).toMatchObject({ kind: 'missing_item', answer: { text: answer } });
    // Answered, and finished hours ago: the board lets it go.
    expect(await boardIds()).not.toContain(id);
  });

  it('is refused before delivery, after the days to report, on another customer’s order, and off the list', async () => {
    const c = await shop.customer();
    const open = await c.order();
    expect((await report(c, open)).json()).toEqual({ error_type: 14, message: apiMessages.problemNotYet });

    const old = await deliveredOrder(c);
    await endedHoursAgo(old, problemReportDays * 24 + 1);
    expect((await report(c, old)).json()).toEqual({
      error_type: 14,
      message: formatMessage(apiMessages.problemTooLate, { days: problemReportDays }),
    });

    const mine = await deliveredOrder(c);
    expect((await report(await shop.customer(), mine)).statusCode).toBe(404);
    const odd = await report(c, mine, { kind: 'broken' });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toMatch(/'kind'/);
    expect((await c.orderPage(mine)).problem).toBeUndefined();
  });

  it("answers only an order that has one, and only from the order's own shop", async () => {
    const c = await shop.customer();
    const id = await deliveredOrder(c);
    const none = await call(boardCalls.answerProblem.path, { token: owner.token, order_id: id, answer: 'Olá' });
    expect(none.json()).toEqual({ error_type: 3, message: apiMessages.problemNotFound });
    await report(c, id);
    const neighbour = await addStaff(t.app, t.database.db, shop, [
      { role: 'owner', shopId: await shop.anotherShop('vizinha-problema') },
    ]);
    const outsider = await call(boardCalls.answerProblem.path, { token: neighbour.token, order_id: id, answer: 'Olá' });
    expect(outsider.statusCode).toBe(404);
    expect((await c.orderPage(id)).problem.answer).toBeNull();
  });
});
