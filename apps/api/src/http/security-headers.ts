import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * helmet's headers on every answer. Its policy is the same for every request, so the headers it
 * writes are taken once, at start, and set in one call per request: @fastify/helmet rebuilt the
 * middleware on every request, and running it each time still cost a few percent of a menu read.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const middleware = helmet({
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
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  middleware({} as IncomingMessage, recorder, (err?: unknown) => {
    if (err) throw err;
  });
  if (!headers['content-security-policy']) throw new Error('helmet wrote no Content-Security-Policy');

  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers).header('x-request-id', request.id);
    done();
  });
}
