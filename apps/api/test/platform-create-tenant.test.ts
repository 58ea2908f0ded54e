import { platformCalls } from '@delivery/contract/calls/platform';
import { profileCalls } from '@delivery/contract/calls/profile';
import { placeCalls } from '@delivery/contract/calls/places';
import { tenantShopCalls } from '@delivery/contract/calls/tenant-shops';
import { ErrorType } from '@delivery/contract/errors';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { auditOf, platformHost, platformToken } from './helpers/platform.ts';
import { addStaff, newStaffEmail } from './helpers/staff.ts';
import { addCity, createTenant } from './helpers/tenants.ts';

const platformDomain = 'entrega.test';
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ APP_ENV: 'sandbox', PLATFORM_HOST: platformHost, PLATFORM_DOMAIN: platformDomain });
  token = await platformToken(t.app);
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>) =>
  post(t.app, platformHost, platformCalls.platformCreateTenant.path, { token, ...body }).then((res) => ({
    status: res.statusCode,
    body: res.json(),
  }));
const tenants = async () =>
  (await post(t.app, platformHost, platformCalls.platformTenants.path, { token })).json().tenants as {
    name: string;
    type_flow: string;
    max_shops: number | null;
  }[];
/** The newest e-mail the sandbox sent to `to`. */
const mailTo = async (to: string) =>
  (await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` })).json().messages[0];
const marketplace = () => {
  const label = `mercado-${randomUUID().slice(0, 8)}`;
  return {
    type_flow: 'MARKETPLACE',
    name: 'Mercado da Serra',
    primary: '#0B6E4F',
    host: `${label}.${platformDomain}`,
    city_name: 'Serra Negra',
    city_state: 'sp',
    staff_name: 'Rita Operadora',
    staff_email: newStaffEmail(),
  };
};

describe('creating a tenant from the console', () => {
  it('makes a marketplace on a sub-domain of the platform, live at once, and invites its operator', async () => {
    const body = marketplace();
    const created = await create(body);
    expect(created.body).toMatchObject({
      error_type: 0,
      message: `Mercado da Serra criado. Enviamos o convite para ${body.staff_email}`,
      tenant: { name: 'Mercado da Serra', type_flow: 'MARKETPLACE', domains: [body.host], pending_domains: [] },
      domain: { host: body.host, verified: true },
    });
    const profile = (await post(t.app, body.host, profileCalls.getProfile.path)).json();
    expect(profile).toMatchObject({
      error_type: 0,
      site: { type_flow: 'MARKETPLACE' },
      app: { title: 'Mercado da Serra' },
      theme: { primary: '#0b6e4f' },
    });
    const cities = (await post(t.app, body.host, placeCalls.cities.path)).json();
    expect(cities.cities).toEqual([expect.objectContaining({ city_name: 'Serra Negra' })]);

    const mail = await mailTo(body.staff_email);
    expect(mail.subject).toContain('Mercado da Serra');
    expect(mail.text).toContain('Olá, Rita Operadora!');
    expect(mail.text).toContain('Ana da Plataforma');
    // Opened as the console was (here http, on no port of its own), on the tenant's host.
    expect(mail.text).toContain(`http://${body.host}/painel/convite?token=`);
    const profileId = created.body.tenant.profile_id;
    expect((await auditOf(t.database.db, `profile:${profileId}`)).map((row) => row.action)).toEqual(['tenant-created']);
  });

  it('asks a single shop for its segment, and refuses a host taken, leaving nothing behind', async () => {
    const single = { ...marketplace(), type_flow: 'SINGLE', name: 'Doceria Aurora' };
    const noSegment = await create(single);
    expect(noSegment.status).toBe(400);
    expect(noSegment.body.message).toBe("O campo 'segment' é obrigatório");

    const first = await create(marketplace());
    const taken = await create({ ...single, segment: 'doceria', host: first.body.domain.host });
    expect(taken.body).toEqual({
      error_type: ErrorType.ALREADY_REGISTERED,
      message: `O endereço ${first.body.domain.host} já é usado por um cliente da plataforma`,
    });
    expect((await tenants()).filter((tenant) => tenant.name === 'Doceria Aurora')).toEqual([]);
    expect(await mailTo(single.staff_email)).toBeUndefined();
  });
});

describe("a tenant's plan", () => {
  it('limits the shops its operators add, and keeps a single shop to one, never below what it has', async () => {
    const tenant = await createTenant(t.database.db);
    const city = await addCity(t.database.db, tenant.id, 'Campinas', ['Cambuí']);
    const operator = await addStaff(t.app, t.database.db, tenant, [{ role: 'operator', shopId: null }]);
    const plan = (fields: Record<string, unknown>) =>
      post(t.app, platformHost, platformCalls.platformTenantPlan.path, { token, profile_id: tenant.id, ...fields });
    const addShop = (name: string) =>
      post(t.app, tenant.domain, tenantShopCalls.createShop.path, {
        token: operator.token,
        name,
        segment: 'lanches',
        city_id: city.id,
        owner_name: 'Dono',
        owner_email: newStaffEmail(),
      }).then((res) => res.json());

    expect((await plan({ type_flow: 'MARKETPLACE', max_shops: 2 })).json()).toEqual({
      error_type: 0,
      message: `Plano de ${tenant.title} salvo`,
    });
    expect(await addShop('Lanches Um')).toMatchObject({ error_type: 0 });
    expect(await addShop('Lanches Dois')).toMatchObject({ error_type: 0 });
    expect(await addShop('Lanches Três')).toEqual({
      error_type: ErrorType.NOT_ALLOWED,
      message: 'O plano deste marketplace permite até 2 lojas. Fale com a plataforma para cadastrar mais',
    });

    expect((await plan({ type_flow: 'MARKETPLACE', max_shops: 1 })).json()).toEqual({
      error_type: ErrorType.NOT_ALLOWED,
      message: `${tenant.title} já tem 2 lojas: o limite não pode ser menor`,
    });
    expect((await plan({ type_flow: 'SINGLE', max_shops: null })).json()).toEqual({
      error_type: ErrorType.NOT_ALLOWED,
      message: `Uma loja única tem uma loja só, e ${tenant.title} tem 2`,
    });
    expect((await plan({ type_flow: 'MARKETPLACE', max_shops: 0 })).statusCode).toBe(400);

    expect((await plan({ type_flow: 'MARKETPLACE', max_shops: null })).json()).toMatchObject({ error_type: 0 });
    expect(await addShop('Lanches Três')).toMatchObject({ error_type: 0 });
    const listed = (await tenants()).find((row) => row.name === tenant.title);
    expect(listed).toMatchObject({ type_flow: 'MARKETPLACE', max_shops: null });
    expect((await auditOf(t.database.db, `profile:${tenant.id}`)).map((row) => row.after)).toEqual([
      { type_flow: 'MARKETPLACE', max_shops: 2 },
      { type_flow: 'MARKETPLACE', max_shops: null },
    ]);
  });

  it('turns a tenant of one shop into a single shop, which its customer app reads at once', async () => {
    const tenant = await createTenant(t.database.db);
    const plan = await post(t.app, platformHost, platformCalls.platformTenantPlan.path, {
      token,
      profile_id: tenant.id,
      type_flow: 'SINGLE',
      max_shops: 1,
    });
    expect(plan.json()).toMatchObject({ error_type: 0 });
    expect((await post(t.app, tenant.domain, profileCalls.getProfile.path)).json()).toMatchObject({
      site: { type_flow: 'SINGLE' },
    });
  });
});
