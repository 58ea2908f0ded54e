import { customerCalls } from '@delivery/contract/calls/customer';
import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { devCalls } from '@delivery/contract/calls/orders';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { customers } from '../src/db/schema/customers.ts';
import { createTestApp, post, testConfig } from './helpers/app.ts';
import { JOB_TEST_ENV, settle } from './helpers/jobs.ts';
import { startFakeApns, startFakeFcm, type FakeApns, type FakeFcm } from './helpers/native-push-services.ts';
import { orderingTenant, type OrderingCustomer, type OrderingTenant } from './helpers/orders.ts';

/**
 * The native app's pushes (decision 0044): a customer whose push_id is the app's token hears of
 * their order's status through FCM (Android) or APNs (iOS), chosen by the kind of token, with the
 * configured credentials; both providers stand on loopback and check those credentials.
 */
const env = { APP_ENV: 'sandbox', ...JOB_TEST_ENV };
let fcm: FakeFcm;
let apns: FakeApns;
let database: DatabaseHandle;
let app: FastifyInstance;
let tenant: OrderingTenant;
const people: OrderingCustomer[] = [];

const fcmToken = () => `f${randomBytes(8).toString('hex')}:APA91b${randomBytes(40).toString('base64url')}`;
const apnsToken = () => randomBytes(32).toString('hex');

