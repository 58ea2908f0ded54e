import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { keptSecret } from '../../db/server-secrets.ts';

/**
 * The key that hashes one-time codes: APP_SECRET when configured, else one the first process
 * makes and stores, so every process of this database agrees on it.
 */
export async function loadCodeKey(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return keptSecret(db, 'code_hmac_key', () => randomBytes(32).toString('base64url'));
}
