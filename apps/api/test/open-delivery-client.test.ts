import type { LookupFunction } from 'node:net';
import { Agent, fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { linkShop, testSecretsKey } from './helpers/open-delivery.ts';
import { assertOpenDelivery, assertOpenDeliveryEvent } from './helpers/open-delivery-schema.ts';
import { orderingTenant, type OrderingCustomer, type OrderingTenant } from './helpers/orders.ts';
import { openOrderStream, portOf, type OpenedStream } from './helpers/streams.ts';

/**
 * A reference client, written as a shop's point-of-sale software would be, against the API
 * listening on a real port: it signs in with its client credentials, polls and acknowledges,
 * reads and runs orders placed in the customer app, and cancels one; the customer's status
 * stream sees each change arrive. Every answer is checked against the standard's schemas.
 */

type Event = { eventId: string; eventType: string; orderId: string; orderURL: string; metadata?: unknown };

class OpenDeliverySoftware {
  private readonly baseUrl: string;
  private readonly clientId: string;
  private readonly clientSecret: string;
  private readonly dispatcher: Agent;
  private accessToken: string | null = null;

  constructor(baseUrl: string, clientId: string, clientSecret: string, dispatcher: Agent) {
    this.baseUrl = baseUrl;
    this.clientId = clientId;
    this.clientSecret = clientSecret;
    this.dispatcher = dispatcher;
  }

  private async send(method: string, path: string, body?: unknown, retried = false): Promise<Response> {
    const token = this.accessToken ?? (await this.signIn());
    const answer = (await fetch(`${this.baseUrl}${path}`, {
      method,
      dispatcher: this.dispatcher,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })) as unknown as Response;
    if (answer.status === 401 && !retried) {
      this.accessToken = null;
      return this.send(method, path, body, true);
    }
    if (answer.status >= 400) assertOpenDelivery('Error', await answer.clone().json());
    return answer;
  }

  /** The client credentials grant, form-encoded as the standard describes it. */
  async signIn(): Promise<string> {
    const answer = await fetch(`${this.baseUrl}/oauth/token`, {
      method: 'POST',
      dispatcher: this.dispatcher,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: this.clientId,
        client_secret: this.clientSecret,
        grant_type: 'client_credentials',
      }).toString(),
    });
    expect(answer.status).toBe(200);
    const token = await answer.json();
    assertOpenDelivery('TokenResponse', token);
    this.accessToken = (token as { access_token: string }).access_token;
    return this.accessToken;
  }

  /** One poll, acknowledged at once as the standard recommends: answers the events read. */
  async pollAndAcknowledge(): Promise<Event[]> {
    const answer = await this.send('GET', '/v1/events:polling');
    if (answer.status === 204) return [];
    expect(answer.status).toBe(200);
    const events = (await answer.json()) as Event[];
    for (const event of events) assertOpenDeliveryEvent(event);
    const ack = await this.send(
      'POST',
      '/v1/events/acknowledgment',
      events.map((e) => ({ id: e.eventId, orderId: e.orderId, eventType: e.eventType })),
    );
    expect(ack.status).toBe(202);
    return events;
  }

  /** The order an event points at, by its orderURL as given. */
  async order(event: Event): Promise<{ id: string; type: string; displayId: string; sendTracking?: boolean }> {
    const answer = await this.send('GET', event.orderURL.slice(event.orderURL.indexOf('/v1/')));
    expect(answer.status).toBe(200);
    const order = await answer.json();
    assertOpenDelivery('Order', order);
    return order as { id: string; type: string; displayId: string; sendTracking?: boolean };
  }

  async action(orderId: string, action: string, body?: unknown): Promise<number> {
    return (await this.send('POST', `/v1/orders/${orderId}/${action}`, body)).status;
  }
}

let t: TestApp;
let tenant: OrderingTenant;
let customer: OrderingCustomer;
let software: OpenDeliverySoftware;
let dispatcher: Agent;
const streams: OpenedStream[] = [];

beforeAll(async () => {
  t = await createTestApp({ SECRETS_KEY: testSecretsKey() });
  tenant = await orderingTenant(t.app, t.database.db);
  customer = await tenant.customer();
  // On the map, so reading an order's details asks no geocoder.
  await customer.placeAddress(-22.8941, -47.0503);
  const link = await linkShop(t.app, t.database.db, {
    profileId: tenant.id,
    shopId: tenant.shopId,
    domain: tenant.domain,
  });
  const port = await portOf(t.app);
  // The software reaches the tenant by its own host name; here every name is this machine.
  const lookup = ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) =>
    options.all
      ? callback(null, [{ address: '127.0.0.1', family: 4 }])
      : callback(null, '127.0.0.1', 4)) as unknown as LookupFunction;
  dispatcher = new Agent({ connect: { lookup } });
  software = new OpenDeliverySoftware(
    `http://${tenant.domain}:${port}/opendelivery`,
    link.clientId,
    link.clientSecret,
    dispatcher,
  );
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await dispatcher.close();
  await t.close();
});

