import { z } from 'zod';
import { ZEnvelope } from './envelope.ts';
import { zFlag, zId, zInt, zMoney, zOrderNumber, zRowId, zSessionToken, zText, zValidate } from './fields.ts';

/**
 * Coupons and cashback as a shop's owner runs them in the merchant panel (issue 13, decision 0035).
 * A coupon belongs to one shop, or to every shop of the profile (only an operator makes those).
 * Every edit names the version it read; pausing and ending do not, as "Acabou" does not.
 */

export const couponKinds = ['percent', 'fixed'] as const;
export type TCouponKind = (typeof couponKinds)[number];

/**
 * Where a coupon stands now: ended by the shop (for good), past its last day, paused, before its
 * first day, or taken at checkout.
 */
export const couponStatuses = ['active', 'scheduled', 'paused', 'expired', 'ended'] as const;
export type TCouponStatus = (typeof couponStatuses)[number];

/** What a coupon may ask, and a shop's cashback: the panel's fields and the API check the same bounds. */
export const couponLimits = {
  codeMin: 3,
  codeMax: 20,
  /** A fixed discount, in reais. */
  fixedMax: 10_000,
  usesPerCustomerMax: 1_000,
  usesMax: 1_000_000,
  cashbackPercentMax: 30,
  cashbackDaysMax: 3650,
  /** The uses a coupon's list shows, newest first. */
  usesShown: 100,
} as const;

const zVersion = () => z.number().int().positive();

/** Upper-cased, letters and digits only: what a customer types, in any case, at checkout. */
export const zCouponCode = () =>
  zText(40)
    .transform((code) => code.toUpperCase())
    .pipe(
      z
        .string()
        .regex(
          new RegExp(`^[A-Z0-9]{${couponLimits.codeMin},${couponLimits.codeMax}}$`),
          `use de ${couponLimits.codeMin} a ${couponLimits.codeMax} letras ou números, sem espaços nem acentos`,
        ),
    );

/** A calendar date, 'AAAA-MM-DD', that exists. */
const zDate = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'use o formato AAAA-MM-DD')
    .refine((day) => {
      // Checked even when the format is wrong: nothing here may throw.
      const at = Date.parse(`${day}T00:00:00Z`);
      return !Number.isNaN(at) && new Date(at).toISOString().startsWith(day);
    }, 'esta data não existe');

/** A date, or none ('' or null in a form). */
const zOptionalDate = () =>
  z
    .union([zDate(), z.literal(''), z.null()])
    .optional()
    .transform((day) => day || null);

/** A coupon as the panel lists it. Money in reais; dates in the shop's time zone. */
export const ZCoupon = z
  .object({
    coupon_id: zRowId(),
    version: zVersion(),
    code: z.string(),
    description: z.string(),
    kind: z.enum(couponKinds),
    /** Percent (1–100) or reais. */
    value: z.number(),
    /** Products from this amount, in reais; 0: any order. */
    min_order: z.number(),
    /** First and last day it is taken, both included; null: from now on, or with no end. */
    valid_from: z.string().nullable(),
    valid_to: z.string().nullable(),
    first_order: z.boolean(),
    uses_per_customer: z.number().int(),
    /** Uses in all; null: no limit. */
    max_uses: z.number().int().nullable(),
    /** Taken in every shop of the profile (an operator's coupon). */
    profile_wide: z.boolean(),
    status: z.enum(couponStatuses),
    /** Orders that used it (a cancelled order gives its use back). */
    uses: z.number().int(),
    /** What those orders took off, in reais. */
    discount_total: z.number(),
  })
  .meta({ id: 'Coupon' });
export type TCoupon = z.infer<typeof ZCoupon>;

const shopRequest = { validate: zValidate(), token: zSessionToken(), shop_id: zId() };

export const ZShopCouponsRequest = z.object(shopRequest);
/** The shop's coupons (and, for an operator, the profile's), newest first. */
export const ZShopCouponsResponse = ZEnvelope.extend({ coupons: z.array(ZCoupon) });

