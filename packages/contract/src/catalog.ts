import { z } from 'zod';
import { ZContact } from './contact.ts';
import { ZEnvelope } from './envelope.ts';
import { halfPricingRules, segments, shopPaymentMethods } from './catalog-constants.ts';
import { zId, zRowId, zText, zValidate } from './fields.ts';

/**
 * Shops and menus (issue 4). Money on the wire is decimal reais, as docs/product.md's fields are; every
 * sum is done in integer cents (see pricing.ts).
 */

export { halfPricingRules, paymentMethods, segments, shopPaymentMethods } from './catalog-constants.ts';
export type { HalfPricingRule, PaymentMethod, Segment, ShopPaymentMethod } from './catalog-constants.ts';

/** A wall-clock time, 'HH:MM' from 00:00 to 23:59. */
export const zTime = () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'use o formato HH:MM, de 00:00 a 23:59');

/** A weekly opening period in the shop's time zone; `closes` at or before `opens` runs past midnight. */
export const ZOpeningPeriod = z.object({ weekday: z.number().int().min(0).max(6), opens: zTime(), closes: zTime() });
export type TOpeningPeriod = z.infer<typeof ZOpeningPeriod>;

/** A date that departs from the week: closed (a holiday) or open at other hours. */
export const ZHoursException = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  closed: z.boolean(),
  opens: zTime().nullable(),
  closes: zTime().nullable(),
  label: z.string(),
});
export type THoursException = z.infer<typeof ZHoursException>;

export const ZShopStatus = z.object({
  is_open: z.boolean(),
  /** ISO instant the current period ends, when open. */
  closes_at: z.string().nullable(),
  /** ISO instant of the next opening, when closed (null when none in the next 14 days). */
  next_opening: z.string().nullable(),
  /** ISO instant a pause of the shop's staff ends ('Pausada até 19:40'); absent when not paused for a time. */
  paused_until: z.string().optional(),
  /**
   * true while its staff closed it until further notice; absent otherwise. A shop closed with no
   * next opening and without it has no hours ahead: it did not pause its orders.
   */
  paused: z.literal(true).optional(),
});
export type TShopStatus = z.infer<typeof ZShopStatus>;

/** Where a shop is: customers pick up there. City and state are its city's. */
export const ZShopAddress = z
  .object({
    street: z.string(),
    number: z.string(),
    /** 'Loja 2'; '' when none. */
    complement: z.string(),
    district: z.string(),
    city: z.string(),
    /** Two-letter state code (UF). */
    state: z.string(),
    /** '13025-151'; '' when unknown. */
    cep: z.string(),
  })
  .meta({ id: 'ShopAddress' });
export type TShopAddress = z.infer<typeof ZShopAddress>;

/** One opening period of a day, in the shop's time zone; `closes` at or before `opens` runs past midnight. */
export const ZDayPeriod = z.object({ opens: zTime(), closes: zTime() });

/** A day of a shop's calendar as it stands: the week's hours, or its exception's. */
export const ZShopDay = z.object({
  /** 'YYYY-MM-DD' in the shop's time zone. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** None: closed that day. */
  periods: z.array(ZDayPeriod),
  /** The exception's name ('Natal') when the day has other hours than the week's; '' otherwise. */
  label: z.string(),
});
export type TShopDay = z.infer<typeof ZShopDay>;

/** A dish a search found in a shop, priced as its menu row shows it. */
export const ZProductMatch = z
  .object({
    product_id: zRowId(),
    name: z.string(),
    image: z.string(),
    /** The lowest a customer pays for one (reais): the promotion's, or from its cheapest required choices. */
    price: z.number(),
    /** The price is 'a partir de' (it depends on the choices). */
    from: z.boolean(),
  })
  .meta({ id: 'ProductMatch' });
export type TProductMatch = z.infer<typeof ZProductMatch>;

/** Dishes listed under a shop found by a search, at most. */
export const productMatchesPerShop = 3;

export const ZShopSummary = z
  .object({
    shop_id: zRowId(),
    name: z.string(),
    segment: z.enum(segments),
    slug: z.string(),
    city_id: zRowId(),
    city_slug: z.string(),
    logo: z.string(),
    cover: z.string(),
    description: z.string(),
    /** 1 to 5 with one decimal; null before the first review. */
    rating: z.number().nullable(),
    rating_count: z.number().int(),
    min_order: z.number(),
    /** The fee to the asked district or address; null when none was given or it is not served. */
    delivery_fee: z.number().nullable(),
    /** The lowest fee of the shop, for "a partir de"; null while it delivers nowhere (pickup only). */
    delivery_fee_from: z.number().nullable(),
    estimate_min: z.number().int(),
    estimate_max: z.number().int(),
    pickup: z.boolean(),
    time_zone: z.string(),
    status: ZShopStatus,
    /** With a search (q): its dishes whose names have every word searched. */
    matches: z.array(ZProductMatch).optional(),
  })
  .meta({ id: 'ShopSummary' });
export type TShopSummary = z.infer<typeof ZShopSummary>;

