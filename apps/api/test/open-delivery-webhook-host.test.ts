import { openDeliveryCalls } from '@delivery/contract/calls/open-delivery';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileDomains } from '../src/db/schema/profiles.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { JOB_TEST_ENV } from './helpers/jobs.ts';
import { orderUuid, testSecretsKey } from './helpers/open-delivery.ts';
import { assertOpenDeliveryEvent } from './helpers/open-delivery-schema.ts';
import { orderingTenant, type OrderingTenant } from './helpers/orders.ts';
import { addStaff } from './helpers/staff.ts';

/**
 * The webhook's `orderURL` (issue 29, item 14): the host the owner set the integration up on, port
 * included in a sandbox, whatever other domains the profile has.
 */

let t: TestApp;
let tenant: OrderingTenant;
let server: Server;
let webhookUrl: string;
const received: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ SECRETS_KEY: testSecretsKey(), APP_ENV: 'sandbox', ...JOB_TEST_ENV });
  tenant = await orderingTenant(t.app, t.database.db);
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push(body);
      response.statusCode = 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  webhookUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1/newEvent`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

describe("the webhook's orderURL", () => {
  it('names the host and port the integration was set up on, not the first domain of the profile', async () => {
    // A domain of the same profile that sorts before the shop's own.
    const first = `0-outro-${Date.now()}.example`;
    await t.database.db.insert(profileDomains).values({ domain: first, profileId: tenant.id, verifiedAt: new Date() });
    const owner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: tenant.shopId }]);
    const setUpOn = `${tenant.domain}:5173`;
    const panel = (path: string, body: Record<string, unknown> = {}) =>
      post(t.app, setUpOn, path, { validate: 1, token: owner.token, shop_id: tenant.shopId, ...body });
    const issued = (await panel(openDeliveryCalls.issueOpenDeliveryCredentials.path)).json();
    expect(issued).toMatchObject({ error_type: 0, base_url: `http://${setUpOn}/opendelivery` });
    const saved = await panel(openDeliveryCalls.saveOpenDelivery.path, {
      enabled: true,
      webhook_url: webhookUrl,
      merchant_url: '',
    });
    expect(saved.json().error_type).toBe(0);

    const customer = await tenant.customer();
    const id = await customer.order();
    const end = Date.now() + 20_000;
    let delivered: string | undefined;
    while (!delivered && Date.now() < end) {
      delivered = received.find((body) => body.includes(orderUuid(id)));
      if (!delivered) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const event = JSON.parse(delivered!);
    assertOpenDeliveryEvent(event);
    expect(event).toMatchObject({
      eventType: 'CREATED',
      orderURL: `http://${setUpOn}/opendelivery/v1/orders/${orderUuid(id)}`,
    });
  });
});
