import { z } from 'zod';
import { ZShopLastChange } from './last-change.ts';
import { ZEnvelope } from './envelope.ts';
import { zFlag, zId, zInt, zMoney, zSessionToken, zValidate } from './fields.ts';

/**
 * How a shop delivers, as its owner runs it from the panel (issue 13, decision 0036): pickup, the
 * minimum order, free delivery from an amount, and the fee and extra minutes per district of its
 * city (DISTRICT mode) or per distance band from the shop (GEOCODE mode). The checks here are the
 * API's and the panel's alike, so both say the same thing.
 */

export const deliveryModes = ['DISTRICT', 'GEOCODE'] as const;
export type TDeliveryMode = (typeof deliveryModes)[number];

export const deliveryLimits = {
  /** A delivery fee, in reais: a motorcycle ride across a large city stays far below it. */
  feeMax: 500,
  /** The minimum order and the free delivery amount, in reais. */
  amountMax: 10_000,
  /** Minutes a district or band adds to the shop's estimate. */
  extraMinutesMax: 240,
  bands: 10,
  /** The farthest band, in km. */
  kmMax: 100,
  /** More than any city's districts; only a guard on the body's size. */
  districts: 2000,
} as const;

/** Where in Brazil a shop may stand: its mainland and islands, with some margin. */
const brazil = { latitude: { min: -34, max: 6 }, longitude: { min: -74, max: -28 } } as const;

const zMinutes = () =>
  zInt().pipe(
    z
      .number()
      .min(0, `de 0 a ${deliveryLimits.extraMinutesMax} minutos`)
      .max(deliveryLimits.extraMinutesMax, `de 0 a ${deliveryLimits.extraMinutesMax} minutos`),
  );

const zFee = () =>
  zMoney().pipe(z.number().max(deliveryLimits.feeMax, `no máximo R$ ${deliveryLimits.feeMax},00 de taxa`));

const zAmount = () =>
  zMoney().pipe(
    z.number().max(deliveryLimits.amountMax, `no máximo R$ ${deliveryLimits.amountMax.toLocaleString('pt-BR')},00`),
  );

/** A number a form may send as text, with a dot or a comma. */
const zDecimal = () =>
  z.union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d{1,3}([.,]\d{1,8})?$/, 'use um número')
      .transform((v) => Number(v.replace(',', '.'))),
  ]);

/** A district of the shop's city it delivers to. */
export const ZDeliveryDistrictInput = z.object({
  district_id: zId(),
  fee: zFee(),
  extra_minutes: zMinutes(),
});

/** A distance band: addresses up to `max_km` from the shop that no nearer band reaches. */
export const ZDeliveryBandInput = z.object({
  max_km: zDecimal().pipe(
    z
      .number()
      .gt(0, 'a distância deve ser maior que zero')
      .max(deliveryLimits.kmMax, `no máximo ${deliveryLimits.kmMax} km`)
      .refine((km) => Math.abs(km * 10 - Math.round(km * 10)) < 1e-6, 'no máximo uma casa decimal'),
  ),
  fee: zFee(),
  extra_minutes: zMinutes(),
});
export type TDeliveryBandInput = z.input<typeof ZDeliveryBandInput>;

export const ZShopLocation = z.object({
  latitude: zDecimal().pipe(
    z.number().min(brazil.latitude.min, 'fora do Brasil').max(brazil.latitude.max, 'fora do Brasil'),
  ),
  longitude: zDecimal().pipe(
    z.number().min(brazil.longitude.min, 'fora do Brasil').max(brazil.longitude.max, 'fora do Brasil'),
  ),
});

type Problem = { path: (string | number)[]; message: string };

type DeliveryDraft = {
  districts: readonly { district_id: number }[];
  bands: readonly { max_km: number }[];
};

/** Each district and each band once. */
export function deliveryProblems(draft: DeliveryDraft): Problem[] {
  const problems: Problem[] = [];
  draft.districts.forEach((d, i) => {
    if (draft.districts.findIndex((other) => other.district_id === d.district_id) !== i) {
      problems.push({ path: ['districts', i, 'district_id'], message: 'o bairro aparece mais de uma vez' });
    }
  });
  draft.bands.forEach((b, i) => {
    if (draft.bands.findIndex((other) => other.max_km === b.max_km) !== i) {
      const km = String(b.max_km).replace('.', ',');
      problems.push({ path: ['bands', i, 'max_km'], message: `a faixa de até ${km} km aparece mais de uma vez` });
    }
  });
  return problems;
}

