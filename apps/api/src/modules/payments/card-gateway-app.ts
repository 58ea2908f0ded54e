import { cardGatewayCalls } from '@delivery/contract/calls/card-payments';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { selfOrigin } from '../../http/self-origin.ts';
import { GatewayError, type AccountAccess, type CardGateway } from '../../providers/card-gateway.ts';
import { createMercadoPago } from '../../providers/mercadopago.ts';
import { mercadoPagoSettings, type MercadoPagoSettings } from '../../providers/mercadopago-settings.ts';
import type { SecretReader } from '../../providers/secret-source.ts';
import { ttlMemo } from '../../lib/ttl-memo.ts';
import { accountOfShop, storeRefreshed, type CardAccount } from './card-accounts.ts';
import { workCardReconciles } from './card-reconcile-job.ts';
import { workCardRefunds } from './card-refund-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    cards: CardPayments;
  }
}

/** An access token this close to its end is refreshed before it is used (Mercado Pago's last 180 days). */
const REFRESH_BEFORE_MS = 7 * 86_400_000;

/** What card payments need of the app: the gateway (null when the platform has no application). */
export type CardPayments = {
  db: Database;
  log: FastifyBaseLogger;
  gateway: CardGateway | null;
  settings: MercadoPagoSettings | null;
  /** Seals and opens the accounts' tokens (SECRETS_KEY, decision 0037). */
  secrets: SecretReader;
  /** How often a pending card payment is asked about (CARD_RECHECK_SECONDS). */
  recheckSeconds: number;
  /** Where the gateway posts its notifications; null when nobody outside can reach us. */
  notificationUrl(): string | null;
  /** The account that charges the shop's cards, remembered a while for checkout's reads. */
  accountOf(profileId: number, shopId: number): Promise<CardAccount | null>;
  /** Forgets what accountOf remembered: an account was connected, changed or disconnected here. */
  forgetAccounts(): void;
  /** Runs `call` with the account's open token: refreshed first when near its end, and once more after a 401. */
  withAccount<T>(account: CardAccount, call: (access: AccountAccess) => Promise<T>): Promise<T>;
};

export function createCardPayments(app: FastifyInstance, secrets: SecretReader): CardPayments {
  const { config } = app;
  const settings = mercadoPagoSettings(config);
  const gateway = settings ? createMercadoPago(settings, () => selfOrigin(app)) : null;
  const sandbox = config.APP_ENV === 'sandbox';

  async function refreshed(account: CardAccount): Promise<string> {
    if (!gateway || !account.refreshToken) throw new GatewayError('card account cannot be refreshed', 401);
    const tokens = await gateway.refresh(await secrets.text(account.refreshToken));
    const sealed = {
      accessToken: secrets.seal(tokens.accessToken),
      refreshToken: tokens.refreshToken ? secrets.seal(tokens.refreshToken) : account.refreshToken,
      expiresAt: tokens.expiresAt,
    };
    // Another process refreshed it first: its tokens are the ones in use, ours are not kept.
    if (!(await storeRefreshed(app.db, account, sealed)))
      app.log.info({ accountId: account.id }, 'card: refreshed twice');
    return tokens.accessToken;
  }

  const accounts = ttlMemo((key: string) => {
    const [profileId, shopId] = key.split(':').map(Number);
    return accountOfShop(app.db, profileId!, shopId!);
  }, config.TENANT_CACHE_MS);

  return {
    db: app.db,
    log: app.log,
    gateway,
    recheckSeconds: config.CARD_RECHECK_SECONDS,
    accountOf: (profileId, shopId) => accounts(`${profileId}:${shopId}`),
    forgetAccounts: () => accounts.clear(),
    settings,
    secrets,
    notificationUrl() {
      const base = config.PUBLIC_URL?.replace(/\/+$/, '') ?? (sandbox ? selfOrigin(app) : null);
      return base ? `${base}${cardGatewayCalls.mercadoPagoWebhook.path}` : null;
    },
    async withAccount(account, call) {
      const nearEnd = account.expiresAt && account.expiresAt.getTime() - Date.now() < REFRESH_BEFORE_MS;
      let token = nearEnd ? await refreshed(account) : await secrets.text(account.accessToken);
      try {
        return await call({ accessToken: token });
      } catch (error) {
        if (!(error instanceof GatewayError) || error.status !== 401 || !account.refreshToken) throw error;
        token = await refreshed(account);
        return call({ accessToken: token });
      }
    },
  };
}

/** The card payments of the app (`app.cards`), sealing with the same key as the Pix providers' secrets. */
export async function registerCardPayments(app: FastifyInstance): Promise<void> {
  app.decorate('cards', createCardPayments(app, app.pix.secrets));
  await workCardRefunds(app);
  await workCardReconciles(app);
}
