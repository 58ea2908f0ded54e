import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../src/app.ts';
import {
  issueOpenDeliveryCredentials,
  updateOpenDeliveryLink,
  type IssuedCredentials,
} from '../src/modules/open-delivery/links.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/app.ts';
import { assertOpenDelivery } from './helpers/open-delivery-schema.ts';
import { orderingTenant, type OrderingTenant } from './helpers/orders.ts';
import { createTenant } from './helpers/tenants.ts';

/** Open Delivery's sign-in: client credentials per shop, tokens, versions, the standard's errors. */

const secretsKey = randomBytes(32).toString('base64');
let t: TestApp;
let tenant: OrderingTenant;
let credentials: IssuedCredentials;

beforeAll(async () => {
  t = await createTestApp({ SECRETS_KEY: secretsKey });
  tenant = await orderingTenant(t.app, t.database.db);
  const shop = { profileId: tenant.id, shopId: tenant.shopId };
  credentials = await issueOpenDeliveryCredentials(t.database.db, t.app.openDelivery.secrets, shop);
  await updateOpenDeliveryLink(t.database.db, t.app.openDelivery.secrets, shop, { enabled: true });
});
afterAll(() => t.close());

const tokenForm = (fields: Record<string, string>, host = tenant.domain, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/opendelivery/oauth/token',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const grant = (secret = credentials.clientSecret) => ({
  client_id: credentials.clientId,
  client_secret: secret,
  grant_type: 'client_credentials',
});
const expectProblem = (
  answer: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  status: number,
) => {
  expect(answer.statusCode).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = answer.json() as { status: number };
  assertOpenDelivery('Error', body);
  expect(body.status).toBe(status);
};

describe('POST /opendelivery/oauth/token', () => {
  it('gives a bearer token for the client credentials, form-encoded as the standard sends them', async () => {
    const answer = await tokenForm(grant());
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    assertOpenDelivery('TokenResponse', body);
    expect(body).toEqual({ access_token: expect.any(String), token_type: 'bearer', expires_in: 3600 });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('takes them as JSON too', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/opendelivery/oauth/token',
      headers: { host: tenant.domain, 'content-type': 'application/json' },
      payload: JSON.stringify(grant()),
    });
    expect(answer.statusCode).toBe(200);
    assertOpenDelivery('TokenResponse', answer.json());
  });

  it('refuses a wrong secret with 401 in the standard error form', async () => {
    expectProblem(await tokenForm(grant('not-the-secret')), 401);
  });

  it("refuses the right credentials on another tenant's host", async () => {
    const other = await createTenant(t.database.db);
    expectProblem(await tokenForm(grant(), other.domain), 401);
  });

  it('refuses a link that is turned off, and answers again once it is on', async () => {
    const shop = { profileId: tenant.id, shopId: tenant.shopId };
    await updateOpenDeliveryLink(t.database.db, t.app.openDelivery.secrets, shop, { enabled: false });
    expectProblem(await tokenForm(grant()), 401);
    await updateOpenDeliveryLink(t.database.db, t.app.openDelivery.secrets, shop, { enabled: true });
    expect((await tokenForm(grant())).statusCode).toBe(200);
  });

  it('refuses another grant type and a missing field with 400', async () => {
    expectProblem(await tokenForm({ ...grant(), grant_type: 'password' }), 400);
    expectProblem(await tokenForm({ client_id: credentials.clientId, grant_type: 'client_credentials' }), 400);
  });

  it('stops the old secret once the credentials are rotated', async () => {
    const shop = { profileId: tenant.id, shopId: tenant.shopId };
    const old = credentials;
    credentials = await issueOpenDeliveryCredentials(t.database.db, t.app.openDelivery.secrets, shop);
    expect(credentials.clientSecret).not.toBe(old.clientSecret);
    expect(credentials.merchantId).toBe(old.merchantId);
    expectProblem(
      await tokenForm({ client_id: old.clientId, client_secret: old.clientSecret, grant_type: 'client_credentials' }),
      401,
    );
    expect((await tokenForm(grant())).statusCode).toBe(200);
  });

  it('stops answering an address after too many failures', async () => {
    const strict = await createApi(
      testConfig({ SECRETS_KEY: secretsKey, LOGIN_ATTEMPTS_PER_IP: '2' }),
      t.database,
      false,
    );
    try {
      expectProblem(await tokenForm(grant('wrong-1'), tenant.domain, strict), 401);
      expectProblem(await tokenForm(grant('wrong-2'), tenant.domain, strict), 401);
      expectProblem(await tokenForm(grant(), tenant.domain, strict), 429);
    } finally {
      await strict.close();
    }
  });
});

describe('the standard routes around it', () => {
  it('answers the versions of the routes we host', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/opendelivery/v1/versions/orderingApp',
      headers: { host: tenant.domain },
    });
    expect(answer.statusCode).toBe(200);
    assertOpenDelivery('VersionOrderingApp', answer.json());
    expect(answer.json().order.availableEventsMethods).toEqual(['POLLING', 'WEBHOOK']);
  });

  it('answers an unknown route and an unknown host in the standard error form', async () => {
    expectProblem(
      await t.app.inject({ method: 'GET', url: '/opendelivery/v1/nothing', headers: { host: tenant.domain } }),
      404,
    );
    expectProblem(
      await t.app.inject({
        method: 'GET',
        url: '/opendelivery/v1/versions/orderingApp',
        headers: { host: 'nobody.example' },
      }),
      404,
    );
  });
});
