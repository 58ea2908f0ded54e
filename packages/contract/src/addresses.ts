import { z } from 'zod';
import { ZEnvelope } from './envelope.ts';
import { zId, zRowId, zText, zValidate } from './fields.ts';

export const ZCitiesRequest = z.object({
  validate: zValidate(),
  profile_id: zId().optional(),
  environment: z.enum(['app', 'web']).optional(),
  push_id: zText(512).optional(),
});

export const ZCity = z.object({ city_id: zRowId(), city_name: z.string() }).meta({ id: 'City' });
export type TCity = z.infer<typeof ZCity>;

export const ZCitiesResponse = ZEnvelope.extend({ cities: z.array(ZCity) });
export type TCitiesResponse = z.infer<typeof ZCitiesResponse>;

export const ZGetDistrictsRequest = z.object({
  validate: zValidate(),
  profile_id: zId().optional(),
  city_id: zId(),
});

export const ZDistrict = z.object({ district_id: zRowId(), district_name: z.string() }).meta({ id: 'District' });
export type TDistrict = z.infer<typeof ZDistrict>;

export const ZGetDistrictsResponse = ZEnvelope.extend({
  city_id: zRowId(),
  districts: z.array(ZDistrict),
});
export type TGetDistrictsResponse = z.infer<typeof ZGetDistrictsResponse>;
