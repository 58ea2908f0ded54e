import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * helmet's headers on every answer. The middleware is built once: @fastify/helmet rebuilds it, CSP
 * parsing included, on every request, which cost a measurable share of a getProfile call.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        // Google Identity Services and the Facebook SDK, loaded only where a profile enables them.
        'script-src': ["'self'", 'https://accounts.google.com/gsi/client', 'https://connect.facebook.net'],
        'frame-src': ["'self'", 'https://accounts.google.com', 'https://www.facebook.com', 'https://web.facebook.com'],
        'connect-src': ["'self'", 'https://accounts.google.com/gsi/', 'https://graph.facebook.com'],
        'style-src': ["'self'", 'https:', "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
      },
    },
    // Google's sign-in popup must be able to answer its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    applyHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined));
  });
}
