import { ErrorType } from '@delivery/contract/errors';
import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** Counts one hit on `key`; past the limit it refuses with 429 in the envelope. */
export type Limiter = (request: FastifyRequest, key: string) => Promise<void>;

/**
 * A budget spent only when told: `check` refuses with 429 once `max` were counted on `key` in the
 * window, without counting anything itself; `spend` counts one. Failed sign-ins spend it; a code
 * is sent, spending each of its budgets, only once every one of them allows it (code-sends.ts).
 */
export type FailureBudget = { check: Limiter; spend: (request: FastifyRequest, key: string) => Promise<void> };

type Keyed = FastifyRequest & { limitKey: string };

type LimitOptions = { max: number; timeWindowMs: number; message: string };

function keyedCheck(app: FastifyInstance, options: LimitOptions) {
  const check = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindowMs,
    keyGenerator: (request) => (request as Keyed).limitKey,
  });
  return (request: FastifyRequest, key: string, increment: boolean) =>
    check(Object.assign(Object.create(request) as Keyed, { limitKey: key }), { increment });
}

/**
 * A limit on @fastify/rate-limit's store (Redis when REDIS_URL is set, so every API process shares
 * the counters). The key is given per call, since it may be a phone or an e-mail the service
 * knows only after reading the body or the database.
 */
export function createLimiter(app: FastifyInstance, options: LimitOptions): Limiter {
  const check = keyedCheck(app, options);
  return async (request, key) => {
    const result = await check(request, key, true);
    if (!result.isAllowed && result.isExceeded) throw new AppError(ErrorType.RATE_LIMITED, options.message);
  };
}

/** A FailureBudget on the same store as createLimiter's limits. */
export function createFailureBudget(app: FastifyInstance, options: LimitOptions): FailureBudget {
  const check = keyedCheck(app, options);
  return {
    check: async (request, key) => {
      // A peek: `remaining` is 0 once `max` failures were counted, and the next try is refused.
      const result = await check(request, key, false);
      if (!result.isAllowed && result.remaining === 0) throw new AppError(ErrorType.RATE_LIMITED, options.message);
    },
    spend: async (request, key) => {
      await check(request, key, true);
    },
  };
}
