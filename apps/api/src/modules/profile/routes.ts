import { profileCalls } from '@delivery/contract/calls/profile';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyInstance } from 'fastify';
import { register } from '../../http/register.ts';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  await register(app, profileCalls.getProfile, (_input, request) => ({
    error_type: ErrorType.OK,
    message: apiMessages.ok,
    profile_id: request.tenant.id,
    ...request.tenant.settings,
  }));
}
