import { openDeliveryCalls } from '@delivery/contract/calls/open-delivery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateOpenDeliveryLink } from '../src/modules/open-delivery/service.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { testSecretsKey } from './helpers/open-delivery.ts';
import { orderingTenant, type OrderingTenant } from './helpers/orders.ts';
import { SOFTWARE_API_KEY, startSoftwareService } from './helpers/software-service.ts';
import { addStaff } from './helpers/staff.ts';

/**
 * The panel's "Integração" (issue 18): only the shop's owner (or the operator) runs the shop's Open
 * Delivery link; the secret is answered once and never read back; the software's addresses are
 * checked; the events written for the software are listed with how they went.
 */

let t: TestApp;
let tenant: OrderingTenant;
let owner: { token: string };
let attendant: { token: string };
let otherShop: { shopId: number; token: string };

beforeAll(async () => {
  t = await createTestApp({ SECRETS_KEY: testSecretsKey() });
  tenant = await orderingTenant(t.app, t.database.db);
  owner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: tenant.shopId }]);
  attendant = await addStaff(t.app, t.database.db, tenant, [{ role: 'attendant', shopId: tenant.shopId }]);
  const shopId = await tenant.anotherShop(`outra-${Date.now()}`);
  const other = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId }]);
  otherShop = { shopId, token: other.token };
});
afterAll(() => t.close());

const call = (path: string, token: string, body: Record<string, unknown> = {}, shopId = tenant.shopId) =>
  post(t.app, tenant.domain, path, { validate: 1, token, shop_id: shopId, ...body });
const read = (token = owner.token, shopId = tenant.shopId) =>
  call(openDeliveryCalls.openDeliveryLink.path, token, {}, shopId);
const issue = (token = owner.token, shopId = tenant.shopId) =>
  call(openDeliveryCalls.issueOpenDeliveryCredentials.path, token, {}, shopId);
const settings = { enabled: true, webhook_url: '', merchant_url: '' };
const save = (body: Record<string, unknown>, token = owner.token, shopId = tenant.shopId) =>
  call(openDeliveryCalls.saveOpenDelivery.path, token, { ...settings, ...body }, shopId);
const events = (token = owner.token) => call(openDeliveryCalls.openDeliveryEvents.path, token);

const tokenFor = (credentials: { client_id: string; client_secret: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/opendelivery/oauth/token',
    headers: { host: tenant.domain, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...credentials, grant_type: 'client_credentials' }).toString(),
  });

describe('who runs the integration', () => {
  it('refuses an attendant every call, with the panel message', async () => {
    for (const answer of [
      await read(attendant.token),
      await issue(attendant.token),
      await save({}, attendant.token),
      await events(attendant.token),
    ]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        error_type: 14,
        message: 'Apenas o dono da loja ou o operador pode fazer isso',
      });
    }
  });

  it("lets the profile's operator run it, as the shop's other settings", async () => {
    const operator = await addStaff(t.app, t.database.db, tenant, [{ role: 'operator', shopId: null }]);
    const answer = await read(operator.token);
    expect(answer.json()).toMatchObject({ error_type: 0, base_url: `https://${tenant.domain}/opendelivery` });
  });

  it("refuses another shop's owner as a shop it does not know", async () => {
    const answer = await issue(otherShop.token);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ error_type: 3, message: 'Loja não encontrada' });
    expect((await read(otherShop.token)).json().error_type).toBe(3);
  });

  it("refuses an owner of another tenant, even naming this tenant's shop", async () => {
    const stranger = await orderingTenant(t.app, t.database.db);
    const strangerOwner = await addStaff(t.app, t.database.db, stranger, [{ role: 'owner', shopId: stranger.shopId }]);
    const answer = await post(t.app, tenant.domain, openDeliveryCalls.openDeliveryLink.path, {
      token: strangerOwner.token,
      shop_id: tenant.shopId,
    });
    expect(answer.json().error_type).not.toBe(0);
    expect(answer.json()).not.toHaveProperty('link');
  });
});

