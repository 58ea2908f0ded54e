import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema/customers.ts';
import { sha256 } from '../../http/session.ts';
import type { CustomerRow } from './customers.ts';
import { newToken } from './secrets.ts';

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
