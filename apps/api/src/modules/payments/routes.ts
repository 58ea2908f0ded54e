import { cardGatewayCalls } from '@delivery/contract/calls/card-payments';
import { paymentCalls } from '@delivery/contract/calls/payments';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyInstance } from 'fastify';
import { register } from '../../http/register.ts';
import { receiveCardNotification } from './card-webhook.ts';
import { receivePixWebhook } from './webhook.ts';

/**
 * The calls payment providers make. Outside the tenant's scope: a PSP calls the address it was
 * given, whatever host that is, and the provider in the path names the tenant.
 */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  await register(app, paymentCalls.pixWebhook, async (input, request) => {
    await receivePixWebhook(app.pix, request.params.provider_id, request.params.secret, input.pix);
    return { error_type: ErrorType.OK, message: apiMessages.pixReceived };
  });
  await register(app, cardGatewayCalls.mercadoPagoWebhook, async (_input, request) => {
    await receiveCardNotification(app.cards, request);
    return { error_type: ErrorType.OK, message: apiMessages.cardNotificationTaken };
  });
}
