import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { SANDBOX_PATH } from '../../providers/mercadopago-settings.ts';
import { browserScript } from './browser-script.ts';
import { fieldScript } from './field-script.ts';
import { escapeHtml, sendPage } from './html.ts';

const FIELD_SCRIPT = `${SANDBOX_PATH}/js/field.js`;

/** What each field asks the phone for: a number pad and the browser's saved card. */
const inputs = {
  cardNumber: { label: 'Número do cartão', autocomplete: 'cc-number', placeholder: '0000 0000 0000 0000', max: 23 },
  expirationDate: { label: 'Validade (MM/AA)', autocomplete: 'cc-exp', placeholder: 'MM/AA', max: 5 },
  securityCode: { label: 'Código de segurança', autocomplete: 'cc-csc', placeholder: 'CVV', max: 4 },
} as const;

/** A CSS value the page may pass: no character that could end the declaration or the rule. */
const ZCssValue = z.string().regex(/^[\w#.,%()\s'"-]{1,80}$/);
const ZStyle = z
  .object({
    color: ZCssValue,
    fontSize: ZCssValue,
    fontFamily: ZCssValue,
    fontWeight: ZCssValue,
    letterSpacing: ZCssValue,
    textAlign: z.enum(['left', 'center', 'right']),
    placeholderColor: ZCssValue,
    padding: ZCssValue,
  })
  .partial();
const ZFieldQuery = z.object({
  type: z.enum(['cardNumber', 'expirationDate', 'securityCode']),
  /**
   * The page that mounted the field: the only one it talks with, and the only one that may frame
   * it. A web page's (http, https), or the iOS app's (`capacitor://localhost`, decision 0044).
   */
  origin: z.string().regex(/^(https?|capacitor):\/\/(\[[0-9a-f:]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i),
  group: z.string().regex(/^[a-z0-9]{1,40}$/),
  placeholder: z.string().max(60).optional(),
  style: z
    .string()
    .max(1000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'style must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(ZStyle)
    .optional(),
});

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function fieldPage(query: z.infer<typeof ZFieldQuery>): string {
  const input = inputs[query.type];
  const { placeholderColor, ...own } = query.style ?? {};
  const declarations = Object.entries(own)
    .map(([name, value]) => `${kebab(name)}:${value}`)
    .join(';');
  // The input is disabled until its script listens: what is typed before would never reach the page.
  return (
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(input.label)}</title><style>` +
    'html,body{margin:0;padding:0;height:100%;background:transparent;overflow:hidden}' +
    'input{all:unset;box-sizing:border-box;display:block;width:100%;height:100%;padding:0 .1rem;' +
    'font:16px system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;cursor:text}' +
    `input{${declarations}}input::placeholder{color:${placeholderColor ?? '#9ca3af'};opacity:1}` +
    '</style></head><body>' +
    `<input id="field" type="text" inputmode="numeric" autocomplete="${input.autocomplete}" ` +
    `aria-label="${escapeHtml(input.label)}" placeholder="${escapeHtml(query.placeholder ?? input.placeholder)}" ` +
    `maxlength="${input.max}" spellcheck="false" autocorrect="off" disabled>` +
    `<script src="${FIELD_SCRIPT}"></script></body></html>`
  );
}

const sendScript = (reply: FastifyReply, script: string) =>
  reply
    .type('application/javascript; charset=utf-8')
    // A shop's page on another origin loads it, as it loads sdk.mercadopago.com.
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('access-control-allow-origin', '*')
    .header('cache-control', 'no-cache')
    .send(script);

/**
 * MercadoPago.js v2's stand-in (`GET /js/v2`), and the pages of its card fields: each an iframe of
 * this server with one input, framed only by the page that mounted it.
 */
export async function browserRoutes(app: FastifyInstance): Promise<void> {
  app.get(`${SANDBOX_PATH}/js/v2`, { schema: { hide: true } }, (_request, reply) => sendScript(reply, browserScript));
  app.get(FIELD_SCRIPT, { schema: { hide: true } }, (_request, reply) => sendScript(reply, fieldScript));

  app.get(`${SANDBOX_PATH}/js/field`, { schema: { hide: true } }, async (request, reply) => {
    const query = ZFieldQuery.safeParse(request.query);
    if (!query.success) {
      return reply.code(400).type('text/plain; charset=utf-8').send('Campo do cartão: parâmetros inválidos.');
    }
    return sendPage(reply, 200, fieldPage(query.data), {
      frameAncestors: ["'self'", query.data.origin],
      scripts: true,
      connect: true,
    });
  });
}
