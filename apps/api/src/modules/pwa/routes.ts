import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createIconRenderer, pwaIcons } from './icons.ts';
import { webManifest } from './manifest.ts';

/**
 * The tenant's manifest and icons, for the Host asked (inside the tenant's scope, so an unknown
 * host gets the contract's not-found answer). Both revalidate: a tenant's change of title, logo or
 * colour reaches the next install, and the manifest names the icons with their version.
 */
export async function pwaRoutes(app: FastifyInstance): Promise<void> {
  const renderIcon = createIconRenderer({
    web: app.config.WEB_DIST,
    media: path.resolve(app.config.DATA_DIR, 'media'),
  });

  app.get('/manifest.webmanifest', { schema: { hide: true } }, (request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(webManifest(request.tenant))),
  );

  for (const icon of pwaIcons) {
    app.get(icon.path, { schema: { hide: true } }, async (request, reply) => {
      const png = await renderIcon(request.tenant, icon);
      return reply.header('cache-control', 'public, max-age=86400').type('image/png').send(png);
    });
  }
}
