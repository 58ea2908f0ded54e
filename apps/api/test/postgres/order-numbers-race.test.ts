import { checkoutCalls } from '@delivery/contract/calls/checkout';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../helpers/app.ts';
import { workerDatabaseUrl } from '../helpers/database.ts';
import { orderingTenant } from '../helpers/orders.ts';

/**
 * Two orders of a tenant at the same moment on PostgreSQL (decision 0067): one takes its number
 * while the other's transaction, which took the number before, has not committed yet. The second
 * must wait for the first and take the next number, never read the counter as it was and take the
 * same one. An open transaction of another connection stands in for the first order, so the
 * overlap is certain rather than left to timing.
 */
let t: TestApp;
let other: pg.Client;

beforeAll(async () => {
  t = await createTestApp();
  other = new pg.Client({ connectionString: await workerDatabaseUrl() });
  await other.connect();
});
afterAll(async () => {
  await other.end();
  await t.close();
});

/**
 * Whether a backend of this database waits for a lock while taking an order number. Asked inside
 * the open transaction, whose view of the activity is kept until cleared.
 */
async function waitsForCounter(): Promise<boolean> {
  await other.query('select pg_stat_clear_snapshot()');
  const { rows } = await other.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock' and query like '%order_numbers%'`,
  );
  return rows[0]!.n > 0;
}

describe('an order placed while another order of the tenant is being written', () => {
  it('waits for that order and takes the number after it', async () => {
    const tenant = await orderingTenant(t.app, t.database.db);
    const customer = await tenant.customer();
    expect((await customer.orderPage(await customer.order())).order.order_number).toBe(1);

    // The first order's transaction: it took nº 2 and has not committed.
    await other.query('begin');
    const taken = await other.query<{ last_number: number }>(
      'update order_numbers set last_number = last_number + 1 where profile_id = $1 returning last_number',
      [tenant.id],
    );
    expect(taken.rows[0]!.last_number).toBe(2);
    const second = post(t.app, tenant.domain, checkoutCalls.saveOrder.path, customer.draft());
    await expect.poll(waitsForCounter, { timeout: 10_000 }).toBe(true);
    await other.query('commit');

    expect((await second).json()).toMatchObject({ error_type: 0, order: { order_number: 3 } });
  });
});