describe('credentials', () => {
  it('are none before they are generated, and settings wait for them', async () => {
    const answer = (await read(otherShop.token, otherShop.shopId)).json();
    expect(answer).toMatchObject({ error_type: 0, link: null });
    // Outside the sandbox the software is always given https, whatever a proxy in front says.
    expect(answer.base_url).toBe(`https://${tenant.domain}/opendelivery`);
    // The AppId the shop passes to its vendor: the one every event and webhook carries.
    expect(answer.app_id).toBe(t.app.openDelivery.appId);
    expect(answer.app_id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await save({}, otherShop.token, otherShop.shopId)).json()).toMatchObject({
      error_type: 14,
      message: 'Gere as credenciais da integração antes de configurá-la',
    });
  });

  it('show the secret once: a later read has the client id and merchant id, never the secret', async () => {
    const issued = await issue();
    expect(issued.statusCode).toBe(200);
    const body = issued.json();
    expect(body).toMatchObject({
      error_type: 0,
      message: 'Credenciais geradas. Copie o client secret agora: ele não será mostrado de novo',
      link: { enabled: false, webhook_url: '', merchant_url: '', merchant_api_key_set: false },
    });
    const { client_id, client_secret, merchant_id } = body.credentials;
    expect(client_secret).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.link).toMatchObject({ client_id, merchant_id });
    expect(body.app_id).toBe(t.app.openDelivery.appId);

    const again = await read();
    expect(again.json().link).toMatchObject({ client_id, merchant_id });
    expect(again.body).not.toContain(client_secret);
    expect(again.json()).not.toHaveProperty('credentials');
  });

  it('work at the token route once the link is on, and new ones end the old', async () => {
    const first = (await issue()).json().credentials;
    // A link starts off: its software cannot sign in yet.
    expect((await tokenFor(first)).statusCode).not.toBe(200);
    expect((await save({ enabled: true })).json().link.enabled).toBe(true);
    const signedIn = await tokenFor(first);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ token_type: 'bearer' });

    const second = (await issue()).json().credentials;
    expect(second.client_secret).not.toBe(first.client_secret);
    expect((await tokenFor(first)).statusCode).toBe(401);
    expect((await tokenFor(second)).statusCode).toBe(200);
  });
});

describe("the software's addresses", () => {
  it('are saved, the apiKey only as set, cleared with an empty address', async () => {
    await issue();
    const saved = await save({
      webhook_url: 'https://pdv.example.com/od/webhook',
      merchant_url: 'https://pdv.example.com/od',
      merchant_api_key: 'chave-do-pdv-123',
    });
    expect(saved.json()).toMatchObject({
      error_type: 0,
      message: 'Integração salva',
      link: {
        enabled: true,
        webhook_url: 'https://pdv.example.com/od/webhook',
        merchant_url: 'https://pdv.example.com/od',
        merchant_api_key_set: true,
      },
    });
    expect(saved.body).not.toContain('chave-do-pdv-123');
    expect((await read()).body).not.toContain('chave-do-pdv-123');

    // A save without a key keeps it; clearing removes it.
    expect((await save({ webhook_url: '' })).json().link).toMatchObject({
      webhook_url: '',
      merchant_api_key_set: true,
    });
    expect((await save({ clear_merchant_api_key: true })).json().link.merchant_api_key_set).toBe(false);
  });

  it('refuses plain http outside the sandbox, and changes nothing', async () => {
    await issue();
    await save({ webhook_url: 'https://pdv.example.com/od/webhook' });
    const answer = await save({ webhook_url: 'http://pdv.example.com/od/webhook' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      error_type: 1,
      message: 'Use endereços https:// para o sistema da loja: http:// só vale no sandbox',
    });
    expect((await read()).json().link.webhook_url).toBe('https://pdv.example.com/od/webhook');
  });

  it.each([
    ['ftp://pdv.example.com/od', 'webhook_url'],
    ['pdv.example.com/webhook', 'webhook_url'],
    ['javascript:alert(1)', 'merchant_url'],
    ['https://user@pdv.example.com/', 'merchant_url'],
  ])('refuses %s as %s, naming the field in pt-BR', async (url, field) => {
    const answer = await save({ [field]: url });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error_type).toBe(1);
    expect(answer.json().message).toContain(field);
    expect(answer.json().message).toContain('use um endereço que comece com https://');
  });
});

