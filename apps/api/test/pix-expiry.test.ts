import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { devCalls, orderCalls } from '@delivery/contract/calls/orders';
import { rewardCalls } from '@delivery/contract/calls/rewards';
import { apiMessages } from '@delivery/contract/messages';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { shops } from '../src/db/schema/catalog.ts';
import { orderStatusHistory } from '../src/db/schema/orders.ts';
import { payments, pixProviders } from '../src/db/schema/payments.ts';
import { coupons } from '../src/db/schema/rewards.ts';
import { notifyCatalogChanged } from '../src/modules/catalog/queries.ts';
import { PIX_EXPIRY_QUEUE } from '../src/modules/orders/pix-expiry.ts';
import { cancelOrder } from '../src/modules/orders/cancel-order.ts';
import { markPaid } from '../src/modules/orders/service.ts';
import { expirePixCharge } from '../src/modules/payments/service.ts';
import { createTestApp, post, testConfig, type TestApp } from './helpers/app.ts';
import { openTestDatabase } from './helpers/database.ts';
import { JOB_TEST_ENV } from './helpers/jobs.ts';
import { orderingTenant, type OrderingCustomer, type OrderingTenant } from './helpers/orders.ts';
import { payAtPsp, pspCharge, sandboxProviderFor, sandboxPspAt } from './helpers/pix.ts';
import { openOrderStream } from './helpers/streams.ts';

const env = { APP_ENV: 'sandbox', ...JOB_TEST_ENV };
/** The quick shop's charges last this long: its test waits for the real expiry. */
const QUICK_CHARGE_SECONDS = 2;
const reason = 'Pagamento Pix não recebido a tempo';

let t: TestApp;
let app: FastifyInstance;
let tenant: OrderingTenant;

/** Listens on a free port and answers the app's address. */
async function listening(target: FastifyInstance, port = 0): Promise<string> {
  await target.listen({ port, host: '127.0.0.1' });
  return `http://127.0.0.1:${(target.server.address() as AddressInfo).port}`;
}

/**
 * A tenant whose shop pays 10% cashback and charges Pix through the sandbox PSP at `origin`, by
 * its full address: on a shared PostgreSQL, whichever app takes an expiry job reaches that PSP.
 */
async function pixTenant(target: FastifyInstance, db: Database, origin: string) {
  const made = await orderingTenant(target, db);
  await db.update(shops).set({ cashbackPercent: 10 }).where(eq(shops.id, made.shopId));
  await notifyCatalogChanged(db, made.shopId);
  await sandboxProviderFor(db, { profileId: made.id, shopId: made.shopId }, sandboxPspAt(origin));
  return made;
}

beforeAll(async () => {
  // Charges of 15 minutes, as in production: these tests move an expiry to now when they need it.
  t = await createTestApp(env);
  app = t.app;
  tenant = await pixTenant(app, t.database.db, await listening(app));
});
afterAll(() => t.close());

const db = () => t.database.db;
const call = (target: FastifyInstance, on: OrderingTenant, path: string, body: Record<string, unknown>) =>
  post(target, on.domain, path, { validate: 1, ...body });

const api = (target: FastifyInstance, on: OrderingTenant) => ({
  placePix: async (c: OrderingCustomer, extra: Record<string, unknown> = {}) => {
    const answer = (
      await call(
        target,
        on,
        checkoutCalls.saveOrder.path,
        c.draft({ payment_method: 'pix', change_for: undefined, ...extra }),
      )
    ).json();
    expect(answer.error_type, answer.message).toBe(0);
    return answer.order as { order_id: number; pix: { payload: string; expires_at: string } };
  },
  statusOf: async (c: OrderingCustomer, orderId: number) =>
    (await call(target, on, orderCalls.getStatusOrder.path, { token: c.token, order_id: orderId })).json(),
  advance: async (orderId: number, extra: Record<string, unknown> = {}) =>
    (await call(target, on, devCalls.advanceOrder.path, { order_id: orderId, ...extra })).json(),
  balance: async (c: OrderingCustomer) =>
    (await call(target, on, rewardCalls.getInfoCashCheckout.path, { token: c.token })).json().balance,
});
const shop = () => api(app, tenant);

type ExpiryJob = { state: string; startAfter: Date };

/** The expiry jobs of an order, oldest first, as pg-boss keeps them. */
async function expiryJobs(on: Database, orderId: number): Promise<ExpiryJob[]> {
  const result = (await on.execute(sql`
    select state::text as state, start_after as "startAfter" from pgboss.job
    where name = ${PIX_EXPIRY_QUEUE} and (data->>'order_id')::int = ${orderId}
    order by created_on`)) as unknown as { rows: { state: string; startAfter: Date | string }[] };
  return result.rows.map((row) => ({ state: row.state, startAfter: new Date(row.startAfter) }));
}
const expiryStates = async (orderId: number) => (await expiryJobs(db(), orderId)).map((job) => job.state);

