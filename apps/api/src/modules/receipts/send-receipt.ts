import type { Database } from '../../db/client.ts';
import type { Messenger } from '../../providers/messenger.ts';
import { receiptContactOf } from '../accounts/service.ts';
import { shopContactOf, type CatalogCache } from '../catalog/service.ts';
import { receiptOrderOf } from '../orders/service.ts';
import { domainOfProfile, readProfile } from '../tenant/service.ts';
import type { ReceiptJob } from './queue.ts';
import { receiptEmail } from './receipt-email.ts';

/** `mailing`: whether e-mail can go at all (a provider, or the sandbox's outbox). */
export type ReceiptContext = { db: Database; catalog: CatalogCache; send: Messenger; mailing: boolean };

/**
 * Sends one receipt by e-mail, read as the order stands now: nothing when the order or the
 * customer's account (or its e-mail) is gone since, nor where no e-mail can go (a production
 * without SMTP_URL: a receipt is not worth a failing job per order). The messenger's own job
 * delivers it, retried.
 */
export async function sendReceipt(ctx: ReceiptContext, job: ReceiptJob): Promise<void> {
  if (!ctx.mailing) return;
  const found = await receiptOrderOf(ctx.db, job.order_id);
  if (!found) return;
  const { order, customerId, profileId } = found;
  const [customer, profile, domain, shop] = await Promise.all([
    receiptContactOf(ctx.db, customerId),
    readProfile(ctx.db, profileId),
    domainOfProfile(ctx.db, profileId),
    shopContactOf(ctx.catalog, profileId, order.shop_id),
  ]);
  if (!customer || !profile) return;
  const email = receiptEmail({
    moment: job.moment,
    order,
    customerName: customer.name,
    brand: {
      title: profile.settings.app.title || profile.name,
      colour: profile.settings.theme.primary,
      orderUrl: domain ? `https://${domain}/orders/${order.order_id}` : null,
    },
    shop: {
      address: shop?.address,
      contact: shop?.contact,
      timeZone: shop?.timeZone ?? 'America/Sao_Paulo',
    },
  });
  await ctx.send(profileId, { channel: 'email', to: customer.email, ...email });
}
