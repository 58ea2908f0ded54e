import { existsSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { normaliseHost } from '../modules/tenant/service.ts';
import { sendNotFound } from './errors.ts';
import { pageReads } from './page-answers.ts';
import { pageWriter, type WrittenPage } from './page-head.ts';
import { setStaticFileHeaders } from './security-headers.ts';
import { sendSuspendedPage } from './suspended-page.ts';

/** Paths that never fall back to an app's index.html. */
const serverPrefixes = ['/api/', '/dev/', '/docs', '/openapi.json', '/health', '/ready', '/media/'];

/** Where the merchant panel lives (its Vite `base`); the e-mail links of the staff accounts point here. */
export const merchantPrefix = '/painel/';

const pathnameOf = (request: FastifyRequest): string => request.url.split('?')[0] ?? '/';

/** A page of an app: a GET or HEAD of a path that is not the server's and not a file ('/assets/missing.js'). */
function isAppRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = pathnameOf(request);
  if (serverPrefixes.some((p) => pathname.startsWith(p))) return false;
  return !path.posix.basename(pathname).includes('.');
}

const isMerchantPath = (request: FastifyRequest): boolean => pathnameOf(request).startsWith(merchantPrefix);

/** Where the platform's console lives (decision 0082): a page of the panel's build, on the platform's host only. */
export const consolePath = '/plataforma';

const isConsolePath = (request: FastifyRequest): boolean => {
  const pathname = pathnameOf(request);
  return pathname === consolePath || pathname.startsWith(`${consolePath}/`);
};

type IndexSender = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;

/** The page policy for a request's host: its tenant's analytics allowed (customer app), or null for the common one. */
type PolicyOf = (request: FastifyRequest) => string | Promise<string> | null;

/** A host's page policy (security-headers.ts `createTenantCsp`). */
export type TenantPolicies = { of(host: string | undefined): string | Promise<string> };

/** The name of the host's tenant when the platform suspended it; null when it is not suspended. */
export type SuspendedTenantOf = (host: string | undefined) => Promise<string | null>;

/** The page an app sends for this request, from its index.html (page-head.ts). */
type PageOf = (request: FastifyRequest, html: string) => Promise<WrittenPage>;

