import { boardCalls } from '@delivery/contract/calls/board';
import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { orderingTenant, type OrderingCustomer, type OrderingTenant } from './helpers/orders.ts';
import { addStaff } from './helpers/staff.ts';

/**
 * Orders are numbered per tenant from 1 (decision 0067): a shop's first order is not 'nº 1004'.
 * Each test makes its own tenant, so its numbers start from 1 whatever ran before, on PGlite and
 * on the shared PostgreSQL database alike.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const save = (tenant: OrderingTenant, body: Record<string, unknown>) =>
  post(t.app, tenant.domain, checkoutCalls.saveOrder.path, body);

/** Places the customer's draft with `overrides`; answers the order as the customer's app reads it. */
async function place(tenant: OrderingTenant, who: OrderingCustomer, overrides: Record<string, unknown> = {}) {
  const answer = (await save(tenant, who.draft(overrides))).json();
  expect(answer.error_type, JSON.stringify(answer)).toBe(0);
  return answer.order as { order_id: number; order_number: number };
}

const pix = { payment_method: 'pix', change_for: undefined };

describe('order numbers', () => {
  it("count each tenant's orders from 1, whichever customer places them; the page and the board show it", async () => {
    const tenant = await orderingTenant(t.app, t.database.db);
    const [ana, bia] = [await tenant.customer(), await tenant.customer()];
    const first = await place(tenant, ana);
    expect(first.order_number).toBe(1);
    expect(first.order_id).not.toBe(1);
    expect((await place(tenant, bia, pix)).order_number).toBe(2);
    expect((await place(tenant, ana)).order_number).toBe(3);

    const page = await ana.orderPage(first.order_id);
    expect(page.order).toMatchObject({ order_id: first.order_id, order_number: 1 });
    const attendant = await addStaff(t.app, t.database.db, tenant, [{ role: 'attendant', shopId: tenant.shopId }]);
    const board = (
      await post(t.app, tenant.domain, boardCalls.boardOrders.path, { validate: 1, token: attendant.token })
    ).json();
    expect(board.orders.map((o: { order_number: number }) => o.order_number).sort()).toEqual([1, 2, 3]);

    // Another tenant's first order is its own nº 1.
    const other = await orderingTenant(t.app, t.database.db);
    expect((await place(other, await other.customer())).order_number).toBe(1);
  });

  it('a retry of a key answers its order with its number, and uses no number up', async () => {
    const tenant = await orderingTenant(t.app, t.database.db);
    const customer = await tenant.customer();
    for (const overrides of [{}, pix]) {
      const body = customer.draft(overrides);
      const first = (await save(tenant, body)).json().order;
      const again = (await save(tenant, body)).json().order;
      expect(again).toMatchObject({ order_id: first.order_id, order_number: first.order_number });
    }
    expect((await place(tenant, customer)).order_number).toBe(3);
  });

  it('orders placed at once, with and without Pix, each get a number of their own, none skipped', async () => {
    const tenant = await orderingTenant(t.app, t.database.db);
    const customers: OrderingCustomer[] = [];
    for (let i = 0; i < 12; i++) customers.push(await tenant.customer());
    const placed = await Promise.all(customers.map((customer, i) => place(tenant, customer, i % 3 === 0 ? pix : {})));
    expect(placed.map((order) => order.order_number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
  });
});
