import { z } from 'zod';
import { paymentMethods } from './catalog.ts';
import { cardTypes, type CardType } from './catalog-constants.ts';
import { ZEnvelope } from './envelope.ts';
import { zId, zMoney, zRowId, zSessionToken, zText, zValidate } from './fields.ts';

// Kept in a module without zod so the checkout page encodes its lines without downloading it.
export { encodeProductsList, parseProductsList, type CartLine } from './products-list.ts';

export const ZValidateOrderRequest = z.object({
  validate: zValidate(),
  profile_id: zId().optional(),
  token: zSessionToken(),
  shop_id: zId(),
  products_list: zText(4000).min(1),
  /** What the app shows, compared with the server's own sums. */
  order_total: zMoney(),
  total_products: zMoney(),
  delivery_price_shop: zMoney(),
  /** null or absent: pickup at the shop. */
  address_id: zId().nullable().optional(),
  /** A slot of getInfoHorarios; absent: as soon as possible. */
  schedule_id: zText(40).nullable().optional(),
  /** Ours: a coupon of getDiscountInfo, and whether to spend the cashback balance. */
  coupon_code: zText(40).optional(),
  use_cashback: z.union([z.literal('1'), z.literal(1), z.literal(true)]).optional(),
});

export const ZOrderTotals = z
  .object({
    total_products: z.number(),
    delivery_price: z.number(),
    discount: z.number(),
    cashback: z.number(),
    /** total_products + delivery_price - discount - cashback, never below zero. */
    order_total: z.number(),
  })
  .meta({ id: 'OrderTotals' });
export type TOrderTotals = z.infer<typeof ZOrderTotals>;

/**
 * error_type 0: go on; 9: go on only after the customer confirms ('Estou ciente'); 2: back to the
 * shop; 15: the prices changed (totals carries the right ones); others: a refusal to show.
 */
export const ZValidateOrderResponse = ZEnvelope.extend({
  totals: ZOrderTotals.optional(),
  /**
   * Ours (issue 37): present when this order's updates can go on WhatsApp (the tenant has a
   * number, the customer a cell phone): the customer's number they would go to, masked.
   */
  whatsapp_updates: z.object({ phone: z.string() }).optional(),
});
export type TValidateOrderResponse = z.infer<typeof ZValidateOrderResponse>;

export const ZShopRequest = z.object({ validate: zValidate(), profile_id: zId().optional(), shop_id: zId() });

export const ZScheduleSlot = z
  .object({
    /** Local start, 'YYYY-MM-DDTHH:MM' in the shop's time zone. */
    schedule_id: z.string(),
    /** ISO instants. */
    start: z.string(),
    end: z.string(),
    label: z.string(),
  })
  .meta({ id: 'ScheduleSlot' });
export type TScheduleSlot = z.infer<typeof ZScheduleSlot>;

export const ZInfoHorariosResponse = ZEnvelope.extend({
  /** Whether an order can be made for as soon as possible (the shop is open now). */
  now_available: z.boolean(),
  slots: z.array(ZScheduleSlot),
});
export type TInfoHorariosResponse = z.infer<typeof ZInfoHorariosResponse>;

export const cardFlags = [
  'Visa',
  'Mastercard',
  'Elo',
  'Hipercard',
  'American Express',
  'VR Refeição',
  'Alelo Refeição',
  'Sodexo Refeição',
  'Ticket Restaurante',
] as const;

/** A flag's `flag_id` is its place in `cardFlags` from 1: the list only ever grows at its end. */
export const allCardFlagIds: number[] = cardFlags.map((_, i) => i + 1);

/** Meal vouchers are charged as themselves: the machine asks neither credit nor debit. */
const mealVouchers: ReadonlySet<string> = new Set([
  'VR Refeição',
  'Alelo Refeição',
  'Sodexo Refeição',
  'Ticket Restaurante',
]);

/** How a flag can be charged on delivery: credit or debit for a bank card, nothing for a meal voucher. */
export const cardTypesOfFlag = (flag: string): readonly CardType[] => (mealVouchers.has(flag) ? [] : cardTypes);

export const ZPaymentGroup = z
  .object({
    group: z.enum(paymentMethods),
    label: z.string(),
    /** Cash: the customer may say how much change ('troco para'). */
    accepts_change: z.boolean(),
    /** Card: its flags, each with how it can be charged ([] for a meal voucher: nothing to choose). */
    flags: z.array(z.object({ flag_id: zRowId(), name: z.string(), card_types: z.array(z.enum(cardTypes)) })),
  })
  .meta({ id: 'PaymentGroup' });
export type TPaymentGroup = z.infer<typeof ZPaymentGroup>;

export const ZGroupsPaymentResponse = ZEnvelope.extend({ groups: z.array(ZPaymentGroup) });
export type TGroupsPaymentResponse = z.infer<typeof ZGroupsPaymentResponse>;

/** The card gateways a shop can connect (decision 0084); the first is Mercado Pago's. */
export const cardGateways = ['mercadopago'] as const;

/** The browser's side of the gateway, for checkout: its script and the account's public key. */
export const ZCardGatewayScript = z
  .object({ gateway: z.enum(cardGateways), script_url: z.string(), public_key: z.string() })
  .meta({ id: 'CardGatewayScript' });
export type TCardGatewayScript = z.infer<typeof ZCardGatewayScript>;

export const ZFlagsCardOnlineRequest = ZShopRequest.partial({ shop_id: true });

export const ZFlagsCardOnlineResponse = ZEnvelope.extend({
  /** The brands the shop's connected account shows, by `flag_id` of `cardFlags`; none without one. */
  flags: z.array(z.object({ flag_id: zRowId(), name: z.string() })),
  /** What the browser needs to tokenize a card: the gateway's script and the account's public key. */
  gateway: ZCardGatewayScript.nullable(),
});
