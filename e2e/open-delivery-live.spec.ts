import { openDeliveryCalls } from '@delivery/contract/calls/open-delivery';
import type { TOpenDeliveryCredentialsResponse } from '@delivery/contract/open-delivery';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { common, phone, snap } from './helpers.ts';
import { clock, customerWithAddress, lineFor, orderableShop, placeOrder, signIn } from './orders-helpers.ts';
import { ownerCalls } from './panel-helpers.ts';

test.use({ viewport: phone });

type Event = { eventId: string; eventType: string; orderId: string; orderURL: string };

/** A shop's point-of-sale software as the standard has it talk to us: a token, then its calls. */
async function software(request: APIRequestContext, credentials: { client_id: string; client_secret: string }) {
  const signedIn = await request.post('/opendelivery/oauth/token', {
    form: { ...credentials, grant_type: 'client_credentials' },
  });
  expect(signedIn.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await signedIn.json()).access_token as string}` };
  return {
    async events(): Promise<Event[]> {
      const answer = await request.get('/opendelivery/v1/events:polling', { headers });
      const events = answer.status() === 204 ? [] : ((await answer.json()) as Event[]);
      if (events.length === 0) return events;
      const acknowledged = await request.post('/opendelivery/v1/events/acknowledgment', {
        headers,
        data: events.map((event) => ({ id: event.eventId, orderId: event.orderId, eventType: event.eventType })),
      });
      expect(acknowledged.status()).toBe(202);
      return events;
    },
    async order(event: Event): Promise<{ id: string; displayId: string }> {
      return (await request.get(event.orderURL.slice(event.orderURL.indexOf('/opendelivery/')), { headers })).json();
    },
    async act(orderId: string, action: string, data?: unknown): Promise<number> {
      return (await request.post(`/opendelivery/v1/orders/${orderId}/${action}`, { headers, data })).status();
    },
    async details(orderId: string, data: unknown): Promise<number> {
      return (await request.patch(`/opendelivery/v1/orders/${orderId}/details`, { headers, data })).status();
    },
  };
}

test('the shop’s own system confirms, delays the kitchen, dispatches a courier and delivers, and the customer’s page follows it live', async ({
  page,
  request,
}) => {
  const customer = await customerWithAddress(request, 'pdv-ao-vivo');
  // Not the shop whose Integração journey starts from a shop without credentials.
  const { shop, products } = await orderableShop(request, customer, ['Brasa Burger']);
  const owner = await ownerCalls(request, shop.slug, shop.shop_id);
  const { credentials } = await owner<TOpenDeliveryCredentialsResponse>(
    openDeliveryCalls.issueOpenDeliveryCredentials.path,
    {},
  );
  await owner(openDeliveryCalls.saveOpenDelivery.path, { enabled: true, webhook_url: '', merchant_url: '' });
  try {
    const pdv = await software(request, credentials);
    await pdv.events();
    const order = await placeOrder(request, customer, {
      shop,
      lines: [lineFor(products[0]!, shop.min_order)],
      payment_method: 'cash',
    });

    await signIn(page, customer);
    await page.goto(`/orders/${order.order_id}`);
    const chip = page.getByTestId('status-chip');
    await expect(chip).toHaveText(common.orders.status.received);
    // A reload would lose this mark: every change below must come through the page's open stream.
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }));

    const created = (await pdv.events()).find((event) => event.eventType === 'CREATED');
    expect(created).toBeDefined();
    const theirs = await pdv.order(created!);
    expect(theirs.displayId).toBe(String(order.order_number));

    expect(await pdv.act(theirs.id, 'confirm', { preparationTime: 25 })).toBe(202);
    await expect(chip).toHaveText(common.orders.status.accepted);

    // The kitchen starts in 40 minutes: the customer is told when, and the window moves with it.
    const windowBefore = await page.getByTestId('order-arrival').textContent();
    const kitchenStart = new Date(Date.now() + 40 * 60_000);
    expect(await pdv.details(theirs.id, { preparationStartDateTime: kitchenStart.toISOString() })).toBe(200);
    await expect(page.getByTestId('order-kitchen-start')).toHaveText(
      common.orders.arrival.kitchenStart.replace('{{time}}', clock(kitchenStart.toISOString())),
    );
    await expect(page.getByTestId('order-arrival')).not.toHaveText(windowBefore!);

    // Dispatched with its courier, who then reports where they are and a problem on the way.
    const now = () => new Date().toISOString();
    const eta = new Date(Date.now() + 12 * 60_000);
    expect(
      await pdv.act(theirs.id, 'dispatch', {
        deliveryTrackingInfo: {
          event: { type: 'DELIVERY_ONGOING', datetime: now() },
          vehicle: { type: ['MOTORBIKE_BOX'], licencePlate: 'BRA2E19' },
          deliveryPerson: { name: 'Marcos' },
          eta: { deliveryEtaDatetime: eta.toISOString() },
        },
      }),
    ).toBe(202);
    await expect(chip).toHaveText(common.orders.status.out_for_delivery);
    const courier = page.getByTestId('order-courier');
    await expect(courier).toContainText(common.orders.courier.stage.on_the_way.replace('{{name}}', 'Marcos'));
    await expect(courier).toContainText('BRA2E19');
    await expect(page.getByTestId('order-arrival')).toContainText(clock(eta.toISOString()));
    expect(
      await pdv.act(theirs.id, 'tracking', {
        deliveryTrackingInfo: { problem: { reason: 'CUSTOMER_ADDRESS_UNKNOWN', datetime: now() } },
      }),
    ).toBe(202);
    await expect(page.getByTestId('order-courier-problem')).toHaveText(common.orders.courier.problem.address_unknown);
    await snap(page, 'open-delivery-dispatched');
    expect(await pdv.act(theirs.id, 'delivered')).toBe(202);
    await expect(chip).toHaveText(common.orders.status.delivered);
    await expect(courier).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);

    // The software hears each step it made, as events of its own.
    expect((await pdv.events()).map((event) => event.eventType)).toEqual(
      expect.arrayContaining(['CONFIRMED', 'DISPATCHED', 'DELIVERED']),
    );
  } finally {
    await owner(openDeliveryCalls.saveOpenDelivery.path, { enabled: false, webhook_url: '', merchant_url: '' });
  }
});
