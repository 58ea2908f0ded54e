import { customerCalls } from '@delivery/contract/calls/customer';
import { devCalls } from '@delivery/contract/calls/orders';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamTickets } from '../src/db/schema/orders.ts';
import { sha256 } from '../src/lib/tokens.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { orderingTenant, type OrderingTenant } from './helpers/orders.ts';
import { eventsPath, openOrderStream, openStream, streamTicket, type OpenedStream } from './helpers/streams.ts';

let t: TestApp;
let tenant: OrderingTenant;

beforeAll(async () => {
  t = await createTestApp({
    APP_ENV: 'sandbox',
    STREAMS_PER_CUSTOMER: '2',
    STREAMS_PER_PROCESS: '3',
    STREAM_HEARTBEAT_MS: '150',
  });
  tenant = await orderingTenant(t.app, t.database.db);
});
afterAll(() => t.close());

const get = (path: string) => t.app.inject({ method: 'GET', url: path, headers: { host: tenant.domain } });
const advance = (orderId: number) => post(t.app, tenant.domain, devCalls.advanceOrder.path, { order_id: orderId });
/** Closes streams and waits until the server has let them go (the caps count only open ones). */
async function closeAll(streams: OpenedStream[]) {
  for (const stream of streams) stream.close();
  await Promise.all(streams.map((stream) => stream.ended));
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('order status stream', () => {
  it("opens with a ticket, answers the status now and at every change, under the API's headers", async () => {
    const { token, order } = await tenant.customer();
    const id = await order();
    const stream = await openOrderStream(t.app, tenant.domain, token, id);
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers['content-type']).toContain('text/event-stream');
    expect(stream.response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(stream.response.headers['x-content-type-options']).toBe('nosniff');
    expect(stream.response.headers['x-request-id']).toMatch(/^req-/);
    await expect.poll(() => stream.statuses()).toEqual(['received']);
    await advance(id);
    await expect.poll(() => stream.statuses()).toEqual(['received', 'accepted']);
    await closeAll([stream]);
  });

  it('a ticket opens one stream once, of its own order, within its minute', async () => {
    const { token, order } = await tenant.customer();
    const [first, second] = [await order(), await order()];
    const ticket = await streamTicket(t.app, tenant.domain, token, first);
    const refused = {
      error_type: 4,
      message: 'O acompanhamento do pedido expirou. Recarregue a página para continuar',
    };

    const other = await get(eventsPath(second, { ticket }));
    expect(other.statusCode).toBe(401);
    expect(other.json()).toEqual(refused);

    const stream = await openStream(
      t.app,
      tenant.domain,
      eventsPath(first, { ticket: await streamTicket(t.app, tenant.domain, token, first) }),
    );
    await expect.poll(() => stream.statuses()).toEqual(['received']);
    await closeAll([stream]);

    const again = await streamTicket(t.app, tenant.domain, token, first);
    const opened = await openStream(t.app, tenant.domain, eventsPath(first, { ticket: again }));
    expect(opened.response.statusCode).toBe(200);
    await closeAll([opened]);
    const spent = await get(eventsPath(first, { ticket: again }));
    expect(spent.statusCode).toBe(401);
    expect(spent.json()).toEqual(refused);

    const late = await streamTicket(t.app, tenant.domain, token, first);
    await t.database.db
      .update(streamTickets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(streamTickets.ticketHash, sha256(late)));
    expect((await get(eventsPath(first, { ticket: late }))).json()).toEqual(refused);
  });

  it("gives no ticket for another customer's order", async () => {
    const owner = await tenant.customer();
    const id = await owner.order();
    const stranger = await tenant.customer();
    await expect(streamTicket(t.app, tenant.domain, stranger.token, id)).rejects.toThrow(
      '{"error_type":3,"message":"Pedido não encontrado"}',
    );
  });

  it('refuses a session token in the query string', async () => {
    const { token, order } = await tenant.customer();
    const id = await order();
    const withToken = await get(eventsPath(id, { token }));
    expect(withToken.statusCode).toBe(400);
    expect(withToken.json()).toEqual({ error_type: 1, message: "O campo 'ticket' é obrigatório" });
    const ticket = await streamTicket(t.app, tenant.domain, token, id);
    const alongside = await get(eventsPath(id, { ticket, token }));
    expect(alongside.statusCode).toBe(400);
    expect(alongside.json().error_type).toBe(1);
  });

  it('sends a heartbeat comment line', async () => {
    const { token, order } = await tenant.customer();
    const stream = await openOrderStream(t.app, tenant.domain, token, await order());
    await expect.poll(() => stream.text()).toContain('\n: ping\n\n');
    await closeAll([stream]);
  });

  it('caps the streams of a customer and of the process, refusing in the envelope', async () => {
    const busy = await tenant.customer();
    const busyOrder = await busy.order();
    const open = [
      await openOrderStream(t.app, tenant.domain, busy.token, busyOrder),
      await openOrderStream(t.app, tenant.domain, busy.token, busyOrder),
    ];
    const third = await get(
      eventsPath(busyOrder, { ticket: await streamTicket(t.app, tenant.domain, busy.token, busyOrder) }),
    );
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      error_type: 6,
      message: 'Você já acompanha pedidos demais ao mesmo tempo. Feche outras abas e tente novamente',
    });

    const other = await tenant.customer();
    const otherOrder = await other.order();
    open.push(await openOrderStream(t.app, tenant.domain, other.token, otherOrder));
    const late = await tenant.customer();
    const lateOrder = await late.order();
    const full = await get(
      eventsPath(lateOrder, { ticket: await streamTicket(t.app, tenant.domain, late.token, lateOrder) }),
    );
    expect(full.statusCode).toBe(429);
    expect(full.json()).toEqual({
      error_type: 6,
      message: 'O acompanhamento ao vivo está indisponível no momento. Tente novamente em instantes',
    });

    await closeAll(open);
    const room = await openOrderStream(t.app, tenant.domain, late.token, lateOrder);
    expect(room.response.statusCode).toBe(200);
    await closeAll([room]);
  });

  it("ends when its device signs out, and only that device's session ends", async () => {
    const customer = await tenant.customer();
    const stream = await openOrderStream(t.app, tenant.domain, customer.token, await customer.order());
    const out = await post(t.app, tenant.domain, customerCalls.logout.path, { validate: 1, token: customer.token });
    expect(out.json()).toEqual({ error_type: 0, message: 'Você saiu da sua conta' });
    await stream.ended;
    const again = await post(t.app, tenant.domain, customerCalls.saveAcceptTerms.path, { token: customer.token });
    expect(again.statusCode).toBe(401);
  });

  it('ends when its session ends: a password change, the account deleted', async () => {
    const changing = await tenant.customer();
    const changingStream = await openOrderStream(t.app, tenant.domain, changing.token, await changing.order());
    const edit = await post(t.app, tenant.domain, customerCalls.edit.path, {
      validate: 1,
      token: changing.token,
      current_password: 'segredo1',
      password: 'segredo2',
      password2: 'segredo2',
    });
    expect(edit.json().error_type).toBe(0);
    await changingStream.ended;

    // An open order refuses the deletion (decision 0066): the page left open is a cancelled order's.
    const leaving = await tenant.customer();
    const cancelled = await leaving.order();
    await post(t.app, tenant.domain, devCalls.advanceOrder.path, { validate: 1, order_id: cancelled, cancel: true });
    const leavingStream = await openOrderStream(t.app, tenant.domain, leaving.token, cancelled);
    const deleted = await post(t.app, tenant.domain, customerCalls.delete.path, {
      validate: 1,
      token: leaving.token,
      password: leaving.signup.password,
    });
    expect(deleted.json().error_type).toBe(0);
    await leavingStream.ended;
  });
});
