import { appInfoCalls } from '@delivery/contract/calls/app-info';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyInstance } from 'fastify';
import { register } from '../../http/register.ts';
import { findAppUpdate, listSlides } from './service.ts';

export async function appInfoRoutes(app: FastifyInstance): Promise<void> {
  await register(app, appInfoCalls.getInfoApp, async (input, request) => {
    const update = await findAppUpdate(app.db, request.tenant.id, input);
    return {
      error_type: ErrorType.OK,
      message: update ? apiMessages.appUpdateAvailable : apiMessages.appUpToDate,
      url_update_app: update?.url ?? '',
      message_update: update?.message ?? '',
      profile_id: request.tenant.id,
    };
  });

  await register(app, appInfoCalls.getInfoSlider, async (_input, request) => ({
    error_type: ErrorType.OK,
    message: apiMessages.ok,
    sliders: await listSlides(app.db, request.tenant.id),
  }));
}
