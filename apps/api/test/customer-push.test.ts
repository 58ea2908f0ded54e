import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { customerCalls } from '@delivery/contract/calls/customer';
import { devCalls } from '@delivery/contract/calls/orders';
import { pushCalls } from '@delivery/contract/calls/push';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { shops } from '../src/db/schema/catalog.ts';
import { customers } from '../src/db/schema/customers.ts';
import { orders } from '../src/db/schema/orders.ts';
import { customerPushSubscriptions } from '../src/db/schema/push.ts';
import { cancelOverdueOrders } from '../src/modules/orders/accept-timeout.ts';
import { createTestApp, post, testConfig, type TestApp } from './helpers/app.ts';
import { openTestDatabase } from './helpers/database.ts';
import { JOB_TEST_ENV, jobsKeyed, settle } from './helpers/jobs.ts';
import { orderingTenant, type OrderingCustomer, type OrderingTenant } from './helpers/orders.ts';
import { startPushService, verifyVapid, type Device, type PushService } from './helpers/push-service.ts';

/**
 * Web Push of an order's status to its customer's devices (issue 14, decision 0041): the browser's
 * subscription arrives as the customer's push_id (atualizaPushId), each status change queues a
 * push in the change's own transaction, and a push service on loopback receives it, signed with
 * the server's VAPID key and readable only by the device.
 */

/** The sandbox's dev call stands in for the shop's board (board.test.ts covers the board's own calls). */
const env = { APP_ENV: 'sandbox', ...JOB_TEST_ENV };
let t: TestApp;
let pushService: PushService;
let tenant: OrderingTenant;
let foreignTenant: OrderingTenant;
let publicKey: string;
let shopName: string;

