import { customerCalls } from '@delivery/contract/calls/customer';
import { devCalls } from '@delivery/contract/calls/orders';
import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../helpers/app.ts';
import { orderingTenant } from '../helpers/orders.ts';
import { eventsPath, openOrderStream, openStream, streamTicket } from '../helpers/streams.ts';

/**
 * The order stream with two API processes on one PostgreSQL (docs/architecture.md section 8). Heartbeats are a
 * minute apart here, so what ends a stream is the NOTIFY of its session's end, not a beat.
 */
let a: TestApp;
let b: TestApp;
const logOfA: string[] = [];

beforeAll(async () => {
  const env = { APP_ENV: 'sandbox', STREAM_HEARTBEAT_MS: '60000' };
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logOfA.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  a = await createTestApp(env, undefined, { level: 'info', stream });
  b = await createTestApp(env);
});
afterAll(async () => {
  await a.close();
  await b.close();
});

type Row = { pid: number };
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/** Ends every backend LISTENing to order status changes in this database, and waits until they are gone. */
async function terminateStatusListeners(): Promise<void> {
  const listeners = rowsOf(
    await b.database.db.execute(sql`
      select pid from pg_stat_activity
      where datname = current_database() and query = 'LISTEN "order_status"' and pid <> pg_backend_pid()`),
  ).map((row) => row.pid);
  expect(listeners.length).toBeGreaterThan(0);
  await b.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where pid in ${listeners}`);
  await expect
    .poll(async () =>
      rowsOf(await b.database.db.execute(sql`select pid from pg_stat_activity where pid in ${listeners}`)),
    )
    .toEqual([]);
}

describe('order streams on two processes', () => {
  it('hear a change made while their LISTEN connection was down, every time', async () => {
    const tenant = await orderingTenant(a.app, a.database.db);
    const { token, order } = await tenant.customer();
    const id = await order();
    const stream = await openOrderStream(a.app, tenant.domain, token, id);
    await expect.poll(() => stream.statuses()).toEqual(['received']);
    const path = ['received'];
    for (const next of ['accepted', 'preparing', 'out_for_delivery']) {
      await terminateStatusListeners();
      // The change's NOTIFY finds no listener of process a: only reading again brings it.
      expect((await post(b.app, tenant.domain, devCalls.advanceOrder.path, { order_id: id })).json().status).toBe(next);
      path.push(next);
      await expect.poll(() => stream.statuses(), { timeout: 8_000 }).toEqual(path);
    }
    stream.close();
    const messages = logOfA.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toContain('LISTEN connection lost; reconnecting');
    expect(messages).toContain('LISTEN connection back');
  });

  it('take a ticket from either process, and end at once when the session ends on the other', async () => {
    const tenant = await orderingTenant(a.app, a.database.db);
    const { token, order, signup } = await tenant.customer();
    const id = await order();
    // An open order refuses the deletion (decision 0066): the page left open is a cancelled order's.
    await post(a.app, tenant.domain, devCalls.advanceOrder.path, { validate: 1, order_id: id, cancel: true });
    const ticket = await streamTicket(b.app, tenant.domain, token, id);
    const stream = await openStream(a.app, tenant.domain, eventsPath(id, { ticket }));
    await expect.poll(() => stream.statuses()).toEqual(['cancelled']);
    const deleted = await post(b.app, tenant.domain, customerCalls.delete.path, {
      validate: 1,
      token,
      password: signup.password,
    });
    expect(deleted.json().error_type).toBe(0);
    const ended = await Promise.race([
      stream.ended.then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 5_000)),
    ]);
    expect(ended).toBe(true);
  });
});
