import path from 'node:path';
import { defaultPageMeta } from '@delivery/contract/constants';
import type { FastifyInstance } from 'fastify';
import { ownSiteDescription, readMetaTexts } from '../../http/page-meta.ts';
import { allowsPrivateAddresses, outboundDispatcher } from '../../http/outbound.ts';
import { merchantPrefix } from '../../http/web-app.ts';
import { listCities } from '../addresses/service.ts';
import { listShops } from '../catalog/service.ts';
import type { Tenant } from '../tenant/service.ts';
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
    outbound: outboundDispatcher({ allowPrivate: allowsPrivateAddresses(app.config) }),
  });
  const texts = readMetaTexts(app.config.WEB_DIST);

  /**
   * What the app says of itself: a SINGLE tenant's names its one shop (the first of its first
   * city, as its home finds it), a marketplace's every kind of shop.
   */
  const describe = async (tenant: Tenant): Promise<string> => {
    if (tenant.typeFlow !== 'SINGLE' || !texts) return defaultPageMeta.description;
    const [city] = await listCities(app.db, tenant.id);
    const [shop] = city ? await listShops(app.catalog, tenant.id, { cityId: city.city_id }) : [];
    return city && shop ? ownSiteDescription(shop, city.city_name, texts) : defaultPageMeta.description;
  };

  const manifests = {
    '/manifest.webmanifest': async (tenant: Tenant) => webManifest(tenant, await describe(tenant)),
    [`${merchantPrefix}manifest.webmanifest`]: (tenant: Tenant) => panelManifest(tenant),
  };
  for (const [url, manifestOf] of Object.entries(manifests)) {
    app.get(url, { schema: { hide: true } }, async (request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('application/manifest+json; charset=utf-8')
        .send(JSON.stringify(await manifestOf(request.tenant))),
    );
  }

  for (const icon of pwaIcons) {
    app.get(icon.path, { schema: { hide: true } }, async (request, reply) => {
      const png = await renderIcon(request.tenant, icon);
      return reply.header('cache-control', 'public, max-age=86400').type('image/png').send(png);
    });
  }
}
