import { customerCalls } from '@delivery/contract/calls/customer';
import { pushCalls } from '@delivery/contract/calls/push';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema/customers.ts';
import { staffPushSubscriptions } from '../src/db/schema/push.ts';
import { saveStaffSubscription } from '../src/modules/push/queries.ts';
import { loadVapidKeys } from '../src/modules/push/vapid-keys.ts';
import { staffSessionKey } from '../src/modules/staff/service.ts';
import { createPushSender } from '../src/providers/push.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { JOB_TEST_ENV, jobsKeyed } from './helpers/jobs.ts';
import { orderingTenant, type OrderingTenant } from './helpers/orders.ts';
import { startPushService, type PushService } from './helpers/push-service.ts';
import { addStaff } from './helpers/staff.ts';

/**
 * A push endpoint is an address a browser (or whoever holds a session) chose: in production the
 * server never calls this machine or its networks through it (issue 29, item 18). The push
 * service stands on loopback, as an attacker's endpoint pointing at an internal service would.
 */

let t: TestApp;
let pushService: PushService;
let tenant: OrderingTenant;

beforeAll(async () => {
  // Production as deployed: private addresses not allowed (the tests' default allows them).
  t = await createTestApp({ ...JOB_TEST_ENV, OUTBOUND_PRIVATE_ADDRESSES: 'false' });
  pushService = await startPushService();
  tenant = await orderingTenant(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

/** This file's tenant's staff devices: on PostgreSQL the worker's database holds other files' too. */
const subscriptionsOfTenant = () =>
  t.database.db.select().from(staffPushSubscriptions).where(eq(staffPushSubscriptions.profileId, tenant.id));

const privateEndpoints = () => [
  `${pushService.origin}/push/interno`,
  `${pushService.origin.replace('127.0.0.1', 'localhost')}/push/interno`,
  'https://[::1]/push/interno',
  'https://[::ffff:127.0.0.1]/push/interno',
  'https://169.254.169.254/latest/meta-data',
  'https://10.0.0.7/push/interno',
  'https://192.0.2.10/push/interno',
  'https://[2001:db8::1]/push/interno',
];

describe('subscribing a push endpoint in production', () => {
  it("refuses a staff member's endpoint at this machine or its network, in the contract's form", async () => {
    const owner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: tenant.shopId }]);
    for (const endpoint of privateEndpoints()) {
      const answer = await post(t.app, tenant.domain, pushCalls.staffPushSubscribe.path, {
        validate: 1,
        token: owner.token,
        ...pushService.device('interno').subscription,
        endpoint,
      });
      expect({ endpoint, status: answer.statusCode, body: answer.json() }).toEqual({
        endpoint,
        status: 400,
        body: {
          error_type: 1,
          message: "O campo 'endpoint' é inválido: não é o endereço público de um serviço de push",
        },
      });
    }
    expect(await subscriptionsOfTenant()).toEqual([]);
  });

  it("refuses a customer's push_id (atualizaPushId) whose endpoint is at this machine", async () => {
    const customer = await tenant.customer();
    const device = pushService.device('cliente-interno');
    const answer = await post(t.app, tenant.domain, customerCalls.atualizaPushId.path, {
      validate: 1,
      token: customer.token,
      push_id: JSON.stringify({
        endpoint: device.subscription.endpoint,
        expirationTime: null,
        keys: { p256dh: device.subscription.p256dh, auth: device.subscription.auth },
      }),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      error_type: 1,
      message: "O campo 'push_id' é inválido: não é o endereço público de um serviço de push",
    });
    const [row] = await t.database.db
      .select({ pushId: customers.pushId })
      .from(customers)
      .where(eq(customers.email, customer.signup.email.toLowerCase()));
    expect(row!.pushId).toBeNull();
  });
});

describe('sending to a push endpoint in production', () => {
  it('never connects to this machine: a device kept before the check is forgotten, unreached', async () => {
    const owner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: tenant.shopId }]);
    const device = pushService.device('guardado-antes');
    // As a device subscribed before endpoints were checked is kept.
    await saveStaffSubscription(t.database.db, {
      profileId: tenant.id,
      staffId: owner.id,
      staffSessionHash: staffSessionKey(owner.token),
      endpoint: device.subscription.endpoint,
      p256dh: device.subscription.p256dh,
      auth: device.subscription.auth,
      userAgent: 'teste',
    });
    const [kept] = await subscriptionsOfTenant();
    const orderId = await (await tenant.customer()).order();
    const key = `order-${orderId}:${kept!.id}`;
    await expect
      .poll(async () => (await jobsKeyed(t.database.db, 'push_deliveries', key))[0]?.state, { timeout: 10_000 })
      .toBe('completed');
    expect(await subscriptionsOfTenant()).toEqual([]);
    expect(pushService.connections()).toBe(0);
  });

  it('the sender itself refuses every private endpoint before connecting, and reaches it where allowed', async () => {
    const keys = await loadVapidKeys(t.database.db, {});
    const guarded = createPushSender(keys, 'mailto:teste@pedeja.local', { allowPrivate: false });
    const options = { ttlSeconds: 60, urgency: 'high' } as const;
    for (const endpoint of privateEndpoints()) {
      const device = pushService.device('direto');
      expect(await guarded({ ...device.subscription, endpoint }, '{}', options), endpoint).toBe('gone');
    }
    expect(pushService.connections()).toBe(0);
    // The same sender, private addresses allowed (sandbox, or OUTBOUND_PRIVATE_ADDRESSES): it connects.
    const open = createPushSender(keys, 'mailto:teste@pedeja.local', { allowPrivate: true });
    expect(await open(pushService.device('permitido').subscription, '{}', options)).toBe('sent');
    expect(pushService.connections()).toBe(1);
  });
});
