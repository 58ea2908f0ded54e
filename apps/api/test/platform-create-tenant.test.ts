import { platformCalls } from '@delivery/contract/calls/platform';
import { profileCalls } from '@delivery/contract/calls/profile';
import { placeCalls } from '@delivery/contract/calls/places';
import { ErrorType } from '@delivery/contract/errors';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { auditOf, platformHost, platformToken } from './helpers/platform.ts';
import { newStaffEmail } from './helpers/staff.ts';

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
