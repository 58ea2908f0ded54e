import { z } from 'zod';
import { cardTypes, type CardType } from './catalog-constants.ts';
import { cardFlags, cardGateways } from './checkout.ts';
import { ZEnvelope } from './envelope.ts';
import { zId, zInt, zRowId, zSessionToken, zText, zValidate } from './fields.ts';

/**
 * Cards paid in the app through an online gateway (issue 34, decision 0084): the shop's (or its
 * marketplace's) connected account, the brands it shows, the customer's saved cards, and how a
 * charge's outcome reads in pt-BR. The card's digits never reach the API: the gateway's script
 * turns them into a one-use token in the customer's browser.
 */

export { cardGateways };
export type CardGatewayName = (typeof cardGateways)[number];

/** The bank-card brands a gateway charges online, by `flag_id` of `cardFlags` (meal vouchers are not). */
export const onlineCardFlags = ['Visa', 'Mastercard', 'Elo', 'Hipercard', 'American Express'] as const;
export const onlineFlagIds: readonly number[] = onlineCardFlags.map((name) => cardFlags.indexOf(name) + 1);

/** How each online brand is charged: credit, and debit where the brand has a debit card online. */
const creditOnly: ReadonlySet<string> = new Set(['Hipercard', 'American Express']);
export const onlineCardTypesOf = (flag: string): readonly CardType[] => (creditOnly.has(flag) ? ['credit'] : cardTypes);

const zOnlineFlagIds = z
  .array(zInt().refine((id) => onlineFlagIds.includes(id), 'bandeira não aceita pelo app'))
  .min(1, 'marque ao menos uma bandeira')
  .max(onlineCardFlags.length)
  .refine((ids) => new Set(ids).size === ids.length, 'cada bandeira uma vez só');

/** A connected account as the panel shows it: never a token, only whose it is and what it shows. */
export const ZCardAccount = z
  .object({
    gateway: z.enum(cardGateways),
    /** 'shop': the shop's own; 'profile': the marketplace's, for every shop without its own. */
    scope: z.enum(['shop', 'profile']),
    /** The gateway's id of the account (Mercado Pago's user id). */
    account_id: z.string(),
    connected_at: z.string(),
    brands: z.array(zRowId()),
  })
  .meta({ id: 'CardAccount' });
export type TCardAccount = z.infer<typeof ZCardAccount>;

export const ZShopCardRequest = z.object({ validate: zValidate(), token: zSessionToken(), shop_id: zId() });

export const ZShopCardResponse = ZEnvelope.extend({
  /** Whether the platform has a gateway application at all (production needs its credentials). */
  available: z.boolean(),
  account: ZCardAccount.nullable(),
  /** Whether this person may connect one for the whole marketplace (its operator). */
  can_connect_profile: z.boolean(),
  /** The brands a connected account can show, in the platform's order. */
  brands_offered: z.array(z.object({ flag_id: zRowId(), name: z.string() })),
});
export type TShopCardResponse = z.infer<typeof ZShopCardResponse>;

export const ZConnectCardRequest = ZShopCardRequest.extend({
  /** The marketplace's operator connecting the account every shop without its own uses. */
  for_profile: z.boolean().optional(),
});
export const ZConnectCardResponse = ZEnvelope.extend({ authorization_url: z.string() });

/** Where the gateway sends the owner back: its code and our state, as the panel's page got them. */
export const ZFinishCardConnectRequest = z.object({
  validate: zValidate(),
  token: zSessionToken(),
  code: zText(300).min(1),
  state: zText(1000).min(1),
});

export const ZCardBrandsRequest = ZShopCardRequest.extend({ brands: zOnlineFlagIds });
export const ZDisconnectCardRequest = ZConnectCardRequest;

/** A card the customer saved at a gateway account, by brand and last digits. */
export const ZSavedCard = z
  .object({
    card_id: zRowId(),
    flag_id: zRowId(),
    brand: z.string(),
    /** Credit or debit: the gateway charges each as a method of its own. */
    card_type: z.enum(cardTypes),
    last_four: z.string(),
    /** 'MM/AA'. */
    expiration: z.string(),
    /** The gateway's id of the card, which its script turns into a token with the CVV typed. */
    gateway_card_id: z.string(),
  })
  .meta({ id: 'SavedCard' });
