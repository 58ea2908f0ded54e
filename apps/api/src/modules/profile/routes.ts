import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { ZGetProfileRequest, ZGetProfileResponse } from '@delivery/contract/profile';
import { apiPaths } from '@delivery/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.getProfile,
    {
      schema: {
        tags: ['profile'],
        summary: 'The profile (tenant) the host name resolves to, with its site, app and login settings',
        body: ZGetProfileRequest,
        response: { 200: ZGetProfileResponse },
      },
    },
    async (request) => ({
      error_type: ErrorType.OK,
      message: apiMessages.ok,
      profile_id: request.tenant.id,
      ...request.tenant.settings,
    }),
  );
};
