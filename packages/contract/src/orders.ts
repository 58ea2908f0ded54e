import { z } from 'zod';
import { cardTypes } from './catalog-constants.ts';
import { paymentMethods, ZShopAddress, ZShopDay, ZShopStatus } from './catalog.ts';
import { ZValidateOrderRequest, ZOrderTotals } from './checkout.ts';
import { ZOrderCard } from './card-payments.ts';
import { ZEnvelope } from './envelope.ts';
import { zId, zInt, zMoney, zOrderNumber, zRowId, zSessionToken, zText, zValidate } from './fields.ts';
import { deliveryTypes, orderStatuses } from './order-status.ts';
import { paymentStatuses, ZOrderPaymentEvent, ZOrderRefund } from './payments.ts';

/** checkout4apiV2/saveOrder: the validated draft plus how it is paid, placed in one transaction. */
export const ZSaveOrderRequest = ZValidateOrderRequest.extend({
  /** A key the app makes per attempt (a UUID): a retried request answers the order it already made. */
  idempotency_key: zText(100).min(8),
  payment_method: z.enum(paymentMethods),
  /** Cash: the note the customer pays with ('troco para'); no note is larger than R$ 10.000. */
  change_for: zMoney(10_000).optional(),
  /** Card on delivery: a flag_id of getGroupsPayment; card in the app: one of getFlagsCardOnline's. */
  card_flag_id: zId().optional(),
  /**
   * A bank card's flag: credit or debit (the courier's machine, or the gateway's payment method);
   * refused otherwise (a meal voucher is neither).
   */
  card_type: z.enum(cardTypes).optional(),
  /** Card in the app: the one-use token the gateway's script made of the card in the browser. */
  card_token: z
    .string()
    .regex(/^[a-zA-Z0-9-]{8,64}$/)
    .optional(),
  /** Card in the app: keep this new card at the gateway for the next orders. */
  save_card: z.boolean().optional(),
  /** Card in the app: the saved card (savedCards' card_id) the token was made of with its CVV. */
  saved_card_id: zId().optional(),
  /** 'CPF na nota'. */
  cpf_on_receipt: zText(20).optional(),
  /** The customer saw a 9 ('Estou ciente') and goes on. */
  confirmed: z.union([z.literal('1'), z.literal(1), z.literal(true)]).optional(),
  /** The privacy policy accepted at checkout. */
  accept_policy: z.union([z.literal('1'), z.literal(1), z.literal(true)]),
  /** Per line of products_list, in order: the customer's notes ('sem cebola'). */
  notes: z.array(zText(140)).max(100).optional(),
  /**
   * Ours (issue 37): the customer ticked "Receber atualizações do pedido pelo WhatsApp"
   * (whatsAppConsentText), offered by validateOrderApp's `whatsapp_updates`.
   */
  whatsapp_updates: z.union([z.literal('1'), z.literal(1), z.literal(true)]).optional(),
});

/** Orders the shop's staff take themselves: at the counter, by phone (decision 0100). */
export const staffOrderChannels = ['counter', 'phone'] as const;
/** Where an order came from: the customer's app, or the shop's staff. */
export const orderChannels = ['app', ...staffOrderChannels] as const;
export type TOrderChannel = (typeof orderChannels)[number];

export const ZOrderItem = z
  .object({
    product_id: zRowId(),
    name: z.string(),
    quantity: z.number().int(),
    unit_price: z.number(),
    total: z.number(),
    options: z.array(z.object({ group: z.string(), option: z.string(), price: z.number() })),
    notes: z.string(),
  })
  .meta({ id: 'OrderItem' });
/** One line of an order: what the customer's bag builds and the board and the order page show. */
export type TOrderItem = z.infer<typeof ZOrderItem>;

