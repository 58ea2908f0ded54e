import { callPath } from '@delivery/contract/call';
import { paymentCalls } from '@delivery/contract/calls/payments';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { allowsPrivateAddresses } from '../../http/outbound.ts';
import { selfOrigin } from '../../http/self-origin.ts';
import { ttlMemo } from '../../lib/ttl-memo.ts';
import { createPixApi, type PixAccess, type PixApi } from '../../providers/pix-api.ts';
import { readSecret, secretReader, type SecretReader } from '../../providers/secret-source.ts';
import { providerOfShop, type PixProvider } from './queries.ts';
import { workPixRefunds } from './refund-job.ts';
import { loadSecretsKey } from '../../providers/secrets-key.ts';

declare module 'fastify' {
  interface FastifyInstance {
    pix: PixGateway;
  }
}

/** What the Pix payments need of the app: its database, the API Pix client and the settings. */
export type PixGateway = {
  db: Database;
  api: PixApi;
  log: FastifyBaseLogger;
  /** Reads the providers' secret columns, and seals what owners give (decision 0037). */
  secrets: SecretReader;
  chargeSeconds: number;
  recheckMs: number;
  /** The shop's provider, or null for its static BR Code. */
  providerOfShop(profileId: number, shopId: number): Promise<PixProvider | null>;
  /** How to reach the provider: a path alone (the sandbox PSP) is this server's own. */
  access(provider: PixProvider): PixAccess;
  /** Registers our webhook with the provider once per process, when we know where we are reachable. */
  ensureWebhook(provider: PixProvider): Promise<void>;
};

const isRelative = (url: string) => url.startsWith('/');

/**
 * The Pix gateway of the app (`app.pix`): one API Pix client (its tokens and TLS agents) for every
 * provider, closed with the app.
 */
export async function registerPixGateway(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const sandbox = config.APP_ENV === 'sandbox';
  // The sandbox PSP is this server itself: reached where private addresses are allowed (sandbox's default).
  const api = createPixApi({ allowPrivate: allowsPrivateAddresses(config) });
  app.addHook('onClose', () => api.close());
  const secrets = secretReader(await loadSecretsKey(app.db, config));
  if (!secrets.canSeal) app.log.warn('SECRETS_KEY is not set: owners cannot save Pix provider secrets');

  const absolute = (url: string) => (isRelative(url) ? `${selfOrigin(app)}${url}` : url);

  // The sandbox PSP lives at a path of this server: outside sandbox those settings are not used.
  const lookup = ttlMemo(async (key: string) => {
    const [profileId, shopId] = key.split(':').map(Number);
    const provider = await providerOfShop(app.db, profileId!, shopId!);
    return provider && (sandbox || !isRelative(provider.baseUrl)) ? provider : null;
  }, config.TENANT_CACHE_MS);
  // A shop's provider edited in the panel is announced as the shop's change: every process asks again.
  app.catalog.onInvalidate(() => lookup.clear());

  const registered = new Map<string, Promise<void>>();
  const webhookBase = () => config.PUBLIC_URL?.replace(/\/+$/, '') ?? (sandbox ? selfOrigin(app) : null);

  const access = (provider: PixProvider): PixAccess => ({
    key: `${provider.id}:${provider.updatedAt.getTime()}`,
    baseUrl: absolute(provider.baseUrl),
    tokenUrl: absolute(provider.tokenUrl),
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    scopes: provider.scopes,
    secrets,
    tls: {
      cert: provider.tlsCert,
      key: provider.tlsKey,
      pfx: provider.tlsPfx,
      passphrase: provider.tlsPassphrase,
      ca: provider.tlsCa,
    },
  });

  const gateway: PixGateway = {
    db: app.db,
    api,
    log: app.log,
    secrets,
    chargeSeconds: config.PIX_CHARGE_SECONDS,
    recheckMs: config.PIX_RECHECK_SECONDS * 1000,
    providerOfShop: (profileId, shopId) => lookup(`${profileId}:${shopId}`),
    access,
    ensureWebhook(provider) {
      const base = webhookBase();
      if (!base) return Promise.resolve();
      const target = access(provider);
      let done = registered.get(target.key);
      if (!done) {
        done = readSecret(provider.webhookSecret)
          .then((secret) => {
            // The PSP posts to this URL plus '/pix'; the secret in it is what the webhook checks.
            const path = callPath(paymentCalls.pixWebhook, { provider_id: provider.id, secret });
            return api.configureWebhook(target, provider.pixKey, `${base}${path.replace(/\/pix$/, '')}`);
          })
          .catch((err: unknown) => {
            registered.delete(target.key);
            // Not fatal: the charge is made, and an unpaid charge is asked about before it is given up.
            app.log.warn({ err, providerId: provider.id }, 'pix: webhook registration failed');
          });
        registered.set(target.key, done);
      }
      return done;
    },
  };
  app.decorate('pix', gateway);
  await workPixRefunds(app);
}
