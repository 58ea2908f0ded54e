import { boardCalls } from '@delivery/contract/calls/board';
import { staffCalls } from '@delivery/contract/calls/staff';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../helpers/app.ts';
import { orderingTenant, type OrderingTenant } from '../helpers/orders.ts';
import { addStaff } from '../helpers/staff.ts';
import { boardEvents, boardEventsPath, boardTicket, openBoard, openStream } from '../helpers/streams.ts';

/**
 * Merchant boards with two API processes on one PostgreSQL (docs/architecture.md section 8). Heartbeats are a
 * minute apart here, so what ends a board is a NOTIFY or its LISTEN connection's loss, not a beat.
 */
let a: TestApp;
let b: TestApp;
let tenant: OrderingTenant;

beforeAll(async () => {
  const env = { STREAM_HEARTBEAT_MS: '60000' };
  a = await createTestApp(env);
  b = await createTestApp(env);
  tenant = await orderingTenant(a.app, a.database.db);
});
afterAll(async () => {
  await a.close();
  await b.close();
});

const staffOfShop = () => addStaff(a.app, a.database.db, tenant, [{ role: 'attendant', shopId: tenant.shopId }]);
const ended = (stream: { ended: Promise<void> }) =>
  Promise.race([stream.ended.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 5_000))]);

describe('boards on two processes', () => {
  it('hear orders placed and moved on the other process, with a ticket from either', async () => {
    const attendant = await staffOfShop();
    const ticket = await boardTicket(b.app, tenant.domain, attendant.token);
    const board = await openStream(a.app, tenant.domain, boardEventsPath({ ticket }));
    const id = await (await tenant.customer()).order();
    await expect.poll(() => boardEvents(board)).toEqual([{ order_id: id, shop_id: tenant.shopId, status: 'received' }]);
    await post(b.app, tenant.domain, boardCalls.acceptOrder.path, {
      validate: 1,
      token: attendant.token,
      order_id: id,
      estimate_minutes: 20,
    });
    await expect.poll(() => boardEvents(board).map((event) => event.status)).toEqual(['received', 'accepted']);
    board.close();
  });

  it('end when their LISTEN connection was lost, so the panel opens them again and reads again', async () => {
    const attendant = await staffOfShop();
    const board = await openBoard(a.app, tenant.domain, attendant.token);
    const listeners = (
      (await b.database.db.execute(sql`
        select pid from pg_stat_activity
        where datname = current_database() and query = 'LISTEN "order_status"' and pid <> pg_backend_pid()`)) as unknown as {
        rows: { pid: number }[];
      }
    ).rows.map((row) => row.pid);
    expect(listeners.length).toBeGreaterThan(0);
    await b.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where pid in ${listeners}`);
    // Ended once the connection is back: until then, a new board would miss what happens meanwhile too.
    expect(await ended(board)).toBe(true);
    const again = await openBoard(a.app, tenant.domain, attendant.token);
    const id = await (await tenant.customer()).order();
    await expect.poll(() => boardEvents(again).map((event) => event.order_id)).toEqual([id]);
    again.close();
  });

  it('end at once when their session signs out on the other process', async () => {
    const attendant = await staffOfShop();
    const board = await openBoard(a.app, tenant.domain, attendant.token);
    const out = await post(b.app, tenant.domain, staffCalls.staffSignOut.path, { validate: 1, token: attendant.token });
    expect(out.json().error_type).toBe(0);
    expect(await ended(board)).toBe(true);
  });
});
