import { and, eq, gt, isNull } from 'drizzle-orm';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { sandboxMpAuthorizationCodes, sandboxMpSellers } from '../../db/schema/sandbox-mercadopago.ts';
import { sandboxApplication } from '../../providers/mercadopago-settings.ts';
import { unauthorized } from './errors.ts';

export type SandboxSeller = typeof sandboxMpSellers.$inferSelect;

/** Mercado Pago's access tokens last 180 days; the refresh token is what keeps a shop connected. */
const ACCESS_TOKEN_SECONDS = 15_552_000;
const CODE_MINUTES = 10;

const accessToken = (userId: number) =>
  `APP_USR-${sandboxApplication.clientId}-${randomBytes(16).toString('hex')}-${userId}`;
const refreshToken = () => `TG-${randomBytes(20).toString('hex')}`;
const freshTokens = (userId: number) => ({
  accessToken: accessToken(userId),
  accessTokenExpiresAt: new Date(Date.now() + ACCESS_TOKEN_SECONDS * 1000),
  refreshToken: refreshToken(),
});

/** What `POST /oauth/token` answers for a seller's current tokens. */
export const tokenAnswer = (seller: SandboxSeller) => ({
  access_token: seller.accessToken,
  token_type: 'Bearer',
  expires_in: ACCESS_TOKEN_SECONDS,
  scope: 'offline_access read write',
  user_id: seller.userId,
  refresh_token: seller.refreshToken,
  public_key: seller.publicKey,
  live_mode: false,
});

/**
 * A seller who just authorized the application: each authorization is an account of its own, so
 * two shops (or two test files on one database) never share tokens nor customers by chance.
 */
export async function createSeller(db: Database, clientId: string, name: string): Promise<SandboxSeller> {
  const userId = randomInt(100_000_000, 2_000_000_000);
  const [seller] = await db
    .insert(sandboxMpSellers)
    .values({ userId, clientId, name, publicKey: `APP_USR-${randomUUID()}`, ...freshTokens(userId) })
    .returning();
  return seller!;
}

/** The one-use code `GET /authorization` sends back, valid 10 minutes for this client and redirect. */
export async function issueCode(db: Database, seller: SandboxSeller, redirectUri: string): Promise<string> {
  const code = `TG-${randomBytes(20).toString('hex')}`;
  await db.insert(sandboxMpAuthorizationCodes).values({
    code,
    clientId: seller.clientId,
    redirectUri,
    userId: seller.userId,
    expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
  });
  return code;
}

/** Trades a code for the seller's tokens, once; null when the code is unknown, used, late or not this redirect's. */
export async function redeemCode(
  db: Database,
  input: { clientId: string; code: string; redirectUri: string },
): Promise<SandboxSeller | null> {
  const [used] = await db
    .update(sandboxMpAuthorizationCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(sandboxMpAuthorizationCodes.code, input.code),
        eq(sandboxMpAuthorizationCodes.clientId, input.clientId),
        eq(sandboxMpAuthorizationCodes.redirectUri, input.redirectUri),
        isNull(sandboxMpAuthorizationCodes.usedAt),
        gt(sandboxMpAuthorizationCodes.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!used) return null;
  const [seller] = await db.select().from(sandboxMpSellers).where(eq(sandboxMpSellers.userId, used.userId));
  return seller ?? null;
}

/** A new access token and a new refresh token: the old ones stop working. */
export async function refreshSeller(db: Database, clientId: string, token: string): Promise<SandboxSeller | null> {
  const [current] = await db
    .select()
    .from(sandboxMpSellers)
    .where(and(eq(sandboxMpSellers.refreshToken, token), eq(sandboxMpSellers.clientId, clientId)));
  if (!current) return null;
  const [seller] = await db
    .update(sandboxMpSellers)
    .set(freshTokens(current.userId))
    .where(and(eq(sandboxMpSellers.userId, current.userId), eq(sandboxMpSellers.refreshToken, token)))
    .returning();
  return seller ?? null;
}

/** Sandbox control: the seller's access token expires now, as one does after 180 days. */
export async function expireAccessToken(db: Database, userId: number): Promise<SandboxSeller | null> {
  const [seller] = await db
    .update(sandboxMpSellers)
    .set({ accessTokenExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(sandboxMpSellers.userId, userId))
    .returning();
  return seller ?? null;
}

export async function sellerByPublicKey(db: Database, publicKey: string): Promise<SandboxSeller | null> {
  const [seller] = await db.select().from(sandboxMpSellers).where(eq(sandboxMpSellers.publicKey, publicKey));
  return seller ?? null;
}

/** The seller of the request's Bearer token, or null after answering 401 (unknown, replaced or expired). */
export async function sellerOf(db: Database, request: FastifyRequest, reply: FastifyReply) {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  if (scheme === 'Bearer' && token) {
    const [seller] = await db
      .select()
      .from(sandboxMpSellers)
      .where(and(eq(sandboxMpSellers.accessToken, token), gt(sandboxMpSellers.accessTokenExpiresAt, new Date())));
    if (seller) return seller;
  }
  await unauthorized(reply);
  return null;
}