describe('events', () => {
  it("list an order's events for the software, not acknowledged and without a webhook", async () => {
    await issue();
    await save({ enabled: true });
    const customer = await tenant.customer();
    const orderId = await customer.order();
    const answer = (await events()).json();
    expect(answer.error_type).toBe(0);
    expect(answer.events[0]).toMatchObject({
      order_id: orderId,
      event_type: 'CREATED',
      acknowledged_at: null,
      webhook: { attempts: 0, delivered_at: null, last_error: null },
    });
    expect(
      (await call(openDeliveryCalls.openDeliveryEvents.path, otherShop.token, {}, otherShop.shopId)).json(),
    ).toMatchObject({
      error_type: 0,
      events: [],
    });
  });
});

describe('the menu import', () => {
  it('waits for credentials and for the merchant address', async () => {
    const shopId = await tenant.anotherShop(`sem-link-${Date.now()}`);
    const { token } = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId }]);
    const importNow = () => call(openDeliveryCalls.importOpenDeliveryMenu.path, token, {}, shopId);
    expect((await importNow()).json()).toMatchObject({
      error_type: 14,
      message: 'Gere as credenciais da integração antes de configurá-la',
    });
    await call(openDeliveryCalls.issueOpenDeliveryCredentials.path, token, {}, shopId);
    expect((await importNow()).json()).toMatchObject({
      error_type: 14,
      message: 'Informe e salve o endereço do cardápio do sistema antes de importar',
    });
    expect((await call(openDeliveryCalls.lastOpenDeliveryImport.path, token, {}, shopId)).json()).toMatchObject({
      error_type: 0,
      import: null,
    });
  });

  it("imports the software's menu now, reports what it could not bring, and keeps it as the last import", async () => {
    const software = await startSoftwareService();
    try {
      await issue();
      // A software on this machine speaks plain http, as a sandbox allows; the panel's own save would refuse it here.
      await updateOpenDeliveryLink(
        t.database.db,
        t.app.openDelivery.secrets,
        { profileId: tenant.id, shopId: tenant.shopId },
        {
          merchantUrl: software.url,
          merchantApiKey: SOFTWARE_API_KEY,
          allowPlainHttp: true,
        },
      );
      expect((await call(openDeliveryCalls.importOpenDeliveryMenu.path, attendant.token)).json().error_type).toBe(14);
      const answer = (await call(openDeliveryCalls.importOpenDeliveryMenu.path, owner.token)).json();
      expect(answer).toMatchObject({
        error_type: 0,
        message: 'Cardápio importado. Veja abaixo o que não pôde ser trazido',
        import: { outcome: 'success', failure: '' },
      });
      // The steak sold by the kilo cannot be sold here: the owner is told, in pt-BR.
      expect(answer.import.report.length).toBeGreaterThan(0);
      expect(answer.import.finished_at).not.toBeNull();
      const last = (await call(openDeliveryCalls.lastOpenDeliveryImport.path, owner.token)).json();
      expect(last.import).toEqual(answer.import);

      software.state.status = 503;
      const failed = (await call(openDeliveryCalls.importOpenDeliveryMenu.path, owner.token)).json();
      expect(failed.error_type).toBe(0);
      expect(failed.message).toMatch(/^A importação do cardápio falhou: /);
      expect(failed.import).toMatchObject({ outcome: 'fail', report: [] });
      expect(failed.import.failure).not.toBe('');
      expect((await call(openDeliveryCalls.lastOpenDeliveryImport.path, owner.token)).json().import.outcome).toBe(
        'fail',
      );
    } finally {
      await software.close();
    }
  });
});
