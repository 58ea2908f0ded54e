import type { FastifyInstance } from 'fastify';
import { selfOrigin } from '../../http/self-origin.ts';
import { secretReader } from '../../providers/secret-source.ts';
import { loadSecretsKey } from '../../providers/secrets-key.ts';
import { ORDER_UPDATE_QUEUE, sendOrderUpdate, type OrderUpdateJob } from './order-updates.ts';

/**
 * WhatsApp for a tenant (issue 37, decision 0091): its business number on Meta's Cloud API, the
 * webhook Meta calls for it, and the order updates its customers asked for. What other modules
 * use of it.
 */
export { hasWhatsAppNumber, optedOutPhones, saveAccount, type WhatsAppAccountRow } from './queries.ts';
export { whatsAppOfOrderChange } from './order-updates.ts';
export { orderFacts as whatsAppOrderFacts, type OrderFacts as WhatsAppOrderFacts } from './order-facts.ts';

/** Retries of an update Meta could not take now: about 30 s, 1, 2 and 4 min apart. */
const UPDATE_RETRIES = 4;

/** The updates' worker, registered before any order moves (its queue must exist). */
export async function registerWhatsApp(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const secrets = secretReader(await loadSecretsKey(app.db, config));
  const graphUrl = () =>
    config.WHATSAPP_GRAPH_URL ??
    (config.APP_ENV === 'sandbox' ? `${selfOrigin(app)}/dev/whatsapp` : 'https://graph.facebook.com');
  await app.jobs.work<OrderUpdateJob>(
    ORDER_UPDATE_QUEUE,
    (job) => sendOrderUpdate({ db: app.db, secrets, graphUrl, log: app.log }, job),
    { retryLimit: UPDATE_RETRIES },
  );
}
