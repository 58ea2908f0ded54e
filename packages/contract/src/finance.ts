import { z } from 'zod';
import { ZEnvelope } from './envelope.ts';
import { zId, zMoney, zRowId, zSessionToken, zValidate } from './fields.ts';
import { statementPeriods } from './statements.ts';

/**
 * A marketplace's money (issue 35, decision 0085): the commission plans its operators set, and the
 * ledger every order writes under the plan it was placed under.
 */

/** How an order reached its shop, each with its own percentage. */
export const orderChannels = ['delivery', 'pickup', 'open_delivery'] as const;
export type OrderChannel = (typeof orderChannels)[number];

/** Who bears the card gateway's fee of an order paid in the app. */
export const feePayers = ['shop', 'marketplace'] as const;
export type FeePayer = (typeof feePayers)[number];

/** The highest fixed fee per order, in reais, and the highest monthly fee. */
export const maxOrderFee = 100;
export const maxMonthlyFee = 10_000;

/** A percentage with at most two decimals, as a person types it ('12,5'). */
const zPercent = () =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,3}([.,]\d{1,2})?$/, 'use um número como 12,5')
        .transform((v) => Number(v.replace(',', '.'))),
    ])
    .pipe(
      z
        .number()
        .min(0, 'de 0% a 100%')
        .max(100, 'de 0% a 100%')
        .refine(
          (percent) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6,
          'no máximo duas casas decimais',
        ),
    );

/** What a plan charges, as the operator sets it: percentages of the products, fees in reais. */
const planTerms = {
  /** Of an order delivered by the shop, by the channel it came through. */
  delivery_percent: zPercent(),
  pickup_percent: zPercent(),
  /** Of an order handed to the shop's own software through Open Delivery. */
  open_delivery_percent: zPercent(),
  /** Added for an order paid in the app (Pix, card in the app). */
  app_payment_percent: zPercent(),
  /** Added for an order paid on delivery (cash, card machine). */
  on_delivery_payment_percent: zPercent(),
  order_fee: zMoney(maxOrderFee),
  monthly_fee: zMoney(maxMonthlyFee),
  gateway_fee_payer: z.enum(feePayers),
  /** How long the shop's statements run; omitted: a week. */
  statement_period: z.enum(statementPeriods).default('weekly'),
};

export const ZCommissionPlan = z
  .object({
    delivery_percent: z.number(),
    pickup_percent: z.number(),
    open_delivery_percent: z.number(),
    app_payment_percent: z.number(),
    on_delivery_payment_percent: z.number(),
    order_fee: z.number(),
    monthly_fee: z.number(),
    gateway_fee_payer: z.enum(feePayers),
    statement_period: z.enum(statementPeriods),
    /** Orders placed from then on follow it (ISO 8601). */
    since: z.string(),
    /** Who set it; null when that person's account is gone. */
    set_by: z.string().nullable(),
  })
  .meta({ id: 'CommissionPlan' });
export type TCommissionPlan = z.infer<typeof ZCommissionPlan>;

export const ZShopCommission = z
  .object({
    shop_id: zRowId(),
    name: z.string(),
    /** Its own plan; null: it follows the marketplace's default. */
    plan: ZCommissionPlan.nullable(),
  })
  .meta({ id: 'ShopCommission' });

export const ZCommissionPlansRequest = z.object({ validate: zValidate(), token: zSessionToken() });
export const ZCommissionPlansResponse = ZEnvelope.extend({
  /** What every shop without its own plan pays; null: none set, no commission. */
  default_plan: ZCommissionPlan.nullable(),
  shops: z.array(ZShopCommission),
});
export type TCommissionPlansResponse = z.infer<typeof ZCommissionPlansResponse>;

const percentSum = (plan: { [K in keyof typeof planTerms]: unknown }) =>
  Math.max(Number(plan.delivery_percent), Number(plan.pickup_percent), Number(plan.open_delivery_percent)) +
    Math.max(Number(plan.app_payment_percent), Number(plan.on_delivery_payment_percent)) <=
  100;

export const ZSaveCommissionPlanRequest = z
  .object({
    validate: zValidate(),
    token: zSessionToken(),
    /** The shop whose plan this is; omitted: the marketplace's default. */
    shop_id: zId().optional(),
    ...planTerms,
  })
  .refine(percentSum, {
    message: 'a comissão de um canal e a do pagamento somam no máximo 100%',
    path: ['app_payment_percent'],
  });

/** A shop goes back to the marketplace's default plan, for orders placed from then on. */
export const ZFollowDefaultPlanRequest = z.object({ validate: zValidate(), token: zSessionToken(), shop_id: zId() });
