import { contactCalls } from '@delivery/contract/calls/contact';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyInstance } from 'fastify';
import { createLimiter } from '../../http/rate-limits.ts';
import { register } from '../../http/register.ts';
import { sendContactMessage, type ContactContext } from './service.ts';

const HOUR = 60 * 60_000;

/** The contact page's message form. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const ctx: ContactContext = { db: app.db, send: app.messenger };
  // Each message is a mail to people at work: a caller looping would flood their inbox.
  const perSender = createLimiter(app, {
    max: app.config.CONTACT_MESSAGES_PER_HOUR,
    timeWindowMs: HOUR,
    message: apiMessages.contactMessageTooMany,
  });
  await register(app, contactCalls.sendContactMessage, async (input, request) => {
    await perSender(request, `contact:ip:${request.ip}`);
    if (request.customer) await perSender(request, `contact:customer:${request.customer.id}`);
    return sendContactMessage(ctx, request.tenant, input);
  });
}
