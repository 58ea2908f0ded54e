import { getStates } from '@brazilian-utils/brazilian-utils/get-states';
import { z } from 'zod';
import { segments } from './catalog-constants.ts';
import { ZEnvelope } from './envelope.ts';
import { zFlag, zId, zRowId, zSessionToken, zText, zValidate } from './fields.ts';
import { zStaffEmail } from './staff.ts';

/**
 * The shops of a MARKETPLACE as its operators run them (issue 13, decision 0039): a new shop comes
 * in with its owner's invitation, stays off the customers' lists while its owner sets it up, and is
 * opened to customers once it has something to sell.
 */

/**
 * What a shop lacks before it may be opened to customers, in the order an owner sets it up: a
 * product to sell, a week of opening hours, a way to take orders (pickup, or somewhere to deliver).
 */
export const openingNeeds = ['products', 'hours', 'delivery'] as const;
export type OpeningNeed = (typeof openingNeeds)[number];

export const ZTenantShop = z
  .object({
    shop_id: zRowId(),
    name: z.string(),
    segment: z.enum(segments),
    city_id: zRowId(),
    city_name: z.string(),
    /** Listed to customers; a new shop is not until an operator opens it. */
    active: z.boolean(),
    /** Products customers could order now: on the menu, in a shown category. */
    products: z.number().int().nonnegative(),
    /** What it lacks to be opened (none: it may be); opening it is refused for the first. */
    needs: z.array(z.enum(openingNeeds)),
  })
  .meta({ id: 'TenantShop' });
export type TTenantShop = z.infer<typeof ZTenantShop>;

export const ZTenantCity = z.object({ city_id: zRowId(), name: z.string() }).meta({ id: 'TenantCity' });

export const ZTenantShopsRequest = z.object({ validate: zValidate(), token: zSessionToken() });
export const ZTenantShopsResponse = ZEnvelope.extend({
  shops: z.array(ZTenantShop),
  /** The cities the profile serves, where a new shop may be. */
  cities: z.array(ZTenantCity),
});
export type TTenantShopsResponse = z.infer<typeof ZTenantShopsResponse>;

export const ZCreateShopRequest = z.object({
  validate: zValidate(),
  token: zSessionToken(),
  name: zText(60).min(2, 'informe o nome da loja'),
  segment: z.enum(segments),
  city_id: zId(),
  owner_name: zText(100).min(1, 'informe o nome do dono da loja'),
  owner_email: zStaffEmail(),
});

export const ZSetShopActiveRequest = z.object({
  validate: zValidate(),
  token: zSessionToken(),
  shop_id: zId(),
  /** '1': listed to customers; '0': off their lists, its staff keep running it. */
  active: zFlag(),
});

export const ZTenantShopResponse = ZEnvelope.extend({ shop: ZTenantShop });
export type TTenantShopResponse = z.infer<typeof ZTenantShopResponse>;

/** The two-letter codes of Brazil's states (UF). */
export const stateCodes = getStates().map((state) => state.code);

export const ZTenantPlace = z
  .object({
    city_id: zRowId(),
    name: z.string(),
    state: z.string(),
    districts: z.array(z.object({ district_id: zRowId(), name: z.string() })),
  })
  .meta({ id: 'TenantPlace' });
export type TTenantPlace = z.infer<typeof ZTenantPlace>;

export const ZTenantPlacesResponse = ZEnvelope.extend({ cities: z.array(ZTenantPlace) });
export type TTenantPlacesResponse = z.infer<typeof ZTenantPlacesResponse>;

export const ZServeCityRequest = z.object({
  validate: zValidate(),
  token: zSessionToken(),
  name: zText(60).min(2, 'informe o nome da cidade'),
  state: zText(2)
    .toUpperCase()
    .refine((code) => (stateCodes as readonly string[]).includes(code), 'escolha o estado (UF)'),
});

export const ZAddDistrictRequest = z.object({
  validate: zValidate(),
  token: zSessionToken(),
  city_id: zId(),
  name: zText(60).min(2, 'informe o nome do bairro'),
});
