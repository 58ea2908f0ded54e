import type { CallBody } from '@delivery/contract/call';
import type { contactCalls } from '@delivery/contract/calls/contact';
import { formatBrPhone, isBrPhone } from '@delivery/contract/contact-text';
import { envelope, type TEnvelope } from '@delivery/contract/envelope';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Messenger } from '../../providers/messenger.ts';
import { listedShopOf } from '../catalog/service.ts';
import { operatorEmails, shopStaffEmails } from '../staff/service.ts';
import type { Tenant } from '../tenant/service.ts';

type Body = CallBody<typeof contactCalls.sendContactMessage>;

export type ContactContext = { db: Database; send: Messenger };

/**
 * Who reads a message: a shop's staff (its own contact e-mail when nobody runs it in the panel
 * yet); the marketplace's contact e-mail, else its operators. Another tenant's shop is not found.
 */
async function recipientsOf(db: Database, tenant: Tenant, shopId: number | undefined) {
  if (shopId !== undefined) {
    const shop = await listedShopOf(db, tenant.id, shopId);
    if (!shop) throw new AppError(ErrorType.NOT_FOUND, apiMessages.shopNotFound);
    const people = await shopStaffEmails(db, shop.id);
    return { name: shop.name, to: people.length ? people : shop.email ? [shop.email] : [] };
  }
  const own = tenant.settings.contact.email;
  return { name: tenant.settings.app.title, to: own ? [own] : await operatorEmails(db, tenant.id) };
}

/** The customer's message as a mail the shop can answer from: who wrote, how to reach them, what. */
function mailOf(tenant: Tenant, to: string, body: Body) {
  const replyTo = isBrPhone(body.reply_to) ? formatBrPhone(body.reply_to) : body.reply_to;
  return {
    channel: 'email' as const,
    to,
    subject: `Mensagem de ${body.name} (${tenant.settings.app.title})`,
    text: [
      `${body.name} escreveu pela página “Fale conosco” de ${tenant.settings.app.title}:`,
      '',
      body.message,
      '',
      `Responder para: ${replyTo}`,
    ].join('\n'),
  };
}

/** The contact page's form: one mail to each reader, through the messenger (the outbox in sandbox). */
export async function sendContactMessage(ctx: ContactContext, tenant: Tenant, body: Body): Promise<TEnvelope> {
  const { name, to } = await recipientsOf(ctx.db, tenant, body.shop_id);
  if (to.length === 0) throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.contactNoRecipient);
  for (const address of to) await ctx.send(tenant.id, mailOf(tenant, address, body));
  return envelope(ErrorType.OK, formatMessage(apiMessages.contactMessageSent, { to: name }));
}