const etagOf = (html: string) => `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

/**
 * The built app's index.html carrying this server's APP_ENV, so one build serves sandbox and
 * production, answered uncached with an ETag; null when the app is not built. The page's policy
 * may differ by tenant while the file does not, so a 304 carries the policy too; a page given
 * its own head (the customer app's answers and meta, decisions 0046 and 0047) has the ETag of what
 * it sends. A page naming what is not there is a 404, sent whole each time (decision 0068).
 */
function readIndex(
  dir: string,
  appEnv: Config['APP_ENV'],
  policyOf: PolicyOf,
  pageOf?: PageOf,
  file = 'index.html',
): IndexSender | null {
  const indexPath = path.join(dir, file);
  if (!existsSync(indexPath)) return null;
  const html = readFileSync(indexPath, 'utf8').replace(/(<meta name="app-env" content=")[^"]*(")/, `$1${appEnv}$2`);
  const fileEtag = etagOf(html);
  const asFile: WrittenPage = { html, status: 200 };
  return async (request, reply) => {
    const [policy, page] = await Promise.all([policyOf(request), pageOf?.(request, html) ?? asFile]);
    if (policy) reply.header('content-security-policy', policy);
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (page.status !== 200) return reply.code(page.status).send(page.html);
    const etag = page.html === html ? fileEtag : etagOf(page.html);
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(page.html);
  };
}

/** Hashed assets are immutable; every other file revalidates. A file that is not a page drops the page headers. */
const staticHeaders = (dir: string) => (reply: FastifyReply, file: string) => {
  const hashed = file.startsWith(path.join(dir, 'assets') + path.sep);
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  setStaticFileHeaders(reply, file);
};

/**
 * Serves the built customer app at the root and the built merchant panel under /painel/, each with
 * its own index.html for its routes; either may be missing (not built), the API still answers.
 * The customer app's index carries its tenant's page policy when `policies` is given; a host whose
 * tenant is suspended (`suspendedTenantOf`) answers its page instead of either app. On the
 * platform's host (PLATFORM_HOST) the panel's build also has the console's page under /plataforma/;
 * on every other host that path is the customer app's, as any other.
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: Config,
  policies?: TenantPolicies,
  suspendedTenantOf?: SuspendedTenantOf,
): Promise<void> {
  const writePage = pageWriter(config.WEB_DIST);
  /** A suspended tenant's hosts answer its page instead of either app, built or not. */
  const unlessSuspended =
    (send: IndexSender | null): IndexSender =>
    async (request, reply) => {
      const suspended = await suspendedTenantOf?.(request.host);
      if (suspended) return sendSuspendedPage(reply, suspended);
      return send ? send(request, reply) : sendNotFound(reply);
    };
  const builtWebIndex = readIndex(
    config.WEB_DIST,
    config.APP_ENV,
    (request) => policies?.of(request.host) ?? null,
    // The page is sent as the file is rather than not at all when its reads fail.
    (request, html) =>
      pageReads(app, request).then(
        (reads) => writePage(html, reads, `${request.protocol}://${request.host}`),
        (err: unknown): WrittenPage => {
          request.log.warn({ err }, 'page reads failed: the page is sent without its answers');
          return { html, status: 200 };
        },
      ),
  );
  // The panel loads no tenant's analytics: it keeps the common policy set on every page.
  const builtMerchantIndex = readIndex(config.MERCHANT_DIST, config.APP_ENV, () => null);
  // The platform's host is no tenant's: nothing there to be suspended.
  const sendConsoleIndex = readIndex(config.MERCHANT_DIST, config.APP_ENV, () => null, undefined, 'plataforma.html');
  const onPlatformHost = (request: FastifyRequest) =>
    config.PLATFORM_HOST !== undefined && normaliseHost(request.host) === config.PLATFORM_HOST;
  const sendTenantIndex = unlessSuspended(builtWebIndex);
  // The platform's host has no customer app (it is no tenant's): its root is the console.
  const sendWebIndex: IndexSender = (request, reply) =>
    onPlatformHost(request) && pathnameOf(request) === '/'
      ? reply.redirect(`${consolePath}/`, 302)
      : sendTenantIndex(request, reply);
  const sendMerchantIndex = unlessSuspended(builtMerchantIndex);
  if (!builtWebIndex) {
    app.log.warn({ dir: config.WEB_DIST }, 'web app not built: run `npm run build`; not serving it');
  }
  if (!builtMerchantIndex) {
    app.log.warn({ dir: config.MERCHANT_DIST }, 'merchant panel not built: run `npm run build`; not serving it');
  } else if (config.PLATFORM_HOST && !sendConsoleIndex) {
    app.log.warn({ dir: config.MERCHANT_DIST }, "the panel's build has no plataforma.html: not serving the console");
  }

  if (builtWebIndex) {
    await app.register(fastifyStatic, {
      root: config.WEB_DIST,
      index: false,
      cacheControl: false,
      // The builds write .br and .gz beside each file (scripts/vite-precompress.ts): sent as they are.
      preCompressed: true,
      setHeaders: staticHeaders(config.WEB_DIST),
    });
    app.get('/', { schema: { hide: true } }, sendWebIndex);
    app.get('/index.html', { schema: { hide: true } }, sendWebIndex);
  }

  if (builtMerchantIndex) {
    await app.register(fastifyStatic, {
      root: config.MERCHANT_DIST,
      prefix: merchantPrefix,
      // The customer app's registration already decorated the reply.
      decorateReply: !builtWebIndex,
      index: false,
      cacheControl: false,
      // The builds write .br and .gz beside each file (scripts/vite-precompress.ts): sent as they are.
      preCompressed: true,
      setHeaders: staticHeaders(config.MERCHANT_DIST),
    });
    app.get(merchantPrefix, { schema: { hide: true } }, sendMerchantIndex);
    app.get(`${merchantPrefix}index.html`, { schema: { hide: true } }, sendMerchantIndex);
    app.get(merchantPrefix.slice(0, -1), { schema: { hide: true } }, (request, reply) => {
      const query = request.url.slice(merchantPrefix.length - 1);
      return reply.redirect(`${merchantPrefix}${query}`, 308);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (!isAppRoute(request)) return sendNotFound(reply);
    if (isConsolePath(request) && onPlatformHost(request)) {
      return sendConsoleIndex ? sendConsoleIndex(request, reply) : sendNotFound(reply);
    }
    // The panel's routes are its own: the customer app never answers under /painel/.
    return isMerchantPath(request) ? sendMerchantIndex(request, reply) : sendWebIndex(request, reply);
  });
}
