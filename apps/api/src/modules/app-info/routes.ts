import {
  ZGetInfoAppRequest,
  ZGetInfoAppResponse,
  ZGetInfoSliderRequest,
  ZGetInfoSliderResponse,
} from '@delivery/contract/app-info';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { apiPaths } from '@delivery/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findAppUpdate, listSlides } from './service.ts';

export const appInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.getInfoApp,
    {
      schema: {
        tags: ['app'],
        summary: "Whether the caller's native app must be updated (url_update_app is '' when not)",
        body: ZGetInfoAppRequest,
        response: { 200: ZGetInfoAppResponse },
      },
    },
    async (request) => {
      const update = await findAppUpdate(app.db, request.tenant.id, request.body);
      return {
        error_type: ErrorType.OK,
        message: update ? apiMessages.appUpdateAvailable : apiMessages.appUpToDate,
        url_update_app: update?.url ?? '',
        message_update: update?.message ?? '',
        profile_id: request.tenant.id,
      };
    },
  );

  app.post(
    apiPaths.getInfoSlider,
    {
      schema: {
        tags: ['app'],
        summary: "The profile's active home banners, in display order",
        body: ZGetInfoSliderRequest,
        response: { 200: ZGetInfoSliderResponse },
      },
    },
    async (request) => ({
      error_type: ErrorType.OK,
      message: apiMessages.ok,
      sliders: await listSlides(app.db, request.tenant.id),
    }),
  );
};
