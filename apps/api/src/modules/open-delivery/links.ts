import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { openDeliveryEvents, openDeliveryLinks, openDeliveryTokens } from '../../db/schema/open-delivery.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import type { SecretReader } from '../../providers/secret-source.ts';
import { shopNamesOfProfile } from '../catalog/service.ts';
import { orderNumberSql } from '../orders/service.ts';

/** Which shop of which profile: every function here is scoped to both. */
export type ShopScope = { profileId: number; shopId: number };

/** What the owner is shown once: the software signs in with these. */
export type IssuedCredentials = { clientId: string; clientSecret: string; merchantId: string };

/**
 * Why a link cannot be written: the shop has none (or is not the profile's), or an address we would
 * call is not one we call. Each caller words it: the panel in pt-BR, the standard's routes in its form.
 */
export class LinkRefusal extends Error {
  readonly reason: 'no_link' | 'bad_url';
  readonly url: string;

  constructor(reason: 'no_link' | 'bad_url', url = '') {
    super(reason === 'no_link' ? 'The shop has no Open Delivery link' : `Not an address we call: ${url}`);
    this.name = 'LinkRefusal';
    this.reason = reason;
    this.url = url;
  }
}

/** A link as the panel shows it: never a secret, only whether the apiKey is set. */
export type OpenDeliveryLinkView = {
  merchantId: string;
  enabled: boolean;
  clientId: string;
  webhookUrl: string | null;
  merchantUrl: string | null;
  hasMerchantApiKey: boolean;
  updatedAt: Date;
};

const newClientId = () => `od_${randomBytes(16).toString('hex')}`;

/**
 * Creates the shop's link, or gives it new credentials (the old secret and every token issued with
 * it stop working at once), and answers the secret: the only time it is ever shown. The secret is
 * sealed as well, since the standard signs the webhooks with it, so there must be a key to seal
 * with (SECRETS_KEY; sandbox keeps one of its own). A new link starts disabled. `host` is where
 * the owner set it up (the panel's host, port included), the address the software is told to call:
 * the webhooks' order addresses name it.
 */
export async function issueOpenDeliveryCredentials(
  db: Database,
  secrets: SecretReader,
  shop: ShopScope,
  host: string | null = null,
): Promise<IssuedCredentials & { link: OpenDeliveryLinkView }> {
  if (!secrets.canSeal) throw new Error('SECRETS_KEY is not set: Open Delivery credentials cannot be issued');
  const [owned] = await shopNamesOfProfile(db, shop.profileId, [shop.shopId]);
  if (!owned) throw new LinkRefusal('no_link');
  const clientId = newClientId();
  const clientSecret = newToken();
  const credentials = {
    clientId,
    clientSecretHash: sha256(clientSecret),
    clientSecretSealed: secrets.seal(clientSecret),
    ...(host ? { host } : {}),
  };
  return db.transaction(async (tx) => {
    const [link] = await tx
      .insert(openDeliveryLinks)
      .values({ profileId: shop.profileId, shopId: shop.shopId, ...credentials })
      .onConflictDoUpdate({
        target: openDeliveryLinks.shopId,
        set: { ...credentials, updatedAt: new Date() },
        // A shop belongs to one profile; the condition keeps another profile's call from touching it.
        setWhere: eq(openDeliveryLinks.profileId, shop.profileId),
      })
      .returning();
    if (!link) throw new LinkRefusal('no_link');
    await tx.delete(openDeliveryTokens).where(eq(openDeliveryTokens.linkId, link.id));
    return { clientId, clientSecret, merchantId: link.merchantId, link: viewOf(link) };
  });
}

export type LinkSettings = {
  enabled?: boolean;
  /** Whether the software's addresses may be plain http (sandbox: a software on the same machine). */
  allowPlainHttp?: boolean;
  /** null clears it. */
  webhookUrl?: string | null;
  merchantUrl?: string | null;
  /** The plain apiKey, sealed before it is stored; null clears it. */
  merchantApiKey?: string | null;
};

/**
 * Turns the link on or off and sets the software's addresses and apiKey. Refuses a shop without a
 * link (credentials come first) and an address we would not call. Turning it off also ends the
 * tokens issued.
 */