beforeAll(async () => {
  fcm = await startFakeFcm();
  apns = await startFakeApns();
  // The tenant and its customers are made first: APNS_TOPICS names the tenant's profile.
  const seed = await createTestApp(env);
  database = seed.database;
  tenant = await orderingTenant(seed.app, database.db);
  for (let i = 0; i < 5; i++) people.push(await tenant.customer());
  await seed.app.close();
  app = await createApi(
    testConfig({
      ...env,
      FCM_SERVICE_ACCOUNT: fcm.accountFile,
      FCM_API_URL: fcm.url,
      APNS_KEY_FILE: apns.keyFile,
      APNS_KEY_ID: apns.keyId,
      APNS_TEAM_ID: apns.teamId,
      APNS_TOPICS: `${tenant.id}=br.com.exemplo.teste`,
      APNS_URL: apns.url,
    }),
    database,
    false,
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await fcm.close();
  await apns.close();
});

/** The app's sign-in sends its token; atualizaPushId does when it changes. Accepting turns pushes on. */
async function withToken(customer: OrderingCustomer, pushId: string, accept: 0 | 1 = 1) {
  const saved = await post(app, tenant.domain, customerCalls.atualizaPushId.path, {
    validate: 1,
    token: customer.token,
    push_id: pushId,
  });
  expect(saved.json().customer[0].push_id).toBe(pushId);
  await post(app, tenant.domain, customerCalls.saveAcceptNotification.path, {
    validate: 1,
    token: customer.token,
    accept_notification: accept,
  });
}

async function order(customer: OrderingCustomer): Promise<number> {
  const answer = (await post(app, tenant.domain, checkoutCalls.saveOrder.path, customer.draft())).json();
  expect(answer.error_type, JSON.stringify(answer)).toBe(0);
  return answer.order.order_id as number;
}

async function advance(orderId: number) {
  const answer = await post(app, tenant.domain, devCalls.advanceOrder.path, { order_id: orderId });
  expect(answer.json().error_type, answer.body).toBe(0);
}

const pushIdOf = async (customer: OrderingCustomer) =>
  (
    await database.db
      .select({ pushId: customers.pushId })
      .from(customers)
      .where(eq(customers.email, customer.signup.email))
  )[0]!.pushId;

describe("an order's status on the customer's native app", () => {
  it('reaches an Android app through FCM, signed with the service account', async () => {
    const customer = people[0]!;
    const token = fcmToken();
    await withToken(customer, token);
    const orderId = await order(customer);
    await advance(orderId);
    await expect
      .poll(() => fcm.messages.filter((m) => m.body.message.token === token).length, { timeout: 8_000 })
      .toBe(1);
    const [sent] = fcm.messages.filter((m) => m.body.message.token === token);
    expect(sent!.body.message).toEqual({
      token,
      notification: {
        title: `Pedido #${await tenant.numberOf(orderId)}: aceito pela loja`,
        body: expect.stringContaining('confirmou o seu pedido'),
      },
      data: { url: `/orders/${orderId}`, tag: `pedido-${orderId}` },
      android: { priority: 'HIGH', ttl: '3600s', notification: { tag: `pedido-${orderId}` } },
    });
    expect(apns.pushes.filter((p) => p.path.endsWith(token))).toEqual([]);
  });

  it("reaches an iPhone app through APNs, to its profile's app, with the team's provider token", async () => {
    const customer = people[1]!;
    const token = apnsToken();
    await withToken(customer, token);
    const orderId = await order(customer);
    const sentTo = () => apns.pushes.filter((p) => p.path === `/3/device/${token}`).length;
    await advance(orderId);
    await expect.poll(sentTo, { timeout: 8_000 }).toBe(1);
    // A push whose order moved on before it went out is dropped: each change is awaited here.
    await advance(orderId);
    await expect.poll(sentTo, { timeout: 8_000 }).toBe(2);
    const [accepted, preparing] = apns.pushes.filter((p) => p.path === `/3/device/${token}`);
    expect(accepted!.headers).toMatchObject({
      'apns-topic': 'br.com.exemplo.teste',
      'apns-push-type': 'alert',
      'apns-priority': '10',
      'apns-collapse-id': `pedido-${orderId}`,
    });
    expect(Number(accepted!.headers['apns-expiration'])).toBeGreaterThan(Date.now() / 1000 + 3000);
    const number = await tenant.numberOf(orderId);
    expect(accepted!.body).toEqual({
      aps: {
        alert: { title: `Pedido #${number}: aceito pela loja`, body: expect.any(String) },
        sound: 'default',
        'thread-id': `pedido-${orderId}`,
      },
      url: `/orders/${orderId}`,
    });
    expect((preparing!.body.aps as { alert: { title: string } }).alert.title).toBe(`Pedido #${number}: em preparo`);
    expect(fcm.messages.filter((m) => m.body.message.token === token)).toEqual([]);
  });

  it('forgets a token either provider no longer knows', async () => {
    const [android, iphone] = [people[2]!, people[3]!];
    const [androidToken, iphoneToken] = [fcmToken(), apnsToken()];
    fcm.gone.add(androidToken);
    apns.gone.add(iphoneToken);
    await withToken(android, androidToken);
    await withToken(iphone, iphoneToken);
    await advance(await order(android));
    await advance(await order(iphone));
    await expect.poll(() => pushIdOf(android), { timeout: 8_000 }).toBeNull();
    await expect.poll(() => pushIdOf(iphone), { timeout: 8_000 }).toBeNull();
  });

  it('sends nothing to a customer who does not accept notifications', async () => {
    const customer = people[4]!;
    const token = fcmToken();
    await withToken(customer, token, 0);
    await advance(await order(customer));
    await settle(1_500);
    expect(fcm.messages.filter((m) => m.body.message.token === token)).toEqual([]);
  });

  it('closes its connection to APNs when the server stops, rather than holding it a minute', async () => {
    expect(apns.connections()).toBe(1);
    await app.close();
    await expect.poll(() => apns.connections(), { timeout: 1_000 }).toBe(0);
  });
});

describe('the native providers’ configuration', () => {
  it('takes the three APNs credentials together, and topics as profile=bundle', () => {
    expect(() => loadConfig({ APNS_KEY_ID: 'KEY1234567' })).toThrow(/APNS_KEY_FILE[\s\S]*APNS_TEAM_ID/);
    expect(() => loadConfig({ APNS_TOPICS: 'br.com.app' })).toThrow(/APNS_TOPICS/);
    expect(loadConfig({ APNS_TOPICS: '200=br.com.pedeja.app,201=br.com.bella' }).APNS_TOPICS).toEqual(
      new Map([
        [200, 'br.com.pedeja.app'],
        [201, 'br.com.bella'],
      ]),
    );
  });

  it('refuses to start with a service account file that is not one', async () => {
    const broken = testConfig({ FCM_SERVICE_ACCOUNT: apns.keyFile });
    await expect(createTestAppWith(broken)).rejects.toThrow();
  });
});

async function createTestAppWith(config: ReturnType<typeof testConfig>) {
  const instance = await createApi(config, database, false);
  await instance.close();
}
