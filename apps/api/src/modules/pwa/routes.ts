import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { merchantPrefix } from '../../http/web-app.ts';
import { createIconRenderer, pwaIcons } from './icons.ts';
import { panelManifest, webManifest } from './manifest.ts';

/**
 * The tenant's manifests (the customer app's and the panel's) and icons, for the Host asked
 * (inside the tenant's scope, so an unknown host gets the contract's not-found answer). All
 * revalidate: a tenant's change of title, logo or colour reaches the next install, and the
 * manifests name the icons with their version.
 */
export async function pwaRoutes(app: FastifyInstance): Promise<void> {
  const renderIcon = createIconRenderer({
    web: app.config.WEB_DIST,
    media: path.resolve(app.config.DATA_DIR, 'media'),
  });

  for (const [url, manifestOf] of [
    ['/manifest.webmanifest', webManifest],
    [`${merchantPrefix}manifest.webmanifest`, panelManifest],
  ] as const) {
    app.get(url, { schema: { hide: true } }, (request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('application/manifest+json; charset=utf-8')
        .send(JSON.stringify(manifestOf(request.tenant))),
    );
  }

  for (const icon of pwaIcons) {
    app.get(icon.path, { schema: { hide: true } }, async (request, reply) => {
      const png = await renderIcon(request.tenant, icon);
      return reply.header('cache-control', 'public, max-age=86400').type('image/png').send(png);
    });
  }
}
