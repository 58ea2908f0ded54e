import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { keptSecret } from '../db/server-secrets.ts';

/** Where sandbox keeps its generated key (server_secrets), in base64. */
export const SECRETS_KEY_NAME = 'secrets_key';

/**
 * The key secrets kept in the database are sealed with (decision 0037: owners' Pix credentials;
 * 0082: administrators' TOTP secrets): SECRETS_KEY; else, in sandbox only, one
 * the first process generated and stored, the same for every process of the database. Production
 * without it has none: a key kept beside what it seals would protect nothing, so secrets are then
 * refused rather than sealed with it.
 */
export async function loadSecretsKey(
  db: Database,
  config: Pick<Config, 'SECRETS_KEY' | 'APP_ENV'>,
): Promise<Buffer | null> {
  if (config.SECRETS_KEY) return config.SECRETS_KEY;
  if (config.APP_ENV !== 'sandbox') return null;
  const stored = await keptSecret(db, SECRETS_KEY_NAME, () => randomBytes(32).toString('base64'));
  return Buffer.from(stored, 'base64');
}