/**
 * Whether the shop would take orders some way: pickup, or delivery somewhere (a district served;
 * or a band and the shop's location to measure it from). Counts, so a save's draft and a shop's
 * rows are judged alike.
 */
export function takesOrders(
  mode: TDeliveryMode,
  way: { pickup: boolean; districts: number; bands: number; located: boolean },
): boolean {
  if (way.pickup) return true;
  return mode === 'DISTRICT' ? way.districts > 0 : way.bands > 0 && way.located;
}

/** Null, '' or absent: never free for the amount. */
const zFreeAbove = () =>
  z
    .union([
      zAmount().pipe(z.number().gt(0, 'deve ser maior que zero; para entrega sempre grátis, use taxa zero')),
      z.literal(''),
      z.null(),
    ])
    .optional()
    .transform((reais) => (typeof reais === 'number' ? reais : null));

/** What the delivery section edits and saves. Only the list of the shop's mode may have rows. */
const deliveryFields = {
  /** '1': customers may pick the order up at the shop. */
  pickup: zFlag(),
  /** Products below this, in reais, are refused at checkout; 0: any order. */
  min_order: zAmount(),
  /** Products from this amount on, in reais, are delivered free; null: never. */
  free_delivery_above: zFreeAbove(),
  /** DISTRICT mode: the districts served; the city's others are not. */
  districts: z
    .array(ZDeliveryDistrictInput)
    .max(deliveryLimits.districts, `no máximo ${deliveryLimits.districts} bairros`)
    .default([]),
  /** GEOCODE mode: the bands, in any order (kept from the nearest). */
  bands: z.array(ZDeliveryBandInput).max(deliveryLimits.bands, `no máximo ${deliveryLimits.bands} faixas`).default([]),
  /** GEOCODE mode: where distances are measured from; null: not given (nothing is delivered). */
  location: ZShopLocation.nullable().default(null),
};

const checkDelivery = (draft: DeliveryDraft, ctx: z.RefinementCtx) => {
  for (const problem of deliveryProblems(draft)) ctx.addIssue({ code: 'custom', ...problem });
};

/** The delivery section's fields with every rule of the contract: what the panel checks before saving. */
export const ZDeliverySettings = z.object(deliveryFields).superRefine(checkDelivery);
export type TDeliverySettingsInput = z.input<typeof ZDeliverySettings>;

export const ZShopDeliveryRequest = z.object({ validate: zValidate(), token: zSessionToken(), shop_id: zId() });

export const ZSaveShopDeliveryRequest = z
  .object({
    validate: zValidate(),
    token: zSessionToken(),
    shop_id: zId(),
    /** The version read: someone else's save since refuses this one (EDIT_CONFLICT). */
    version: zId(),
    ...deliveryFields,
  })
  .superRefine(checkDelivery);

/** A district of the shop's city, served or not. */
export const ZDeliveryDistrict = z
  .object({
    district_id: z.number().int(),
    name: z.string(),
    served: z.boolean(),
    /** Reais; 0 while not served. */
    fee: z.number(),
    extra_minutes: z.number().int(),
  })
  .meta({ id: 'DeliveryDistrict' });
export type TDeliveryDistrict = z.infer<typeof ZDeliveryDistrict>;

export const ZDeliveryBand = z
  .object({ max_km: z.number(), fee: z.number(), extra_minutes: z.number().int() })
  .meta({ id: 'DeliveryBand' });
export type TDeliveryBand = z.infer<typeof ZDeliveryBand>;

export const ZShopDelivery = z
  .object({
    pickup: z.boolean(),
    min_order: z.number(),
    free_delivery_above: z.number().nullable(),
    /** Every district of the shop's city, by name (DISTRICT mode; empty in GEOCODE mode). */
    districts: z.array(ZDeliveryDistrict),
    /** From the nearest (GEOCODE mode; empty in DISTRICT mode). */
    bands: z.array(ZDeliveryBand),
    location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  })
  .meta({ id: 'ShopDelivery' });
export type TShopDelivery = z.infer<typeof ZShopDelivery>;

export const ZShopDeliveryResponse = ZEnvelope.extend({
  delivery: ZShopDelivery,
  /** How customers' addresses are priced: by district, or by distance from the shop. */
  mode: z.enum(deliveryModes),
  /** The shop's city, whose districts are listed. */
  city: z.string(),
  /** What the next save names. */
  version: z.number().int().positive(),
  /** Who saved the section last, and when (ISO); null before the first save in the panel. */
  last_change: ZShopLastChange.nullable(),
});
export type TShopDeliveryResponse = z.infer<typeof ZShopDeliveryResponse>;
