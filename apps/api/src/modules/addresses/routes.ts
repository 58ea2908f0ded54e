import type { TCity } from '@delivery/contract/addresses';
import { placeCalls } from '@delivery/contract/calls/places';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyInstance } from 'fastify';
import { keptAnswerRoute, keptPerSource, sendKept } from '../../http/kept-answer.ts';
import { answerWriter, register } from '../../http/register.ts';
import { ttlMemo } from '../../lib/ttl-memo.ts';
import { listCities, listDistricts, PLACES_CHANGED_CHANNEL } from './service.ts';

export async function placeRoutes(app: FastifyInstance): Promise<void> {
  // Cities and districts change rarely: kept as long as tenants are, or until an operator changes them.
  const ttl = app.config.TENANT_CACHE_MS;
  const citiesOf = ttlMemo((profileId: number) => listCities(app.db, profileId), ttl);
  const districtsOf = ttlMemo((key: `${number}:${number}`) => {
    const [profileId, cityId] = key.split(':').map(Number) as [number, number];
    return listDistricts(app.db, profileId, cityId);
  }, ttl);

  // An operator's change, from any process: every list is read again (the answers kept go with them).
  const unlisten = await app.database.listen(PLACES_CHANGED_CHANNEL, () => {
    citiesOf.clear();
    districtsOf.clear();
  });
  app.addHook('onClose', async () => unlisten());

  // The memo hands out one list per profile until it reloads it: its answer is kept that long.
  const citiesAnswer = keptPerSource<TCity[]>(await answerWriter(app, placeCalls.cities));
  await register(
    app,
    placeCalls.cities,
    async (_input, request, reply) =>
      sendKept(
        request,
        reply,
        citiesAnswer(await citiesOf(request.tenant.id), (cities) => ({
          error_type: ErrorType.OK,
          message: apiMessages.ok,
          cities,
        })),
      ),
    keptAnswerRoute,
  );

  await register(app, placeCalls.getDistricts, async (input, request) => ({
    error_type: ErrorType.OK,
    message: apiMessages.ok,
    city_id: input.city_id,
    districts: await districtsOf(`${request.tenant.id}:${input.city_id}`),
  }));
}
