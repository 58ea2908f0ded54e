import {
  initialStatus,
  openStatuses,
  orderActors,
  orderStatuses,
  type TOrderActor,
  type TOrderStatus,
} from '@delivery/contract/order-status';
import type { PaymentMethod } from '@delivery/contract/catalog';
import { orderChannels, type TOrderChannel } from '@delivery/contract/orders';
import { cardTypes, type CardType } from '@delivery/contract/catalog-constants';
import {
  courierProblems,
  courierStages,
  courierVehicles,
  problemKinds,
  type TCourier,
  type TProblemKind,
} from '@delivery/contract/orders';
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { shops } from './catalog.ts';
import { FIRST_GENERATED_ID, timestamps } from './columns.ts';
import { customers, sessions } from './customers.ts';
import { profiles } from './profiles.ts';
import { staff } from './staff.ts';

/** The contract's statuses as a SQL list: the check changes with the contract (npm run db:generate). */
const knownStatuses = sql.raw(orderStatuses.map((status) => `'${status}'`).join(', '));
/** The statuses an order is still open in: the board shows every such order of its shops. */
const openStatusList = sql.raw(openStatuses.map((status) => `'${status}'`).join(', '));
const knownCardTypes = sql.raw(cardTypes.map((type) => `'${type}'`).join(', '));
const knownActors = sql.raw(orderActors.map((actor) => `'${actor}'`).join(', '));
const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** Where the order goes, as it was when ordered: later edits of the address never change it. */
export type AddressSnapshot = {
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  cep: string;
  reference: string;
};

/** An order: money in cents, names and prices copied from the catalog at the moment of ordering. */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: FIRST_GENERATED_ID }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /**
     * The order's number as its tenant counts them, from 1 (decision 0067): what the customer, the
     * shop's staff, pushes, Pix charges and the shop's software read. `id` stays the key between
     * tables and in paths.
     */
    number: integer('number').notNull(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The app's key for this attempt: a retried request finds the order it already made. */
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * The draft the key was sent with (draftHash in place-order.ts): the key sent again with another
     * draft is refused. Null on orders placed before it was kept.
     */
    draftHash: text('draft_hash'),
    status: text('status').$type<TOrderStatus>().notNull().default(initialStatus),
    shopName: text('shop_name').notNull(),
    addressId: integer('address_id'),
    address: jsonb('address').$type<AddressSnapshot | null>(),
    scheduleId: text('schedule_id'),
    /**
     * When the slot of `scheduleId` starts, as an instant: the shop's promise for a scheduled order,
     * and (less the estimate) when its kitchen is due to start. Null: as soon as possible.
     */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    changeForCents: integer('change_for_cents'),
    cardFlag: text('card_flag'),
    /** Credit or debit, for a bank card on delivery; null otherwise and on orders placed before it was asked. */
    cardType: text('card_type').$type<CardType>(),
    cpfOnReceipt: text('cpf_on_receipt'),
    /**
     * The WhatsApp number (55 and the digits) its customer asked this order's updates on, ticking
     * "Receber atualizações do pedido pelo WhatsApp"; null when they did not.
     */
    whatsappPhone: text('whatsapp_phone'),
    /** The words they agreed to, as shown (LGPD): kept with the order, whose time is the consent's. */
    whatsappConsent: text('whatsapp_consent'),
    productsCents: integer('products_cents').notNull(),
    deliveryCents: integer('delivery_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    cashbackCents: integer('cashback_cents').notNull().default(0),
    couponCode: text('coupon_code'),
    totalCents: integer('total_cents').notNull(),
    pixTxid: text('pix_txid'),
    pixPayload: text('pix_payload'),
    /** Why it was cancelled (pt-BR, shown to the customer); null while not cancelled, or when no one said. */
    cancelReason: text('cancel_reason'),
    /** Minutes the shop promised when it accepted the order, with the delays it announced since; null before. */
    estimateMinutes: integer('estimate_minutes'),
    /** The minutes of delay the shop announced after accepting, all told: the customer reads why the time moved. */
    delayMinutes: integer('delay_minutes').notNull().default(0),
    /** Placed in the app, or taken by the shop's staff at the counter or by phone (decision 0100). */
    channel: text('channel').$type<TOrderChannel>().notNull().default('app'),
    /** When the kitchen screen said the whole order is ready ("Pronto"); null while it is being made. */
    kitchenDoneAt: timestamp('kitchen_done_at', { withTimezone: true }),
    /**
     * The shop's delivery estimate when the order was placed: the order page's expected arrival
     * counts from it, whatever the shop's estimate says later. Null on orders placed before it was kept.
     */
    estimateMin: integer('estimate_min'),
    estimateMax: integer('estimate_max'),
    /**
     * The shop must have accepted it by then, or it is cancelled (orders/accept-timeout.ts); null
     * on orders placed before deadlines were kept.
     */
    acceptBy: timestamp('accept_by', { withTimezone: true }),
    /**
     * When the shop's kitchen starts on it, where its software put that later than at once (Open
     * Delivery's order details): the customer's expected arrival moves by as much. Null otherwise.
     */
    preparationStartsAt: timestamp('preparation_starts_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_idempotency_unique').on(t.customerId, t.idempotencyKey),
    uniqueIndex('orders_number_unique').on(t.profileId, t.number),
    index('orders_customer_idx').on(t.customerId, t.id),
    // The board of a shop: its open orders, however old, and those finished lately.
    index('orders_shop_open_idx')
      .on(t.shopId, t.id)
      .where(sql`${t.status} in (${openStatusList})`),
    index('orders_shop_updated_idx').on(t.shopId, t.updatedAt),
    // The shop's numbers over a range of days (orders/sales.ts).
    index('orders_shop_created_idx').on(t.shopId, t.createdAt),
    // Only the orders still waiting for their shop: what the acceptance sweep looks through.
    index('orders_accept_due_idx')
      .on(t.acceptBy)
      .where(sql`${t.status} = 'received'`),
    check('orders_status_check', sql`${t.status} in (${knownStatuses})`),
    check('orders_channel_check', sql`${t.channel} in (${sqlList(orderChannels)})`),
    check('orders_card_type_check', sql`${t.cardType} in (${knownCardTypes})`),
    check('orders_money_check', sql`${t.productsCents} >= 0 and ${t.deliveryCents} >= 0 and ${t.totalCents} >= 0`),
  ],
);

