import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * helmet's headers on every page and asset, and a compact set on the API's answers. Its policy is the same for every request, so the headers it
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
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers).header('x-request-id', request.id);
    done();
  });
}

/**
 * The API's JSON answers are never rendered as a page, so the document policies (script and
 * style sources, COOP, origin-agent-cluster...) mean nothing there: they keep what OWASP's REST
 * Security Cheat Sheet asks of an API. `frame-ancestors` covers X-Frame-Options in every current
 * browser, HSTS is learnt from the pages of the same host, and a JSON answer has no links for a
 * Referrer-Policy. A kilobyte less on every call, which a phone on a slow network and the
 * benchmark's client both feel. Pages and assets keep helmet's full set.
 */
export const apiHeaders: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};
