import { profileCalls } from '@delivery/contract/calls/profile';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyInstance } from 'fastify';
import { keptAnswerRoute, keptPerSource, sendKept } from '../../http/kept-answer.ts';
import { answerWriter, register } from '../../http/register.ts';
import type { Tenant } from '../tenant/service.ts';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  // The answer only changes with the tenant, which the resolver keeps as one object meanwhile.
  const profileAnswer = keptPerSource<Tenant>(await answerWriter(app, profileCalls.getProfile));
  await register(
    app,
    profileCalls.getProfile,
    (_input, request, reply) =>
      sendKept(
        request,
        reply,
        profileAnswer(request.tenant, (tenant) => ({
          error_type: ErrorType.OK,
          message: apiMessages.ok,
          profile_id: tenant.id,
          ...tenant.settings,
        })),
      ),
    keptAnswerRoute,
  );
}
