import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderStatusHistory } from '../src/db/schema/orders.ts';
import type { TestApp } from './helpers/app.ts';
import { linkedShopApp, odCall, orderUuid, type LinkedSoftware } from './helpers/open-delivery.ts';
import { assertOpenDelivery } from './helpers/open-delivery-schema.ts';
import type { OrderingCustomer, OrderingTenant } from './helpers/orders.ts';
import { openOrderStream } from './helpers/streams.ts';

/**
 * What the shop's software tells of an order beside its status: its courier (tracking, and the
 * dispatch's courier) and a later start of its preparation (order details). The customer's page
 * reads both, and its stream says when to read again.
 */

let t: TestApp;
let tenant: OrderingTenant;
let customer: OrderingCustomer;
let software: LinkedSoftware;

beforeAll(async () => {
  ({ t, tenant, software, customer } = await linkedShopApp());
  // The test address was never placed on the map: it is put on Avenida Paulista for the distance.
  await customer.placeAddress(-23.5614, -46.6559);
});
afterAll(() => t.close());

const act = (id: number, action: string, body?: unknown) =>
  odCall(t.app, tenant.domain, software.token, 'POST', `/v1/orders/${orderUuid(id)}/${action}`, body);
const patchDetails = (id: number, body: unknown) =>
  odCall(t.app, tenant.domain, software.token, 'PATCH', `/v1/orders/${orderUuid(id)}/details`, body);
const expectProblem = (answer: { statusCode: number; json(): unknown }, code: number) => {
  expect(answer.statusCode).toBe(code);
  assertOpenDelivery('Error', answer.json());
  return answer.json() as { title: string };
};
/** A tracking request, checked against the standard's own OrderTracking first. */
const track = async (id: number, info: Record<string, unknown>) => {
  const body = { deliveryTrackingInfo: info };
  assertOpenDelivery('OrderTracking', body);
  return act(id, 'tracking', body);
};
const takeout = { address_id: null, delivery_price_shop: 0, order_total: 129.8 };
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const confirmed = async () => {
  const id = await customer.order();
  expect((await act(id, 'confirm', { preparationTime: 30 })).statusCode).toBe(202);
  return id;
};

