import { z } from 'zod';
import { paymentMethods } from './catalog.ts';
import { cardTypes } from './catalog-constants.ts';
import { ZOrderTotals } from './checkout.ts';
import { ZEnvelope } from './envelope.ts';
import { zDay, zFlag, zId, zInt, zMoney, zOrderNumber, zRowId, zSessionToken, zText, zValidate } from './fields.ts';
import { deliveryTypes, orderActors, orderStatuses, type TOrderStatus } from './order-status.ts';
import { orderChannels, ZOrderItem, ZOrderProblem } from './orders.ts';
import { refundMethods, ZOrderRefund } from './payments.ts';

/**
 * The merchant panel's order board (issue 12): the orders of the shops a staff member runs, and
 * what the shop does with them. Every move goes through the contract's status machine
 * (order-status.ts), is written with who did it and when, and is heard live by the customer.
 */

/** Reasons a shop picks from when it rejects an order; it may also type its own. */
export const rejectReasons = [
  'Item em falta',
  'Loja muito movimentada no momento',
  'Sem entregador disponível',
  'Endereço fora da área de entrega',
  'Loja fechando',
] as const;

/** Reasons a shop picks from when it cancels an order it had accepted. */
export const cancelReasons = [
  'Cliente pediu o cancelamento',
  'Item acabou durante o preparo',
  'Problema na entrega',
  'Cliente não encontrado no endereço',
] as const;

/** The estimate a shop may promise when it accepts, in minutes. */
export const estimateLimits = { min: 5, max: 240 } as const;

/** How long a shop may pause taking orders at once, in minutes. */
export const pauseLimits = { max: 480 } as const;

