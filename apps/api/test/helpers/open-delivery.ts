import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { issueOpenDeliveryCredentials, updateOpenDeliveryLink } from '../../src/modules/open-delivery/service.ts';
import { createTestApp } from './app.ts';
import { orderingTenant } from './orders.ts';

/**
 * The SECRETS_KEY of the Open Delivery test apps: the credentials are sealed with it, and on one
 * PostgreSQL any file's app may take a webhook job of another's, so they all open the same seal.
 */
export const testSecretsKey = (): string => Buffer.alloc(32, 'open-delivery-test').toString('base64');

/**
 * Links a shop through Open Delivery, enabled (with `webhookUrl` when given), and signs its
 * software in: answers the credentials, the merchant id and a bearer token.
 */
export async function linkShop(
  app: FastifyInstance,
  db: Database,
  shop: { profileId: number; shopId: number; domain: string },
  settings: { webhookUrl?: string } = {},
) {
  const scope = { profileId: shop.profileId, shopId: shop.shopId };
  const credentials = await issueOpenDeliveryCredentials(db, app.openDelivery.secrets, scope);
  await updateOpenDeliveryLink(db, app.openDelivery.secrets, scope, {
    enabled: true,
    allowPlainHttp: true,
    ...settings,
  });
  const answer = await app.inject({
    method: 'POST',
    url: '/opendelivery/oauth/token',
    headers: { host: shop.domain, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      client_id: credentials.clientId,
      client_secret: credentials.clientSecret,
      grant_type: 'client_credentials',
    }).toString(),
  });
  if (answer.statusCode !== 200) throw new Error(`no token: ${answer.body}`);
  return { ...credentials, token: answer.json().access_token as string };
}

export type LinkedSoftware = Awaited<ReturnType<typeof linkShop>>;

/** Calls a route of the standard as the shop's software does: its bearer token, JSON. */
export function odCall(
  app: FastifyInstance,
  host: string,
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url: `/opendelivery${url}`,
    headers: {
      host,
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/**
 * A test app (with `env`) whose ordering tenant's shop is linked through Open Delivery with its
 * software signed in, and a customer of the tenant with an address: what the order routes' tests
 * start from.
 */
export async function linkedShopApp(env: Record<string, string> = {}) {
  const t = await createTestApp({ SECRETS_KEY: testSecretsKey(), ...env });
  const tenant = await orderingTenant(t.app, t.database.db);
  const software = await linkShop(t.app, t.database.db, {
    profileId: tenant.id,
    shopId: tenant.shopId,
    domain: tenant.domain,
  });
  return { t, tenant, software, customer: await tenant.customer() };
}

/** The UUID the standard's routes name our order `id` by, spelled out so the tests hold its form. */
export const orderUuid = (id: number): string => `000000d0-0000-4000-8000-${id.toString(16).padStart(12, '0')}`;
