import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../lib/html.ts';

/*
 * What the stand-in's pages share: one look, readable from a phone to a desktop, and a
 * Content-Security-Policy of their own, since each needs what the app's pages do not: the
 * authorization's form redirects to the shop's address, the 3-D Secure page is framed by any
 * shop as an issuer's is, and the card fields are framed by the page that mounted them.
 */

export { escapeHtml };

const style =
  ':root{color-scheme:light;--blue:#009ee3;--ink:#1f2937;--muted:#6b7280}' +
  '*{box-sizing:border-box}body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;' +
  'color:var(--ink);background:#f5f6f8;line-height:1.45}' +
  'header{background:#ffe600;padding:.8rem 1rem;font-weight:700}' +
  'main{max-width:36rem;margin:1.5rem auto;padding:0 1rem}main.wide{max-width:80rem}' +
  '.card{background:#fff;border-radius:.6rem;padding:1.2rem;box-shadow:0 1px 3px #0002}' +
  'h1{font-size:1.35rem;margin:.2rem 0 1rem}label{display:block;font-weight:600;margin:.8rem 0 .3rem}' +
  'input[type=text]{width:100%;font:inherit;padding:.6rem;border:1px solid #bbb;border-radius:.4rem}' +
  '.actions{display:flex;flex-wrap:wrap;gap:.6rem;margin-top:1.2rem}' +
  'button{font:inherit;padding:.6rem 1.1rem;border-radius:.4rem;border:1px solid var(--blue);cursor:pointer;' +
  'background:#fff;color:var(--blue);min-height:2.6rem}button.primary{background:var(--blue);color:#fff}' +
  'small,.muted{color:var(--muted)}.notice{background:#e0f2fe;padding:.6rem .8rem;border-radius:.4rem}' +
  'code{font-size:.9em;word-break:break-all}';

/** A whole page: pt-BR, the viewport of a phone, the stand-in's header. */
export const page = (title: string, body: string, extraStyle = '') =>
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  `<title>${escapeHtml(title)}</title><style>${style}${extraStyle}</style></head>` +
  `<body><header>Mercado Pago <small>(sandbox)</small></header>${body}</body></html>`;

type Policy = {
  /** Where the page's forms post or redirect to, beyond its own origin. */
  formTargets?: string[];
  /** Who may frame it: its own origin when absent. */
  frameAncestors?: string[];
  /** Its scripts, served by this server ('self'). */
  scripts?: boolean;
  /** What its scripts may fetch ('self'). */
  connect?: boolean;
};

export function pageCsp(policy: Policy = {}): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    `form-action 'self'${(policy.formTargets ?? []).map((target) => ` ${target}`).join('')}`,
    `frame-ancestors ${(policy.frameAncestors ?? ["'self'"]).join(' ')}`,
    "base-uri 'none'",
    ...(policy.scripts ? ["script-src 'self'"] : []),
    ...(policy.connect ? ["connect-src 'self'"] : []),
  ].join('; ');
}

/** Sends a page under its own policy (the app's would refuse what it needs). */
export function sendPage(reply: FastifyReply, status: number, html: string, policy: Policy = {}) {
  // frame-ancestors decides who frames it; X-Frame-Options would only say the same or less.
  reply.removeHeader('x-frame-options');
  return reply
    .code(status)
    .header('content-security-policy', pageCsp(policy))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** An origin (`https://host:port`) of a URL, for a policy; null for anything else. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** This server as the request reached it: where the browser finds the stand-in's pages. */
export const requestOrigin = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;
