import { createHash } from 'node:crypto';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { customers, sessions } from '../db/schema/customers.ts';
import { AppError } from './app-error.ts';

export type CustomerRow = typeof customers.$inferSelect;

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');

/** The session token: `token` in the body, as SPEC.md sends it, or `Authorization: Bearer`. */
export function readToken(request: FastifyRequest): string | null {
  const fromBody = (request.body as { token?: unknown } | undefined)?.token;
  if (typeof fromBody === 'string' && fromBody) return fromBody;
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

/** The live customer behind a token of this profile; anything else is one and the same refusal. */
export async function customerOfToken(db: Database, profileId: number, token: string | null): Promise<CustomerRow> {
  if (token) {
    const [row] = await sessionCustomer(db).execute({ tokenHash: sha256(token), profileId });
    if (row) return row.customer;
  }
  throw new AppError(ErrorType.UNAUTHENTICATED, apiMessages.sessionExpired, 401);
}
