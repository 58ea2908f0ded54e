import fastifyCompress from '@fastify/compress';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { createAnswerReplay, serverWithReplay, type AnswerReplay } from './http/answer-replay.ts';
import { answerSerializer } from './http/answer-serializer.ts';
import { registerApiDocument } from './http/api-document.ts';
import { registerCors } from './http/cors.ts';
import { appLinkRoutes } from './modules/app-links/routes.ts';
import { registerErrorHandling } from './http/errors.ts';
import { clientErrorAnswer, frameworkErrorAnswer } from './http/framework-errors.ts';
import { registerSignedInScope } from './http/register.ts';
import { withoutSecrets } from './http/request-log.ts';
import { createTenantCsp, registerSecurityHeaders } from './http/security-headers.ts';
import { mercadoPagoCspSources } from './providers/mercadopago-settings.ts';
import { registerWebApp } from './http/web-app.ts';
import { registerJobQueue } from './jobs/plugin.ts';
import { registerModuleHooks } from './module-hooks.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { customerAddressRoutes } from './modules/addresses/customer-routes.ts';
import { favouriteRoutes } from './modules/favourites/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { placeRoutes } from './modules/addresses/routes.ts';
import { appInfoRoutes } from './modules/app-info/routes.ts';
import { boardRoutes } from './modules/board/routes.ts';
import { registerCatalogCache } from './modules/catalog/cache.ts';
import { registerPlacesCache } from './modules/addresses/places-cache.ts';
import { checkoutRoutes } from './modules/checkout/routes.ts';
import { couponsAdminRoutes } from './modules/coupons-admin/routes.ts';
import { registerOrderEvents } from './modules/orders/events.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { registerMediaStorage } from './modules/media/plugin.ts';
import { menuRoutes } from './modules/menu/routes.ts';
import { openDeliveryApi, registerOpenDelivery } from './modules/open-delivery/plugin.ts';
import { OPEN_DELIVERY_PREFIX, openDeliveryRefusals } from './modules/open-delivery/problem.ts';
import { openDeliveryMerchantRoutes } from './modules/open-delivery-merchant/routes.ts';
import { softwareCodesOf } from './modules/open-delivery-merchant/service.ts';
import { openDeliveryOrderRoutes } from './modules/open-delivery/order-routes.ts';
import { openDeliveryAuthRoutes } from './modules/open-delivery/routes.ts';
import { openDeliveryPanelRoutes } from './modules/open-delivery-panel/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { cardRoutes } from './modules/payments/card-routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { registerCardPayments, registerPixGateway } from './modules/payments/service.ts';
import { pixSandboxRoutes } from './modules/pix-sandbox/routes.ts';
import { whatsAppSandboxRoutes } from './modules/whatsapp-sandbox/routes.ts';
import { whatsAppRoutes, whatsAppSettingsRoutes } from './modules/whatsapp/routes.ts';
import { registerWhatsApp } from './modules/whatsapp/service.ts';
import { zenviaSandboxRoutes } from './modules/zenvia-sandbox/routes.ts';
import { mercadoPagoSandboxRoutes } from './modules/mercadopago-sandbox/routes.ts';
import { certificateAskRoute, platformRoutes } from './modules/platform/routes.ts';
import { rewardRoutes } from './modules/rewards/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { registerHealth } from './modules/health/routes.ts';
import { registerMetrics } from './http/metrics.ts';
import { registerTracing } from './http/tracing.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { pushRoutes } from './modules/push/routes.ts';
import { registerReceipts } from './modules/receipts/service.ts';
import { pwaRoutes } from './modules/pwa/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { registerPush } from './modules/push/service.ts';
import { registerMessenger } from './providers/messenger.ts';
import { createTxtLookup, type TxtLookup } from './providers/dns-records.ts';
import { startSandboxNameServer } from './modules/dns-sandbox/name-server.ts';
import { dnsSandboxRoutes } from './modules/dns-sandbox/routes.ts';
import { financeRoutes } from './modules/finance/routes.ts';
import { registerOrderTerms } from './modules/finance/service.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { shopSettingsRoutes } from './modules/shop-settings/routes.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { tenantShopRoutes } from './modules/tenant-shops/routes.ts';
import { shopTableRoutes } from './modules/shop-tables/routes.ts';
import { tenantSettingsRoutes } from './modules/tenant-settings/routes.ts';
import { registerTenantHooks, registerTenantResolver } from './modules/tenant/hooks.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The TXT records a custom domain is verified by: the sandbox's own name server there (decision 0083). */
    txtLookup: TxtLookup;
    database: DatabaseHandle;
    db: Database;
  }
}

let lastRequestId = 0;
const nextRequestId = () => `req-${(++lastRequestId).toString(36)}`;

/**
 * The API on its HTTP server, with the answer replay at the door (server.ts and the tests build it
 * alike; `logger` is theirs to choose).
 */
export async function createApi(
  config: Config,
  database: DatabaseHandle,
  logger: FastifyServerOptions['logger'],
): Promise<FastifyInstance> {
  const replay = createAnswerReplay(config.TENANT_CACHE_MS, nextRequestId);
  const app = Fastify({
    logger: withoutSecrets(logger),
    serverFactory: serverWithReplay(replay),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: nextRequestId,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    // The Open Delivery scope's refusals are the standard's, even those made before any route runs.
    frameworkErrors: frameworkErrorAnswer([openDeliveryRefusals]),
    clientErrorHandler: clientErrorAnswer([openDeliveryRefusals]),
  });
  await buildApp(app, config, database, replay);
  return app;
}

