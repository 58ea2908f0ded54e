import type { HalfPricingRule, Segment, ShopPaymentMethod, TOpeningPeriod } from '@delivery/contract/catalog';
import { allCardFlagIds } from '@delivery/contract/checkout';
import { hoursLimits } from '@delivery/contract/shop-hours';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { FIRST_GENERATED_ID, timestamps } from './columns.ts';
import { cities, districts } from './places.ts';
import { profiles } from './profiles.ts';

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: FIRST_GENERATED_ID });

/** A shop of a profile, in one city. Money in cents. */
export const shops = pgTable(
  'shops',
  {
    id: id(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    segment: text('segment').$type<Segment>().notNull(),
    description: text('description').notNull().default(''),
    logo: text('logo').notNull().default(''),
    cover: text('cover').notNull().default(''),
    timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
    openingHours: jsonb('opening_hours').$type<TOpeningPeriod[]>().notNull().default([]),
    minOrderCents: integer('min_order_cents').notNull().default(0),
    /** Delivery costs nothing from this products total on; null: never free for that (decision 0036). */
    freeDeliveryAboveCents: integer('free_delivery_above_cents'),
    estimateMin: integer('estimate_min').notNull().default(30),
    estimateMax: integer('estimate_max').notNull().default(50),
    pickup: boolean('pickup').notNull().default(true),
    paymentMethods: jsonb('payment_methods')
      .$type<ShopPaymentMethod[]>()
      .notNull()
      .default(['cash', 'card_on_delivery', 'pix']),
    /** The shop's Pix key (chave DICT) for a static BR Code, kept as DICT writes it; null: none. */
    pixKey: text('pix_key'),
    /** Cash: whether the courier brings change, so checkout asks "troco para quanto?" (decision 0037). */
    cashChange: boolean('cash_change').notNull().default(true),
    /** Card on delivery: the flags the shop's machine takes, as `flag_id`s of the contract's `cardFlags`. */
    cardFlags: jsonb('card_flags').$type<number[]>().notNull().default(allCardFlagIds),
    /** Bumped by each save of the payments section in the panel (decision 0037). */
    paymentsVersion: integer('payments_version').notNull().default(1),
    halfPricing: text('half_pricing').$type<HalfPricingRule>().notNull().default('average'),
    deliveryMode: text('delivery_mode').$type<'DISTRICT' | 'GEOCODE'>().notNull().default('DISTRICT'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Where customers pick up, in the shop's city; an empty street means the shop has not given it. */
    street: text('street').notNull().default(''),
    streetNumber: text('street_number').notNull().default(''),
    complement: text('complement').notNull().default(''),
    district: text('district').notNull().default(''),
    cep: text('cep').notNull().default(''),
    /** How customers reach the shop (its contact page): digits with area code, and lower case; '' when not given. */
    phone: text('phone').notNull().default(''),
    whatsapp: text('whatsapp').notNull().default(''),
    email: text('email').notNull().default(''),
    /** Bumped by each save of the contact section in the panel. */
    contactVersion: integer('contact_version').notNull().default(1),
    /** Cashback earned on delivered orders, in percent of the products (0 = none). */
    cashbackPercent: integer('cashback_percent').notNull().default(0),
    /** Days cashback earned here stays valid; null: the platform's CASHBACK_DAYS. */
    cashbackDays: integer('cashback_days'),
    /** Bumped by each change of the cashback settings in the panel (decision 0035). */
    cashbackVersion: integer('cashback_version').notNull().default(1),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** How many reviews gave 1, 2, 3, 4 and 5 stars (the evaluation page's bars); sums to ratingCount. */
    ratingByStars: integer('rating_by_stars')
      .array()
      .notNull()
      .default(sql`'{0,0,0,0,0}'::integer[]`),
    active: boolean('active').notNull().default(true),
    /** Closed by the shop for now, whatever its hours say ("Fechada no momento"), until it says otherwise. */
    paused: boolean('paused').notNull().default(false),
    /** Closed by the shop until then, whatever its hours say ("Pausada até 19:40"); null or past: not paused. */
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    /**
     * Minutes the shop has to accept a new order before it is cancelled for it, within the panel's
     * limits (the contract's, checked here too: npm run db:generate).
     */
    acceptTimeoutMinutes: integer('accept_timeout_minutes').notNull().default(8),
    /** New orders are accepted for the shop with its own estimate; a Pix charge's, once paid (decision 0030). */
    autoAccept: boolean('auto_accept').notNull().default(false),
    /** Bumped by each save of the hours section in the panel: a save naming an older one is refused (decision 0034). */
    hoursVersion: integer('hours_version').notNull().default(1),
    /** Bumped by each save of the delivery section in the panel (decision 0036). */
    deliveryVersion: integer('delivery_version').notNull().default(1),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    unique('shops_permalink_unique').on(t.profileId, t.cityId, t.segment, t.slug),
    index('shops_profile_city_idx').on(t.profileId, t.cityId),
    check('shops_half_pricing_check', sql`${t.halfPricing} in ('average', 'proportional', 'highest')`),
    check('shops_delivery_mode_check', sql`${t.deliveryMode} in ('DISTRICT', 'GEOCODE')`),
    check(
      'shops_accept_timeout_check',
      sql`${t.acceptTimeoutMinutes} between ${sql.raw(String(hoursLimits.acceptMinutes.min))} and ${sql.raw(String(hoursLimits.acceptMinutes.max))}`,
    ),
    check('shops_free_delivery_above_check', sql`${t.freeDeliveryAboveCents} > 0`),
  ],
);

/** Holidays and other dates with their own hours (local to the shop). */
export const shopHourExceptions = pgTable(
  'shop_hour_exceptions',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    closed: boolean('closed').notNull(),
    opens: text('opens'),
    closes: text('closes'),
    label: text('label').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.date] })],
);

