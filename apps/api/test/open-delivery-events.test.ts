import { boardCalls } from '@delivery/contract/calls/board';
import { catalogCalls } from '@delivery/contract/calls/catalog';
import { apiMessages } from '@delivery/contract/messages';
import type { TProduct } from '@delivery/contract/catalog';
import { encodeProductsList } from '@delivery/contract/checkout';
import { eq, sql } from 'drizzle-orm';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDeliveryEvents } from '../src/db/schema/open-delivery.ts';
import { orders } from '../src/db/schema/orders.ts';
import { cancelOverdueOrders } from '../src/modules/orders/accept-timeout.ts';
import { recentOpenDeliveryEvents, updateOpenDeliveryLink } from '../src/modules/open-delivery/service.ts';
import { webhookSignature } from '../src/modules/open-delivery/webhooks.ts';
import { post, type TestApp } from './helpers/app.ts';
import { JOB_TEST_ENV } from './helpers/jobs.ts';
import { linkedShopApp, odCall, orderUuid, type LinkedSoftware } from './helpers/open-delivery.ts';
import { assertOpenDelivery, assertOpenDeliveryEvent } from './helpers/open-delivery-schema.ts';
import type { OrderingCustomer, OrderingTenant } from './helpers/orders.ts';
import { addStaff } from './helpers/staff.ts';

/** Events for the shop's software: written with every change, polled and acknowledged, pushed to its webhook. */

let t: TestApp;
let tenant: OrderingTenant;
let customer: OrderingCustomer;
let software: LinkedSoftware;
let attendant: { token: string };
const shop = () => ({ profileId: tenant.id, shopId: tenant.shopId });

beforeAll(async () => {
  ({ t, tenant, software, customer } = await linkedShopApp(JOB_TEST_ENV));
  attendant = await addStaff(t.app, t.database.db, tenant, [{ role: 'attendant', shopId: tenant.shopId }]);
});
afterAll(() => t.close());

type Event = { eventId: string; eventType: string; orderId: string; orderURL: string; metadata?: unknown };

const poll = async (query = '', headers: Record<string, string> = {}) => {
  const answer = await odCall(
    t.app,
    tenant.domain,
    software.token,
    'GET',
    `/v1/events:polling${query}`,
    undefined,
    headers,
  );
  if (answer.statusCode === 204) return [] as Event[];
  expect(answer.statusCode).toBe(200);
  const events = answer.json() as Event[];
  for (const event of events) assertOpenDeliveryEvent(event);
  return events;
};
const ack = (events: Event[]) =>
  odCall(
    t.app,
    tenant.domain,
    software.token,
    'POST',
    '/v1/events/acknowledgment',
    events.map((e) => ({ id: e.eventId, orderId: e.orderId, eventType: e.eventType })),
  );
/** Polls and acknowledges everything pending, answering what it read. */
const drain = async () => {
  const events = await poll();
  if (events.length) expect((await ack(events)).statusCode).toBe(202);
  return events;
};
const board = (call: { path: string }, body: Record<string, unknown>) =>
  post(t.app, tenant.domain, call.path, { validate: 1, token: attendant.token, ...body });
const eventRows = (orderId: number) =>
  t.database.db.select().from(openDeliveryEvents).where(eq(openDeliveryEvents.orderId, orderId));

