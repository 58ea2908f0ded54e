import { devCalls } from '@delivery/contract/calls/orders';
import { apiMessages } from '@delivery/contract/messages';
import { eq, sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/orders.ts';
import { cancelOverdueOrders } from '../src/modules/orders/accept-timeout.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { orderCopies, orderingTenant, type OrderingTenant } from './helpers/orders.ts';
import { createTenant } from './helpers/tenants.ts';

/**
 * A mass expiry (issue 29, item 20): 580 orders past their acceptance deadline at once froze every
 * request on the embedded database for 15–25 s, the sweep cancelling them one after the other
 * without letting the server read a request. It now cancels them in small batches and lets
 * requests in between.
 */

const COPIES = 250;
let t: TestApp;
let tenant: OrderingTenant;
let origin: string;

beforeAll(async () => {
  // The periodic sweep stays out of the way: the test runs it itself, once. On a worker's shared
  // PostgreSQL database a sweep job an earlier file's app left due was taken by this app and ran
  // beside the test's (CI counted 116 of 251): a database of its own holds none.
  t = await createTestApp({ APP_ENV: 'sandbox', ACCEPT_TIMEOUT_SWEEP_MS: '3600000' }, undefined, false, {
    own: true,
  });
  tenant = await orderingTenant(t.app, t.database.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** `count` copies of one placed order, all past their deadline, as a busy evening's backlog would be. */
async function overdueBacklog(count: number): Promise<number[]> {
  const id = await (await tenant.customer()).order();
  await orderCopies(t.database.db, id, count);
  const backlog = await t.database.db
    .update(orders)
    .set({ acceptBy: sql`now() - interval '1 minute'` })
    .where(eq(orders.profileId, tenant.id))
    .returning({ id: orders.id });
  return backlog.map((row) => row.id);
}

describe('orders past their deadline all at once', () => {
  it('are all cancelled, in batches that let requests through while the sweep runs', async () => {
    const backlog = await overdueBacklog(COPIES);
    expect(backlog).toHaveLength(COPIES + 1);

    const startedAt = performance.now();
    let sweepEnded = 0;
    const sweep = cancelOverdueOrders(t.database.db).then((cancelled) => {
      sweepEnded = performance.now();
      return cancelled;
    });
    // Requests arriving while it runs: they are answered before the sweep is over, not after it.
    const answered: number[] = [];
    const during = (async () => {
      for (let i = 0; i < 3; i++) {
        const answer = await fetch(`${origin}/health`);
        expect(answer.status).toBe(200);
        answered.push(performance.now());
      }
    })();
    const cancelled = await sweep;
    await during;

    expect(cancelled).toBe(COPIES + 1);
    const left = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(sql`${orders.profileId} = ${tenant.id} and ${orders.status} <> 'cancelled'`);
    expect(left).toEqual([]);
    expect(answered).toHaveLength(3);
    // The first: on a loaded machine the sweep can end between the second and the third.
    expect(answered[0]).toBeLessThan(sweepEnded);
    // The figures, for the record (no timing is asserted: the machine is shared).
    console.info(
      `sweep of ${cancelled} orders: ${Math.round(sweepEnded - startedAt)} ms; requests answered at ${answered
        .map((at) => `${Math.round(at - startedAt)} ms`)
        .join(', ')}`,
    );
  }, 120_000);
});

describe("the sandbox's clock for one order (passAcceptDeadline)", () => {
  const pass = (orderId: number, host = tenant.domain) =>
    post(t.app, host, devCalls.passAcceptDeadline.path, { order_id: orderId });

  it("brings the deadline to now: the sweep's next look cancels the order, and its customer reads why", async () => {
    const customer = await tenant.customer();
    const id = await customer.order();
    // The shop's own minutes still stand until then: the sweep leaves the order alone.
    expect(await cancelOverdueOrders(t.database.db)).toBe(0);
    expect((await customer.orderPage(id)).status).toBe('received');

    const answer = await pass(id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ error_type: 0, message: apiMessages.ok });
    expect(await cancelOverdueOrders(t.database.db)).toBe(1);
    const page = await customer.orderPage(id);
    expect(page.status).toBe('cancelled');
    expect(page.cancel_reason).toBe(apiMessages.acceptTimeoutReason);
  });

  it("refuses an order no longer waiting to be accepted, and another tenant's", async () => {
    const customer = await tenant.customer();
    const id = await customer.order();
    const elsewhere = await createTenant(t.database.db);
    expect((await pass(id, elsewhere.domain)).json()).toEqual({
      error_type: 3,
      message: apiMessages.orderNotWaitingAcceptance,
    });
    await post(t.app, tenant.domain, devCalls.advanceOrder.path, { order_id: id });
    const accepted = await pass(id);
    expect(accepted.statusCode).toBe(404);
    expect(accepted.json().message).toBe(apiMessages.orderNotWaitingAcceptance);
    expect(await cancelOverdueOrders(t.database.db)).toBe(0);
    expect((await customer.orderPage(id)).status).toBe('accepted');
  });
});
