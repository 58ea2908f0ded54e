import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { androidAssetLinks, appleAppSiteAssociation } from './service.ts';

/**
 * The files that let the tenant's native apps open links to its host (decision 0044): Android
 * verifies App Links with assetlinks.json, iOS universal links with apple-app-site-association.
 * Answered for the Host asked (inside the tenant's scope); a tenant without that app gets the
 * contract's not-found answer, so the OS opens its links in the browser.
 */
export async function appLinkRoutes(app: FastifyInstance): Promise<void> {
  const { ANDROID_APP_LINKS, IOS_APP_LINKS } = app.config;
  const notFound = () => new AppError(ErrorType.NOT_FOUND, apiMessages.notFound);

  app.get('/.well-known/assetlinks.json', { schema: { hide: true } }, async (request, reply) => {
    const links = androidAssetLinks(ANDROID_APP_LINKS.get(request.tenant.id));
    if (!links) throw notFound();
    return reply.header('cache-control', 'public, max-age=3600').type('application/json').send(JSON.stringify(links));
  });

  // Apple fetches it without an extension, and requires JSON with no redirect.
  app.get('/.well-known/apple-app-site-association', { schema: { hide: true } }, async (request, reply) => {
    const association = appleAppSiteAssociation(IOS_APP_LINKS.get(request.tenant.id));
    if (!association) throw notFound();
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/json')
      .send(JSON.stringify(association));
  });
}