export const ZShopDetail = ZShopSummary.extend({
  opening_hours: z.array(ZOpeningPeriod),
  /** Exceptions from today on. */
  exceptions: z.array(ZHoursException),
  payment_methods: z.array(z.enum(shopPaymentMethods)),
  half_pricing: z.enum(halfPricingRules),
  /** Percent of the products' value returned as cashback once an order is delivered; 0: none. */
  cashback_percent: z.number().int().min(0),
  delivery_mode: z.enum(['DISTRICT', 'GEOCODE']),
  /** Products from this amount on (reais) are delivered free; null: never (decision 0036). */
  free_delivery_above: z.number().nullable(),
  /** Absent while the shop has not given its address. */
  address: ZShopAddress.optional(),
  /** How customers reach the shop (its contact page); absent while it has given none. */
  contact: ZContact.optional(),
}).meta({ id: 'ShopDetail' });
export type TShopDetail = z.infer<typeof ZShopDetail>;

export const ZOption = z
  .object({
    option_id: zRowId(),
    name: z.string(),
    description: z.string(),
    price: z.number(),
    available: z.boolean(),
  })
  .meta({ id: 'Option' });
export type TOption = z.infer<typeof ZOption>;

/**
 * Choices of a product. 'flavours' is the half-and-half group: its options are flavours priced by
 * the shop's rule; every other group adds the prices of the options chosen.
 */
export const ZOptionGroup = z
  .object({
    group_id: zRowId(),
    name: z.string(),
    kind: z.enum(['options', 'flavours']),
    min: z.number().int().min(0),
    max: z.number().int().min(1),
    options: z.array(ZOption),
  })
  .meta({ id: 'OptionGroup' });
export type TOptionGroup = z.infer<typeof ZOptionGroup>;

export const ZProduct = z
  .object({
    product_id: zRowId(),
    shop_id: zRowId(),
    category_id: zRowId(),
    name: z.string(),
    description: z.string(),
    price: z.number(),
    promo_price: z.number().nullable(),
    image: z.string(),
    available: z.boolean(),
    option_groups: z.array(ZOptionGroup),
  })
  .meta({ id: 'Product' });
export type TProduct = z.infer<typeof ZProduct>;

export const ZCategory = z
  .object({ category_id: zRowId(), name: z.string(), products: z.array(ZProduct) })
  .meta({ id: 'Category' });
export type TCategory = z.infer<typeof ZCategory>;

export const ZListShopsRequest = z.object({
  validate: zValidate(),
  profile_id: zId().optional(),
  city_id: zId(),
  segment: z.enum(segments).optional(),
  open_now: z.union([z.literal('1'), z.literal(1), z.literal(true)]).optional(),
  /** Shop and product names, any case and accents ('acai' finds 'Açaí'). */
  q: zText(80).optional(),
  district_id: zId().optional(),
});

export const ZListShopsResponse = ZEnvelope.extend({ shops: z.array(ZShopSummary) });
export type TListShopsResponse = z.infer<typeof ZListShopsResponse>;

export const ZGetShopRequest = z.object({
  validate: zValidate(),
  profile_id: zId().optional(),
  shop_id: zId().optional(),
  /** Or the permalink {city}/{segment}/{slug}. */
  city: zText(80).optional(),
  segment: zText(40).optional(),
  slug: zText(120).optional(),
  district_id: zId().optional(),
});

export const ZGetShopResponse = ZEnvelope.extend({ shop: ZShopDetail });
export type TGetShopResponse = z.infer<typeof ZGetShopResponse>;

export const ZGetMenuRequest = z.object({ validate: zValidate(), profile_id: zId().optional(), shop_id: zId() });
export const ZGetMenuResponse = ZEnvelope.extend({ shop_id: zRowId(), categories: z.array(ZCategory) });
export type TGetMenuResponse = z.infer<typeof ZGetMenuResponse>;

export const ZGetProductRequest = z.object({ validate: zValidate(), profile_id: zId().optional(), product_id: zId() });
export const ZGetProductResponse = ZEnvelope.extend({ product: ZProduct, shop: ZShopDetail });
export type TGetProductResponse = z.infer<typeof ZGetProductResponse>;

/** Reviews with a comment or the shop's answer, newest first, this many a page. */
export const reviewsPageSize = 10;

export const ZListReviewsRequest = z.object({
  validate: zValidate(),
  profile_id: zId().optional(),
  shop_id: zId(),
  /** 1 for the newest. */
  page: zId().optional(),
});

export const ZReview = z
  .object({
    stars: z.number().int().min(1).max(5),
    comment: z.string(),
    /** The customer's first name only. */
    name: z.string(),
    /** When it was written (ISO 8601). */
    created_at: z.string(),
    /** The shop's answer, shown under the review; null while it has given none. */
    answer: z.object({ text: z.string(), answered_at: z.string() }).nullable(),
  })
  .meta({ id: 'Review' });
export type TReview = z.infer<typeof ZReview>;

export const ZListReviewsResponse = ZEnvelope.extend({
  shop_id: zRowId(),
  /** 1 to 5 with one decimal, as the shop's summary has it; null before the first review. */
  rating: z.number().nullable(),
  rating_count: z.number().int(),
  /** How many reviews gave 1, 2, 3, 4 and 5 stars. */
  by_stars: z.array(z.number().int()).length(5),
  reviews: z.array(ZReview),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type TListReviewsResponse = z.infer<typeof ZListReviewsResponse>;
