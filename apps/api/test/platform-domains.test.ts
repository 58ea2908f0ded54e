import { platformCalls } from '@delivery/contract/calls/platform';
import { profileCalls } from '@delivery/contract/calls/profile';
import { ErrorType } from '@delivery/contract/errors';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantsContext } from '../src/modules/platform/routes.ts';
import { fromCli } from '../src/modules/platform/service.ts';
import { verifyDomain } from '../src/modules/platform/tenants.ts';
import { DnsLookupFailed } from '../src/providers/dns-records.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { auditOf, platformHost, platformToken } from './helpers/platform.ts';
import { createTenant } from './helpers/tenants.ts';

const platformDomain = 'entrega.test';
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ APP_ENV: 'sandbox', PLATFORM_HOST: platformHost, PLATFORM_DOMAIN: platformDomain });
  token = await platformToken(t.app);
});
afterAll(() => t.close());

const console_ = (path: string, body: Record<string, unknown>) =>
  post(t.app, platformHost, path, { token, ...body }).then((res) => ({ status: res.statusCode, body: res.json() }));
const addDomain = (profileId: number, host: string) =>
  console_(platformCalls.platformAddDomain.path, { profile_id: profileId, host });
const verify = (host: string) => console_(platformCalls.platformVerifyDomain.path, { host });
/** What a customer's app gets on the host: the tenant's profile, or 404 as for no tenant at all. */
const profileOn = (host: string) =>
  post(t.app, host, profileCalls.getProfile.path).then((res) => ({ status: res.statusCode, body: res.json() }));
/** Publishes a record in the sandbox's DNS, as a tester does at /dev/dns. */
const publish = (name: string, value: string) =>
  t.app.inject({
    method: 'POST',
    url: '/dev/dns',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ name, value }).toString(),
  });
const askCertificate = (domain: string) =>
  t.app.inject({ method: 'GET', url: `/tls/ask?domain=${encodeURIComponent(domain)}`, headers: { host: 'app:3000' } });
const customHost = () => `pedidos-${randomUUID().slice(0, 8)}.pizzaria.test`;