/** Polls until events of `orderId` arrive (the software's loop), answering their types. */
async function eventsOf(orderId: string, until: (types: string[]) => boolean): Promise<Event[]> {
  const seen: Event[] = [];
  const end = Date.now() + 10_000;
  while (Date.now() < end) {
    seen.push(...(await software.pollAndAcknowledge()).filter((e) => e.orderId === orderId));
    if (until(seen.map((e) => e.eventType))) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return seen;
}

async function statusesSeen(stream: OpenedStream, last: string): Promise<string[]> {
  const end = Date.now() + 10_000;
  while (!stream.statuses().includes(last) && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  return stream.statuses();
}

describe('a point-of-sale software running our orders through Open Delivery', () => {
  it('confirms, prepares, dispatches and delivers an order placed in the customer app, live on its page', async () => {
    const placed = await customer.order();
    const stream = await openOrderStream(t.app, tenant.domain, customer.token, placed);
    streams.push(stream);

    const news = (await software.pollAndAcknowledge()).filter((e) => e.eventType === 'CREATED');
    const event = news.find((e) => e.orderURL.endsWith(placed.toString(16).padStart(12, '0')))!;
    expect(event).toBeDefined();
    const order = await software.order(event);
    // The software shows its staff the number the board and the customer read (decision 0067).
    expect(order).toMatchObject({
      type: 'DELIVERY',
      displayId: String(await tenant.numberOf(placed)),
      sendTracking: true,
    });

    expect(await software.action(order.id, 'confirm', { preparationTime: 30 })).toBe(202);
    expect(await software.action(order.id, 'preparing')).toBe(202);
    expect(await software.action(order.id, 'dispatch')).toBe(202);
    // The order asked for tracking: the software reports its courier on the way.
    const tracking = {
      deliveryTrackingInfo: {
        event: { type: 'DELIVERY_ONGOING', datetime: new Date().toISOString() },
        deliveryPerson: { name: 'Rafael' },
        vehicle: { type: ['MOTORBIKE_BAG'] },
        eta: { deliveryEtaInMinutes: 9 },
        geoLocalization: { latitude: -23.55, longitude: -46.63 },
      },
    };
    assertOpenDelivery('OrderTracking', tracking);
    expect(await software.action(order.id, 'tracking', tracking)).toBe(202);
    await expect.poll(() => stream.text()).toContain('event: details');
    expect(await software.action(order.id, 'delivered')).toBe(202);
    // A repeated instruction is answered 422, as the standard asks.
    expect(await software.action(order.id, 'delivered')).toBe(422);

    const events = await eventsOf(order.id, (types) => types.includes('DELIVERED'));
    expect(events.map((e) => e.eventType)).toEqual(['CONFIRMED', 'PREPARING', 'DISPATCHED', 'DELIVERED']);
    // The stream opens with the status of the moment, then each change as it is made.
    expect(await statusesSeen(stream, 'delivered')).toEqual([
      'received',
      'accepted',
      'preparing',
      'out_for_delivery',
      'delivered',
    ]);
    expect(await software.pollAndAcknowledge()).toEqual([]);
  });

  it('requests the cancellation of another, and the customer sees it cancelled', async () => {
    const placed = await customer.order();
    const stream = await openOrderStream(t.app, tenant.domain, customer.token, placed);
    streams.push(stream);
    const created = (await software.pollAndAcknowledge()).find((e) => e.eventType === 'CREATED')!;
    const order = await software.order(created);
    expect(order.displayId).toBe(String(await tenant.numberOf(placed)));
    expect(
      await software.action(order.id, 'requestCancellation', {
        reason: 'Sem entregador disponível',
        code: 'RESTAURANT_WITHOUT_DELIVERY_PERSON',
        mode: 'MANUAL',
      }),
    ).toBe(202);
    const [cancelled] = await eventsOf(order.id, (types) => types.includes('CANCELLED'));
    expect(cancelled).toMatchObject({
      eventType: 'CANCELLED',
      metadata: { reason: 'Sem entregador disponível', code: 'RESTAURANT_WITHOUT_DELIVERY_PERSON' },
    });
    expect(await statusesSeen(stream, 'cancelled')).toEqual(['received', 'cancelled']);
  });
});
