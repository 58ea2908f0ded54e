import path from 'node:path';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { allowsPrivateAddresses, outboundDispatcher } from '../../http/outbound.ts';
import { findProduct, shopOfProfile } from '../catalog/service.ts';
import {
  createPreviewRenderer,
  previewImage,
  previewOfName,
  previewSourceOf,
  type PreviewOf,
  type PreviewTenant,
} from './preview-images.ts';
import { robotsTxt, sitemapPaths, sitemapXml } from './sitemap.ts';

/** A catalog change reaches search engines within this. */
const MAX_AGE_SECONDS = 600;
/** A preview's URL changes with its picture (its version): an app may keep it a day. */
const PREVIEW_MAX_AGE_SECONDS = 86_400;

/**
 * The tenant's sitemap and robots.txt, and the pictures its pages' link previews show, for the
 * Host asked (inside the tenant's scope: an unknown host gets the contract's not-found answer),
 * each naming the tenant's own addresses (issues 16 and 31).
 */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const origin = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;
  const drawPreview = createPreviewRenderer({
    web: app.config.WEB_DIST,
    media: path.resolve(app.config.DATA_DIR, 'media'),
    outbound: outboundDispatcher({ allowPrivate: allowsPrivateAddresses(app.config) }),
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const paths = await sitemapPaths(app, request.tenant);
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

  /** What the page's preview is drawn from, found in this tenant's catalog only. */
  const sourceOf = async (of: PreviewOf, profileId: number, settings: PreviewTenant) => {
    if (of.page === 'site') return previewSourceOf(settings, {});
    if (of.page === 'shop') {
      const bundle = await shopOfProfile(app.catalog, profileId, of.shopId);
      return previewSourceOf(settings, { cover: bundle.shop.cover });
    }
    const { product, bundle } = await findProduct(app.catalog, profileId, of.productId);
    return previewSourceOf(settings, { image: product.image, cover: bundle.shop.cover });
  };

  app.get<{ Params: { name: string } }>('/og/:name', { schema: { hide: true } }, async (request, reply) => {
    const of = previewOfName(request.params.name);
    if (!of) throw new AppError(ErrorType.NOT_FOUND, apiMessages.notFound);
    const card = await drawPreview(await sourceOf(of, request.tenant.id, request.tenant.settings));
    return reply
      .header('cache-control', `public, max-age=${PREVIEW_MAX_AGE_SECONDS}`)
      .type(previewImage.type)
      .send(card);
  });
}
