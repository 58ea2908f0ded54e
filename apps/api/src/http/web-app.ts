import { existsSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { sendNotFound } from './errors.ts';

/** Paths that never fall back to the app's index.html. */
const serverPrefixes = ['/api/', '/dev/', '/docs', '/openapi.json', '/health'];

function isAppRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (serverPrefixes.some((p) => pathname.startsWith(p))) return false;
  // '/assets/missing.js' is a missing file, not a route of the app.
  return !path.posix.basename(pathname).includes('.');
}

/**
 * Serves the built customer app: hashed assets are immutable, everything else revalidates, and
 * index.html carries this server's APP_ENV so one build serves sandbox and production.
 */
export async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const indexPath = path.join(config.WEB_DIST, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ dir: config.WEB_DIST }, 'web app not built: run `npm run build`; serving the API only');
    app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
    return;
  }
  const indexHtml = readFileSync(indexPath, 'utf8').replace(
    /(<meta name="app-env" content=")[^"]*(")/,
    `$1${config.APP_ENV}$2`,
  );
  const indexEtag = `"${createHash('sha256').update(indexHtml).digest('base64url').slice(0, 27)}"`;

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache').header('etag', indexEtag).type('text/html; charset=utf-8');
    if (request.headers['if-none-match'] === indexEtag) return reply.code(304).send();
    return reply.send(indexHtml);
  };

  await app.register(fastifyStatic, {
    root: config.WEB_DIST,
    index: false,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.startsWith(path.join(config.WEB_DIST, 'assets') + path.sep);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.get('/', { schema: { hide: true } }, sendIndex);
  app.get('/index.html', { schema: { hide: true } }, sendIndex);
  app.setNotFoundHandler((request, reply) => (isAppRoute(request) ? sendIndex(request, reply) : sendNotFound(reply)));
}