/** DISTRICT mode: the districts a shop delivers to, each with its fee and extra minutes. */
export const shopDeliveryDistricts = pgTable(
  'shop_delivery_districts',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    feeCents: integer('fee_cents').notNull(),
    extraMinutes: integer('extra_minutes').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.districtId] }),
    index('shop_delivery_districts_district_idx').on(t.districtId),
  ],
);

/** GEOCODE mode: distance bands from the shop; the first band that reaches the address applies. */
export const shopDeliveryBands = pgTable(
  'shop_delivery_bands',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    maxKm: doublePrecision('max_km').notNull(),
    feeCents: integer('fee_cents').notNull(),
    extraMinutes: integer('extra_minutes').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.maxKm] })],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    /** Off the customers' menu, with its products, without losing them (a season's category). */
    hidden: boolean('hidden').notNull().default(false),
    /** Bumped by each edit: a save naming an older version is refused (decision 0032). */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('categories_shop_idx').on(t.shopId)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    promoPriceCents: integer('promo_price_cents'),
    image: text('image').notNull().default(''),
    available: boolean('available').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** Bumped by each edit in the editor ("Acabou" leaves it): an older version's save is refused. */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('products_shop_idx').on(t.shopId),
    check(
      'products_price_check',
      sql`${t.priceCents} >= 0 and (${t.promoPriceCents} is null or ${t.promoPriceCents} >= 0)`,
    ),
  ],
);

export const optionGroups = pgTable(
  'option_groups',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<'options' | 'flavours'>().notNull().default('options'),
    minChoices: integer('min_choices').notNull().default(0),
    maxChoices: integer('max_choices').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('option_groups_product_idx').on(t.productId),
    check('option_groups_choices_check', sql`${t.minChoices} >= 0 and ${t.maxChoices} >= greatest(${t.minChoices}, 1)`),
    check('option_groups_kind_check', sql`${t.kind} in ('options', 'flavours')`),
  ],
);

export const options = pgTable(
  'options',
  {
    id: id(),
    groupId: integer('group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull().default(0),
    available: boolean('available').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('options_group_idx').on(t.groupId)],
);
