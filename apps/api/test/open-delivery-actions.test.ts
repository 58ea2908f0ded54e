import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDeliveryEvents } from '../src/db/schema/open-delivery.ts';
import { orders, orderStatusHistory } from '../src/db/schema/orders.ts';
import { post, type TestApp } from './helpers/app.ts';
import { linkedShopApp, linkShop, odCall, orderUuid, type LinkedSoftware } from './helpers/open-delivery.ts';
import { assertOpenDelivery, assertOpenDeliveryEvent } from './helpers/open-delivery-schema.ts';
import type { OrderingCustomer, OrderingTenant } from './helpers/orders.ts';

/** The standard's order actions: the same status machine as the panel, recorded as the integration's. */

let t: TestApp;
let tenant: OrderingTenant;
let customer: OrderingCustomer;
let software: LinkedSoftware;

beforeAll(async () => {
  ({ t, tenant, software, customer } = await linkedShopApp());
  // On the map, so reading an order's details asks no geocoder.
  await customer.placeAddress(-22.8941, -47.0503);
});
afterAll(() => t.close());

const act = (id: number, action: string, body?: unknown, token = software.token) =>
  odCall(t.app, tenant.domain, token, 'POST', `/v1/orders/${orderUuid(id)}/${action}`, body);
/** What the customer's order page reads: the order's status, its estimate and why it was cancelled. */
const status = async (id: number) => {
  const answer = await customer.orderPage(id);
  return {
    status: answer.order.status,
    estimate_minutes: answer.estimate_minutes,
    cancel_reason: answer.cancel_reason,
  };
};
const history = (id: number) =>
  t.database.db
    .select({ status: orderStatusHistory.status, actor: orderStatusHistory.actor, reason: orderStatusHistory.reason })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, id))
    .orderBy(asc(orderStatusHistory.id));
const expectProblem = (answer: { statusCode: number; json(): unknown }, code: number, schema = 'Error') => {
  expect(answer.statusCode).toBe(code);
  assertOpenDelivery(schema, answer.json());
  return answer.json() as { title: string; cancellationStatus?: string };
};
const pickup = () => customer.draft({ address_id: null, delivery_price_shop: 0, order_total: 129.8 });

/** The lower end of the shop's estimate the order was placed with: its ride, as we count it. */
const estimateMinOf = async (id: number) =>
  (await t.database.db.select({ min: orders.estimateMin }).from(orders).where(eq(orders.id, id)))[0]!.min!;

describe('moving an order', () => {
  it("confirms a delivery with the preparation time plus the ride as the customer's estimate, once", async () => {
    const id = await customer.order();
    const ride = await estimateMinOf(id);
    expect(ride).toBeGreaterThan(0);
    expect(
      (
        await act(id, 'confirm', {
          preparationTime: 25,
          createdAt: new Date().toISOString(),
          orderExternalCode: 'PDV-1',
        })
      ).statusCode,
    ).toBe(202);
    expect(await status(id)).toMatchObject({ status: 'accepted', estimate_minutes: 25 + ride });
    // The software reads the same promise in the order's details.
    const details = await odCall(t.app, tenant.domain, software.token, 'GET', `/v1/orders/${orderUuid(id)}`);
    assertOpenDelivery('Order', details.json());
    const promisedIn = (Date.parse(details.json().delivery.estimatedDeliveryDateTime) - Date.now()) / 60_000;
    expect(promisedIn).toBeGreaterThan(25 + ride - 1);
    expect(promisedIn).toBeLessThanOrEqual(25 + ride);
    expect(await history(id)).toEqual([
      { status: 'received', actor: 'customer', reason: null },
      { status: 'accepted', actor: 'integration', reason: null },
    ]);
    expectProblem(await act(id, 'confirm'), 422);
  });

  it('confirms a takeout with the preparation time alone: it is ready when the kitchen is', async () => {
    const placed = (await post(t.app, tenant.domain, '/api/checkout4apiV2/saveOrder', pickup())).json();
    const id: number = placed.order.order_id;
    expect((await act(id, 'confirm', { preparationTime: 25 })).statusCode).toBe(202);
    expect(await status(id)).toMatchObject({ status: 'accepted', estimate_minutes: 25 });
  });

  it('confirms without a body with the estimate of the order', async () => {
    const id = await customer.order();
    expect((await act(id, 'confirm')).statusCode).toBe(202);
    expect(await status(id)).toMatchObject({ status: 'accepted', estimate_minutes: 60 });
  });

  it('dispatches and delivers a delivery order, walking the steps it skips', async () => {
    const id = await customer.order();
    expectProblem(await act(id, 'dispatch'), 422);
    await act(id, 'confirm');
    expectProblem(await act(id, 'pickedUp'), 422);
    expect((await act(id, 'dispatch')).statusCode).toBe(202);
    expect((await status(id)).status).toBe('out_for_delivery');
    expect((await act(id, 'delivered')).statusCode).toBe(202);
    expect((await status(id)).status).toBe('delivered');
    expect((await history(id)).map((h) => `${h.status}:${h.actor}`)).toEqual([
      'received:customer',
      'accepted:integration',
      'preparing:integration',
      'out_for_delivery:integration',
      'delivered:integration',
    ]);
    expectProblem(await act(id, 'delivered'), 422);
    const events = await t.database.db
      .select({ type: openDeliveryEvents.eventType })
      .from(openDeliveryEvents)
      .where(eq(openDeliveryEvents.orderId, id))
      .orderBy(asc(openDeliveryEvents.createdAt));
    expect(events.map((e) => e.type)).toEqual(['CREATED', 'CONFIRMED', 'PREPARING', 'DISPATCHED', 'DELIVERED']);
  });

  it("takes a delivery's readyForPickup as the food waiting for its courier, still preparing for the customer", async () => {
    const id = await customer.order();
    expectProblem(await act(id, 'readyForPickup'), 422);
    await act(id, 'confirm');
    expect((await act(id, 'readyForPickup')).statusCode).toBe(202);
    expect((await status(id)).status).toBe('preparing');
    const details = await odCall(t.app, tenant.domain, software.token, 'GET', `/v1/orders/${orderUuid(id)}`);
    assertOpenDelivery('Order', details.json());
    expect(details.json()).toMatchObject({ type: 'DELIVERY', lastEvent: 'READY_FOR_PICKUP' });
    // Said twice, it is a repeated instruction.
    expectProblem(await act(id, 'readyForPickup'), 422);
    expect((await act(id, 'dispatch')).statusCode).toBe(202);
    expect((await status(id)).status).toBe('out_for_delivery');
    expectProblem(await act(id, 'readyForPickup'), 422);
    expect((await history(id)).map((h) => `${h.status}:${h.actor}`)).toEqual([
      'received:customer',
      'accepted:integration',
      'preparing:integration',
      'out_for_delivery:integration',
    ]);
    const polled = await odCall(t.app, tenant.domain, software.token, 'GET', '/v1/events:polling');
    const events = (polled.json() as { eventType: string; orderId: string }[]).filter(
      (event) => event.orderId === orderUuid(id),
    );
    for (const event of events) assertOpenDeliveryEvent(event);
    expect(events.map((event) => event.eventType)).toEqual([
      'CREATED',
      'CONFIRMED',
      'PREPARING',
      'READY_FOR_PICKUP',
      'DISPATCHED',
    ]);
  });

  it('takes a takeout order through preparing, ready and picked up', async () => {
    const placed = (await post(t.app, tenant.domain, '/api/checkout4apiV2/saveOrder', pickup())).json();
    const id: number = placed.order.order_id;
    await act(id, 'confirm');
    expect((await act(id, 'preparing')).statusCode).toBe(202);
    expectProblem(await act(id, 'preparing'), 422);
    expectProblem(await act(id, 'dispatch'), 422);
    expect((await act(id, 'readyForPickup')).statusCode).toBe(202);
    expect((await act(id, 'pickedUp')).statusCode).toBe(202);
    expect((await status(id)).status).toBe('picked_up');
  });
});

