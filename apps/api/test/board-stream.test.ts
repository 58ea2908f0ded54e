import { boardCalls } from '@delivery/contract/calls/board';
import { staffCalls } from '@delivery/contract/calls/staff';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardTickets } from '../src/db/schema/board.ts';
import { sha256 } from '../src/lib/tokens.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { orderingTenant, type OrderingTenant } from './helpers/orders.ts';
import { addStaff } from './helpers/staff.ts';
import {
  boardEvents,
  boardEventsPath,
  boardTicket,
  openBoard,
  openStream,
  type OpenedStream,
} from './helpers/streams.ts';
import { createTenant } from './helpers/tenants.ts';

/** The merchant board's live channel, over real HTTP: a ticket, then an 'order' event per change. */

let t: TestApp;
let tenant: OrderingTenant;
let neighbour: number;

beforeAll(async () => {
  t = await createTestApp({ BOARD_STREAMS_PER_STAFF: '2', STREAM_HEARTBEAT_MS: '150' });
  tenant = await orderingTenant(t.app, t.database.db);
  neighbour = await tenant.anotherShop('loja-vizinha');
});
afterAll(() => t.close());

const staffOf = (shopId: number, role: 'owner' | 'attendant' = 'attendant') =>
  addStaff(t.app, t.database.db, tenant, [{ role, shopId }]);
const get = (path: string, host = tenant.domain) => t.app.inject({ method: 'GET', url: path, headers: { host } });
async function closeAll(streams: OpenedStream[]) {
  for (const stream of streams) stream.close();
  await Promise.all(streams.map((stream) => stream.ended));
  await new Promise((resolve) => setTimeout(resolve, 50));
}
const refusedTicket = {
  error_type: 4,
  message: 'A conexão ao vivo do painel expirou. Recarregue a página para continuar',
};