/** As if the charge's minutes had passed: its expiry and its waiting job are due now. */
async function expireNow(on: Database, orderId: number) {
  await on
    .update(payments)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(payments.orderId, orderId));
  await on.execute(sql`
    update pgboss.job set start_after = now()
    where name = ${PIX_EXPIRY_QUEUE} and (data->>'order_id')::int = ${orderId} and state in ('created', 'retry')`);
}

const historyOf = (orderId: number) =>
  db()
    .select({ status: orderStatusHistory.status, actor: orderStatusHistory.actor, reason: orderStatusHistory.reason })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.id));

/** A customer with 12,98 of cashback: an order of theirs (129,80 of products) delivered. */
async function customerWithCashback(target: FastifyInstance, on: OrderingTenant) {
  const c = await on.customer();
  const id = await c.order();
  for (let i = 0; i < 4; i++) await api(target, on).advance(id);
  expect(await api(target, on).balance(c)).toBe(12.98);
  return c;
}

describe('an unpaid Pix order whose charge expires', () => {
  it('is cancelled by its job at the expiry as the platform, giving back its coupon and cashback; the charge is removed at the PSP', async () => {
    // A second app on the same database whose charges last seconds, as PIX_CHARGE_SECONDS sets them.
    const quick = await createApi(
      testConfig({ ...env, PIX_CHARGE_SECONDS: String(QUICK_CHARGE_SECONDS) }),
      t.database,
      false,
    );
    try {
      const on = await pixTenant(quick, db(), await listening(quick));
      const its = api(quick, on);
      const c = await customerWithCashback(quick, on);
      const code = `PIXVOLTA${randomUUID().slice(0, 6).toUpperCase()}`;
      await db()
        .insert(coupons)
        .values({ profileId: on.id, code, kind: 'fixed', value: 1000, maxUses: 1, maxUsesPerCustomer: 1 });
      const discount = async () =>
        (
          await call(quick, on, rewardCalls.getDiscountInfo.path, {
            token: c.token,
            code,
            shop_id: on.shopId,
            total_products: 129.8,
          })
        ).json();

      // 129,80 + 5,90 of delivery, less the coupon's 10,00 and the whole balance.
      const order = await its.placePix(c, { coupon_code: code, use_cashback: '1', order_total: 112.72 });
      const expiresAt = new Date(order.pix.expires_at);
      expect(expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(QUICK_CHARGE_SECONDS * 1000);
      // Written with the order, due when its charge expires.
      expect(await expiryJobs(db(), order.order_id)).toEqual([{ state: 'created', startAfter: expiresAt }]);
      expect(await its.balance(c)).toBe(0);
      expect(await discount()).toMatchObject({ error_type: 14 });
      const stream = await openOrderStream(quick, on.domain, c.token, order.order_id);

      await expect
        .poll(async () => (await its.statusOf(c, order.order_id)).status, { timeout: 15_000, interval: 200 })
        .toBe('cancelled');
      const seen = await its.statusOf(c, order.order_id);
      expect(seen).toMatchObject({ cancel_reason: reason, order: { payment_status: 'expired', pix: null } });
      expect(Date.parse(seen.history.at(-1).at)).toBeGreaterThanOrEqual(expiresAt.getTime());
      expect(await historyOf(order.order_id)).toEqual([
        { status: 'received', actor: 'customer', reason: null },
        { status: 'cancelled', actor: 'system', reason },
      ]);
      await expect.poll(() => stream.statuses()).toEqual(['received', 'cancelled']);
      stream.close();

      expect(await its.balance(c)).toBe(12.98);
      expect(await discount()).toMatchObject({ error_type: 0, discount: { amount: 10 } });
      const charge = await pspCharge(quick, order.pix.payload);
      expect(charge.state).toBe('removed');
      expect((await payAtPsp(quick, charge.txid)).statusCode).toBe(409);
      await expect.poll(() => expiryStates(order.order_id)).toEqual(['completed']);
    } finally {
      await quick.close();
    }
  });

  it('is cancelled too when the shop accepted it while the Pix was awaited', async () => {
    const c = await tenant.customer();
    const order = await shop().placePix(c);
    expect(await shop().advance(order.order_id)).toMatchObject({ status: 'accepted' });
    await expireNow(db(), order.order_id);

    await expect
      .poll(async () => (await shop().statusOf(c, order.order_id)).status, { timeout: 10_000 })
      .toBe('cancelled');
    expect(await historyOf(order.order_id)).toEqual([
      { status: 'received', actor: 'customer', reason: null },
      { status: 'accepted', actor: 'staff', reason: null },
      { status: 'cancelled', actor: 'system', reason },
    ]);
  });

  it('is left as it is when the shop cancelled it meanwhile or sent it out; the job does not fail', async () => {
    const c = await tenant.customer();
    const cancelled = await shop().placePix(c);
    await shop().advance(cancelled.order_id, { cancel: 1, reason: 'Item em falta' });
    const sentOut = await shop().placePix(c);
    for (let i = 0; i < 3; i++) await shop().advance(sentOut.order_id);
    await expireNow(db(), cancelled.order_id);
    await expireNow(db(), sentOut.order_id);

    await expect.poll(() => expiryStates(cancelled.order_id), { timeout: 10_000 }).toEqual(['completed']);
    await expect.poll(() => expiryStates(sentOut.order_id), { timeout: 10_000 }).toEqual(['completed']);
    expect(await shop().statusOf(c, cancelled.order_id)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Item em falta',
    });
    expect((await historyOf(cancelled.order_id)).filter((step) => step.status === 'cancelled')).toEqual([
      { status: 'cancelled', actor: 'staff', reason: 'Item em falta' },
    ]);
    // On its way with the food: the Pix can no longer be paid, and staff settle it at the door.
    expect(await shop().statusOf(c, sentOut.order_id)).toMatchObject({
      status: 'out_for_delivery',
      order: { payment_status: 'expired' },
    });
    expect((await pspCharge(app, sentOut.pix.payload)).state).toBe('removed');
  });
});

