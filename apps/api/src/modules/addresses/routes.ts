import {
  ZCitiesRequest,
  ZCitiesResponse,
  ZGetDistrictsRequest,
  ZGetDistrictsResponse,
} from '@delivery/contract/addresses';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { apiPaths } from '@delivery/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ttlMemo } from '../../lib/ttl-memo.ts';
import { listCities, listDistricts } from './service.ts';

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  // Cities and districts change rarely: kept as long as tenants are.
  const ttl = app.config.TENANT_CACHE_MS;
  const citiesOf = ttlMemo((profileId: number) => listCities(app.db, profileId), ttl);
  const districtsOf = ttlMemo((key: `${number}:${number}`) => {
    const [profileId, cityId] = key.split(':').map(Number) as [number, number];
    return listDistricts(app.db, profileId, cityId);
  }, ttl);

  app.post(
    apiPaths.cities,
    {
      schema: {
        tags: ['addresses'],
        summary: 'The cities the profile serves; the first is its default',
        body: ZCitiesRequest,
        response: { 200: ZCitiesResponse },
      },
    },
    async (request) => ({
      error_type: ErrorType.OK,
      message: apiMessages.ok,
      cities: await citiesOf(request.tenant.id),
    }),
  );

  app.post(
    apiPaths.getDistricts,
    {
      schema: {
        tags: ['addresses'],
        summary: 'The districts of a city the profile serves, by name',
        body: ZGetDistrictsRequest,
        response: { 200: ZGetDistrictsResponse },
      },
    },
    async (request) => ({
      error_type: ErrorType.OK,
      message: apiMessages.ok,
      city_id: request.body.city_id,
      districts: await districtsOf(`${request.tenant.id}:${request.body.city_id}`),
    }),
  );
};