describe('cancelling', () => {
  it("cancels at the software's request, with its reason for the customer and its code in the event", async () => {
    const id = await customer.order();
    const answer = await act(id, 'requestCancellation', {
      reason: 'Acabou a massa',
      code: 'UNAVAILABLE_ITEM',
      mode: 'MANUAL',
    });
    expect(answer.statusCode).toBe(202);
    expect(await status(id)).toMatchObject({ status: 'cancelled', cancel_reason: 'Acabou a massa' });
    expect((await history(id)).at(-1)).toEqual({ status: 'cancelled', actor: 'integration', reason: 'Acabou a massa' });
    const [event] = await t.database.db
      .select()
      .from(openDeliveryEvents)
      .where(eq(openDeliveryEvents.eventType, 'CANCELLED'))
      .then((rows) => rows.filter((r) => r.orderId === id));
    expect(event!.metadata).toEqual({ reason: 'Acabou a massa', code: 'UNAVAILABLE_ITEM' });
  });

  it('denies it in the standard form once the order is out for delivery, and refuses a code of the customer', async () => {
    const id = await customer.order();
    await act(id, 'confirm');
    await act(id, 'dispatch');
    const denied = expectProblem(
      await act(id, 'requestCancellation', { reason: 'Tarde demais', code: 'DELIVERY_PROBLEM', mode: 'AUTO' }),
      422,
      'CancellationError',
    );
    expect(denied.cancellationStatus).toBe('CANCELLATION_REQUEST_DENIED');
    expect((await status(id)).status).toBe('out_for_delivery');
    expectProblem(
      await act(id, 'requestCancellation', { reason: 'x', code: 'CONSUMER_CANCELLATION_REQUESTED', mode: 'AUTO' }),
      400,
    );
  });

  it('has no customer request to accept or deny', async () => {
    const id = await customer.order();
    expectProblem(await act(id, 'acceptCancellation'), 422);
    expectProblem(await act(id, 'denyCancellation', { reason: 'Já saiu', code: 'OUT_FOR_DELIVERY' }), 422);
    expect((await status(id)).status).toBe('received');
  });
});

describe('what we do not take', () => {
  it('answers delivery codes in the standard error form', async () => {
    const id = await customer.order();
    expect(expectProblem(await act(id, 'validateCode?deliveryCode=1234'), 400).title).toMatch(/no delivery codes/);
  });

  it("answers 404 for another shop's order, before anything else", async () => {
    const other = await tenant.anotherShop(`acoes-${Date.now()}`);
    const theirs = await linkShop(t.app, t.database.db, { profileId: tenant.id, shopId: other, domain: tenant.domain });
    const id = await customer.order();
    for (const action of ['confirm', 'dispatch', 'acceptCancellation']) {
      expectProblem(await act(id, action, undefined, theirs.token), 404);
    }
    expect((await status(id)).status).toBe('received');
  });
});
