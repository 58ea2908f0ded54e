import { ErrorType } from '@delivery/contract/errors';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on /ready answers 503, so a load balancer stops sending requests here (server.ts). */
    startDraining(): void;
  }
}

const ZLive = z.object({ error_type: z.number(), message: z.string() });
const ZReady = z.object({
  error_type: z.number(),
  message: z.string(),
  database: z.string(),
  /** 'off' when this process keeps its rate limits in memory (no REDIS_URL). */
  redis: z.enum(['ok', 'unreachable', 'off']),
});

/** A Redis that does not answer within this is as good as down for a readiness probe. */
const REDIS_PING_MS = 1_000;

function pingRedis(redis: Redis): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), REDIS_PING_MS);
  });
  const answered = redis.ping().then(
    () => true,
    () => false,
  );
  return Promise.race([answered, late]).finally(() => clearTimeout(timer));
}

/**
 * The operator's probes, kept out of the API document: /health says the process is alive (a
 * database outage must not get every process restarted), /ready that it can serve: not shutting
 * down, its database answering and, when configured, its Redis.
 */
export async function registerHealth(root: FastifyInstance, redis: Redis | undefined): Promise<void> {
  let draining = false;
  root.decorate('startDraining', () => {
    draining = true;
  });
  await root.register(healthRoutes(() => draining, redis));
}

const healthRoutes =
  (draining: () => boolean, redis: Redis | undefined): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/health', { schema: { hide: true, response: { 200: ZLive } } }, async () => ({
      error_type: ErrorType.OK,
      message: 'ok',
    }));

    app.get('/ready', { schema: { hide: true, response: { 200: ZReady, 503: ZReady } } }, async (request, reply) => {
      const database = app.database.kind;
      const [databaseUp, redisUp] = await Promise.all([
        app.database.ping().then(
          () => true,
          (err: unknown) => {
            request.log.error({ err }, 'readiness: database unreachable');
            return false;
          },
        ),
        redis ? pingRedis(redis) : null,
      ]);
      const answer = { database, redis: redisUp === null ? 'off' : redisUp ? 'ok' : 'unreachable' } as const;
      const trouble = draining()
        ? 'shutting down'
        : !databaseUp
          ? 'database unreachable'
          : redisUp === false
            ? 'redis unreachable'
            : null;
      if (trouble) return reply.code(503).send({ error_type: ErrorType.UNKNOWN, message: trouble, ...answer });
      return { error_type: ErrorType.OK, message: 'ok', ...answer };
    });
  };