export type TSavedCard = z.infer<typeof ZSavedCard>;

export const ZSavedCardsRequest = z.object({ validate: zValidate(), token: zSessionToken(), shop_id: zId() });
export const ZSavedCardsResponse = ZEnvelope.extend({ cards: z.array(ZSavedCard) });
export const ZDeleteSavedCardRequest = z.object({ validate: zValidate(), token: zSessionToken(), card_id: zId() });

/** The gateway's notification (Mercado Pago's webhook body); the query names the payment too. */
export const ZCardWebhookRequest = z.looseObject({
  type: z.string().max(50).optional(),
  action: z.string().max(100).optional(),
  data: z.looseObject({ id: z.union([z.string().max(64), z.number()]) }).optional(),
});
export const ZCardWebhookResponse = ZEnvelope;

/**
 * Where a card charge stands, as the customer reads it: approved; pending while the issuer's
 * challenge (3-D Secure) or the gateway's review runs; refused with the reason the customer can act on.
 */
export const cardOutcomes = ['approved', 'challenge', 'in_review', 'refused', 'cancelled'] as const;
export type TCardOutcome = (typeof cardOutcomes)[number];

/** The card payment of an order as its page shows it. */
export const ZOrderCard = z
  .object({
    brand: z.string(),
    last_four: z.string().nullable(),
    outcome: z.enum(cardOutcomes),
    /** What the customer reads of the outcome, in pt-BR. */
    message: z.string(),
    /** The issuer's page to open while the outcome is 'challenge'. */
    challenge: z.object({ url: z.string(), creq: z.string() }).nullable(),
  })
  .meta({ id: 'OrderCard' });
export type TOrderCard = z.infer<typeof ZOrderCard>;

/**
 * The customer's words for a refusal, by the gateway's reason (Mercado Pago's `status_detail`):
 * what to fix when the customer typed something wrong, another card when the bank said no.
 */
const refusalMessages: Record<string, string> = {
  cc_rejected_bad_filled_security_code: 'Código de segurança inválido. Confira o CVV e tente de novo.',
  cc_rejected_bad_filled_date: 'Data de validade inválida. Confira o cartão e tente de novo.',
  cc_rejected_bad_filled_card_number: 'Número do cartão inválido. Confira e tente de novo.',
  cc_rejected_bad_filled_other: 'Confira os dados do cartão e tente de novo.',
  cc_rejected_insufficient_amount: 'Saldo ou limite insuficiente. Tente outro cartão.',
  cc_rejected_call_for_authorize:
    'O banco pede que você autorize este pagamento. Ligue para o banco ou tente outro cartão.',
  cc_rejected_card_disabled: 'Este cartão não está ativo. Ligue para o banco ou tente outro cartão.',
  cc_rejected_duplicated_payment:
    'Você já fez um pagamento desse valor agora. Se precisa pagar de novo, use outro cartão.',
  cc_rejected_high_risk: 'Pagamento recusado por segurança. Tente outro cartão ou outra forma de pagamento.',
  cc_rejected_max_attempts: 'Você chegou ao limite de tentativas. Tente outro cartão.',
  cc_rejected_3ds_challenge: 'A autenticação do cartão não foi concluída. Tente de novo ou use outro cartão.',
  cc_rejected_blacklist: 'Pagamento recusado por segurança. Tente outro cartão ou outra forma de pagamento.',
  // Given up by us: a challenge never answered, a review that did not end in time.
  by_collector: 'O pagamento não foi confirmado a tempo e foi cancelado. Nada foi cobrado no seu cartão.',
};

export const cardMessages = {
  approved: 'Pagamento aprovado',
  challenge: 'Confirme o pagamento na página do seu banco',
  in_review: 'Pagamento em análise. Avisaremos assim que for aprovado',
  refused: 'Cartão recusado pelo banco. Tente outro cartão.',
  cancelled: 'Pagamento não concluído',
} as const satisfies Record<TCardOutcome, string>;

/** The pt-BR message of an outcome; a refusal names what to do by its reason when it is known. */
export function cardOutcomeMessage(outcome: TCardOutcome, detail: string | null): string {
  if (outcome === 'refused' && detail) return refusalMessages[detail] ?? cardMessages.refused;
  return cardMessages[outcome];
}
