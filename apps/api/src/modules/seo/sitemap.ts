import { shopPath } from '@delivery/contract/shop-path';
import type { FastifyInstance } from 'fastify';
import { listCities } from '../addresses/service.ts';
import { listShops, menuOf, shopOfProfile } from '../catalog/service.ts';
import type { Tenant } from '../tenant/service.ts';

/** The sitemaps protocol's limit for one file; a tenant past it lists its first this many. */
const SITEMAP_MAX_URLS = 50_000;

const xmlText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * The tenant's pages worth finding, each by the address its page names as canonical (page-meta.ts):
 * the home, each shop of each city it serves by its permalink, its reviews once it has some, and
 * each product's page. A SINGLE tenant's home is its shop's page, whose canonical is the
 * permalink, so it is not listed twice.
 */
export async function sitemapPaths(app: FastifyInstance, tenant: Pick<Tenant, 'id' | 'typeFlow'>): Promise<string[]> {
  const profileId = tenant.id;
  const paths = tenant.typeFlow === 'SINGLE' ? [] : ['/'];
  for (const city of await listCities(app.db, profileId)) {
    for (const shop of await listShops(app.catalog, profileId, { cityId: city.city_id })) {
      paths.push(shopPath(shop));
      if (shop.rating_count > 0) paths.push(`/evaluation/${shop.shop_id}`);
      const bundle = await shopOfProfile(app.catalog, profileId, shop.shop_id);
      for (const category of menuOf(bundle)) {
        for (const product of category.products) paths.push(`/product-detail/${product.product_id}`);
      }
    }
  }
  return paths;
}

/** The sitemap document of these paths at `origin`. */
export function sitemapXml(origin: string, paths: string[]): string {
  const urls = [...new Set(paths)]
    .slice(0, SITEMAP_MAX_URLS)
    .map((path) => `<url><loc>${xmlText(`${origin}${path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Pages of a customer's own or of the API, which no search should list (the customer app's
 * routes in apps/web/src/app/router.tsx), and the merchant panel.
 */
const privatePaths = [
  '/api/',
  '/painel/',
  '/checkout',
  '/orders',
  '/profile',
  '/profile-edit',
  '/address',
  '/new-address',
  '/cashback',
  '/review',
  '/sign-in',
  '/sign-up',
  '/recover-password',
];

export const robotsTxt = (origin: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
