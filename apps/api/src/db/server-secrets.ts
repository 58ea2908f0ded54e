import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { serverSecrets } from './schema/customers.ts';

/**
 * A secret the server makes for itself when none is configured, the same for every process of
 * this database: the first to ask stores `make()`'s value, and everyone, that first one included,
 * answers what is stored. Two processes starting at once both try to insert; one wins, and both read
 * the winner's, so none keeps a value of its own.
 */
export async function keptSecret(db: Database, name: string, make: () => string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} not stored`);
  return row.value;
}