describe('the courier, as the software tracks them', () => {
  it('says a delivery order waits for tracking, a takeout does not', async () => {
    const delivery = await customer.order();
    const pickup = await customer.order(takeout);
    const read = async (id: number) =>
      (await odCall(t.app, tenant.domain, software.token, 'GET', `/v1/orders/${orderUuid(id)}`)).json();
    expect((await read(delivery)).sendTracking).toBe(true);
    expect((await read(pickup)).sendTracking).toBe(false);
  });

  it('shows the courier going to the shop, then on the way with how far they are, on the customer page', async () => {
    const id = await confirmed();
    const going = await track(id, {
      event: { type: 'PICKUP_ONGOING', datetime: new Date().toISOString(), message: 'Saindo da base' },
      vehicle: { type: ['MOTORBIKE_BOX'], licencePlate: 'abc1d23' },
      deliveryPerson: { id: 'm-7', name: 'João Pereira' },
      geoLocalization: { latitude: -23.57, longitude: -46.64 },
    });
    expect(going.statusCode).toBe(202);
    expect((await customer.orderPage(id)).courier).toEqual({
      stage: 'to_shop',
      name: 'João Pereira',
      vehicle: 'motorbike',
      plate: 'ABC1D23',
      eta: null,
      // Not out for delivery yet: how far the courier is from the customer says nothing.
      distance_m: null,
      problem: null,
    });

    const eta = minutesFromNow(12);
    const dispatch = {
      deliveryTrackingInfo: {
        event: { type: 'DELIVERY_ONGOING', datetime: new Date().toISOString() },
        eta: { deliveryEtaDatetime: eta },
      },
    };
    assertOpenDelivery('OrderDispatched', dispatch);
    expect((await act(id, 'dispatch', dispatch)).statusCode).toBe(202);
    // A position alone keeps the rest of what was reported.
    expect((await track(id, { geoLocalization: { latitude: -23.5614, longitude: -46.6659 } })).statusCode).toBe(202);
    const answer = await customer.orderPage(id);
    expect(answer.status).toBe('out_for_delivery');
    expect(answer.courier).toMatchObject({ stage: 'on_the_way', name: 'João Pereira', vehicle: 'motorbike', eta });
    // 0.01° of longitude at this latitude is about 1.02 km.
    expect(answer.courier.distance_m).toBeGreaterThan(950);
    expect(answer.courier.distance_m).toBeLessThan(1100);
  });

  it('tells the customer a delivery problem until something newer is reported, and never the shop-only ones', async () => {
    const id = await confirmed();
    await act(id, 'dispatch');
    const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();
    await track(id, { event: { type: 'DELIVERY_ONGOING', datetime: at(60) } });
    await track(id, {
      problem: { reason: 'CUSTOMER_ADDRESS_UNKNOWN', datetime: at(30), message: 'Número não existe' },
    });
    expect((await customer.orderPage(id)).courier).toMatchObject({ stage: 'on_the_way', problem: 'address_unknown' });
    await track(id, { event: { type: 'ARRIVED_AT_CUSTOMER', datetime: at(0) } });
    expect((await customer.orderPage(id)).courier).toMatchObject({ stage: 'arrived', problem: null });
    await track(id, { problem: { reason: 'PAYMENT_PROBLEMS', datetime: new Date().toISOString() } });
    expect((await customer.orderPage(id)).courier.problem).toBeNull();
  });

  it('lets go of a courier whose delivery was called off', async () => {
    const id = await confirmed();
    await track(id, {
      event: { type: 'PICKUP_ONGOING', datetime: new Date().toISOString() },
      deliveryPerson: { name: 'Carla' },
      vehicle: { type: ['CAR'] },
    });
    expect((await customer.orderPage(id)).courier).toMatchObject({ name: 'Carla', vehicle: 'car' });
    await track(id, { event: { type: 'CANCELLED', datetime: new Date().toISOString() } });
    expect((await customer.orderPage(id)).courier).toBeUndefined();
  });

  it('keeps an ETA only when it is ahead, within a day', async () => {
    const id = await confirmed();
    await track(id, { eta: { deliveryEtaInMinutes: 20 } });
    const eta = Date.parse((await customer.orderPage(id)).courier.eta);
    expect(eta).toBeGreaterThan(Date.now() + 19 * 60_000);
    expect(eta).toBeLessThan(Date.now() + 21 * 60_000);
    await track(id, { eta: { deliveryEtaDatetime: minutesFromNow(-5) } });
    expect(Date.parse((await customer.orderPage(id)).courier.eta)).toBe(eta);
  });

  it('refuses tracking before confirmation, for a takeout and once the order is over, in the standard form', async () => {
    const waiting = await customer.order();
    expect(expectProblem(await track(waiting, { eta: { deliveryEtaInMinutes: 5 } }), 422).title).toMatch(/confirmed/);
    const pickup = await customer.order(takeout);
    await act(pickup, 'confirm');
    expect(expectProblem(await track(pickup, { eta: { deliveryEtaInMinutes: 5 } }), 422).title).toMatch(/takeout/);
    const delivered = await confirmed();
    await track(delivered, { deliveryPerson: { name: 'Ana' } });
    await act(delivered, 'delivered');
    expect(expectProblem(await track(delivered, { eta: { deliveryEtaInMinutes: 5 } }), 422).title).toMatch(/over/);
    // A delivered order shows no courier any more.
    expect((await customer.orderPage(delivered)).courier).toBeUndefined();
  });

  it('keeps a name and plate trimmed, and a blank one as none', async () => {
    const id = await confirmed();
    await track(id, {
      deliveryPerson: { name: '  Ana Paula ' },
      vehicle: { type: ['CAR'], licencePlate: ' xyz9a87 ' },
    });
    expect((await customer.orderPage(id)).courier).toMatchObject({ name: 'Ana Paula', plate: 'XYZ9A87' });
    const blank = await confirmed();
    await track(blank, { deliveryPerson: { name: '   ' }, vehicle: { type: ['CAR'], licencePlate: '  ' } });
    expect((await customer.orderPage(blank)).courier).toMatchObject({ name: null, plate: null, vehicle: 'car' });
  });

  it('answers 400 for a report outside the standard, and keeps what was reported before', async () => {
    const id = await confirmed();
    await track(id, { deliveryPerson: { name: 'Bruno' } });
    for (const info of [
      { geoLocalization: { latitude: 120, longitude: 0 } },
      { event: { type: 'TELEPORTED', datetime: new Date().toISOString() } },
      { event: { type: 'DELIVERY_ONGOING' } },
      { vehicle: { type: ['ROCKET'] } },
      { deliveryPerson: { name: 'x'.repeat(200) } },
    ]) {
      expectProblem(await act(id, 'tracking', { deliveryTrackingInfo: info }), 400);
    }
    expectProblem(await act(id, 'tracking', {}), 400);
    expect((await customer.orderPage(id)).courier).toMatchObject({ name: 'Bruno', stage: null });
  });

  it("tells the customer's open stream to read the order again", async () => {
    const id = await confirmed();
    const stream = await openOrderStream(t.app, tenant.domain, customer.token, id);
    await expect.poll(() => stream.statuses()).toEqual(['accepted']);
    await track(id, { deliveryPerson: { name: 'Davi' } });
    await expect.poll(() => stream.text()).toContain(`event: details\ndata: {"order_id":${id},"details":"changed"}`);
    stream.close();
    await stream.ended;
  });
});

