import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase, statementName } from '../../db/prepared.ts';
import { customers, sessions, type CustomerRow } from '../../db/schema/customers.ts';
import { AppError } from '../../http/app-error.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';

/**
 * Sessions: 32 random bytes handed to the client once, only their SHA-256 kept, revocable
 * (docs/architecture.md section 2). Every other module reaches a session through this one.
 */

const DAY_MS = 86_400_000;

/**
 * The session token of a request: `token` in the body, as the product's clients send it
 * (docs/product.md), or `Authorization: Bearer`. Never the query string: a URL lands in access
 * logs, proxies and browser history (the order stream takes a single-use ticket instead, decision
 * 0020).
 */
export function readToken(request: FastifyRequest): string | null {
  const inline = (request.body as { token?: unknown } | undefined)?.token;
  if (typeof inline === 'string' && inline) return inline;
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || null : null;
}

const sessionCustomer = preparedPerDatabase((db) =>
  db
    .select({ customer: customers })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        eq(sessions.profileId, sql.placeholder('profileId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(customers.deletedAt),
      ),
    )
    .limit(1)
    .prepare(statementName(db, 'session_customer')),
);

/** What names a session where it is kept (and what other modules may point at): its token's hash. */
export const sessionKey = (token: string): string => sha256(token);

/** The live customer behind a token of this profile; any token that opens nothing is one and the same refusal. */
export async function customerOfToken(db: Database, profileId: number, token: string): Promise<CustomerRow> {
  const customer = await customerOfSession(db, profileId, sessionKey(token));
  if (!customer) throw new AppError(ErrorType.UNAUTHENTICATED, apiMessages.sessionExpired);
  return customer;
}

/** The live customer of the session named by its key (`sessionKey`), or null once it has ended. */
export async function customerOfSession(db: Database, profileId: number, key: string): Promise<CustomerRow | null> {
  const [row] = await sessionCustomer(db).execute({ tokenHash: key, profileId });
  return row?.customer ?? null;
}

/** Which of these sessions are still live: not revoked, not expired, their customer not deleted. */
export async function liveSessions(db: Database, keys: readonly string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db
    .select({ key: sessions.tokenHash })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(
      and(
        inArray(sessions.tokenHash, [...keys]),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(customers.deletedAt),
      ),
    );
  return new Set(rows.map((row) => row.key));
}

/**
 * Every process hears which customer's sessions were revoked, so what a session holds open (the
 * order streams) ends at once on all of them rather than at its next heartbeat.
 */
export const SESSIONS_REVOKED_CHANNEL = 'sessions_revoked';

export async function createSession(
  db: Database,
  customer: CustomerRow,
  options: { days: number; environment?: string | undefined; midiaSource?: string | undefined },
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    customerId: customer.id,
    profileId: customer.profileId,
    environment: options.environment ?? null,
    midiaSource: options.midiaSource ?? null,
    expiresAt: new Date(Date.now() + options.days * DAY_MS),
  });
  return token;
}

/** Ends the session of `token` (sign-out); its open streams close, wherever they are. */
export async function endSession(db: Database, customerId: number, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.tokenHash, sessionKey(token)), eq(sessions.customerId, customerId), isNull(sessions.revokedAt)),
    );
  await db.execute(sql`select pg_notify(${SESSIONS_REVOKED_CHANNEL}, ${String(customerId)})`);
}

/** Ends every session of the customer, or every one but `keepToken`'s. */
export async function revokeSessions(db: Database, customerId: number, keepToken?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.customerId, customerId),
        isNull(sessions.revokedAt),
        keepToken ? ne(sessions.tokenHash, sessionKey(keepToken)) : undefined,
      ),
    );
  await db.execute(sql`select pg_notify(${SESSIONS_REVOKED_CHANNEL}, ${String(customerId)})`);
}
