import { cardAccountCalls, savedCardCalls } from '@delivery/contract/calls/card-payments';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { register } from '../../http/register.ts';
import { accountById } from './card-accounts.ts';
import {
  cardAccountAnswer,
  disconnectCardAccount,
  finishConnect,
  saveCardBrands,
  startConnect,
} from './card-connect.ts';
import { removeSavedCard, savedCardOf, savedCardsAt, wireSavedCard } from './saved-cards.ts';

/** The tenant's host as its person reached it: where the gateway sends the owner back. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The card calls of a tenant's panel and app (decision 0084). */
export async function cardRoutes(app: FastifyInstance): Promise<void> {
  const { cards } = app;
  await register(app, cardAccountCalls.shopCardAccount, (input, request) =>
    cardAccountAnswer(cards, request.staff, input.shop_id),
  );
  await register(app, cardAccountCalls.connectCardAccount, (input, request) =>
    startConnect(cards, request.staff, input, originOf(request)),
  );
  await register(app, cardAccountCalls.finishCardConnect, (input, request) =>
    finishConnect(cards, request.staff, input, originOf(request)),
  );
  await register(app, cardAccountCalls.saveCardBrands, (input, request) => saveCardBrands(cards, request.staff, input));
  await register(app, cardAccountCalls.disconnectCardAccount, (input, request) =>
    disconnectCardAccount(cards, request.staff, input),
  );

  await register(app, savedCardCalls.savedCards, async (input, request) => {
    const account = cards.gateway ? await cards.accountOf(request.tenant.id, input.shop_id) : null;
    const rows = account ? await savedCardsAt(cards.db, request.customer.id, account.id) : [];
    return { error_type: ErrorType.OK, message: apiMessages.ok, cards: rows.map(wireSavedCard) };
  });
  await register(app, savedCardCalls.deleteSavedCard, async (input, request) => {
    const row = await savedCardOf(cards.db, request.customer.id, input.card_id);
    if (!row) throw new AppError(ErrorType.NOT_FOUND, apiMessages.savedCardNotFound);
    await removeSavedCard(cards, row, await accountById(cards.db, row.cardAccountId));
    const left = await savedCardsAt(cards.db, request.customer.id, row.cardAccountId);
    return { error_type: ErrorType.OK, message: apiMessages.savedCardRemoved, cards: left.map(wireSavedCard) };
  });
}
