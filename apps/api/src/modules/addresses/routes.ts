import { placeCalls } from '@delivery/contract/calls/places';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyInstance } from 'fastify';
import { register } from '../../http/register.ts';
import { ttlMemo } from '../../lib/ttl-memo.ts';
import { listCities, listDistricts } from './service.ts';

export async function placeRoutes(app: FastifyInstance): Promise<void> {
  // Cities and districts change rarely: kept as long as tenants are.
  const ttl = app.config.TENANT_CACHE_MS;
  const citiesOf = ttlMemo((profileId: number) => listCities(app.db, profileId), ttl);
  const districtsOf = ttlMemo((key: `${number}:${number}`) => {
    const [profileId, cityId] = key.split(':').map(Number) as [number, number];
    return listDistricts(app.db, profileId, cityId);
  }, ttl);

  await register(app, placeCalls.cities, async (_input, request) => ({
    error_type: ErrorType.OK,
    message: apiMessages.ok,
    cities: await citiesOf(request.tenant.id),
  }));

  await register(app, placeCalls.getDistricts, async (input, request) => ({
    error_type: ErrorType.OK,
    message: apiMessages.ok,
    city_id: input.city_id,
    districts: await districtsOf(`${request.tenant.id}:${input.city_id}`),
  }));
}