beforeAll(async () => {
  t = await createTestApp(env);
  pushService = await startPushService();
  tenant = await orderingTenant(t.app, t.database.db);
  foreignTenant = await orderingTenant(t.app, t.database.db);
  publicKey = (await post(t.app, tenant.domain, pushCalls.pushPublicKey.path)).json().public_key;
  shopName = (await t.database.db.select({ name: shops.name }).from(shops).where(eq(shops.id, tenant.shopId)))[0]!.name;
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

/** What a browser's `JSON.stringify(pushSubscription)` writes, the push_id the web app sends. */
const pushIdOf = (device: Device) =>
  JSON.stringify({
    endpoint: device.subscription.endpoint,
    expirationTime: null,
    keys: { p256dh: device.subscription.p256dh, auth: device.subscription.auth },
  });

const setPushId = (customer: { token: string }, pushId: string, domain = tenant.domain) =>
  post(t.app, domain, customerCalls.atualizaPushId.path, { validate: 1, token: customer.token, push_id: pushId });

const setAccept = (customer: { token: string }, accept: 0 | 1, domain = tenant.domain) =>
  post(t.app, domain, customerCalls.saveAcceptNotification.path, {
    validate: 1,
    token: customer.token,
    accept_notification: accept,
  });

/** A device of `customer`, subscribed as the web app does once the customer accepts. */
async function subscribed(customer: { token: string }, name: string, domain = tenant.domain): Promise<Device> {
  const device = pushService.device(`${name}-${randomBytes(4).toString('hex')}`);
  expect((await setAccept(customer, 1, domain)).json().customer[0].accept_notification).toBe('1');
  const answer = await setPushId(customer, pushIdOf(device), domain);
  expect(answer.json(), answer.body).toMatchObject({ error_type: 0, message: 'Dispositivo atualizado' });
  // The app compares this with its subscription at each start.
  expect(answer.json().customer[0].push_id).toBe(pushIdOf(device));
  return device;
}

/** The sandbox's stand-in for the shop's board: moves the order to its next status, or cancels it. */
async function advance(orderId: number, cancel = false) {
  const answer = await post(t.app, tenant.domain, devCalls.advanceOrder.path, {
    order_id: orderId,
    ...(cancel ? { cancel: true, reason: 'Acabou a massa' } : {}),
  });
  expect(answer.json().error_type, answer.body).toBe(0);
  return answer.json().status as string;
}

const shown = (device: Device) => pushService.shownBy(device);

const deviceRow = async (device: Device) =>
  (
    await t.database.db
      .select()
      .from(customerPushSubscriptions)
      .where(eq(customerPushSubscriptions.endpoint, device.subscription.endpoint))
  )[0];

/** The push of a change: titled by the order's number (decision 0067), opening it by its id. */
const notification = async (orderId: number, status: string, body: string) => ({
  title: `Pedido #${await tenant.numberOf(orderId)}: ${status}`,
  body,
  tag: `pedido-${orderId}`,
  url: `/orders/${orderId}`,
});

describe("an order's status on its customer's devices", () => {
  let customer: OrderingCustomer;
  let phone: Device;
  let laptop: Device;

  beforeAll(async () => {
    customer = await tenant.customer();
    phone = await subscribed(customer, 'celular');
    laptop = await subscribed(customer, 'notebook');
  });

  it('reaches each device of the customer at every change, signed, in pt-BR, and nobody else', async () => {
    const other = await tenant.customer();
    const othersDevice = await subscribed(other, 'outro-cliente');
    const foreign = await foreignTenant.customer();
    const foreignDevice = await subscribed(foreign, 'outro-perfil', foreignTenant.domain);
    await other.order();
    await foreign.order();

    const orderId = await customer.order();
    // Placing is not a change: the order starts 'received' and writes no status push.
    expect(await jobsKeyed(t.database.db, 'push_order_statuses', `${orderId}:received`)).toEqual([]);

    expect(await advance(orderId)).toBe('accepted');
    expect(await jobsKeyed(t.database.db, 'push_order_statuses', `${orderId}:accepted`)).toHaveLength(1);
    const accepted = await notification(
      orderId,
      'aceito pela loja',
      `${shopName} confirmou o seu pedido. Toque para acompanhar.`,
    );
    await expect.poll(() => shown(phone), { timeout: 8_000 }).toEqual([accepted]);
    await expect.poll(() => shown(laptop), { timeout: 5_000 }).toEqual([accepted]);

    const [push] = pushService.pushesTo(phone.name);
    const vapid = await verifyVapid(push!);
    expect(vapid.key).toBe(publicKey);
    expect(vapid.audience).toBe(pushService.origin);
    expect(vapid.expiresAt! * 1000).toBeGreaterThan(Date.now());
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.urgency).toBe('high');
    expect(push!.headers.ttl).toBe('3600');
    // Only the device it was encrypted to can read it.
    expect(() => laptop.decrypt(push!.body)).toThrow();

    expect(await advance(orderId)).toBe('preparing');
    await expect.poll(() => shown(phone).length, { timeout: 8_000 }).toBe(2);
    expect(await advance(orderId)).toBe('out_for_delivery');
    await expect
      .poll(() => shown(phone).at(-1), { timeout: 8_000 })
      .toEqual(await notification(orderId, 'saiu para entrega', `O seu pedido de ${shopName} está a caminho.`));
    expect(await advance(orderId)).toBe('delivered');
    await expect
      .poll(() => shown(laptop).at(-1), { timeout: 8_000 })
      .toEqual(await notification(orderId, 'entregue', 'Pedido entregue. Bom apetite!'));
    const number = await tenant.numberOf(orderId);
    expect(shown(phone).map((shownPush) => shownPush.title)).toEqual([
      `Pedido #${number}: aceito pela loja`,
      `Pedido #${number}: em preparo`,
      `Pedido #${number}: saiu para entrega`,
      `Pedido #${number}: entregue`,
    ]);

    // Another customer of the shop and a customer of another profile heard nothing of it.
    await settle(1_000);
    expect(pushService.pushesTo(othersDevice.name)).toEqual([]);
    expect(pushService.pushesTo(foreignDevice.name)).toEqual([]);
  });

  it('tells of a cancel by the shop and of one for want of an answer', async () => {
    const byShop = await customer.order();
    await advance(byShop, true);
    await expect
      .poll(() => shown(phone).at(-1), { timeout: 8_000 })
      .toEqual(await notification(byShop, 'cancelado', `${shopName} cancelou o seu pedido. Toque para ver o motivo.`));

    const timedOut = await customer.order();
    await t.database.db
      .update(orders)
      .set({ acceptBy: new Date(Date.now() - 1000) })
      .where(eq(orders.id, timedOut));
    expect(await cancelOverdueOrders(t.database.db)).toBeGreaterThanOrEqual(1);
    await expect
      .poll(() => shown(laptop).at(-1), { timeout: 8_000 })
      .toMatchObject({ title: `Pedido #${await tenant.numberOf(timedOut)}: cancelado`, url: `/orders/${timedOut}` });
  });

  it('forgets a device its push service says is gone (410), and tries again one that failed (500)', async () => {
    const owner = await tenant.customer();
    const gone = await subscribed(owner, 'desinstalado');
    const failing = await subscribed(owner, 'instavel');
    pushService.answer(gone.name, 410);
    pushService.answer(failing.name, 500);
    const failingId = (await deviceRow(failing))!.id;
    const orderId = await owner.order();
    await advance(orderId);

    await expect.poll(() => deviceRow(gone), { timeout: 8_000 }).toBeUndefined();
    expect(pushService.pushesTo(gone.name)).toHaveLength(1);
    const key = `order-${orderId}:accepted:${failingId}`;
    await expect
      .poll(async () => (await jobsKeyed(t.database.db, 'push_customer_deliveries', key))[0]?.state, { timeout: 8_000 })
      .toBe('retry');
    expect(pushService.pushesTo(failing.name)).toHaveLength(1);
    await t.database.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'push_customer_deliveries' and singleton_key = ${key}`,
    );
    await expect.poll(() => shown(failing).length, { timeout: 8_000 }).toBe(1);
    expect(shown(failing)[0]).toMatchObject({ title: `Pedido #${await tenant.numberOf(orderId)}: aceito pela loja` });
    await expect
      .poll(async () => jobsKeyed(t.database.db, 'push_customer_deliveries', key), { timeout: 5_000 })
      .toEqual([{ state: 'completed', retry_count: 1 }]);
    expect(await deviceRow(failing)).toBeDefined();
  });

  it('sends nothing to a customer who turned notifications off, and writes no job', async () => {
    const declined = await tenant.customer();
    const device = await subscribed(declined, 'recusou');
    expect((await setAccept(declined, 0)).json().customer[0].accept_notification).toBe('0');
    const orderId = await declined.order();
    await advance(orderId);
    expect(await jobsKeyed(t.database.db, 'push_order_statuses', `${orderId}:accepted`)).toEqual([]);
    await settle(1_500);
    expect(pushService.pushesTo(device.name)).toEqual([]);
  });

  it('stops at sign-out, a new password (every other session ends) and when the account is deleted', async () => {
    const leaver = await tenant.customer();
    const signedOut = await subscribed(leaver, 'saiu');
    const out = await post(t.app, tenant.domain, customerCalls.logout.path, { validate: 1, token: leaver.token });
    expect(out.json().error_type).toBe(0);
    expect(await deviceRow(signedOut)).toBeUndefined();

    const changer = await tenant.customer();
    const oldSession = await subscribed(changer, 'sessao-antiga');
    const edited = await post(t.app, tenant.domain, customerCalls.edit.path, {
      validate: 1,
      token: changer.token,
      current_password: changer.signup.password,
      password: 'outra-senha-123',
      password2: 'outra-senha-123',
    });
    expect(edited.json().error_type, edited.body).toBe(0);
    const newToken: string = edited.json().token;
    const kept = await subscribed({ token: newToken }, 'sessao-nova');
    const orderId = (
      await post(t.app, tenant.domain, checkoutCalls.saveOrder.path, changer.draft({ token: newToken }))
    ).json().order.order_id as number;
    await advance(orderId);
    await expect.poll(() => shown(kept).length, { timeout: 8_000 }).toBe(1);
    // The device of the ended session is forgotten when its push comes up, unsent.
    await expect.poll(() => deviceRow(oldSession), { timeout: 5_000 }).toBeUndefined();
    expect(pushService.pushesTo(oldSession.name)).toEqual([]);

    const deleter = await tenant.customer();
    const deletedDevice = await subscribed(deleter, 'apagou');
    const deleted = await post(t.app, tenant.domain, customerCalls.delete.path, {
      validate: 1,
      token: deleter.token,
      password: deleter.signup.password,
    });
    expect(deleted.json().error_type).toBe(0);
    expect(await deviceRow(deletedDevice)).toBeUndefined();
  });
});

describe('the push_id of atualizaPushId', () => {
  let customer: OrderingCustomer;
  beforeAll(async () => {
    customer = await tenant.customer();
  });

  it('refuses a subscription no browser writes, with the contract error form', async () => {
    const device = pushService.device('recusado');
    const refusal = (reason: string) => ({ error_type: 1, message: `O campo 'push_id' é inválido: ${reason}` });
    const cases: [string, ReturnType<typeof refusal>][] = [
      ['{"endpoint": "https://push.example.com/x"', refusal('não é uma inscrição de push do navegador')],
      [
        pushIdOf({ ...device, subscription: { ...device.subscription, endpoint: 'http://push.example.com/x' } }),
        refusal('não é uma inscrição de push do navegador'),
      ],
      [
        pushIdOf({ ...device, subscription: { ...device.subscription, p256dh: `B${'A'.repeat(86)}` } }),
        refusal('não é uma chave P-256 válida'),
      ],
    ];
    for (const [pushId, expected] of cases) {
      const answer = await setPushId(customer, pushId);
      expect({ pushId, status: answer.statusCode, body: answer.json() }).toEqual({
        pushId,
        status: 400,
        body: expected,
      });
    }
    const [row] = await t.database.db
      .select({ pushId: customers.pushId })
      .from(customers)
      .where(eq(customers.email, customer.signup.email.toLowerCase()));
    expect(row!.pushId).toBeNull();
  });

  it('keeps a native app token as it is, with no device, and fits a long real endpoint', async () => {
    const answer = await setPushId(customer, 'fcm:dQw4w9WgXcQ:APA91bH-token');
    expect(answer.json().customer[0].push_id).toBe('fcm:dQw4w9WgXcQ:APA91bH-token');
    const long = pushService.device(`longo-${'x'.repeat(700)}`);
    const saved = await setPushId(customer, pushIdOf(long));
    expect(saved.json().error_type, saved.body).toBe(0);
    expect((await deviceRow(long))?.endpoint).toBe(long.subscription.endpoint);
  });

  it('is not taken from a sign-in: the browser sends it through atualizaPushId, tied to the new session', async () => {
    const fresh = await tenant.customer();
    const device = pushService.device(`no-login-${randomBytes(4).toString('hex')}`);
    const signedIn = await post(t.app, tenant.domain, customerCalls.login.path, {
      validate: 1,
      email_cpf: fresh.signup.email,
      password: fresh.signup.password,
      push_id: pushIdOf(device),
    });
    expect(signedIn.json().error_type, signedIn.body).toBe(0);
    expect(signedIn.json().customer[0].push_id).toBe('');
    expect(await deviceRow(device)).toBeUndefined();
  });

  it('moves a browser to the customer who subscribes it next', async () => {
    const first = await tenant.customer();
    const second = await tenant.customer();
    const shared = pushService.device(`compartilhado-${randomBytes(4).toString('hex')}`);
    await setAccept(first, 1);
    await setAccept(second, 1);
    expect((await setPushId(first, pushIdOf(shared))).json().error_type).toBe(0);
    expect((await setPushId(second, pushIdOf(shared))).json().error_type).toBe(0);
    const rows = await t.database.db
      .select()
      .from(customerPushSubscriptions)
      .where(eq(customerPushSubscriptions.endpoint, shared.subscription.endpoint));
    expect(rows).toHaveLength(1);
    const firstOrder = await first.order();
    await advance(firstOrder);
    const secondOrder = await second.order();
    await advance(secondOrder);
    await expect
      .poll(() => shown(shared).map((push) => push.tag), { timeout: 8_000 })
      .toEqual([`pedido-${secondOrder}`]);
  });
});

describe('a second process', () => {
  let second: DatabaseHandle;
  beforeAll(async () => {
    second = process.env.TEST_DB === 'postgres' ? await openTestDatabase() : t.database;
  });
  afterAll(async () => {
    if (second !== t.database) await second.close();
  });

  it('signs with the same VAPID key the browsers subscribed with', async () => {
    const other = await createApi(testConfig(env), second, false);
    try {
      expect((await post(other, tenant.domain, pushCalls.pushPublicKey.path)).json().public_key).toBe(publicKey);
      const customer = await tenant.customer();
      const device = await subscribed(customer, 'segundo-processo');
      const orderId = await customer.order();
      // Moved through the second app: whichever process takes the job signs with the one key.
      const moved = await post(other, tenant.domain, devCalls.advanceOrder.path, { order_id: orderId });
      expect(moved.json().status).toBe('accepted');
      await expect.poll(() => pushService.pushesTo(device.name).length, { timeout: 8_000 }).toBe(1);
      expect((await verifyVapid(pushService.pushesTo(device.name)[0]!)).key).toBe(publicKey);
    } finally {
      await other.close();
    }
  });
});
