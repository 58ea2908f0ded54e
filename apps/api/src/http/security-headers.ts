import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * helmet's headers on every answer. The middleware is built once: @fastify/helmet rebuilds it, CSP
 * parsing included, on every request, which cost a measurable share of a getProfile call.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:', 'blob:', 'https:'] },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    applyHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined));
  });
}