export const ZSaveCouponRequest = z
  .object({
    ...shopRequest,
    /** Absent: a new coupon. */
    coupon_id: zId().optional(),
    version: zId().optional(),
    code: zCouponCode(),
    /** Shown to the customer with the discount. */
    description: zText(120).default(''),
    kind: z.enum(couponKinds),
    /** Percent: a whole number from 1 to 100; fixed: reais. */
    value: zMoney(couponLimits.fixedMax),
    min_order: zMoney().default(0),
    valid_from: zOptionalDate(),
    valid_to: zOptionalDate(),
    first_order: zFlag().default('0'),
    uses_per_customer: zInt().pipe(z.number().int().min(1).max(couponLimits.usesPerCustomerMax)).default(1),
    /** Absent, '' or null: no limit. */
    max_uses: z
      .union([zInt().pipe(z.number().int().min(1).max(couponLimits.usesMax)), z.literal(''), z.null()])
      .optional()
      .transform((uses) => (typeof uses === 'number' ? uses : null)),
    /** '1': taken in every shop of the profile; only an operator may. */
    profile_wide: zFlag().default('0'),
  })
  .superRefine((coupon, issues) => {
    const fail = (path: string, message: string) => issues.addIssue({ code: 'custom', path: [path], message });
    if ((coupon.coupon_id === undefined) !== (coupon.version === undefined)) {
      fail('version', 'vem com o id do cupom editado, e só com ele');
    }
    if (coupon.kind === 'percent' && (!Number.isInteger(coupon.value) || coupon.value < 1 || coupon.value > 100)) {
      fail('value', 'um percentual vai de 1 a 100, sem casas decimais');
    }
    if (coupon.kind === 'fixed' && coupon.value <= 0) fail('value', 'deve ser maior que zero');
    if (coupon.valid_from && coupon.valid_to && coupon.valid_to < coupon.valid_from) {
      fail('valid_to', 'não pode ser antes do primeiro dia');
    }
  });

export const ZCouponRequest = z.object({ ...shopRequest, coupon_id: zId() });

export const ZSetCouponPausedRequest = ZCouponRequest.extend({
  /** '1': refused at checkout until resumed; '0': taken again. */
  paused: zFlag(),
});

export const ZCouponResponse = ZEnvelope.extend({ coupon: ZCoupon });

/** One order that used a coupon: nothing that identifies the customer beyond a first name. */
export const ZCouponUse = z
  .object({
    order_id: zRowId(),
    order_number: zOrderNumber(),
    at: z.string(),
    shop: z.string(),
    /** The customer's first name; '' when the order has none. */
    first_name: z.string(),
    discount: z.number(),
  })
  .meta({ id: 'CouponUse' });
export type TCouponUse = z.infer<typeof ZCouponUse>;

/** The newest uses (at most `couponLimits.usesShown`). */
export const ZCouponUsesResponse = ZEnvelope.extend({ uses: z.array(ZCouponUse) });

/** What a shop gives back: a percentage of the products of each delivered order, valid for some days. */
export const ZShopCashback = z
  .object({
    percent: z.number().int(),
    expiry_days: z.number().int(),
    version: zVersion(),
  })
  .meta({ id: 'ShopCashback' });
export type TShopCashback = z.infer<typeof ZShopCashback>;

export const ZShopCashbackRequest = z.object(shopRequest);
export const ZShopCashbackResponse = ZEnvelope.extend({ cashback: ZShopCashback });

export const ZSaveShopCashbackRequest = z.object({
  ...shopRequest,
  version: zId(),
  /** 0: the shop gives none. */
  percent: zInt().pipe(z.number().int().min(0).max(couponLimits.cashbackPercentMax)),
  expiry_days: zInt().pipe(z.number().int().min(1).max(couponLimits.cashbackDaysMax)),
});