export const ZOrder = z
  .object({
    order_id: zRowId(),
    order_number: zOrderNumber(),
    shop_id: zRowId(),
    shop_name: z.string(),
    status: z.enum(orderStatuses),
    created_at: z.string(),
    schedule_id: z.string().nullable(),
    delivery_type: z.enum(deliveryTypes),
    address: z.string().nullable(),
    payment_method: z.enum(paymentMethods),
    change_for: z.number().nullable(),
    card_flag: z.string().nullable(),
    /** Credit or debit, for a bank card on delivery; null otherwise. */
    card_type: z.enum(cardTypes).nullable(),
    cpf_on_receipt: z.string().nullable(),
    totals: ZOrderTotals,
    items: z.array(ZOrderItem),
    /** Where its payment stands; 'paid' with the time it was seen (paid_at). */
    payment_status: z.enum(paymentStatuses),
    paid_at: z.string().nullable(),
    /**
     * Pix still to pay: the BR Code ('copia e cola'), its QR image as SVG and, for a charge of the
     * shop's payment provider, when it expires (null for a shop's static BR Code). Null for other
     * payments and once paid or expired.
     */
    pix: z.object({ payload: z.string(), qr_svg: z.string(), expires_at: z.string().nullable() }).nullable(),
    /** A card paid in the app: its brand, last digits and where the charge stands. Null otherwise. */
    card: ZOrderCard.nullable(),
    /** A Pix paid for an order that was then cancelled: how its money goes back. Null otherwise. */
    refund: ZOrderRefund.nullable(),
    /** The customer's review of this order, once given. */
    review: z.object({ stars: z.number().int(), comment: z.string() }).nullable(),
    /**
     * The shop's delivery estimate in minutes as it stood when the order was placed (a later change
     * of the shop's estimate leaves the order alone); null on orders placed before it was kept.
     */
    estimate_min: z.number().int().nullable(),
    estimate_max: z.number().int().nullable(),
  })
  .meta({ id: 'Order' });
export type TOrder = z.infer<typeof ZOrder>;

export const ZSaveOrderResponse = ZEnvelope.extend({ order: ZOrder.optional(), totals: ZOrderTotals.optional() });
export type TSaveOrderResponse = z.infer<typeof ZSaveOrderResponse>;