/**
 * The whole API as a plugin on its Fastify instance: external plugins, then error handling and
 * shared services, then the routes.
 */
async function buildApp(
  app: FastifyInstance,
  config: Config,
  database: DatabaseHandle,
  replay: AnswerReplay,
): Promise<void> {
  app.setValidatorCompiler<ZodType>((route) => {
    const validate = validatorCompiler(route);
    // A body-less POST is an empty form, so calls whose fields are all optional still work.
    return route.httpPart === 'body' ? (body) => validate(body ?? {}) : validate;
  });
  app.setSerializerCompiler(answerSerializer(config.CHECK_ANSWERS));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  registerErrorHandling(app);
  // Fastify's close reaps the connections idle at that moment: one busy answering then would stay
  // open for the whole keep-alive time (72 s) after its answer, and the close would wait for it.
  app.addHook('preClose', async () => {
    app.server.keepAliveTimeout = 1;
  });
  await registerMetrics(app, config.METRICS_TOKEN);
  await registerTracing(app, config);
  replay.attach(app);

  registerSecurityHeaders(app);
  await registerCors(app, config.CORS_ORIGINS);
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyFormbody, { bodyLimit: config.BODY_LIMIT_BYTES });
  const redis = connectRedis(app, config.REDIS_URL);
  await app.register(fastifyRateLimit, { global: false, redis, nameSpace: 'rl:' });
  await registerApiDocument(app);

  registerModuleHooks();
  await registerCatalogCache(app);
  await registerPlacesCache(app);
  await registerJobQueue(app);
  await registerPixGateway(app);
  await registerCardPayments(app);
  await registerOrderTerms(app);
  await registerOrderEvents(app);
  await registerPush(app);
  await registerMessenger(app);
  await registerReceipts(app);
  await registerWhatsApp(app);
  await registerMediaStorage(app);
  await registerHealth(app, redis);
  await registerOpenDelivery(app, { itemCodes: (shopId, ids) => softwareCodesOf(app.db, shopId, ids) });
  // Outside the tenant's scope: payment providers call the address they were given, on any host.
  await app.register(paymentRoutes);
  // And Meta, calling the webhook a tenant gave it for its WhatsApp number.
  await app.register(whatsAppRoutes);
  app.decorate(
    'txtLookup',
    config.APP_ENV === 'sandbox'
      ? await startSandboxNameServer(app)
      : createTxtLookup(config.DNS_SERVERS?.split(',').map((server) => server.trim()) ?? []),
  );
  // Outside the tenant's scope too: the console answers on the platform's host, which is no tenant's.
  await app.register(platformRoutes);
  await registerTenantResolver(app, config.TENANT_CACHE_MS);
  // The reverse proxy asks it on any host, before it gets a certificate for one.
  await app.register(certificateAskRoute);
  // The Open Delivery standard's routes answer in its own shapes, outside our envelope (0049).
  await app.register(openDeliveryApi([openDeliveryAuthRoutes, openDeliveryOrderRoutes, openDeliveryMerchantRoutes]), {
    prefix: OPEN_DELIVERY_PREFIX,
  });
  await app.register(async (api) => {
    registerTenantHooks(api);
    registerSignedInScope(api);
    for (const routes of [
      profileRoutes,
      appInfoRoutes,
      placeRoutes,
      accountRoutes,
      catalogRoutes,
      customerAddressRoutes,
      favouriteRoutes,
      contactRoutes,
      checkoutRoutes,
      cardRoutes,
      orderRoutes,
      rewardRoutes,
      staffRoutes,
      boardRoutes,
      shopTableRoutes,
      menuRoutes,
      shopSettingsRoutes,
      openDeliveryPanelRoutes,
      tenantSettingsRoutes,
      whatsAppSettingsRoutes,
      couponsAdminRoutes,
      tenantShopRoutes,
      mediaRoutes,
      reportRoutes,
      financeRoutes,
      pushRoutes,
      pwaRoutes,
      seoRoutes,
      appLinkRoutes,
    ]) {
      await api.register(routes);
    }
  });
  if (config.APP_ENV === 'sandbox') {
    await app.register(devRoutes);
    await app.register(pixSandboxRoutes);
    await app.register(mercadoPagoSandboxRoutes);
    await app.register(dnsSandboxRoutes);
    await app.register(zenviaSandboxRoutes);
    await app.register(whatsAppSandboxRoutes);
  }

  await registerWebApp(
    app,
    config,
    createTenantCsp(app.tenants, mercadoPagoCspSources(app.cards.settings)),
    async (host) => {
      const tenant = await app.tenants.resolve(host);
      return tenant?.suspended ? tenant.name : null;
    },
  );
}

/** Rate-limit counters shared by every API process (and a readiness check); closed with the app. */
function connectRedis(app: FastifyInstance, url: string | undefined): Redis | undefined {
  if (!url) return undefined;
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  redis.on('error', (err) => app.log.error({ err }, 'redis'));
  app.addHook('onClose', async () => {
    // QUIT waits for Redis like any command: one that does not answer fails it after the retries,
    // and the process must still shut down, so the connection is then simply dropped.
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}
