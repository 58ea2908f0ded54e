import { z } from 'zod';
import { ZShopSummary } from './catalog.ts';
import { ZEnvelope } from './envelope.ts';
import { zId, zRowId, zSessionToken, zText, zValidate } from './fields.ts';

/**
 * A customer's delivery addresses (customer4api/*Address*). In DISTRICT mode the district is one
 * of the city's (district_id); in GEOCODE mode (customer4apiGeocode/*) it is free text and the
 * server finds the coordinates.
 */
export const ZAddress = z
  .object({
    address_id: zRowId(),
    city_id: zRowId(),
    city: z.string(),
    district_id: zRowId().nullable(),
    district: z.string(),
    /** '13025-000'. */
    cep: z.string(),
    street: z.string(),
    number: z.string(),
    complement: z.string(),
    reference: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  })
  .meta({ id: 'Address' });
export type TAddress = z.infer<typeof ZAddress>;

const addressFields = {
  validate: zValidate(),
  profile_id: zId().optional(),
  token: zSessionToken(),
  city_id: zId(),
  district_id: zId().optional(),
  /** GEOCODE mode: the district as the customer writes it. */
  district: zText(120).optional(),
  cep: zText(9).optional(),
  street: zText(200),
  number: zText(20),
  complement: zText(120).optional(),
  reference: zText(200).optional(),
};

export const ZAddAddressRequest = z.object(addressFields);

export const ZEditAddressRequest = z.object({ ...addressFields, address_id: zId() });

export const ZAddressIdRequest = z.object({
  validate: zValidate(),
  profile_id: zId().optional(),
  token: zSessionToken(),
  address_id: zId(),
});

export const ZListAddressesRequest = z.object({
  validate: zValidate(),
  profile_id: zId().optional(),
  token: zSessionToken(),
  /** One address, or all of them when absent. */
  address_id: zId().optional(),
});

export const ZAddressResponse = ZEnvelope.extend({ address: ZAddress });
export type TAddressResponse = z.infer<typeof ZAddressResponse>;

export const ZAddressesResponse = ZEnvelope.extend({ addresses: z.array(ZAddress) });
export type TAddressesResponse = z.infer<typeof ZAddressesResponse>;

/** addresses4api/getCep: what a CEP names, and whether this profile serves its city. */
export const ZGetCepRequest = z.object({ validate: zValidate(), profile_id: zId().optional(), cep: zText(9) });
export const ZGetCepResponse = ZEnvelope.extend({
  cep: z.string(),
  street: z.string(),
  district: z.string(),
  city: z.string(),
  state: z.string(),
  /** The profile's city and district of that name, when it serves them; null otherwise. */
  city_id: zRowId().nullable(),
  district_id: zRowId().nullable(),
});
export type TGetCepResponse = z.infer<typeof ZGetCepResponse>;

/** addresses4api/search: the shops that deliver to an address (saved, or a city district). */
export const ZSearchRequest = z.object({
  validate: zValidate(),
  profile_id: zId().optional(),
  token: zSessionToken(),
  address_id: zId().optional(),
  city_id: zId().optional(),
  district_id: zId().optional(),
});
export const ZSearchResponse = ZEnvelope.extend({ shops: z.array(ZShopSummary) });
export type TSearchResponse = z.infer<typeof ZSearchResponse>;