describe('polling and acknowledgment', () => {
  it('answers a placed order as CREATED until acknowledged, then 204', async () => {
    await drain();
    const id = await customer.order();
    const events = await poll();
    expect(events).toEqual([
      {
        eventId: expect.any(String),
        eventType: 'CREATED',
        orderId: orderUuid(id),
        orderURL: `http://${tenant.domain}/opendelivery/v1/orders/${orderUuid(id)}`,
        createdAt: expect.any(String),
        sourceAppId: t.app.openDelivery.appId,
      },
    ]);
    // Polled again before the acknowledgment: the same event again.
    expect((await poll()).map((e) => e.eventId)).toEqual([events[0]!.eventId]);
    expect((await ack(events)).statusCode).toBe(202);
    const after = await odCall(t.app, tenant.domain, software.token, 'GET', '/v1/events:polling');
    expect(after.statusCode).toBe(204);
  });

  it("turns the panel's moves into events: accepted, preparing, cancelled with its reason", async () => {
    await drain();
    const id = await customer.order();
    expect((await board(boardCalls.acceptOrder, { order_id: id, estimate_minutes: 30 })).json().error_type).toBe(0);
    expect((await board(boardCalls.advanceOrder, { order_id: id, status: 'accepted' })).json().error_type).toBe(0);
    expect((await board(boardCalls.cancelOrder, { order_id: id, reason: 'Forno quebrado' })).json().error_type).toBe(0);
    const events = await drain();
    expect(events.map((e) => e.eventType)).toEqual(['CREATED', 'CONFIRMED', 'PREPARING', 'CANCELLED']);
    expect(events.at(-1)!.metadata).toEqual({ reason: 'Forno quebrado', code: 'OTHER_CANCELLATION_REASON' });
    expect(events[1]!.metadata).toEqual({});
  });

  it("turns the platform's moves into events too: the acceptance timeout's cancel", async () => {
    await drain();
    const id = await customer.order();
    await t.database.db
      .update(orders)
      .set({ acceptBy: sql`now()` })
      .where(eq(orders.id, id));
    expect(await cancelOverdueOrders(t.database.db)).toBeGreaterThanOrEqual(1);
    const events = await drain();
    expect(events.map((e) => [e.eventType, e.orderId])).toEqual([
      ['CREATED', orderUuid(id)],
      ['CANCELLED', orderUuid(id)],
    ]);
    expect(events[1]!.metadata).toEqual({ reason: apiMessages.acceptTimeoutReason, code: 'OTHER_CANCELLATION_REASON' });
  });

  it('with eventType, answers those types and acknowledges the rest', async () => {
    await drain();
    const accepted = await customer.order();
    await board(boardCalls.acceptOrder, { order_id: accepted, estimate_minutes: 30 });
    const events = await poll('?eventType=CONFIRMED&eventType=CANCELLED');
    expect(events.map((e) => [e.eventType, e.orderId])).toEqual([['CONFIRMED', orderUuid(accepted)]]);
    expect(await ack(events)).toMatchObject({ statusCode: 202 });
    // The CREATED event was not asked for: acknowledged with that poll, never answered.
    expect(await poll()).toEqual([]);
    // One type alone arrives as a plain string.
    await board(boardCalls.rejectOrder, { order_id: await customer.order(), reason: 'Sem entregador' });
    expect((await poll('?eventType=CANCELLED')).map((e) => e.eventType)).toEqual(['CANCELLED']);
    await drain();
  });

  it('answers only the merchant of the token in x-polling-merchants, and refuses an empty one', async () => {
    await drain();
    await customer.order();
    expect(await poll('', { 'x-polling-merchants': '00000000-0000-4000-8000-000000000001' })).toEqual([]);
    expect(await poll('', { 'x-polling-merchants': software.merchantId })).toHaveLength(1);
    const empty = await odCall(t.app, tenant.domain, software.token, 'GET', '/v1/events:polling', undefined, {
      'x-polling-merchants': ' ',
    });
    expect(empty.statusCode).toBe(400);
    assertOpenDelivery('Error', empty.json());
    await drain();
  });

  it("refuses an unknown event type, a malformed acknowledgment and another link's events", async () => {
    const badType = await odCall(t.app, tenant.domain, software.token, 'GET', '/v1/events:polling?eventType=EATEN');
    expect(badType.statusCode).toBe(400);
    assertOpenDelivery('Error', badType.json());
    const malformed = await odCall(t.app, tenant.domain, software.token, 'POST', '/v1/events/acknowledgment', [
      { id: 'x' },
    ]);
    expect(malformed.statusCode).toBe(400);
    assertOpenDelivery('Error', malformed.json());
    const unknown = await ack([
      { eventId: '6f1c3c1e-0c1b-4c55-9d8e-2d1f0c9b7a11', eventType: 'CREATED', orderId: orderUuid(1), orderURL: '' },
    ]);
    expect(unknown.statusCode).toBe(404);
    assertOpenDelivery('Error', unknown.json());
  });

  it('writes nothing for a shop without a link, nor while its link is off', async () => {
    const unlinked = await tenant.anotherShop(`sem-link-${Date.now()}`);
    const menu = (
      await post(t.app, tenant.domain, catalogCalls.getMenu.path, { validate: 1, shop_id: unlinked })
    ).json();
    const products: TProduct[] = menu.categories.flatMap((c: { products: TProduct[] }) => c.products);
    const margherita = products.find((p) => p.name === 'Pizza Margherita')!;
    const grande = margherita.option_groups[0]!.options.find((o) => o.name === 'Grande')!.option_id;
    const placed = await post(
      t.app,
      tenant.domain,
      '/api/checkout4apiV2/saveOrder',
      customer.draft({
        shop_id: unlinked,
        products_list: encodeProductsList([{ productId: margherita.product_id, quantity: 2, optionIds: [grande] }]),
      }),
    );
    expect(placed.json()).toMatchObject({ error_type: 0 });
    expect(await eventRows(placed.json().order.order_id)).toEqual([]);
    await updateOpenDeliveryLink(t.database.db, t.app.openDelivery.secrets, shop(), { enabled: false });
    const whileOff = await customer.order();
    await updateOpenDeliveryLink(t.database.db, t.app.openDelivery.secrets, shop(), { enabled: true });
    expect(await eventRows(whileOff)).toEqual([]);
    // Turning the link off ended its tokens: the software signs in again.
    expect((await odCall(t.app, tenant.domain, software.token, 'GET', '/v1/events:polling')).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/opendelivery/oauth/token',
      headers: { host: tenant.domain, 'content-type': 'application/json' },
      payload: { client_id: software.clientId, client_secret: software.clientSecret, grant_type: 'client_credentials' },
    });
    software.token = again.json().access_token;
    await drain();
  });
});

