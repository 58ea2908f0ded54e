import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { customers, sessions, type CustomerRow } from '../../db/schema/customers.ts';
import { AppError } from '../../http/app-error.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';

/**
 * Sessions: 32 random bytes handed to the client once, only their SHA-256 kept, revocable
 * (DESIGN.md section 2). Every other module reaches a session through this one.
 */

const DAY_MS = 86_400_000;

/**
 * The session token of a request: `token` in the body, as SPEC.md sends it, `token` in the query of
 * a GET (EventSource sends no headers), or `Authorization: Bearer`.
 */
export function readToken(request: FastifyRequest): string | null {
  const carrier = (request.method === 'GET' ? request.query : request.body) as { token?: unknown } | undefined;
  const inline = carrier?.token;
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
    .prepare('session_customer'),
);

/** The live customer behind a token of this profile; any token that opens nothing is one and the same refusal. */
export async function customerOfToken(db: Database, profileId: number, token: string): Promise<CustomerRow> {
  const [row] = await sessionCustomer(db).execute({ tokenHash: sha256(token), profileId });
  if (!row) throw new AppError(ErrorType.UNAUTHENTICATED, apiMessages.sessionExpired);
  return row.customer;
}

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

/** Ends every session of the customer, or every one but `keepToken`'s. */
export async function revokeSessions(db: Database, customerId: number, keepToken?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.customerId, customerId),
        isNull(sessions.revokedAt),
        keepToken ? ne(sessions.tokenHash, sha256(keepToken)) : undefined,
      ),
    );
}
