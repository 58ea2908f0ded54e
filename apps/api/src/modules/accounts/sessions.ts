import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { customers, sessions } from '../../db/schema/customers.ts';
import { AppError } from '../../http/app-error.ts';
import type { CustomerRow } from './customers.ts';
import { newToken, sha256 } from './secrets.ts';

const DAY_MS = 86_400_000;

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

/** The session token: `token` in the body, as SPEC.md sends it, or `Authorization: Bearer`. */
export function readToken(request: FastifyRequest): string | null {
  const fromBody = (request.body as { token?: unknown } | undefined)?.token;
  if (typeof fromBody === 'string' && fromBody) return fromBody;
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || null : null;
}

/** The live customer behind a token of this profile; anything else is one and the same refusal. */
export async function customerOfToken(db: Database, profileId: number, token: string | null): Promise<CustomerRow> {
  if (token) {
    const [row] = await db
      .select({ customer: customers })
      .from(sessions)
      .innerJoin(customers, eq(customers.id, sessions.customerId))
      .where(
        and(
          eq(sessions.tokenHash, sha256(token)),
          eq(sessions.profileId, profileId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
          isNull(customers.deletedAt),
        ),
      )
      .limit(1);
    if (row) return row.customer;
  }
  throw new AppError(ErrorType.UNAUTHENTICATED, apiMessages.sessionExpired, 401);
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
