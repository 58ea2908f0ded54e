import { mediaCalls } from '@delivery/contract/calls/media';
import { limits } from '@delivery/contract/constants';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { register } from '../../http/register.ts';
import { uploadProductPhoto } from './service.ts';

export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  // Only this module's calls read multipart bodies; every other call still refuses them (415).
  await app.register(fastifyMultipart);
  await register(
    app,
    mediaCalls.uploadProductPhoto,
    (input, request) => uploadProductPhoto(app.media, request.staff, input, request.log),
    {
      upload: {
        fileBytes: limits.photoMaxBytes,
        tooLarge: formatMessage(apiMessages.photoTooLarge, { max: limits.photoMaxBytes / 1024 / 1024 }),
      },
      // Each photo is decoded and encoded twice: a panel uploading a whole menu stays well under this.
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    },
  );
}
