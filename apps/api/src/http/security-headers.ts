import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
import { analyticsCspSources, type CspSources } from '@delivery/contract/analytics';
import type { Tenant, TenantResolver } from '../modules/tenant/service.ts';

/**
 * helmet's headers on every page and asset, and a compact set on the API's answers. Its policy is
 * the same for every request, so the headers it writes are taken once, at start, and set in one
 * call per request: @fastify/helmet rebuilt the middleware on every request, and running it each
 * time still cost a few percent of a menu read. The app's index.html alone swaps in its tenant's
 * policy (createTenantCsp).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : pageHeaders).header('x-request-id', request.id);
    done();
  });
}

function helmetHeaders(): Record<string, string> {
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
  return headers;
}

/**
 * Powerful browser features neither app uses, refused to its pages and to every frame in them
 * (helmet writes no Permissions-Policy; decision 0007): no app asks for a location, a camera, a
 * microphone, a payment sheet or a device. What they do use keeps its default: Google sign-in's
 * FedCM (identity-credentials-get), writing to the clipboard (the Pix code), autoplay (the board's
 * ring) and fullscreen.
 */
const permissionsPolicy = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** The headers of every page and asset, worked out once when the module loads. */
const pageHeaders: Record<string, string> = { ...helmetHeaders(), 'permissions-policy': permissionsPolicy };

/** The pages' Content-Security-Policy when a tenant loads nothing of its own. */
export const pageCsp = pageHeaders['content-security-policy'] as string;

/**
 * The pages' policy with a tenant's sources added to their directives (its analytics, decision
 * 0042): each source once, after the ones already there; the same string when there are none.
 */
export function pageCspWith(sources: CspSources): string {
  const directives = pageCsp.split(';').map((part) => part.trim().split(/\s+/));
  for (const [name, extra] of Object.entries(sources)) {
    if (!extra?.length) continue;
    let directive = directives.find(([key]) => key === name);
    if (!directive) {
      // A directive helmet did not write falls back to default-src, which must stay allowed
      // (form-action has no fallback: what the page allowed itself is 'self').
      const fallback =
        name === 'form-action'
          ? ["'self'"]
          : (directives.find(([key]) => key === 'default-src')?.slice(1) ?? ["'self'"]);
      directive = [name, ...fallback];
      directives.push(directive);
    }
    for (const source of extra) if (!directive.includes(source)) directive.push(source);
  }
  return directives.map((parts) => parts.join(' ')).join(';');
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
  'permissions-policy': permissionsPolicy,
};

/**
 * A built app's files other than its pages and service workers: scripts, styles, images and texts
 * are never a document, so the document headers mean nothing there either. An SVG opened on its
 * own is one, hence a policy that runs nothing and may not be framed; a service worker's fetches
 * obey the policy its script came with, so sw.js keeps the page's. Over HTTP/1.1 headers are not
 * compressed: the page set cost about a kilobyte on each of the forty files of a first visit, which
 * Lighthouse's phone network (1.6 Mbit/s) felt in the largest paint (decision 0048).
 */
const assetHeaders: Record<string, string> = {
  ...apiHeaders,
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
};

const documentOnly = Object.keys(pageHeaders).filter((name) => !(name in assetHeaders));

/** Swaps the page headers set on every request for the asset set, for a static file that is not a page. */
export function setStaticFileHeaders(reply: FastifyReply, file: string): void {
  if (file.endsWith('.html') || path.basename(file) === 'sw.js') return;
  for (const name of documentOnly) reply.removeHeader(name);
  reply.headers(assetHeaders);
}

const noSources: CspSources = { 'script-src': [], 'connect-src': [], 'frame-src': [] };

const joinSources = (a: CspSources, b: CspSources): CspSources => ({
  'script-src': [...a['script-src'], ...b['script-src']],
  'connect-src': [...a['connect-src'], ...b['connect-src']],
  'frame-src': [...a['frame-src'], ...b['frame-src']],
  'form-action': [...(a['form-action'] ?? []), ...(b['form-action'] ?? [])],
});

/**
 * The page policy of each tenant, by Host, for the app's index.html: only there does a tenant's
 * analytics run, beside what the platform's own services need of every page (the card gateway's
 * script, decision 0084). It reads the tenants the API keeps (dropped when any profile changes),
 * and works out each tenant's policy once: a kept tenant is one object until it is dropped.
 */
export function createTenantCsp(tenants: TenantResolver, platform: CspSources = noSources) {
  const policies = new WeakMap<Tenant, string>();
  const platformPolicy = pageCspWith(platform);
  const policyOf = (tenant: Tenant | null): string => {
    if (!tenant) return platformPolicy;
    let policy = policies.get(tenant);
    if (policy === undefined) {
      policy = pageCspWith(joinSources(platform, analyticsCspSources(tenant.settings.site)));
      policies.set(tenant, policy);
    }
    return policy;
  };
  return {
    /** The policy at once when the host was seen a moment ago, else a promise of it. */
    of(host: string | undefined): string | Promise<string> {
      const known = tenants.known(host);
      return known !== undefined ? policyOf(known) : tenants.resolve(host).then(policyOf);
    },
  };
}
