import type { TCity } from '@delivery/contract/addresses';
import { placeCalls } from '@delivery/contract/calls/places';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyInstance } from 'fastify';
import { keptAnswerRoute, keptPerSource, sendKept } from '../../http/kept-answer.ts';
import { answerWriter, register } from '../../http/register.ts';

export async function placeRoutes(app: FastifyInstance): Promise<void> {
  const { places } = app;
  // The memo hands out one list per profile until it reloads it: its answer is kept that long.
  const citiesAnswer = keptPerSource<TCity[]>(await answerWriter(app, placeCalls.cities));
  await register(
    app,
    placeCalls.cities,
    async (_input, request, reply) =>
      sendKept(
        request,
        reply,
        citiesAnswer(await places.citiesOf(request.tenant.id), (cities) => ({
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
    districts: await places.districtsOf(request.tenant.id, input.city_id),
  }));
}
