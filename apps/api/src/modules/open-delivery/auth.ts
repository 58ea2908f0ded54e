import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { OpenDeliveryError } from './problem.ts';
import { callerOfToken, type OpenDeliveryCaller } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The shop's software a bearer token stands for (set by `requireOpenDeliveryToken`). */
    openDelivery: OpenDeliveryCaller;
  }
}

const bearerOf = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
};

/**
 * A preHandler for the standard's routes that need the `od.all` scope: the bearer token must be a
 * valid token of an enabled link of the Host's profile, and then `request.openDelivery` says which
 * shop it speaks for. Anything else is 401 in the standard's error form.
 */
export function requireOpenDeliveryToken(app: FastifyInstance): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = bearerOf(request);
    const caller = token ? await callerOfToken(app.db, request.tenant.id, token) : null;
    if (!caller) throw new OpenDeliveryError(401, 'Invalid or expired access token');
    request.openDelivery = caller;
  };
}
