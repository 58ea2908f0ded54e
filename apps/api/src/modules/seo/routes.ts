import type { FastifyInstance } from 'fastify';
import { robotsTxt, sitemapPaths, sitemapXml } from './sitemap.ts';

/** A catalog change reaches search engines within this. */
const MAX_AGE_SECONDS = 600;

/**
 * The tenant's sitemap and robots.txt, for the Host asked (inside the tenant's scope: an unknown
 * host gets the contract's not-found answer), each naming the tenant's own addresses (issue 16).
 */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const origin = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const paths = await sitemapPaths(app, request.tenant.id);
    return reply
      .header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`)
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(origin(request), paths));
  });

  app.get('/robots.txt', { schema: { hide: true } }, (request, reply) =>
    reply
      .header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(origin(request))),
  );
}