/**
 * The last order number each tenant gave (decision 0067): one row per profile, bumped by the
 * statement that writes the order (insert-order.ts), whose row lock makes two orders at once take
 * two numbers.
 */
export const orderNumbers = pgTable(
  'order_numbers',
  {
    profileId: integer('profile_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [check('order_numbers_positive_check', sql`${t.lastNumber} > 0`)],
);

export type ItemOption = {
  group: string;
  option: string;
  priceCents: number;
  /** The catalog's option, for whoever needs its code (Open Delivery); absent on older orders. */
  optionId?: number;
  /**
   * How many flavours shared the item when this option is one of a half-and-half's (a group of kind
   * 'flavours' with more than one chosen): the option is that fraction of the item. Absent otherwise.
   */
  flavours?: number;
};

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitCents: integer('unit_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    options: jsonb('options').$type<ItemOption[]>().notNull().default([]),
    notes: text('notes').notNull().default(''),
    /** When the kitchen screen marked this item made; null while it is to be made. */
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<TOrderStatus>().notNull(),
    /** Who made the change. */
    actor: text('actor').$type<TOrderActor>().notNull(),
    /** The staff member who made it, when staff did (their name stays with the account). */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Why, when the change asks for a reason (a cancellation). */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId, t.id),
    check('order_status_history_status_check', sql`${t.status} in (${knownStatuses})`),
    check('order_status_history_actor_check', sql`${t.actor} in (${knownActors})`),
  ],
);

/**
 * A problem the customer reported with a delivered order (a missing or wrong item, lateness,
 * other), once per order, and the shop's answer; the board keeps the order until it is answered.
 */
export const orderProblems = pgTable(
  'order_problems',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TProblemKind>().notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('order_problems_kind_check', sql`${t.kind} in (${sqlList(problemKinds)})`),
    index('order_problems_unanswered_idx')
      .on(t.orderId)
      .where(sql`${t.answer} is null`),
  ],
);

/** One review per delivered order, by its customer, and the shop's answer; the shop's rating is the sum of them. */
export const reviews = pgTable(
  'reviews',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    stars: integer('stars').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The shop's answer, shown under the review on the evaluation page; written again, it replaces it. */
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [index('reviews_shop_idx').on(t.shopId), check('reviews_stars_check', sql`${t.stars} between 1 and 5`)],
);

/**
 * Single-use tickets that open one order's status stream (decision 0020): only their SHA-256 is
 * kept, in the database every API process shares, so a ticket issued by one process opens the
 * stream on whichever process the balancer picks. The stream stays tied to the session it came from.
 */
export const streamTickets = pgTable(
  'stream_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sessionTokenHash: text('session_token_hash')
      .notNull()
      .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('stream_tickets_expires_idx').on(t.expiresAt)],
);

/**
 * The courier of a delivery the shop makes, as the shop's software last reported it (Open Delivery
 * tracking, decision 0052): one row per order, each report overwriting what it names. `report`
 * keeps the last report as sent, free texts included, for whoever looks into a delivery.
 */
export const orderCouriers = pgTable(
  'order_couriers',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null once the software said the courier's delivery was called off (a new one may come). */
    stage: text('stage').$type<NonNullable<TCourier['stage']>>(),
    stageAt: timestamp('stage_at', { withTimezone: true }),
    name: text('name'),
    vehicle: text('vehicle').$type<NonNullable<TCourier['vehicle']>>(),
    plate: text('plate'),
    etaAt: timestamp('eta_at', { withTimezone: true }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    locatedAt: timestamp('located_at', { withTimezone: true }),
    problem: text('problem').$type<NonNullable<TCourier['problem']>>(),
    problemAt: timestamp('problem_at', { withTimezone: true }),
    report: jsonb('report').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_couriers_stage_check', sql`${t.stage} in (${sqlList(courierStages)})`),
    check('order_couriers_vehicle_check', sql`${t.vehicle} in (${sqlList(courierVehicles)})`),
    check('order_couriers_problem_check', sql`${t.problem} in (${sqlList(courierProblems)})`),
  ],
);
