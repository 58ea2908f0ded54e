import { platformCalls } from '@delivery/contract/calls/platform';
import { orderCalls } from '@delivery/contract/calls/orders';
import { profileCalls } from '@delivery/contract/calls/profile';
import { staffCalls } from '@delivery/contract/calls/staff';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../src/app.ts';
import { orders } from '../src/db/schema/orders.ts';
import { createTestApp, post, testConfig, type TestApp } from './helpers/app.ts';
import { deliveredCopies, orderingTenant, type OrderingTenant } from './helpers/orders.ts';
import { auditOf, platformHost, platformToken } from './helpers/platform.ts';
import { addStaff, staffPassword } from './helpers/staff.ts';
import { createTenant } from './helpers/tenants.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ APP_ENV: 'sandbox', PLATFORM_HOST: platformHost });
  token = await platformToken(t.app);
});
afterAll(() => t.close());

const console_ = (path: string, body: Record<string, unknown> = {}) =>
  post(t.app, platformHost, path, { token, ...body }).then((res) => ({ status: res.statusCode, body: res.json() }));
const listed = async (profileId: number) =>
  (await console_(platformCalls.platformTenants.path)).body.tenants.find(
    (tenant: { profile_id: number }) => tenant.profile_id === profileId,
  );

describe('the list of tenants', () => {
  it('shows each tenant with its hosts, and its orders and sales of 30 days, cancelled ones left out', async () => {
    const busy = await orderingTenant(t.app, t.database.db);
    const customer = await busy.customer();
    const placed = await customer.order();
    await deliveredCopies(t.database.db, placed, 2);
    const cancelled = await customer.order();
    await t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelled));
    const old = await customer.order();
    await t.database.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(orders.id, old));
    const quiet = await createTenant(t.database.db, 'SINGLE');

    expect(await listed(busy.id)).toEqual({
      profile_id: busy.id,
      name: expect.any(String),
      type_flow: 'MARKETPLACE',
      max_shops: null,
      domains: [busy.domain],
      pending_domains: [],
      suspended: false,
      orders_30d: 3,
      sales_30d: 407.1,
    });
    expect(await listed(quiet.id)).toMatchObject({ type_flow: 'SINGLE', orders_30d: 0, sales_30d: 0 });
  });
});

describe('suspending a tenant', () => {
  let tenant: OrderingTenant;
  let customerToken: string;
  let orderId: number;

  beforeAll(async () => {
    tenant = await orderingTenant(t.app, t.database.db);
    const customer = await tenant.customer();
    customerToken = customer.token;
    orderId = await customer.order();
  });

  const suspendedAnswer = { error_type: ErrorType.TENANT_SUSPENDED, message: apiMessages.tenantSuspended };

  it('turns its hosts into a page saying so and its calls into a refusal, and resuming brings all back', async () => {
    const other = await createTenant(t.database.db);
    const staff = await addStaff(t.app, t.database.db, tenant, [{ role: 'operator', shopId: null }]);
    const { name } = await listed(tenant.id);
    const suspend = await console_(platformCalls.platformSuspendTenant.path, { profile_id: tenant.id });
    expect(suspend).toEqual({
      status: 200,
      body: { error_type: 0, message: `Acesso a ${name} suspenso: seus endereços mostram uma página de aviso` },
    });
    expect(await listed(tenant.id)).toMatchObject({ suspended: true });

    // Its calls: a visitor's, a customer's, its staff's.
    for (const [path, body] of [
      [profileCalls.getProfile.path, {}],
      [staffCalls.staffSignIn.path, { email: staff.email, password: staffPassword }],
      [staffCalls.staffMe.path, { token: staff.token }],
      [orderCalls.getStatusOrder.path, { token: customerToken, order_id: orderId }],
    ] as const) {
      const res = await post(t.app, tenant.domain, path, { validate: 1, ...body });
      expect(res.statusCode, path).toBe(503);
      expect(res.json(), path).toEqual(suspendedAnswer);
    }
    // Its pages, the customer app's and the panel's.
    for (const url of ['/', '/restaurante/1', '/painel/', '/painel/pedidos']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { host: tenant.domain } });
      expect(page.statusCode, url).toBe(503);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.body, url).toContain(`<h1>${name}</h1>`);
      expect(page.body, url).toContain('Nenhum pedido ou cadastro foi perdido: volte mais tarde');
    }
    // Another tenant goes on.
    expect((await post(t.app, other.domain, profileCalls.getProfile.path)).statusCode).toBe(200);

    const resume = await console_(platformCalls.platformResumeTenant.path, { profile_id: tenant.id });
    expect(resume.body).toEqual({ error_type: 0, message: `Acesso a ${name} restabelecido` });
    // Nothing was lost: the customer's session and order, the staff's session.
    const page = await post(t.app, tenant.domain, orderCalls.getStatusOrder.path, {
      token: customerToken,
      order_id: orderId,
    });
    expect(page.json()).toMatchObject({ error_type: 0 });
    expect((await post(t.app, tenant.domain, staffCalls.staffMe.path, { token: staff.token })).json()).toMatchObject({
      error_type: 0,
    });
    expect(await listed(tenant.id)).toMatchObject({ suspended: false });

    const entries = await auditOf(t.database.db, `profile:${tenant.id}`);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['tenant-suspended', { suspended: false }, { suspended: true }],
      ['tenant-resumed', { suspended: true }, { suspended: false }],
    ]);
  });

  it('reaches a process that keeps its tenants at once', async () => {
    const kept = await createApi(
      testConfig({ TENANT_CACHE_MS: '600000', PLATFORM_HOST: platformHost }),
      t.database,
      false,
    );
    try {
      await kept.ready();
      // Read once, so this process keeps the tenant as it is now.
      expect((await post(kept, tenant.domain, profileCalls.getProfile.path)).statusCode).toBe(200);
      await console_(platformCalls.platformSuspendTenant.path, { profile_id: tenant.id });
      await expect
        .poll(async () => (await post(kept, tenant.domain, profileCalls.getProfile.path)).statusCode)
        .toBe(503);
      await console_(platformCalls.platformResumeTenant.path, { profile_id: tenant.id });
      await expect
        .poll(async () => (await post(kept, tenant.domain, profileCalls.getProfile.path)).statusCode)
        .toBe(200);
    } finally {
      await kept.close();
    }
  });

  it('refuses a tenant that does not exist', async () => {
    expect(await console_(platformCalls.platformSuspendTenant.path, { profile_id: 999_999 })).toEqual({
      status: 404,
      body: { error_type: ErrorType.NOT_FOUND, message: apiMessages.platformTenantNotFound },
    });
  });
});
