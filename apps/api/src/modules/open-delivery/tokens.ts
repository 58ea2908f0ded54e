import { timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { openDeliveryLinks, openDeliveryTokens } from '../../db/schema/open-delivery.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';

/** How long an access token lives: the standard asks the software to reuse it until then. */
const TOKEN_TTL_SECONDS = 3600;

/** Who a valid token speaks for. */
export type OpenDeliveryCaller = { profileId: number; shopId: number; linkId: number; merchantId: string };

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The client credentials grant: an enabled link of the profile with this client id and secret gets
 * a new opaque token, of which only the SHA-256 is kept. Answers null for anything else (unknown
 * client, wrong secret, link off, another profile's client), all alike to the caller.
 */
export async function issueAccessToken(
  db: Database,
  profileId: number,
  clientId: string,
  clientSecret: string,
): Promise<{ accessToken: string; expiresIn: number } | null> {
  const [link] = await db
    .select({ id: openDeliveryLinks.id, hash: openDeliveryLinks.clientSecretHash })
    .from(openDeliveryLinks)
    .where(
      and(
        eq(openDeliveryLinks.clientId, clientId),
        eq(openDeliveryLinks.profileId, profileId),
        eq(openDeliveryLinks.enabled, true),
      ),
    );
  if (!link || !sameHash(link.hash, sha256(clientSecret))) return null;
  const accessToken = newToken();
  await db.transaction(async (tx) => {
    await tx
      .delete(openDeliveryTokens)
      .where(and(eq(openDeliveryTokens.linkId, link.id), lte(openDeliveryTokens.expiresAt, new Date())));
    await tx.insert(openDeliveryTokens).values({
      tokenHash: sha256(accessToken),
      linkId: link.id,
      expiresAt: new Date(Date.now() + TOKEN_TTL_SECONDS * 1000),
    });
  });
  return { accessToken, expiresIn: TOKEN_TTL_SECONDS };
}

/** The caller a bearer token stands for on this profile, while it is valid and its link enabled. */
export async function callerOfToken(
  db: Database,
  profileId: number,
  token: string,
): Promise<OpenDeliveryCaller | null> {
  const [caller] = await db
    .select({
      profileId: openDeliveryLinks.profileId,
      shopId: openDeliveryLinks.shopId,
      linkId: openDeliveryLinks.id,
      merchantId: openDeliveryLinks.merchantId,
    })
    .from(openDeliveryTokens)
    .innerJoin(openDeliveryLinks, eq(openDeliveryLinks.id, openDeliveryTokens.linkId))
    .where(
      and(
        eq(openDeliveryTokens.tokenHash, sha256(token)),
        gt(openDeliveryTokens.expiresAt, new Date()),
        eq(openDeliveryLinks.profileId, profileId),
        eq(openDeliveryLinks.enabled, true),
      ),
    );
  return caller ?? null;
}
