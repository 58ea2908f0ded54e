import type { FastifyInstance } from 'fastify';
import { selfOrigin } from '../../http/self-origin.ts';
import { secretReader } from '../../providers/secret-source.ts';
import { loadSecretsKey } from '../../providers/secrets-key.ts';
import {
  ORDER_UPDATE_QUEUE,
  PIX_REMINDER_QUEUE,
  sendOrderUpdate,
  sendPixReminder,
  type OrderUpdateJob,
  type PixReminderJob,
} from './order-updates.ts';
import { forgetEventsBefore } from './queries.ts';
import { SHOP_ALERT_QUEUE, sendShopAlert, type ShopAlertJob } from './shop-alerts.ts';
import { MAX_EVENT_AGE_MS } from './webhook.ts';

/**
 * WhatsApp for a tenant (issue 37, decision 0091): its business number on Meta's Cloud API, the
 * webhook Meta calls for it, and the order updates its customers asked for. What other modules
 * use of it.
 */
export { offersUpdatesTo } from './queries.ts';
export { pixReminderOfOrder, whatsAppOfOrderChange } from './order-updates.ts';
export { orderFacts as whatsAppOrderFacts, type OrderFacts as WhatsAppOrderFacts } from './order-facts.ts';
export { boardFacts as whatsAppBoardFacts, shopAlertOfPlacedOrder } from './shop-alerts.ts';

/** Retries of an update Meta could not take now: about 30 s, 1, 2 and 4 min apart. */
const UPDATE_RETRIES = 4;
const PRUNE_QUEUE = 'whatsapp_events_prune';
const PRUNE_EVERY_MS = 3600_000;

/** Meta's Graph API, or the sandbox's stand-in of it on this API (read late: the port is known once listening). */
export const graphUrlOf = (app: FastifyInstance) => (): string =>
  app.config.WHATSAPP_GRAPH_URL ??
  (app.config.APP_ENV === 'sandbox' ? `${selfOrigin(app)}/dev/whatsapp` : 'https://graph.facebook.com');

/** The updates' worker, registered before any order moves (its queue must exist), and the events' pruning. */
export async function registerWhatsApp(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const secrets = secretReader(await loadSecretsKey(app.db, config));
  const ctx = { db: app.db, secrets, graphUrl: graphUrlOf(app), log: app.log };
  await app.jobs.work<OrderUpdateJob>(ORDER_UPDATE_QUEUE, (job) => sendOrderUpdate(ctx, job), {
    retryLimit: UPDATE_RETRIES,
  });
  await app.jobs.work<PixReminderJob>(PIX_REMINDER_QUEUE, (job) => sendPixReminder(ctx, job), {
    retryLimit: UPDATE_RETRIES,
  });
  await app.jobs.work<ShopAlertJob>(SHOP_ALERT_QUEUE, (job) => sendShopAlert(ctx, job), {
    retryLimit: UPDATE_RETRIES,
  });
  // The webhook's events are kept as long as Meta may send one again (and a day more), hourly.
  await app.jobs.every(PRUNE_QUEUE, PRUNE_EVERY_MS, () =>
    forgetEventsBefore(app.db, new Date(Date.now() - MAX_EVENT_AGE_MS - 86_400_000)),
  );
}