export const ZOrdersPageRequest = z.object({
  validate: zValidate(),
  profile_id: zId().optional(),
  token: zSessionToken(),
  page: zInt().pipe(z.number().int().min(1).max(1000)).optional(),
  push_id: zText(512).optional(),
});
/** An order in the customer's list, with its shop's logo for the card ('' when the shop has none). */
export const ZListedOrder = ZOrder.extend({ shop_logo: z.string() }).meta({ id: 'ListedOrder' });
export type TListedOrder = z.infer<typeof ZListedOrder>;
export const ZOrdersPageResponse = ZEnvelope.extend({
  orders: z.array(ZListedOrder),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type TOrdersPageResponse = z.infer<typeof ZOrdersPageResponse>;

export const ZStatusOrderRequest = z.object({
  validate: zValidate(),
  profile_id: zId().optional(),
  token: zSessionToken(),
  order_id: zId(),
});
/**
 * Where a pickup order is collected: the shop's address (absent while the shop has not given it)
 * and its hours as they stand when asked, in the shop's time zone.
 */
export const ZPickupPlace = z
  .object({
    address: ZShopAddress.optional(),
    time_zone: z.string(),
    /** Today in the shop's time zone, exceptions applied. */
    today: ZShopDay,
    status: ZShopStatus,
  })
  .meta({ id: 'PickupPlace' });
export type TPickupPlace = z.infer<typeof ZPickupPlace>;

/** Where the shop's courier is with the order, as the shop's software reports it (Open Delivery tracking). */
export const courierStages = ['to_shop', 'at_shop', 'picked_up', 'on_the_way', 'arrived', 'delivered'] as const;
export const courierVehicles = ['motorbike', 'car', 'bicycle', 'scooter', 'van'] as const;
/** The delivery problems a customer is told of; the shop's other reports (fraud, payment) stay with the shop. */
export const courierProblems = ['delayed', 'address_unknown', 'nobody_to_receive', 'courier_setback'] as const;
/**
 * The courier of a delivery the shop makes, while the order is on its way and the shop's software
 * reports one. Every field is what was last reported; a problem is shown while nothing newer came.
 */
export const ZCourier = z
  .object({
    stage: z.enum(courierStages).nullable(),
    /** Trimmed; null rather than blank. */
    name: z.string().nullable(),
    vehicle: z.enum(courierVehicles).nullable(),
    /** Upper case, trimmed; null rather than blank. */
    plate: z.string().nullable(),
    /** When the courier expects to be at the customer's door. */
    eta: z.string().nullable(),
    /** Straight-line metres from the courier's last position (under 10 minutes old) to the address. */
    distance_m: z.number().int().nullable(),
    problem: z.enum(courierProblems).nullable(),
  })
  .meta({ id: 'Courier' });
export type TCourier = z.infer<typeof ZCourier>;

/** What went wrong with a delivered order, as the customer says it (issue 38). */
export const problemKinds = ['missing_item', 'wrong_item', 'late', 'other'] as const;
export type TProblemKind = (typeof problemKinds)[number];
/** A problem is reported within this many days of the order's end, once. */
export const problemReportDays = 7;

/** A problem reported with an order, and the shop's answer once it gave one. */
export const ZOrderProblem = z
  .object({
    kind: z.enum(problemKinds),
    text: z.string(),
    created_at: z.string(),
    answer: z.object({ text: z.string(), answered_at: z.string() }).nullable(),
  })
  .meta({ id: 'OrderProblem' });
export type TOrderProblem = z.infer<typeof ZOrderProblem>;

export const ZStatusHistory = z.array(z.object({ status: z.enum(orderStatuses), at: z.string() }));
export const ZStatusOrderResponse = ZEnvelope.extend({
  order_id: zRowId(),
  status: z.enum(orderStatuses),
  history: ZStatusHistory,
  order: ZOrder,
  /** Why a cancelled order was cancelled, in pt-BR, when someone said why. */
  cancel_reason: z.string().optional(),
  /** Minutes the shop promised when it accepted the order, and the instant that makes; absent before. */
  estimate_minutes: z.number().int().optional(),
  expected_at: z.string().optional(),
  /** The delay the shop announced after accepting, in minutes (already in the estimate); absent when none. */
  delay_minutes: z.number().int().optional(),
  /** The shop's kitchen starts on it later than at once: the arrival moves by as much. */
  preparation_starts_at: z.string().optional(),
  /** A delivery's courier, while the order is on its way and the shop reports one. */
  courier: ZCourier.optional(),
  /** A pickup order of a shop still listed: where and when to pick it up. */
  pickup_place: ZPickupPlace.optional(),
  /** A problem the customer reported with it, and the shop's answer. */
  problem: ZOrderProblem.optional(),
});
export type TStatusOrderResponse = z.infer<typeof ZStatusOrderResponse>;

/**
 * Why a customer cancels an order the shop has not accepted yet: the shop's board reads it on the
 * cancelled card. The first is what the order page picks unless the customer says otherwise.
 */
export const customerCancelReasons = [
  'Desisti do pedido',
  'Pedi algo errado',
  'A loja está demorando para aceitar',
  'Vou pedir em outra loja',
] as const;
export type TCustomerCancelReason = (typeof customerCancelReasons)[number];

export const ZCancelMyOrderRequest = z.object({
  validate: zValidate(),
  profile_id: zId().optional(),
  token: zSessionToken(),
  order_id: zId(),
  reason: z.enum(customerCancelReasons),
});

export const ZReportProblemRequest = z.object({
  validate: zValidate(),
  profile_id: zId().optional(),
  token: zSessionToken(),
  order_id: zId(),
  kind: z.enum(problemKinds),
  /** What happened, in the customer's words. */
  text: zText(500).min(3),
});

export const ZSaveReviewRequest = z.object({
  validate: zValidate(),
  profile_id: zId().optional(),
  token: zSessionToken(),
  order_id: zId(),
  /** 1 to 5 stars. */
  stars: zInt().pipe(z.number().int().min(1).max(5)),
  comment: zText(500).optional(),
});

export const ZOrderParams = z.object({ order_id: zId() });
/** A stream ticket for one order of the signed-in customer (decision 0020). */
export const ZOrderEventsTicketRequest = z.object({
  validate: zValidate(),
  profile_id: zId().optional(),
  token: zSessionToken(),
  order_id: zId(),
});
export const ZOrderEventsTicketResponse = ZEnvelope.extend({
  /** Opaque, single-use: opens this order's stream once, within `expires_in` seconds. */
  ticket: z.string(),
  expires_in: z.number().int(),
});
export type TOrderEventsTicketResponse = z.infer<typeof ZOrderEventsTicketResponse>;
/**
 * The order's status stream: EventSource sends no headers, so its credential is in the query. It is
 * a stream ticket, never the session token: a URL lands in access logs and browser history, and a
 * spent ticket opens nothing. The strict object refuses a `token` the old apps sent.
 */
export const ZOrderEventsQuery = z.strictObject({ ticket: zText(100).min(1) });
/** The data of each 'status' event of the stream. */
export const ZOrderStatusEvent = z.object({ order_id: zRowId(), status: z.enum(orderStatuses) });
/** The data of a 'details' event: the order's courier or times changed, to be read again. */
export const ZOrderDetailsEvent = z.object({ order_id: zRowId(), details: z.literal('changed') });
/**
 * What the stream sends: 'status' events, once the order is paid one 'payment' event, and a
 * 'details' event when its courier or times change.
 */
export const ZOrderStreamEvent = z.union([ZOrderStatusEvent, ZOrderPaymentEvent, ZOrderDetailsEvent]);

/** Sandbox: the order moves to its next status, or is cancelled. */
export const ZAdvanceOrderRequest = z.object({
  order_id: zId(),
  cancel: z.union([z.literal('1'), z.literal(1), z.literal(true)]).optional(),
  /** Why it is cancelled, shown to the customer. */
  reason: zText(200).optional(),
});
export const ZAdvanceOrderResponse = ZEnvelope.extend({ status: z.enum(orderStatuses) });
