import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { serverSecrets } from '../../db/schema/customers.ts';

const NAME = 'code_hmac_key';

/**
 * The key that hashes one-time codes: APP_SECRET when configured, else one the first process
 * makes and stores, so every process of this database agrees on it.
 */
export async function loadCodeKey(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(serverSecrets)
    .values({ name: NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, NAME));
  if (!row) throw new Error('code key not stored');
  return row.value;
}
