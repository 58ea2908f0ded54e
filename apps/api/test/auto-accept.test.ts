import { boardCalls } from '@delivery/contract/calls/board';
import { staffCalls } from '@delivery/contract/calls/staff';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../src/db/schema/catalog.ts';
import { acceptWaitingOrders } from '../src/modules/orders/auto-accept.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { orderingTenant, type OrderingCustomer, type OrderingTenant } from './helpers/orders.ts';
import { addStaff } from './helpers/staff.ts';

/** A shop that accepts its orders automatically, as busy shops ask (decision 0030). */

let t: TestApp;
let tenant: OrderingTenant;
let owner: { id: number; token: string };
let attendant: { id: number; token: string };
let customer: OrderingCustomer;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await orderingTenant(t.app, t.database.db);
  await t.database.db.update(shops).set({ estimateMax: 45 }).where(eq(shops.id, tenant.shopId));
  owner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: tenant.shopId }]);
  attendant = await addStaff(t.app, t.database.db, tenant, [{ role: 'attendant', shopId: tenant.shopId }]);
  customer = await tenant.customer();
});
afterAll(() => t.close());

const setAutoAccept = (flag: unknown, token = owner.token, shopId = tenant.shopId) =>
  post(t.app, tenant.domain, boardCalls.setAutoAccept.path, {
    validate: 1,
    token,
    shop_id: shopId,
    auto_accept: flag,
  });

describe('accepting automatically', () => {
  it('is for owners of the shop only, with a flag of 0 or 1', async () => {
    expect((await setAutoAccept('1', attendant.token)).json()).toMatchObject({ error_type: 14 });
    const neighbourShop = await tenant.anotherShop('vizinha-automatica');
    const neighbour = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: neighbourShop }]);
    expect((await setAutoAccept('1', neighbour.token)).statusCode).toBe(404);
    expect((await setAutoAccept('sim')).statusCode).toBe(400);
  });

  it("accepts a new order at once with the shop's estimate, and the staff see it is on", async () => {
    expect((await setAutoAccept('1')).json()).toEqual({
      error_type: 0,
      message: 'Pedidos novos serão aceitos automaticamente',
      auto_accept: true,
    });
    const me = (await post(t.app, tenant.domain, staffCalls.staffMe.path, { validate: 1, token: owner.token })).json();
    expect(me.staff.shops).toEqual([expect.objectContaining({ shop_id: tenant.shopId, auto_accept: true })]);

    const answer = (await post(t.app, tenant.domain, '/api/checkout4apiV2/saveOrder', customer.draft())).json();
    expect(answer).toMatchObject({ error_type: 0, order: { status: 'accepted' } });
    const seen = await customer.orderPage(answer.order.order_id);
    expect(seen).toMatchObject({ status: 'accepted', estimate_minutes: 45, expected_at: expect.any(String) });

    const board = (
      await post(t.app, tenant.domain, boardCalls.boardOrders.path, { validate: 1, token: attendant.token })
    ).json();
    const card = board.orders.find((o: { order_id: number }) => o.order_id === answer.order.order_id);
    expect(card.history.at(-1)).toMatchObject({ status: 'accepted', by: 'system', staff_name: null });
  });

  it('accepts the orders left waiting once it is turned on, and none once it is off', async () => {
    expect((await setAutoAccept('0')).json()).toMatchObject({ error_type: 0, auto_accept: false });
    const waiting = await customer.order();
    expect((await customer.orderPage(waiting)).order.status).toBe('received');
    expect(await acceptWaitingOrders(t.database.db, 30)).toBe(0);

    await setAutoAccept('1');
    expect(await acceptWaitingOrders(t.database.db, 30)).toBe(1);
    expect((await customer.orderPage(waiting)).order.status).toBe('accepted');
    // Run again (another process's sweep): nothing is accepted twice.
    expect(await acceptWaitingOrders(t.database.db, 30)).toBe(0);
  });
});