describe("a tenant's custom domain", () => {
  it('is served only once its DNS carries the token, with the record named in pt-BR', async () => {
    const tenant = await createTenant(t.database.db, 'SINGLE');
    const host = customHost();

    const added = await addDomain(tenant.id, `https://${host.toUpperCase()}/`);
    expect(added.body).toMatchObject({
      error_type: 0,
      message: `Endereço ${host} adicionado. Ele entra no ar quando o registro TXT estiver publicado no DNS e for verificado`,
      domain: { host, verified: false, txt_name: `_entrega-verificacao.${host}` },
    });
    const value: string = added.body.domain.txt_value;
    expect(value).toMatch(/^entrega-verificacao=[\w-]{43}$/);
    expect((await profileOn(host)).status).toBe(404);
    expect((await askCertificate(host)).statusCode).toBe(404);

    const early = await verify(host);
    expect(early.body).toEqual({
      error_type: ErrorType.NOT_ALLOWED,
      message: `Ainda não encontramos o registro TXT _entrega-verificacao.${host} com o valor indicado. Confira no provedor de DNS do domínio e tente de novo: a publicação pode levar alguns minutos`,
    });
    // Another value at that name, or the right value at another name, is not the record.
    await publish(`_entrega-verificacao.${host}`, 'entrega-verificacao=outro');
    await publish(`_entrega-verificacao.outro.${host}`, value);
    expect((await verify(host)).body.error_type).toBe(ErrorType.NOT_ALLOWED);

    expect((await publish(`_entrega-verificacao.${host}.`, value)).statusCode).toBe(303);
    expect((await verify(host)).body).toMatchObject({
      error_type: 0,
      message: `Endereço ${host} verificado: já está no ar`,
      domain: { host, verified: true, txt_name: null, txt_value: null },
    });
    expect((await profileOn(host)).body).toMatchObject({ error_type: 0, app: { title: tenant.title } });
    expect((await askCertificate(host)).statusCode).toBe(200);

    const listed = (await console_(platformCalls.platformTenants.path, {})).body.tenants.find(
      (row: { profile_id: number }) => row.profile_id === tenant.id,
    );
    expect(listed).toMatchObject({ domains: [tenant.domain, host].sort(), pending_domains: [] });
    expect((await auditOf(t.database.db, `profile:${tenant.id}`)).map((row) => [row.action, row.after])).toEqual([
      ['domain-added', { host, verified: false }],
      ['domain-verified', { host }],
    ]);
  });

  it("lists a host waiting for its record with what to publish, and a sub-domain of the platform's is live at once", async () => {
    const tenant = await createTenant(t.database.db);
    const pending = customHost();
    const sub = `loja-${randomUUID().slice(0, 8)}.${platformDomain}`;
    const token_ = (await addDomain(tenant.id, pending)).body.domain.txt_value;

    expect((await addDomain(tenant.id, sub)).body).toMatchObject({
      message: `O endereço ${sub} já está no ar`,
      domain: { host: sub, verified: true, txt_name: null },
    });
    expect((await profileOn(sub)).status).toBe(200);
    const listed = (await console_(platformCalls.platformTenants.path, {})).body.tenants.find(
      (row: { profile_id: number }) => row.profile_id === tenant.id,
    );
    expect(listed).toMatchObject({
      domains: [sub, tenant.domain].sort(),
      pending_domains: [
        { host: pending, verified: false, txt_name: `_entrega-verificacao.${pending}`, txt_value: token_ },
      ],
    });
  });

  it('refuses a host another tenant has, the platform’s own, two labels deep under its domain, or not a host', async () => {
    const tenant = await createTenant(t.database.db);
    const other = await createTenant(t.database.db);
    expect((await addDomain(tenant.id, other.domain)).body).toEqual({
      error_type: ErrorType.ALREADY_REGISTERED,
      message: `O endereço ${other.domain} já é usado por um cliente da plataforma`,
    });
    for (const own of [platformHost, platformDomain]) {
      expect((await addDomain(tenant.id, own)).body).toEqual({
        error_type: ErrorType.NOT_ALLOWED,
        message: `O endereço ${own} é da própria plataforma e não pode ser de um cliente`,
      });
    }
    // Two labels under the platform's domain are not under its wildcard: verified like any other.
    const deep = `a.b-${randomUUID().slice(0, 6)}.${platformDomain}`;
    expect((await addDomain(tenant.id, deep)).body.domain).toMatchObject({ verified: false });
    for (const bad of [
      'pizzaria',
      'pizza ria.com.br',
      '-pizzaria.com.br',
      'pizzaria..com.br',
      'pizzaria.com.br:8080',
    ]) {
      const refused = await addDomain(tenant.id, bad);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain('informe um endereço como pedidos.sualoja.com.br');
    }
    expect((await addDomain(987_654, customHost())).body).toEqual({
      error_type: ErrorType.NOT_FOUND,
      message: 'Cliente da plataforma não encontrado',
    });
    expect((await verify(customHost())).body).toEqual({
      error_type: ErrorType.NOT_FOUND,
      message: 'Endereço não encontrado',
    });
  });

  it('says so when the name servers do not answer, and serves nothing', async () => {
    const tenant = await createTenant(t.database.db);
    const host = customHost();
    await addDomain(tenant.id, host);
    const silent = {
      ...tenantsContext(t.app),
      txt: () => Promise.reject(new DnsLookupFailed('timeout')),
    };
    await expect(verifyDomain(silent, fromCli, host)).rejects.toMatchObject({
      errorType: ErrorType.DELIVERY_FAILED,
      message: 'Não foi possível consultar o DNS agora. Tente de novo em alguns minutos',
    });
    expect((await profileOn(host)).status).toBe(404);
  });
});

describe("the reverse proxy's certificate question", () => {
  it('is yes for the console and every served host, a suspended one too, and no for any other', async () => {
    const tenant = await createTenant(t.database.db);
    expect((await askCertificate(platformHost)).statusCode).toBe(200);
    expect((await askCertificate(tenant.domain.toUpperCase())).statusCode).toBe(200);
    await console_(platformCalls.platformSuspendTenant.path, { profile_id: tenant.id });
    expect((await askCertificate(tenant.domain)).statusCode).toBe(200);
    for (const unknown of ['desconhecido.test', platformDomain, '']) {
      expect((await askCertificate(unknown)).statusCode).toBe(404);
    }
  });
});