describe("the sandbox's clock for one charge (passPixExpiry)", () => {
  const pass = (orderId: number, host = tenant.domain) =>
    post(app, host, devCalls.passPixExpiry.path, { order_id: orderId });

  it('runs the charge out now: its job removes it at the PSP and cancels the order, with the reason', async () => {
    const c = await tenant.customer();
    const placed = await shop().placePix(c);
    const answer = await pass(placed.order_id);
    expect(answer.json()).toEqual({ error_type: 0, message: apiMessages.ok });
    await expect
      .poll(async () => (await shop().statusOf(c, placed.order_id)).status, { timeout: 10_000, interval: 100 })
      .toBe('cancelled');
    expect((await shop().statusOf(c, placed.order_id)).cancel_reason).toBe(reason);
    expect((await pspCharge(app, placed.pix.payload)).state).toBe('removed');
  });

  it("refuses an order with no charge awaited, and another tenant's", async () => {
    const c = await tenant.customer();
    const cash = await c.order();
    const refused = { error_type: 3, message: apiMessages.orderNotWaitingPix };
    expect((await pass(cash)).json()).toEqual(refused);
    const placed = await shop().placePix(c);
    const elsewhere = await orderingTenant(app, db());
    expect((await pass(placed.order_id, elsewhere.domain)).json()).toEqual(refused);
    expect((await shop().statusOf(c, placed.order_id)).status).toBe('received');
  });
});

describe('a Pix order paid in time', () => {
  it('keeps its order when paid before the expiry: the job finds it paid and changes nothing', async () => {
    const c = await tenant.customer();
    const order = await shop().placePix(c);
    const { txid } = await pspCharge(app, order.pix.payload);
    expect((await payAtPsp(app, txid)).json()).toMatchObject({ state: 'paid', webhook_result: 'HTTP 200' });
    await expireNow(db(), order.order_id);

    await expect.poll(() => expiryStates(order.order_id), { timeout: 10_000 }).toEqual(['completed']);
    expect(await shop().statusOf(c, order.order_id)).toMatchObject({
      status: 'received',
      order: { payment_status: 'paid' },
    });
    expect((await pspCharge(app, order.pix.payload)).state).toBe('paid');
  });

  it('keeps its order when paid as the charge ran out, its webhook not yet in: the job finds the Pix at the PSP', async () => {
    const c = await tenant.customer();
    const order = await shop().placePix(c);
    await payAtPsp(app, (await pspCharge(app, order.pix.payload)).txid, false);
    await expireNow(db(), order.order_id);

    await expect.poll(() => expiryStates(order.order_id), { timeout: 10_000 }).toEqual(['completed']);
    expect(await shop().statusOf(c, order.order_id)).toMatchObject({
      status: 'received',
      order: { payment_status: 'paid' },
    });
  });

  it('keeps its order when the Pix lands as the charge is being removed', async () => {
    const c = await tenant.customer();
    const order = await shop().placePix(c);
    const { txid } = await pspCharge(app, order.pix.payload);
    await db()
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.orderId, order.order_id));
    // The payer's bank settles between the PSP's last answer and the removal, which it then refuses.
    const racing = {
      ...app.pix,
      api: {
        ...app.pix.api,
        removeCharge: async (...args: Parameters<typeof app.pix.api.removeCharge>) => {
          await payAtPsp(app, txid);
          return app.pix.api.removeCharge(...args);
        },
      },
    };
    expect(await expirePixCharge(racing, order.order_id)).toEqual({ cancel: false, why: 'paid' });

    // Its job, when it comes, finds it paid.
    await expireNow(db(), order.order_id);
    await expect.poll(() => expiryStates(order.order_id), { timeout: 10_000 }).toEqual(['completed']);
    expect(await shop().statusOf(c, order.order_id)).toMatchObject({
      status: 'received',
      order: { payment_status: 'paid' },
    });
  });
});

