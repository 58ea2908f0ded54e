import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fetch } from 'undici';
import { openDeliveryEvents, openDeliveryLinks } from '../../db/schema/open-delivery.ts';
import { domainOfProfile } from '../tenant/service.ts';
import { WEBHOOK_QUEUE } from './event-rows.ts';
import { eventDocument } from './events.ts';

/** Tries of one event before it is left failed: with doubling waits from 30 s, about 2 hours. */
const WEBHOOK_RETRIES = 8;
/** How long the software has to answer one delivery. */
const WEBHOOK_TIMEOUT_MS = 10_000;

/** The standard's signature: lower-case hex HMAC-SHA256 of the body, keyed by the client secret. */
export const webhookSignature = (body: string, clientSecret: string): string =>
  createHmac('sha256', clientSecret).update(body).digest('hex');

/**
 * Pushes each event to its link's webhook (the standard's `newEvent`), from the durable job queue:
 * signed with the link's secret (X-App-Signature), naming our AppId and the merchant; a 2xx answer
 * delivers it, anything else is recorded on the event (attempts, last error) and the job is retried
 * with growing waits. An event already delivered, or whose link was turned off or lost its
 * webhook meanwhile, is left alone.
 */
export async function workWebhooks(app: FastifyInstance): Promise<void> {
  await app.jobs.work<{ eventId: string }>(WEBHOOK_QUEUE, (data) => deliverEvent(app, data.eventId), {
    retryLimit: WEBHOOK_RETRIES,
    expireInSeconds: 60,
  });
}

async function deliverEvent(app: FastifyInstance, eventId: string): Promise<void> {
  const { db } = app;
  const [row] = await db
    .select({
      event: openDeliveryEvents,
      profileId: openDeliveryLinks.profileId,
      enabled: openDeliveryLinks.enabled,
      webhookUrl: openDeliveryLinks.webhookUrl,
      secret: openDeliveryLinks.clientSecretSealed,
      merchantId: openDeliveryLinks.merchantId,
      host: openDeliveryLinks.host,
    })
    .from(openDeliveryEvents)
    .innerJoin(openDeliveryLinks, eq(openDeliveryLinks.id, openDeliveryEvents.linkId))
    .where(eq(openDeliveryEvents.id, eventId));
  if (!row || row.event.webhookDeliveredAt || !row.enabled || !row.webhookUrl) return;

  const body = JSON.stringify(
    eventDocument(row.event, `${await webhookOrigin(app, row)}/opendelivery/v1/orders`, app.openDelivery.appId),
  );
  const signature = webhookSignature(body, await app.openDelivery.secrets.text(row.secret));
  let failure: string;
  try {
    const answer = await fetch(row.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-app-id': app.openDelivery.appId,
        'x-app-merchantid': row.merchantId,
        'x-app-signature': signature,
      },
      body,
      // A redirect could carry the signed event anywhere: only the address the owner gave counts.
      redirect: 'manual',
      dispatcher: app.openDelivery.outbound,
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await answer.body?.cancel();
    if (answer.ok) {
      await db
        .update(openDeliveryEvents)
        .set({
          webhookAttempts: sql`${openDeliveryEvents.webhookAttempts} + 1`,
          webhookDeliveredAt: new Date(),
          webhookLastError: null,
        })
        .where(eq(openDeliveryEvents.id, eventId));
      return;
    }
    failure = `HTTP ${answer.status}`;
  } catch (err) {
    failure = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  }
  await db
    .update(openDeliveryEvents)
    .set({ webhookAttempts: sql`${openDeliveryEvents.webhookAttempts} + 1`, webhookLastError: failure.slice(0, 500) })
    .where(eq(openDeliveryEvents.id, eventId));
  throw new Error(`open delivery webhook failed: ${failure}`);
}

/**
 * Where the software reads an event's order: the host the link was set up on, the one the panel
 * told it to call (a profile may have several domains, and the first by name need not be the
 * shop's). Outside a sandbox over TLS on the default port, as the panel says; a sandbox keeps its
 * port, often a local one. A link set up before the host was kept falls back to a domain of its profile.
 */
async function webhookOrigin(app: FastifyInstance, link: { host: string | null; profileId: number }) {
  const host = link.host ?? (await domainOfProfile(app.db, link.profileId)) ?? 'localhost';
  return app.config.APP_ENV === 'sandbox' ? `http://${host}` : `https://${hostnameOf(host)}`;
}

/** A host without its port (`[::1]:3000` → `[::1]`). */
const hostnameOf = (host: string) => URL.parse(`https://${host}`)?.hostname ?? host;
