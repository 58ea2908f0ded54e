import type { Database } from '../../db/client.ts';
import { keptSecret } from '../../db/server-secrets.ts';
import { generateVapidKeys, type VapidKeys } from '../../providers/push.ts';

/** Where the generated pair is kept (server_secrets), as JSON. */
export const VAPID_SECRET = 'vapid_keys';

/**
 * The pair this server signs pushes with: the configured one, else the one the first process
 * generated and stored. Every process must sign with the key the browsers subscribed with, or the
 * push services refuse its pushes, so a process never keeps a pair of its own.
 */
export async function loadVapidKeys(
  db: Database,
  configured: { publicKey?: string | undefined; privateKey?: string | undefined },
  secretName = VAPID_SECRET,
): Promise<VapidKeys> {
  if (configured.publicKey && configured.privateKey) {
    return { publicKey: configured.publicKey, privateKey: configured.privateKey };
  }
  const stored = await keptSecret(db, secretName, () => JSON.stringify(generateVapidKeys()));
  const { publicKey, privateKey } = JSON.parse(stored) as VapidKeys;
  return { publicKey, privateKey };
}

/** Who push services may write to about our pushes: VAPID_SUBJECT, else MAIL_FROM's address. */
export function vapidSubject(configured: string | undefined, mailFrom: string): string {
  if (configured) return configured;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