export const ZBoardHistoryEntry = z
  .object({
    status: z.enum(orderStatuses),
    at: z.string(),
    /** Who moved the order: the customer, someone of the shop (by name), or the system (a timeout). */
    by: z.enum(orderActors),
    staff_name: z.string().nullable(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'BoardHistoryEntry' });

/** An order as the shop sees it: everything the counter and the kitchen need, nothing more. */
export const ZBoardOrder = z
  .object({
    order_id: zRowId(),
    order_number: zOrderNumber(),
    shop_id: zRowId(),
    shop_name: z.string(),
    status: z.enum(orderStatuses),
    delivery_type: z.enum(deliveryTypes),
    /** Placed in the app, or taken by the shop's staff at the counter or by phone. */
    channel: z.enum(orderChannels),
    placed_at: z.string(),
    /**
     * The slot the customer chose for a scheduled order, as the shop's clock reads it
     * ('2026-11-20T19:30', its start); null: as soon as possible.
     */
    scheduled_for: z.string().nullable(),
    /** The same slot's start as an instant (ISO): what the shop promised; null: as soon as possible. */
    scheduled_at: z.string().nullable(),
    /**
     * When a scheduled order is due to be prepared (ISO): its slot less the shop's estimate (the one
     * promised on acceptance, else its delivery estimate when placed). Until then the board neither
     * rings for it nor shows it late. Null: as soon as possible, due at once.
     */
    due_at: z.string().nullable(),
    customer: z.object({ name: z.string(), phone: z.string() }),
    address: z
      .object({
        street: z.string(),
        number: z.string(),
        complement: z.string(),
        district: z.string(),
        city: z.string(),
        cep: z.string(),
        reference: z.string(),
      })
      .nullable(),
    payment: z.object({
      method: z.enum(paymentMethods),
      /** Cash: the note the customer pays with; the change to bring is this less the total. */
      change_for: z.number().nullable(),
      card_flag: z.string().nullable(),
      /** Credit or debit, for a bank card on delivery: how to set the machine. */
      card_type: z.enum(cardTypes).nullable(),
      paid: z.boolean(),
      /**
       * A Pix paid and not returned: how it would go back if the order were cancelled now, by the
       * shop's payment provider or by the shop itself (a static key). Null otherwise.
       */
      refund_if_cancelled: z.enum(refundMethods).nullable(),
      /** What went back to the customer: a cancelled order's Pix or card (0054), parts of a card (0084). */
      refund: ZOrderRefund.nullable(),
      /** A card paid in the app: its brand and last digits. Null otherwise. */
      card: z.object({ brand: z.string(), last_four: z.string().nullable() }).nullable(),
      /** A card paid in the app that can still be given back in part: how much is left. */
      refundable: z.number().nullable(),
      /** The card's holder disputed the charge at their bank (a chargeback the gateway reported). */
      charged_back: z.boolean(),
    }),
    cpf_on_receipt: z.string().nullable(),
    items: z.array(ZOrderItem),
    totals: ZOrderTotals,
    coupon_code: z.string().nullable(),
    /** Minutes promised at acceptance, with the delays announced since; null before. */
    estimate_minutes: z.number().int().nullable(),
    /** The minutes of delay the shop announced after accepting, all told (0: none). */
    delay_minutes: z.number().int(),
    cancel_reason: z.string().nullable(),
    history: z.array(ZBoardHistoryEntry),
    /** A problem the customer reported, and the shop's answer; null when none. */
    problem: ZOrderProblem.nullable(),
    /** The kitchen screen's marks (decision 0099). */
    kitchen: z.object({
      /** The items made, by their place in `items` (from 0). */
      done_items: z.array(z.number().int()),
      /** When the whole order was said ready ("Pronto"); null while it is being made. */
      done_at: z.string().nullable(),
    }),
  })
  .meta({ id: 'BoardOrder' });
export type TBoardOrder = z.infer<typeof ZBoardOrder>;

export const ZBoardRequest = z.object({
  validate: zValidate(),
  token: zSessionToken(),
  /** One shop; omitted: every shop the staff member runs. */
  shop_id: zId().optional(),
});

/**
 * Open orders, those finished in the last 12 hours, and those cancelled with a Pix the shop still
 * has to send back, newest first (the newest 500 at most).
 */
export const ZBoardResponse = ZEnvelope.extend({ orders: z.array(ZBoardOrder) });

/** The shop's orders of every day, a page at a time, newest first (issue 38: history and search). */
export const orderHistoryPageSize = 20;

export const ZOrderHistoryRequest = z.object({
  validate: zValidate(),
  token: zSessionToken(),
  shop_id: zId(),
  /** The order's number, or part of the customer's name or phone. */
  q: zText(60).optional(),
  status: z.enum(orderStatuses).optional(),
  /** First and last day, both included, in the shop's time zone. */
  from: zDay().optional(),
  to: zDay().optional(),
  /** 1 for the newest. */
  page: zId().optional(),
});

export const ZOrderHistoryResponse = ZEnvelope.extend({
  orders: z.array(ZBoardOrder),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type TOrderHistoryResponse = z.infer<typeof ZOrderHistoryResponse>;

const zOrder = () => ({ validate: zValidate(), token: zSessionToken(), order_id: zId() });
const zReason = () => zText(200).min(3, 'escreva ao menos 3 letras');

export const ZAcceptOrderRequest = z.object({
  ...zOrder(),
  estimate_minutes: zInt().pipe(z.number().int().min(estimateLimits.min).max(estimateLimits.max)),
});

export const ZRejectOrderRequest = z.object({ ...zOrder(), reason: zReason() });

/** The shop's answer to a problem its customer reported; written again, it replaces it. */
export const ZAnswerProblemRequest = z.object({ ...zOrder(), answer: zText(1000).min(3) });

/**
 * The statuses in which a shop announces a delay: accepted and not yet handed over (an order ready
 * for pickup waits on its customer, not on the shop).
 */
export const delayableStatuses = [
  'accepted',
  'preparing',
  'out_for_delivery',
] as const satisfies readonly TOrderStatus[];

/** The delays the board offers after accepting ("vai atrasar 15 min"), and the most one may add. */
export const delayChoices = [10, 15, 20, 30] as const;
export const delayLimits = { min: 5, max: 60 } as const;

export const ZDelayOrderRequest = z.object({
  ...zOrder(),
  minutes: zInt().pipe(z.number().int().min(delayLimits.min).max(delayLimits.max)),
});

/**
 * The statuses in which an order is on the kitchen screen: accepted and not yet handed over or
 * ready for pickup (decision 0099).
 */
export const kitchenStatuses = ['accepted', 'preparing'] as const satisfies readonly TOrderStatus[];

/** Far above the items of any order (a products_list of 4,000 characters); a place beyond its items is not found. */
const kitchenItemPlaces = 200;

/** An item of the order made ('1') or back to be made ('0'), by its place in the order's items. */
export const ZKitchenItemRequest = z.object({
  ...zOrder(),
  item: zInt().pipe(
    z
      .number()
      .int()
      .min(0)
      .max(kitchenItemPlaces - 1),
  ),
  done: zFlag(),
});

/** The whole order ready ("Pronto", '1'), or back on the kitchen screen ('0'). */
export const ZKitchenOrderRequest = z.object({ ...zOrder(), done: zFlag() });

export const ZCancelOrderRequest = z.object({ ...zOrder(), reason: zReason() });

/** The status the card showed: a second click, or a move by someone else first, is refused. */
export const ZAdvanceBoardOrderRequest = z.object({ ...zOrder(), status: z.enum(orderStatuses) });

export const ZMarkPaidRequest = z.object(zOrder());

/** The shop sent a cancelled order's Pix back by hand ('Devolução feita'). */
export const ZMarkRefundedRequest = z.object(zOrder());

/** Part of a card paid in the app given back by the shop (a missing item): how much and why. */
export const ZRefundPartRequest = z.object({ ...zOrder(), amount: zMoney(), reason: zReason() });

export const ZBoardOrderResponse = ZEnvelope.extend({ order: ZBoardOrder });

export const ZPauseShopRequest = z.object({
  validate: zValidate(),
  token: zSessionToken(),
  shop_id: zId(),
  /** 0 takes orders again now. */
  minutes: zInt().pipe(z.number().int().min(0).max(pauseLimits.max)),
});

export const ZPauseShopResponse = ZEnvelope.extend({ paused_until: z.string().nullable() });

export const ZAutoAcceptRequest = z.object({
  validate: zValidate(),
  token: zSessionToken(),
  shop_id: zId(),
  /** '1': new orders are accepted with the shop's estimate (a Pix charge's once paid); '0': by hand. */
  auto_accept: zFlag(),
});

export const ZAutoAcceptResponse = ZEnvelope.extend({ auto_accept: z.boolean() });

export const ZBoardEventsTicketRequest = ZBoardRequest;
export const ZBoardEventsTicketResponse = ZEnvelope.extend({ ticket: z.string() });
/** Strict, as the order stream's: a session token sent in the URL is refused, never read (decision 0020). */
export const ZBoardEventsQuery = z.strictObject({ ticket: zText(200).min(1) });

/** An event of the board's stream: an order of one of the shops was placed or changed; read it again. */
export const ZBoardEvent = z
  .object({ order_id: zRowId(), shop_id: zRowId(), status: z.enum(orderStatuses) })
  .meta({ id: 'BoardEvent' });
/**
 * A 'payment' event of the board's stream: an order of one of the shops was paid; a 'details' event,
 * the same fields: its estimate (a delay) changed, its customer reported a problem or the kitchen
 * screen marked it. Read it again.
 */
export const ZBoardPaymentEvent = z.object({ order_id: zRowId(), shop_id: zRowId() }).meta({ id: 'BoardPaymentEvent' });
/** The board's heartbeat event, at its opening and every `every_ms` after (a comment would never reach the page). */
export const boardHeartbeatEvent = 'ping';
/** A 'ping' event: the stream is alive; the next comes within `every_ms`, so a panel knows when one is late. */
export const ZBoardPingEvent = z.object({ every_ms: z.number().int().positive() }).meta({ id: 'BoardPingEvent' });
export const ZBoardStreamEvent = z.union([ZBoardEvent, ZBoardPaymentEvent, ZBoardPingEvent]);
