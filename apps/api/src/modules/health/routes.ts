import { ErrorType } from '@delivery/contract/errors';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const ZHealth = z.object({ error_type: z.number(), message: z.string(), database: z.string() });

/** Liveness and readiness in one: answers 200 only when the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    // An operator's probe, not a call of the contract: kept out of the API document.
    { schema: { hide: true, response: { 200: ZHealth, 503: ZHealth } } },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { error_type: ErrorType.OK, message: 'ok', database: app.database.kind };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply
          .code(503)
          .send({ error_type: ErrorType.UNKNOWN, message: 'database unreachable', database: app.database.kind });
      }
    },
  );
};
