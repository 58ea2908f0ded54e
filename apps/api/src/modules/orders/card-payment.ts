import { onlineFlagIds } from '@delivery/contract/card-payments';
import { cardFlags } from '@delivery/contract/checkout';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { cardOutcomeMessage } from '@delivery/contract/card-payments';
import type { CardType } from '@delivery/contract/catalog-constants';
import type { TSaveOrderResponse, ZSaveOrderRequest } from '@delivery/contract/orders';
import type { z } from 'zod';
import type { CustomerRow } from '../../db/schema/customers.ts';
import { AppError } from '../../http/app-error.ts';
import { sha256 } from '../../lib/tokens.ts';
import type { PricedOrder } from '../checkout/service.ts';
import {
  accountOfShop,
  chargeCard,
  chargeGoesOn,
  savedCardOf,
  type CardAccount,
  type CardCharge,
} from '../payments/service.ts';
import type { PlaceOrderContext } from './place-order.ts';

type SaveOrderRequest = z.output<typeof ZSaveOrderRequest>;

/** A card charged for an order about to be written, and what saving it at the gateway needs. */
export type ChargedCard = { charge: CardCharge; email: string; token: string; cardType: CardType };

const refused = (message: string): { answer: TSaveOrderResponse } => ({
  answer: { error_type: ErrorType.NOT_ALLOWED, message },
});

/**
 * The e-mail the gateway asks of every payer: the customer's, else one that names the customer on
 * this tenant (a customer who signed up by phone has none).
 */
const payerEmail = (customer: CustomerRow, host: string) => customer.email ?? `cliente${customer.id}@${host}`;

/**
 * Step 3 of placing an order paid by card in the app (decision 0084): the shop's connected account
 * takes the brand, a saved card is the customer's and that account's, and the card is charged for
 * the priced total before the order is written. A refusal is answered with the customer's reason
 * and leaves no order; an approval or a charge still waiting goes on to be written with its order.
 */
export async function chargeOrderCard(
  ctx: PlaceOrderContext,
  customer: CustomerRow,
  body: SaveOrderRequest,
  priced: PricedOrder,
  how: {
    host: string;
    /** The marketplace's part the gateway keeps of a charge on this account (a split); null: none. */
    split: (account: CardAccount) => number | null;
  },
): Promise<ChargedCard | { answer: TSaveOrderResponse }> {
  const { shop } = priced.bundle;
  if (!body.card_token) throw new AppError(ErrorType.INVALID_INPUT, apiMessages.cardTokenMissing);
  if (!body.card_type) throw new AppError(ErrorType.INVALID_INPUT, apiMessages.invalidCardType);
  const flagId = body.card_flag_id!;
  const account = ctx.cards.gateway ? await accountOfShop(ctx.db, customer.profileId, shop.id) : null;
  if (!account || account.brands.length === 0) return refused(apiMessages.cardNotAccepted);
  if (!onlineFlagIds.includes(flagId) || !account.brands.includes(flagId)) {
    return refused(formatMessage(apiMessages.cardFlagNotAccepted, { flag: cardFlags[flagId - 1] ?? '' }));
  }
  const saved = body.saved_card_id ? await savedCardOf(ctx.db, customer.id, body.saved_card_id) : null;
  if (body.saved_card_id && (!saved || saved.cardAccountId !== account.id)) {
    throw new AppError(ErrorType.NOT_FOUND, apiMessages.savedCardNotFound);
  }
  const email = payerEmail(customer, how.host);
  const charge = await chargeCard(ctx.cards, {
    account,
    amountCents: priced.totalCents,
    token: body.card_token,
    flagId,
    cardType: body.card_type,
    payerEmail: email,
    gatewayCustomerId: saved?.gatewayCustomerId ?? null,
    description: `Pedido em ${shop.name}`,
    applicationFeeCents: how.split(account),
    // The same draft and card sent again is the same charge; another card is another charge.
    reference: `pedido-${customer.id}-${sha256(`${body.idempotency_key}:${body.card_token}`).slice(0, 32)}`,
  });
  if (!chargeGoesOn(charge)) return refused(cardOutcomeMessage('refused', charge.payment.detail));
  return { charge, email, token: body.card_token, cardType: body.card_type };
}