describe('a later start of the preparation', () => {
  /** A delivery's promise is the kitchen's time and its ride: the lower end of the order's estimate (0057). */
  const rideOf = async (id: number) =>
    (await t.database.db.select({ min: orders.estimateMin }).from(orders).where(eq(orders.id, id)))[0]!.min!;

  it('moves the promise the customer sees, and the order the software reads', async () => {
    const id = await customer.order();
    const start = new Date(Date.now() + 40 * 60_000);
    start.setMilliseconds(0);
    expect((await patchDetails(id, { preparationStartDateTime: start.toISOString() })).statusCode).toBe(200);
    expect((await customer.orderPage(id)).preparation_starts_at).toBe(start.toISOString());
    await act(id, 'confirm', { preparationTime: 30 });
    const answer = await customer.orderPage(id);
    // The 30 minutes (and the ride) count from the kitchen's start, not from the acceptance.
    expect(answer.expected_at).toBe(new Date(start.getTime() + (30 + (await rideOf(id))) * 60_000).toISOString());
    const document = (await odCall(t.app, tenant.domain, software.token, 'GET', `/v1/orders/${orderUuid(id)}`)).json();
    assertOpenDelivery('Order', document);
    expect(document.preparationStartDateTime).toBe(start.toISOString());
  });

  it('keeps the acceptance as the start when the kitchen starts before it', async () => {
    const id = await customer.order();
    await patchDetails(id, { preparationStartDateTime: new Date(Date.now() - 1000).toISOString() });
    await act(id, 'confirm', { preparationTime: 30 });
    const [accepted] = await t.database.db
      .select({ at: orderStatusHistory.createdAt })
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, id), eq(orderStatusHistory.status, 'accepted')));
    expect((await customer.orderPage(id)).expected_at).toBe(
      new Date(accepted!.at.getTime() + (30 + (await rideOf(id))) * 60_000).toISOString(),
    );
  });

  it('refuses a start before the order, over a day later, or once preparing, and takes an empty change', async () => {
    const id = await customer.order();
    expect(
      expectProblem(await patchDetails(id, { preparationStartDateTime: '2020-01-01T00:00:00Z' }), 400).title,
    ).toMatch(/before the order/);
    expect(
      expectProblem(await patchDetails(id, { preparationStartDateTime: minutesFromNow(25 * 60) }), 400).title,
    ).toMatch(/more than a day/);
    expectProblem(await patchDetails(id, { preparationStartDateTime: 'amanhã' }), 400);
    expectProblem(await patchDetails(id, { total: 1 }), 400);
    expect((await patchDetails(id, {})).statusCode).toBe(200);
    expect((await customer.orderPage(id)).preparation_starts_at).toBeUndefined();
    await act(id, 'confirm');
    await act(id, 'preparing');
    expect(expectProblem(await patchDetails(id, { preparationStartDateTime: minutesFromNow(5) }), 400).title).toMatch(
      /already started/,
    );
  });
});