describe('webhooks', () => {
  type Received = { headers: IncomingHttpHeaders; body: string };
  let server: Server;
  let url: string;
  const received: Received[] = [];
  /** The status the software answers with, one per delivery; 204 once they run out. */
  const answers: number[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.statusCode = answers.shift() ?? 204;
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1/newEvent`;
    await updateOpenDeliveryLink(t.database.db, t.app.openDelivery.secrets, shop(), {
      webhookUrl: url,
      allowPlainHttp: true,
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> => {
    const end = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > end) return value;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  it('posts each event signed with the client secret, naming the app and the merchant', async () => {
    const id = await customer.order();
    const [row] = await until(
      () => eventRows(id),
      (rows) => rows[0]?.webhookDeliveredAt != null,
    );
    expect(row).toMatchObject({ webhookAttempts: 1, webhookLastError: null, webhookDeliveredAt: expect.any(Date) });
    const delivery = received.find((r) => r.body.includes(orderUuid(id)))!;
    const event = JSON.parse(delivery.body);
    assertOpenDeliveryEvent(event);
    expect(event).toMatchObject({ eventId: row!.id, eventType: 'CREATED', orderId: orderUuid(id) });
    expect(delivery.headers).toMatchObject({
      'content-type': 'application/json',
      'x-app-id': t.app.openDelivery.appId,
      'x-app-merchantid': software.merchantId,
      'x-app-signature': webhookSignature(delivery.body, software.clientSecret),
    });
    expect(delivery.headers['x-app-signature']).toMatch(/^[0-9a-f]{64}$/);
  });

  const retryDue = async (eventId: string) => {
    const result = (await t.database.db.execute(
      sql`update pgboss.job set start_after = now()
          where name = 'open_delivery_webhooks' and state = 'retry' and data->>'eventId' = ${eventId}
          returning id`,
    )) as unknown as { rows: unknown[] };
    return result.rows.length;
  };

  it(
    'retries a failed delivery with its failure recorded, until the software takes it',
    { timeout: 60_000 },
    async () => {
      answers.push(503);
      const id = await customer.order();
      const failed = await until(
        () => eventRows(id),
        (rows) => rows[0]?.webhookLastError != null || rows[0]?.webhookDeliveredAt != null,
      );
      expect(failed[0]).toMatchObject({ webhookAttempts: 1, webhookLastError: 'HTTP 503', webhookDeliveredAt: null });
      // The retry waits the queue's backoff; on a PostgreSQL shared with other files the queue may
      // have been made with the production delay (30 s): it is brought forward while it waits.
      const delivered = await until(
        async () => {
          await retryDue(failed[0]!.id);
          return eventRows(id);
        },
        (rows) => rows[0]?.webhookDeliveredAt != null,
      );
      expect(delivered[0]).toMatchObject({ webhookAttempts: 2, webhookLastError: null });
      // The panel's view of the last events shows both.
      const recent = await recentOpenDeliveryEvents(t.database.db, shop());
      expect(recent.find((e) => e.orderId === id)).toMatchObject({ eventType: 'CREATED', webhookAttempts: 2 });
    },
  );
});
