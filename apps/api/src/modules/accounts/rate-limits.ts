import { ErrorType } from '@delivery/contract/errors';
import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';

/** Counts one hit on `key`; past the limit it refuses with 429 in the envelope. */
export type Limiter = (request: FastifyRequest, key: string) => Promise<void>;

type Keyed = FastifyRequest & { limitKey: string };

/**
 * A limit on @fastify/rate-limit's store (Redis when REDIS_URL is set, so every API process shares
 * the counters). The key is given per call, since it may be a phone or an e-mail the service
 * knows only after reading the body or the database.
 */
export function createLimiter(
  app: FastifyInstance,
  options: { max: number; timeWindowMs: number; message: string },
): Limiter {
  const check = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindowMs,
    keyGenerator: (request) => (request as Keyed).limitKey,
  });
  return async (request, key) => {
    const keyed = Object.assign(Object.create(request) as Keyed, { limitKey: key });
    const result = await check(keyed);
    if (!result.isAllowed && result.isExceeded) throw new AppError(ErrorType.RATE_LIMITED, options.message);
  };
}
