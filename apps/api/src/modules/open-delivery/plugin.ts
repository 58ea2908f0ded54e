import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import { allowsPrivateAddresses, outboundDispatcher } from '../../http/outbound.ts';
import { keptSecret } from '../../db/server-secrets.ts';
import type { SecretReader } from '../../providers/secret-source.ts';
import type { OpenDeliveryCaller } from './tokens.ts';
import type { Tenant } from '../tenant/service.ts';
import { OpenDeliveryError, registerProblemAnswers } from './problem.ts';
import { workWebhooks } from './webhooks.ts';

/**
 * The Open Delivery routes' scope (decision 0049), registered under `/opendelivery`: the tenant
 * from the Host as everywhere else, but every answer and refusal in the standard's shapes rather
 * than our envelope. `routes` are the plugins of the standard's routes (the orders' and the
 * merchant's); each registers its own paths inside this scope.
 */
export function openDeliveryApi(routes: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (scope: FastifyInstance) => {
    registerProblemAnswers(scope);
    // The standard's own document describes these routes; ours (/openapi.json) is of our calls.
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true };
    });
    scope.decorateRequest('tenant', null as unknown as Tenant);
    scope.decorateRequest('openDelivery', null as unknown as OpenDeliveryCaller);
    scope.addHook('onRequest', async (request) => {
      const known = scope.tenants.known(request.host);
      const tenant = known !== undefined ? known : await scope.tenants.resolve(request.host);
      if (!tenant) throw new OpenDeliveryError(404, 'Not found');
      request.tenant = tenant;
    });
    for (const plugin of routes) await scope.register(plugin);
    // The apps' static files answer every GET they do not have with the customer app's page
    // (web-app.ts): a path of the standard we do not serve (GET /v1/versions/merchant is the
    // software's to host) is ours to refuse, in the standard's form.
    const notServed = (_request: FastifyRequest, reply: FastifyReply) => reply.callNotFound();
    scope.get('/', notServed);
    scope.get('/*', notServed);
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    openDelivery: OpenDeliveryServices;
  }
}

export type OpenDeliveryServices = {
  /** Seals and opens the links' secrets (the webhook signing copy, the software's apiKey). */
  secrets: SecretReader;
  /** Our Ordering Application's id in the standard (X-App-Id): one per installation, kept. */
  appId: string;
  /** How we call the software's addresses (http/outbound.ts): public ones only, unless configured. */
  outbound: Dispatcher;
  /** The software's own codes of a shop's imported products and options (the menu import's). */
  itemCodes: ItemCodes;
};

/** Our product and option ids mapped to the software's codes; ours not imported are absent. */
export type ItemCodes = (
  shopId: number,
  ids: { products: readonly number[]; options: readonly number[] },
) => Promise<{ products: Map<number, string>; options: Map<number, string> }>;

/**
 * What the Open Delivery routes and the panel share (`app.openDelivery`): the key the links'
 * secrets are sealed with (SECRETS_KEY, as the Pix providers' secrets, decision 0037) and our
 * AppId; the codes the menu import kept (`imports`, given by the app so the modules stay apart);
 * and the worker of the webhooks. Registered after the Pix gateway, whose reader it shares,
 * and before the routes, so the webhooks' queue exists before any order is placed.
 */
export async function registerOpenDelivery(app: FastifyInstance, imports: { itemCodes: ItemCodes }): Promise<void> {
  const appId = await keptSecret(app.db, APP_ID_NAME, () => randomUUID());
  // The same reader as the Pix providers' secrets: one key seals every owner's secret.
  const outbound = outboundDispatcher({ allowPrivate: allowsPrivateAddresses(app.config) });
  app.decorate('openDelivery', { secrets: app.pix.secrets, appId, outbound, itemCodes: imports.itemCodes });
  await workWebhooks(app);
}

/** Where the AppId is kept (server_secrets): not a secret, but kept the same way, once per database. */
const APP_ID_NAME = 'open_delivery_app_id';