export async function updateOpenDeliveryLink(
  db: Database,
  secrets: SecretReader,
  shop: ShopScope,
  settings: LinkSettings,
): Promise<OpenDeliveryLinkView> {
  const { merchantApiKey, allowPlainHttp = false, ...plain } = settings;
  for (const url of [plain.webhookUrl, plain.merchantUrl]) {
    if (url) checkUrl(url, allowPlainHttp);
  }
  const sealedKey =
    merchantApiKey === undefined ? {} : { merchantApiKey: merchantApiKey && secrets.seal(merchantApiKey) };
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(openDeliveryLinks)
      .set({ ...plain, ...sealedKey, updatedAt: new Date() })
      .where(linkOf(shop))
      .returning();
    if (!link) throw new LinkRefusal('no_link');
    if (!link.enabled) await tx.delete(openDeliveryTokens).where(eq(openDeliveryTokens.linkId, link.id));
    return viewOf(link);
  });
}

/** An address we will call with the shop's data: https (http only where allowed), no credentials in it. */
function checkUrl(value: string, allowPlainHttp: boolean): void {
  const url = URL.parse(value);
  const schemes = allowPlainHttp ? ['https:', 'http:'] : ['https:'];
  if (!url || !schemes.includes(url.protocol) || url.username || url.password || value.length > 2000) {
    throw new LinkRefusal('bad_url', value);
  }
}

/** The shop's link as the panel shows it, or null when it has none. */
export async function findOpenDeliveryLink(db: Database, shop: ShopScope): Promise<OpenDeliveryLinkView | null> {
  const [link] = await db.select().from(openDeliveryLinks).where(linkOf(shop));
  return link ? viewOf(link) : null;
}

/**
 * What the menu import needs to call the software: its `GET /v1/merchant` address and the apiKey
 * opened. Null when the shop has no link or no address.
 */
export async function merchantSourceOf(
  db: Database,
  secrets: SecretReader,
  shop: ShopScope,
): Promise<{ linkId: number; merchantId: string; merchantUrl: string; apiKey: string | null } | null> {
  const [link] = await db.select().from(openDeliveryLinks).where(linkOf(shop));
  if (!link?.merchantUrl) return null;
  return {
    linkId: link.id,
    merchantId: link.merchantId,
    merchantUrl: link.merchantUrl,
    apiKey: link.merchantApiKey ? await secrets.text(link.merchantApiKey) : null,
  };
}

/** The last events written for the shop's software, newest first, with how their webhook went. */
export async function recentOpenDeliveryEvents(db: Database, shop: ShopScope, limit = 50) {
  return db
    .select({
      id: openDeliveryEvents.id,
      orderId: openDeliveryEvents.orderId,
      orderNumber: orderNumberSql(openDeliveryEvents.orderId),
      eventType: openDeliveryEvents.eventType,
      createdAt: openDeliveryEvents.createdAt,
      acknowledgedAt: openDeliveryEvents.acknowledgedAt,
      webhookAttempts: openDeliveryEvents.webhookAttempts,
      webhookLastError: openDeliveryEvents.webhookLastError,
      webhookDeliveredAt: openDeliveryEvents.webhookDeliveredAt,
    })
    .from(openDeliveryEvents)
    .innerJoin(openDeliveryLinks, eq(openDeliveryLinks.id, openDeliveryEvents.linkId))
    .where(linkOf(shop))
    .orderBy(desc(openDeliveryEvents.createdAt), desc(openDeliveryEvents.id))
    .limit(limit);
}

const linkOf = (shop: ShopScope) =>
  and(eq(openDeliveryLinks.profileId, shop.profileId), eq(openDeliveryLinks.shopId, shop.shopId));

function viewOf(link: typeof openDeliveryLinks.$inferSelect): OpenDeliveryLinkView {
  return {
    merchantId: link.merchantId,
    enabled: link.enabled,
    clientId: link.clientId,
    webhookUrl: link.webhookUrl,
    merchantUrl: link.merchantUrl,
    hasMerchantApiKey: link.merchantApiKey !== null,
    updatedAt: link.updatedAt,
  };
}

/** SQL: the shop's software takes its orders through an enabled link. */
export const openDeliveryLinkedSql = (shopId: SQLWrapper): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${openDeliveryLinks} l where l.shop_id = ${shopId} and l.enabled)`;