describe("the board's stream", () => {
  it("hears an order placed at its shop, each change of it and its payment, under the API's headers", async () => {
    const attendant = await staffOf(tenant.shopId);
    const board = await openBoard(t.app, tenant.domain, attendant.token);
    expect(board.response.statusCode).toBe(200);
    expect(board.response.headers['content-type']).toContain('text/event-stream');
    expect(board.response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(board.response.headers['x-request-id']).toMatch(/^req-/);

    const id = await (await tenant.customer()).order();
    await expect.poll(() => boardEvents(board)).toEqual([{ order_id: id, shop_id: tenant.shopId, status: 'received' }]);
    await post(t.app, tenant.domain, boardCalls.acceptOrder.path, {
      validate: 1,
      token: attendant.token,
      order_id: id,
      estimate_minutes: 30,
    });
    await expect.poll(() => boardEvents(board).map((event) => event.status)).toEqual(['received', 'accepted']);
    await post(t.app, tenant.domain, boardCalls.markOrderPaid.path, {
      validate: 1,
      token: attendant.token,
      order_id: id,
    });
    await expect
      .poll(() => board.text())
      .toContain(`event: payment\ndata: {"order_id":${id},"shop_id":${tenant.shopId}}`);
    await closeAll([board]);
  });

  it("does not hear another shop's orders", async () => {
    const next = await staffOf(neighbour, 'owner');
    const own = await staffOf(tenant.shopId);
    const nextBoard = await openBoard(t.app, tenant.domain, next.token);
    const ownBoard = await openBoard(t.app, tenant.domain, own.token, tenant.shopId);
    const id = await (await tenant.customer()).order();
    await expect.poll(() => boardEvents(ownBoard).map((event) => event.order_id)).toEqual([id]);
    // The own board heard it, so the NOTIFY has gone round: the other had its chance to hear it.
    expect(boardEvents(nextBoard)).toEqual([]);
    await closeAll([nextBoard, ownBoard]);
  });

  it("gives no ticket for a shop out of reach, nor to another profile's staff", async () => {
    const attendant = await staffOf(tenant.shopId);
    await expect(boardTicket(t.app, tenant.domain, attendant.token, neighbour)).rejects.toThrow(
      '{"error_type":3,"message":"Loja não encontrada"}',
    );
    const other = await createTenant(t.database.db);
    const stranger = await addStaff(t.app, t.database.db, other, [{ role: 'operator', shopId: null }]);
    await expect(boardTicket(t.app, tenant.domain, stranger.token)).rejects.toThrow('"error_type":4');
  });

  it('a ticket opens one board once, on its own tenant, within its minute', async () => {
    const attendant = await staffOf(tenant.shopId);
    const ticket = await boardTicket(t.app, tenant.domain, attendant.token);
    const elsewhere = await createTenant(t.database.db);
    const wrongHost = await get(boardEventsPath({ ticket }), elsewhere.domain);
    expect(wrongHost.statusCode).toBe(401);

    const fresh = await boardTicket(t.app, tenant.domain, attendant.token);
    const board = await openStream(t.app, tenant.domain, boardEventsPath({ ticket: fresh }));
    expect(board.response.statusCode).toBe(200);
    await closeAll([board]);
    const spent = await get(boardEventsPath({ ticket: fresh }));
    expect(spent.statusCode).toBe(401);
    expect(spent.json()).toEqual(refusedTicket);

    const late = await boardTicket(t.app, tenant.domain, attendant.token);
    await t.database.db
      .update(boardTickets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(boardTickets.ticketHash, sha256(late)));
    expect((await get(boardEventsPath({ ticket: late }))).json()).toEqual(refusedTicket);
  });

  it('refuses a session token in the query string', async () => {
    const attendant = await staffOf(tenant.shopId);
    const withToken = await get(boardEventsPath({ token: attendant.token }));
    expect(withToken.statusCode).toBe(400);
    expect(withToken.json()).toEqual({ error_type: 1, message: "O campo 'ticket' é obrigatório" });
    const ticket = await boardTicket(t.app, tenant.domain, attendant.token);
    expect((await get(boardEventsPath({ ticket, token: attendant.token }))).statusCode).toBe(400);
  });

  it('sends a heartbeat the page hears, and caps the boards of one person, refusing in the envelope', async () => {
    const attendant = await staffOf(tenant.shopId);
    const open = [
      await openBoard(t.app, tenant.domain, attendant.token),
      await openBoard(t.app, tenant.domain, attendant.token),
    ];
    // A named event, not a comment (EventSource shows a page no comment): one at once, naming the
    // interval, then one every 150 ms.
    const ping = 'event: ping\ndata: {"every_ms":150}\n\n';
    await expect.poll(() => open[0]!.text()).toMatch(new RegExp(`^${ping}`));
    await expect.poll(() => open[0]!.text().split(ping).length - 1).toBeGreaterThanOrEqual(3);
    expect(open[0]!.text()).not.toMatch(/^: ping/m);
    const third = await get(boardEventsPath({ ticket: await boardTicket(t.app, tenant.domain, attendant.token) }));
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      error_type: 6,
      message: 'O painel de pedidos já está aberto em telas demais com a sua conta. Feche alguma e tente novamente',
    });
    await closeAll(open);
    const room = await openBoard(t.app, tenant.domain, attendant.token);
    expect(room.response.statusCode).toBe(200);
    await closeAll([room]);
  });

  it('ends when its session signs out', async () => {
    const attendant = await staffOf(tenant.shopId);
    const board = await openBoard(t.app, tenant.domain, attendant.token);
    const out = await post(t.app, tenant.domain, staffCalls.staffSignOut.path, { validate: 1, token: attendant.token });
    expect(out.json().error_type).toBe(0);
    await board.ended;
    expect(board.response.complete).toBe(true);
  });

  it('ends when its person is removed from the shop, even while still in another', async () => {
    const owner = await staffOf(tenant.shopId, 'owner');
    const both = await addStaff(t.app, t.database.db, tenant, [
      { role: 'attendant', shopId: tenant.shopId },
      { role: 'attendant', shopId: neighbour },
    ]);
    const board = await openBoard(t.app, tenant.domain, both.token);
    const neighbourBoard = await openBoard(t.app, tenant.domain, both.token, neighbour);
    const removed = await post(t.app, tenant.domain, staffCalls.staffRemove.path, {
      validate: 1,
      token: owner.token,
      shop_id: tenant.shopId,
      staff_id: both.id,
    });
    expect(removed.json().error_type).toBe(0);
    await board.ended;
    // The board of the shop still run stays open.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(neighbourBoard.response.complete).toBe(false);
    await closeAll([neighbourBoard]);
  });
});
