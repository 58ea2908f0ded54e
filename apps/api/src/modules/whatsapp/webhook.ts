import { whatsAppStopWords } from '@delivery/contract/whatsapp';
import { timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import type { SecretReader } from '../../providers/secret-source.ts';
import { eventsOf, isSignedBy, type WhatsAppEvent } from '../../providers/whatsapp.ts';
import { accountOfProfile, firstHearing, optOut } from './queries.ts';

/** Meta retries a webhook for up to 7 days: an event older than that is a replay, not a retry. */
export const MAX_EVENT_AGE_MS = 7 * 86_400_000;

export type WebhookContext = { db: Database; secrets: SecretReader };

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Meta's subscription handshake: the challenge echoed when the mode is `subscribe` and the verify
 * token is the tenant's; null (403) otherwise.
 */
export async function answerChallenge(
  ctx: WebhookContext,
  profileId: number,
  query: { mode?: string; verifyToken?: string; challenge?: string },
): Promise<string | null> {
  const account = await accountOfProfile(ctx.db, profileId);
  if (!account || query.mode !== 'subscribe' || !query.challenge || !query.verifyToken) return null;
  return sameText(query.verifyToken, account.verifyToken) ? query.challenge : null;
}

export type WebhookOutcome = 'unknown' | 'forged' | 'malformed' | { heard: number; ignored: number };

const keyOf = (event: WhatsAppEvent) => (event.kind === 'message' ? `m:${event.id}` : `s:${event.id}:${event.status}`);

/**
 * A webhook of the tenant's number: its signature checked against the raw bytes with the Meta
 * app's secret, then each event heard once (a repeat or a replay changes nothing), none older than
 * Meta's retries. A customer's "SAIR" stops the updates to that number.
 */
export async function receiveWebhook(
  ctx: WebhookContext,
  profileId: number,
  rawBody: Buffer,
  signature: string | undefined,
  now = Date.now(),
): Promise<WebhookOutcome> {
  const account = await accountOfProfile(ctx.db, profileId);
  if (!account) return 'unknown';
  if (!isSignedBy(rawBody, signature, await ctx.secrets.text(account.appSecret))) return 'forged';
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return 'malformed';
  }
  const events = eventsOf(body);
  if (!events) return 'malformed';
  let heard = 0;
  for (const event of events) {
    const fresh = event.phoneNumberId === account.phoneNumberId && now - event.at.getTime() <= MAX_EVENT_AGE_MS;
    if (!fresh || !(await firstHearing(ctx.db, profileId, keyOf(event)))) continue;
    heard++;
    if (event.kind === 'message' && whatsAppStopWords.includes(event.text.trim().toUpperCase())) {
      await optOut(ctx.db, profileId, event.from);
    }
  }
  return { heard, ignored: events.length - heard };
}
