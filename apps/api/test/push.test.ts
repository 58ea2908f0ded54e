import { pushCalls } from '@delivery/contract/calls/push';
import { staffCalls } from '@delivery/contract/calls/staff';
import { createECDH, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { shops } from '../src/db/schema/catalog.ts';
import { serverSecrets } from '../src/db/schema/customers.ts';
import { staffPushSubscriptions } from '../src/db/schema/push.ts';
import { loadVapidKeys } from '../src/modules/push/vapid-keys.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { openTestDatabase } from './helpers/database.ts';
import { JOB_TEST_ENV, jobsKeyed, settle } from './helpers/jobs.ts';
import { orderingTenant, type OrderingCustomer, type OrderingTenant } from './helpers/orders.ts';
import { startPushService, verifyVapid, type Device, type PushService } from './helpers/push-service.ts';
import { addStaff } from './helpers/staff.ts';

/**
 * Web Push to the staff's devices (decision 0031): a new order reaches every subscribed device of
 * whoever runs its shop, through a push service standing in for the browsers' (an https server on
 * loopback), signed with the server's VAPID key and readable only by the device.
 */

let t: TestApp;
let pushService: PushService;
let tenant: OrderingTenant;
let customer: OrderingCustomer;
let neighbour: number;
let shopName: string;
let publicKey: string;
type Member = Awaited<ReturnType<typeof addStaff>>;
let owner: Member;
let attendant: Member;
let operator: Member;
let ownerOfBoth: Member;
let neighbourAttendant: Member;
let foreignOwner: Member;
let foreignTenant: OrderingTenant;

beforeAll(async () => {
  t = await createTestApp(JOB_TEST_ENV);
  pushService = await startPushService();
  const db = t.database.db;
  tenant = await orderingTenant(t.app, db);
  neighbour = await tenant.anotherShop('vizinha-push');
  foreignTenant = await orderingTenant(t.app, db);
  [owner, attendant, operator, ownerOfBoth, neighbourAttendant, foreignOwner] = await Promise.all([
    addStaff(t.app, db, tenant, [{ role: 'owner', shopId: tenant.shopId }]),
    addStaff(t.app, db, tenant, [{ role: 'attendant', shopId: tenant.shopId }]),
    addStaff(t.app, db, tenant, [{ role: 'operator', shopId: null }]),
    addStaff(t.app, db, tenant, [
      { role: 'owner', shopId: tenant.shopId },
      { role: 'owner', shopId: neighbour },
    ]),
    addStaff(t.app, db, tenant, [{ role: 'attendant', shopId: neighbour }]),
    addStaff(t.app, db, foreignTenant, [{ role: 'owner', shopId: foreignTenant.shopId }]),
  ]);
  customer = await tenant.customer();
  shopName = (await db.select({ name: shops.name }).from(shops).where(eq(shops.id, tenant.shopId)))[0]!.name;
  publicKey = (await post(t.app, tenant.domain, pushCalls.pushPublicKey.path)).json().public_key;
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

const subscribe = (member: Member, device: Device, domain = tenant.domain) =>
  post(t.app, domain, pushCalls.staffPushSubscribe.path, { validate: 1, token: member.token, ...device.subscription });

/** A device of `member`, subscribed. */
async function subscribed(member: Member, name: string, domain = tenant.domain): Promise<Device> {
  const device = pushService.device(`${name}-${randomBytes(4).toString('hex')}`);
  const answer = await subscribe(member, device, domain);
  expect(answer.json(), answer.body).toEqual({ error_type: 0, message: 'Avisos ativados neste aparelho' });
  return device;
}

const shown = (device: Device) => pushService.shownBy(device);

const subscriptionOf = async (device: Device) =>
  (
    await t.database.db
      .select()
      .from(staffPushSubscriptions)
      .where(eq(staffPushSubscriptions.endpoint, device.subscription.endpoint))
  )[0];

const total = 'R$\u00a0135,70';

describe('a new order on the devices of its staff', () => {
  it('reaches each subscribed device of who runs its shop, signed with VAPID and readable only by the device', async () => {
    const devices = {
      owner: await subscribed(owner, 'dono'),
      attendant: await subscribed(attendant, 'atendente'),
      operator: await subscribed(operator, 'operador'),
      ownerOfBoth: await subscribed(ownerOfBoth, 'dono-de-duas'),
      neighbour: await subscribed(neighbourAttendant, 'vizinha'),
      foreign: await subscribed(foreignOwner, 'outro-perfil', foreignTenant.domain),
    };
    const orderId = await customer.order();
    expect(await jobsKeyed(t.database.db, 'push_new_orders', String(orderId))).toHaveLength(1);
    for (const device of [devices.owner, devices.attendant, devices.operator, devices.ownerOfBoth]) {
      await expect.poll(() => pushService.pushesTo(device.name).length, { timeout: 8_000 }).toBe(1);
    }
    const url = `/painel/?pedido=${orderId}&loja=${tenant.shopId}`;
    // Titled by the number the board shows (decision 0067), opening the order by its id.
    const number = await tenant.numberOf(orderId);
    const oneShop = { title: `Novo pedido #${number} — ${total}`, body: 'Toque para abrir o painel de pedidos' };
    const severalShops = { ...oneShop, body: `${shopName} · toque para abrir o painel de pedidos` };
    expect(shown(devices.owner)).toEqual([{ ...oneShop, tag: `pedido-${orderId}`, url }]);
    expect(shown(devices.attendant)).toEqual([{ ...oneShop, tag: `pedido-${orderId}`, url }]);
    // The operator runs both shops of the profile, as does the owner of both: they are told which.
    expect(shown(devices.operator)).toEqual([{ ...severalShops, tag: `pedido-${orderId}`, url }]);
    expect(shown(devices.ownerOfBoth)).toEqual([{ ...severalShops, tag: `pedido-${orderId}`, url }]);

    const [push] = pushService.pushesTo(devices.owner.name);
    const vapid = await verifyVapid(push!);
    expect(vapid.key).toBe(publicKey);
    expect(vapid.audience).toBe(pushService.origin);
    expect(vapid.subject).toBe('mailto:nao-responda@pedeja.local');
    expect(vapid.expiresAt! * 1000).toBeGreaterThan(Date.now());
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.urgency).toBe('high');
    // Kept for an offline device until the shop's deadline to accept it (8 min), at most.
    expect(Number(push!.headers.ttl)).toBeGreaterThan(400);
    expect(Number(push!.headers.ttl)).toBeLessThanOrEqual(480);
    // Nobody else can read it: another device's keys fail to decrypt it.
    expect(() => devices.attendant.decrypt(push!.body)).toThrow();

    // The attendant of the other shop and the other profile's owner hear nothing of it.
    await settle(1_500);
    expect(pushService.pushesTo(devices.neighbour.name)).toEqual([]);
    expect(pushService.pushesTo(devices.foreign.name)).toEqual([]);
  });

  it('writes no job for a shop whose staff have no device subscribed', async () => {
    const quiet = await orderingTenant(t.app, t.database.db);
    await addStaff(t.app, t.database.db, quiet, [{ role: 'owner', shopId: quiet.shopId }]);
    const orderId = await (await quiet.customer()).order();
    expect(await jobsKeyed(t.database.db, 'push_new_orders', String(orderId))).toEqual([]);
  });

  it('forgets a device its push service says is gone (410), and tries again one that failed (500)', async () => {
    const gone = await subscribed(attendant, 'desinstalado');
    const failing = await subscribed(attendant, 'instavel');
    pushService.answer(gone.name, 410);
    pushService.answer(failing.name, 500);
    const failingId = (await subscriptionOf(failing))!.id;
    const orderId = await customer.order();

    await expect.poll(() => subscriptionOf(gone), { timeout: 8_000 }).toBeUndefined();
    expect(pushService.pushesTo(gone.name)).toHaveLength(1);

    const key = `order-${orderId}:${failingId}`;
    await expect
      .poll(async () => (await jobsKeyed(t.database.db, 'push_deliveries', key))[0]?.state, { timeout: 8_000 })
      .toBe('retry');
    expect(pushService.pushesTo(failing.name)).toHaveLength(1);
    expect(await subscriptionOf(failing)).toBeDefined();
    // Its retry is due in seconds (a queue made by a test) or half a minute: make it due now.
    await t.database.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'push_deliveries' and singleton_key = ${key}`,
    );
    await expect.poll(() => pushService.pushesTo(failing.name).length, { timeout: 8_000 }).toBe(2);
    expect(shown(failing)[1]).toMatchObject({ title: `Novo pedido #${await tenant.numberOf(orderId)} — ${total}` });
    await expect
      .poll(async () => (await jobsKeyed(t.database.db, 'push_deliveries', key))[0]?.state, { timeout: 5_000 })
      .toBe('completed');
    expect(await subscriptionOf(failing)).toBeDefined();
  });

  it('stops when the device is unsubscribed or its session ends, and only its owner may unsubscribe it', async () => {
    const leaver = await addStaff(t.app, t.database.db, tenant, [{ role: 'attendant', shopId: tenant.shopId }]);
    const signedOut = await subscribed(leaver, 'saiu');
    const turnedOff = await subscribed(attendant, 'desligou');
    const kept = await subscribed(owner, 'mantido');
    const control = await subscribed(owner, 'controle');

    const out = await post(t.app, tenant.domain, staffCalls.staffSignOut.path, { validate: 1, token: leaver.token });
    expect(out.json().error_type).toBe(0);
    const off = await post(t.app, tenant.domain, pushCalls.staffPushUnsubscribe.path, {
      validate: 1,
      token: attendant.token,
      endpoint: turnedOff.subscription.endpoint,
    });
    expect(off.json()).toEqual({ error_type: 0, message: 'Avisos desativados neste aparelho' });
    // Someone else naming the owner's device changes nothing.
    await post(t.app, tenant.domain, pushCalls.staffPushUnsubscribe.path, {
      validate: 1,
      token: attendant.token,
      endpoint: kept.subscription.endpoint,
    });

    await customer.order();
    await expect.poll(() => pushService.pushesTo(control.name).length, { timeout: 8_000 }).toBe(1);
    await expect.poll(() => pushService.pushesTo(kept.name).length, { timeout: 3_000 }).toBe(1);
    // The signed-out device is forgotten when its push comes up, without being sent anything.
    await expect.poll(() => subscriptionOf(signedOut), { timeout: 5_000 }).toBeUndefined();
    expect(pushService.pushesTo(signedOut.name)).toEqual([]);
    expect(pushService.pushesTo(turnedOff.name)).toEqual([]);
  });

  it('moves a device to whoever subscribes it next, with its keys of now', async () => {
    const shared = pushService.device(`balcao-${randomBytes(4).toString('hex')}`);
    expect((await subscribe(neighbourAttendant, shared)).json().error_type).toBe(0);
    expect((await subscribe(attendant, shared)).json().error_type).toBe(0);
    const rows = await t.database.db
      .select()
      .from(staffPushSubscriptions)
      .where(eq(staffPushSubscriptions.endpoint, shared.subscription.endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.staffId).toBe(attendant.id);
    const orderId = await customer.order();
    await expect
      .poll(() => shown(shared), { timeout: 8_000 })
      .toEqual([expect.objectContaining({ title: `Novo pedido #${await tenant.numberOf(orderId)} — ${total}` })]);
  });
});

describe('subscribing a device', () => {
  const refusal = (field: string, reason: string) => ({
    error_type: 1,
    message: `O campo '${field}' é inválido: ${reason}`,
  });
  const attempt = (fields: Record<string, string>) =>
    post(t.app, tenant.domain, pushCalls.staffPushSubscribe.path, {
      validate: 1,
      token: owner.token,
      ...pushService.device('recusado').subscription,
      ...fields,
    });

  it('refuses what no browser sends: a plain-http endpoint, credentials in it, keys of the wrong form', async () => {
    const cases: [Record<string, string>, ReturnType<typeof refusal>][] = [
      [{ endpoint: 'http://push.example.com/abc' }, refusal('endpoint', 'precisa ser um endereço https')],
      [{ endpoint: 'not a url' }, refusal('endpoint', 'precisa ser um endereço https')],
      [{ endpoint: 'https://user:pw@push.example.com/abc' }, refusal('endpoint', 'não pode ter usuário ou senha')],
      [
        { endpoint: `https://push.example.com/${'a'.repeat(1000)}` },
        refusal('endpoint', 'deve ter no máximo 1000 caracteres'),
      ],
      [{ p256dh: 'BAAA' }, refusal('p256dh', 'precisa ser a chave P-256 do navegador, em base64url')],
      [{ auth: 'curto' }, refusal('auth', 'precisa ter 16 bytes, em base64url')],
      // The right form, but not a point of the curve: no push could ever be encrypted to it.
      [{ p256dh: `B${'A'.repeat(86)}` }, refusal('p256dh', 'não é uma chave P-256 válida')],
    ];
    for (const [fields, expected] of cases) {
      const answer = await attempt(fields);
      expect({ fields, status: answer.statusCode, body: answer.json() }).toEqual({
        fields,
        status: 400,
        body: expected,
      });
    }
  });

  it("takes a staff session only: a customer's token or none is refused", async () => {
    const device = pushService.device('sem-sessao');
    const asCustomer = await post(t.app, tenant.domain, pushCalls.staffPushSubscribe.path, {
      validate: 1,
      token: customer.token,
      ...device.subscription,
    });
    expect(asCustomer.statusCode).toBe(401);
    const anonymous = await post(t.app, tenant.domain, pushCalls.staffPushSubscribe.path, {
      validate: 1,
      ...device.subscription,
    });
    expect(anonymous.statusCode).toBe(400);
    expect(await subscriptionOf(device)).toBeUndefined();
  });
});

describe('the VAPID keys', () => {
  let second: DatabaseHandle;
  beforeAll(async () => {
    // Another process on the same database: PGlite is one handle; PostgreSQL a pool of its own.
    second = process.env.TEST_DB === 'postgres' ? await openTestDatabase() : t.database;
  });
  afterAll(async () => {
    if (second !== t.database) await second.close();
  });

  it('serves a P-256 public key, and no secret', async () => {
    const answer = (await post(t.app, tenant.domain, pushCalls.pushPublicKey.path)).json();
    expect(Object.keys(answer).sort()).toEqual(['error_type', 'message', 'public_key']);
    const raw = Buffer.from(answer.public_key, 'base64url');
    expect(raw).toHaveLength(65);
    expect(raw[0]).toBe(4);
  });

  it('are generated once: processes starting together on one database keep the same pair', async () => {
    const name = `vapid_test_${randomBytes(4).toString('hex')}`;
    const [a, b] = await Promise.all([loadVapidKeys(t.database.db, {}, name), loadVapidKeys(second.db, {}, name)]);
    expect(a).toEqual(b);
    // A real pair: the private key makes the public one.
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(a.privateKey, 'base64url'));
    expect(ecdh.getPublicKey().toString('base64url')).toBe(a.publicKey);
    const stored = await t.database.db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
    expect(stored).toHaveLength(1);
  });

  it('are the same in a second app on the database, and configured keys take their place', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', MERCHANT_DIST: '/nonexistent' });
    const other = await createApi(config, second, false);
    const configuredPair = createECDH('prime256v1');
    configuredPair.generateKeys();
    const configured = await createApi(
      loadConfig({
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
        MERCHANT_DIST: '/nonexistent',
        VAPID_PUBLIC_KEY: configuredPair.getPublicKey().toString('base64url'),
        VAPID_PRIVATE_KEY: configuredPair.getPrivateKey().toString('base64url'),
      }),
      second,
      false,
    );
    try {
      const keyOf = async (app: typeof other) =>
        (await post(app, tenant.domain, pushCalls.pushPublicKey.path)).json().public_key;
      expect(await keyOf(other)).toBe(publicKey);
      expect(await keyOf(configured)).toBe(configuredPair.getPublicKey().toString('base64url'));
      // The configured pair is not stored: the database's stays what every other process signs with.
      const [stored] = await t.database.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'vapid_keys'));
      expect(JSON.parse(stored!.value).publicKey).toBe(publicKey);
    } finally {
      await other.close();
      await configured.close();
    }
  });
});