describe('the expiry job', () => {
  it('run early (a clock behind the database) comes back at the expiry, once', async () => {
    const c = await tenant.customer();
    const order = await shop().placePix(c);
    await db().execute(sql`
      update pgboss.job set start_after = now()
      where name = ${PIX_EXPIRY_QUEUE} and (data->>'order_id')::int = ${order.order_id}`);

    const expiresAt = new Date(order.pix.expires_at);
    await expect
      .poll(() => expiryJobs(db(), order.order_id), { timeout: 10_000 })
      .toEqual([
        { state: 'completed', startAfter: expect.any(Date) },
        { state: 'created', startAfter: expiresAt },
      ]);
    expect(await shop().statusOf(c, order.order_id)).toMatchObject({
      status: 'received',
      order: { payment_status: 'pending' },
    });
    // And when that time comes, it cancels.
    await expireNow(db(), order.order_id);
    await expect
      .poll(async () => (await shop().statusOf(c, order.order_id)).status, { timeout: 10_000 })
      .toBe('cancelled');
  });

  it('never cancels an order marked paid by hand as it cancels', async () => {
    const c = await tenant.customer();
    const order = await shop().placePix(c);
    expect(await markPaid(db(), order.order_id, 'staff:1')).toBe('paid');
    const cancelling = cancelOrder(db(), {
      profileId: tenant.id,
      orderId: order.order_id,
      actor: 'system',
      reason,
      unlessPaid: true,
    });
    await expect(cancelling).rejects.toMatchObject({ errorType: 14 });
    expect(await shop().statusOf(c, order.order_id)).toMatchObject({ status: 'received' });
  });

  // Two rounds of the queue's polling and a retry, which a loaded machine (CI's) stretches past 20 s.
  it('fails while the PSP cannot be reached, leaving the order, and cancels it on a retry once it can', async () => {
    const c = await tenant.customer();
    const order = await shop().placePix(c);
    const [provider] = await db().select().from(pixProviders).where(eq(pixProviders.shopId, tenant.shopId));
    const reachable = { baseUrl: provider!.baseUrl, tokenUrl: provider!.tokenUrl };
    // Port 9 (discard) refuses at once: the PSP is down.
    await db()
      .update(pixProviders)
      .set({ ...sandboxPspAt('http://127.0.0.1:9'), updatedAt: new Date() })
      .where(eq(pixProviders.id, provider!.id));
    await expireNow(db(), order.order_id);

    await expect.poll(() => expiryStates(order.order_id), { timeout: 30_000 }).toEqual(['retry']);
    expect(await shop().statusOf(c, order.order_id)).toMatchObject({
      status: 'received',
      order: { payment_status: 'pending' },
    });

    await db()
      .update(pixProviders)
      .set({ ...reachable, updatedAt: new Date() })
      .where(eq(pixProviders.id, provider!.id));
    // The retry's wait (JOBS_RETRY_DELAY_SECONDS, kept by the queue) is not what is tested.
    await expireNow(db(), order.order_id);
    await expect
      .poll(async () => (await shop().statusOf(c, order.order_id)).status, { timeout: 30_000 })
      .toBe('cancelled');
    expect(await expiryStates(order.order_id)).toEqual(['completed']);
  }, 70_000);

  it('outlives the app that wrote it: a new app on the same database cancels the order', async () => {
    // A database of its own, so on PGlite nothing but the second app can run the job.
    const database = await openTestDatabase();
    const config = testConfig(env);
    const first = await createApi(config, database, false);
    const origin = await listening(first);
    const on = await pixTenant(first, database.db, origin);
    const c = await on.customer();
    const order = await api(first, on).placePix(c);
    await first.close();

    // The PSP is reached at the same address, now served by the new app.
    const second = await createApi(config, database, false);
    try {
      await listening(second, Number(new URL(origin).port));
      await expireNow(database.db, order.order_id);
      await expect
        .poll(async () => (await api(second, on).statusOf(c, order.order_id)).status, { timeout: 10_000 })
        .toBe('cancelled');
      expect(await api(second, on).statusOf(c, order.order_id)).toMatchObject({ cancel_reason: reason });
    } finally {
      await second.close();
      await database.close();
    }
  });
});
