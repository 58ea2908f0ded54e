import { randomUUID } from 'node:crypto';
import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { orderCalls } from '@delivery/contract/calls/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../src/app.ts';
import { openDatabase } from '../../src/db/client.ts';
import { copyToPostgres } from '../../src/db/copy-to-postgres.ts';
import { post, testConfig } from '../helpers/app.ts';
import { emptyPostgresDatabase } from '../helpers/database.ts';
import { JOB_TEST_ENV, recorder, testQueue } from '../helpers/jobs.ts';
import { orderingTenant } from '../helpers/orders.ts';

let target: { url: string; drop: () => Promise<void> };
beforeAll(async () => {
  target = await emptyPostgresDatabase('test_moved');
});
afterAll(() => target.drop());

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('a shop that outgrows its machine', () => {
  it('moves its embedded database to PostgreSQL: customers, orders, numbering and waiting jobs', async () => {
    const config = testConfig(JOB_TEST_ENV);
    const embedded = await openDatabase({ kind: 'pglite' });
    await embedded.migrate();
    const before = await createApi(config, embedded, false);
    const tenant = await orderingTenant(before, embedded.db);
    const customer = await tenant.customer();
    const placed = await customer.order();
    // A job still waiting when the shop moves (a Pix charge's expiry, a message to send...).
    const queue = testQueue('moved');
    await before.jobs.work(queue, async () => {
      throw new Error('not here: the embedded app is stopped before it is due');
    });
    await before.jobs.send(queue, { id: randomUUID() }, { startAfter: new Date(Date.now() + 60_000) });
    await before.close();

    const moved = await openDatabase({ kind: 'postgres', url: target.url, poolSize: 4 });
    const { rows } = await copyToPostgres(embedded, moved, quiet);
    await embedded.close();
    expect(rows).toBeGreaterThan(0);

    const after = await createApi(config, moved, false);
    try {
      const page = (
        await post(after, tenant.domain, orderCalls.getOrdersPage.path, { validate: 1, token: customer.token })
      ).json();
      expect(page.orders.map((order: { order_id: number }) => order.order_id)).toEqual([placed]);
      const next = (await post(after, tenant.domain, checkoutCalls.saveOrder.path, customer.draft())).json();
      expect(next.error_type).toBe(0);
      expect(next.order.order_id).toBeGreaterThan(placed);

      const runs = recorder();
      await after.jobs.work(queue, runs.handler);
      await moved.db.execute(sql`update pgboss.job set start_after = now() where name = ${queue}`);
      await expect.poll(() => runs.count, { timeout: 5_000, interval: 50 }).toBe(1);
    } finally {
      await after.close();
      await moved.close();
    }
  }, 90_000);

  it('refuses a target that already has data', async () => {
    const embedded = await openDatabase({ kind: 'pglite' });
    await embedded.migrate();
    const moved = await openDatabase({ kind: 'postgres', url: target.url, poolSize: 2 });
    try {
      await expect(copyToPostgres(embedded, moved, quiet)).rejects.toThrow('already has data');
    } finally {
      await embedded.close();
      await moved.close();
    }
  });
});
