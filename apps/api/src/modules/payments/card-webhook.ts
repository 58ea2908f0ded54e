import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyRequest } from 'fastify';
import { cardNotifications } from '../../db/schema/payments.ts';
import { AppError } from '../../http/app-error.ts';
import { accountById } from './card-accounts.ts';
import { applyGatewayPayment, paymentByGatewayId } from './card-charges.ts';
import type { CardPayments } from './card-gateway-app.ts';

/**
 * A notification of the card gateway (decision 0084): refused unless its signature holds over the
 * payment's id, the request's id and a time within the window; taken once per request id (a replay
 * answers without being read again). It only says which payment changed: the payment is read back
 * from the gateway with the account's own token, so nothing in the body is trusted. A payment we
 * do not know (another system's on the same account) is answered and left alone.
 */
export async function receiveCardNotification(
  cards: CardPayments,
  request: Pick<FastifyRequest, 'headers' | 'query'>,
): Promise<'taken' | 'replayed' | 'unknown'> {
  const verified = cards.gateway?.verifyNotification({
    headers: request.headers,
    query: request.query as Record<string, unknown>,
    now: new Date(),
  });
  if (!verified) {
    cards.log.warn('card: notification with a wrong or old signature refused');
    throw new AppError(ErrorType.UNAUTHENTICATED, apiMessages.cardNotificationRefused);
  }
  const [fresh] = await cards.db
    .insert(cardNotifications)
    .values({ requestId: verified.requestId, gatewayPaymentId: verified.paymentId })
    .onConflictDoNothing()
    .returning({ requestId: cardNotifications.requestId });
  if (!fresh) return 'replayed';
  const row = await paymentByGatewayId(cards.db, verified.paymentId);
  const account = row?.cardAccountId ? await accountById(cards.db, row.cardAccountId) : null;
  if (!row || !account || !cards.gateway) return 'unknown';
  const gateway = cards.gateway;
  const payment = await cards.withAccount(account, (access) => gateway.payment(access, verified.paymentId));
  await applyGatewayPayment(cards.db, row, payment);
  return 'taken';
}
