import type { CspSources } from '@delivery/contract/analytics';
import type { Config } from '../config.ts';

/**
 * The platform's Mercado Pago application and where Mercado Pago answers (decision 0084). In
 * sandbox every unset value falls back to the stand-in this server runs at /dev/mercadopago
 * (modules/mercadopago-sandbox), whose application these credentials are: a path alone is this
 * server's own, as a sandbox Pix provider's is. Outside sandbox, no application means no cards.
 */
export type MercadoPagoSettings = {
  clientId: string;
  clientSecret: string;
  /** Signs the notifications (`x-signature`); null refuses every one. */
  webhookSecret: string | null;
  /** The REST API: payments, refunds, customers and cards, card tokens, OAuth tokens. */
  apiUrl: string;
  /** Where a shop's owner authorizes the application (`{authUrl}/authorization`). */
  authUrl: string;
  /** MercadoPago.js v2, loaded by the checkout page only. */
  scriptUrl: string;
};

export const SANDBOX_PATH = '/dev/mercadopago';

/** The stand-in's own application: its OAuth and its notifications' signature check these. */
export const sandboxApplication = {
  clientId: '4815162342108',
  clientSecret: 'sandbox-mercadopago-client-secret',
  webhookSecret: 'sandbox-mercadopago-webhook-secret',
} as const;

export function mercadoPagoSettings(config: Config): MercadoPagoSettings | null {
  const sandbox = config.APP_ENV === 'sandbox';
  const clientId = config.MERCADOPAGO_CLIENT_ID ?? (sandbox ? sandboxApplication.clientId : null);
  const clientSecret = config.MERCADOPAGO_CLIENT_SECRET ?? (sandbox ? sandboxApplication.clientSecret : null);
  if (!clientId || !clientSecret) return null;
  const own = (url: string | undefined, production: string) => url ?? (sandbox ? SANDBOX_PATH : production);
  return {
    clientId,
    clientSecret,
    webhookSecret: config.MERCADOPAGO_WEBHOOK_SECRET ?? (sandbox ? sandboxApplication.webhookSecret : null),
    apiUrl: own(config.MERCADOPAGO_API_URL, 'https://api.mercadopago.com').replace(/\/+$/, ''),
    authUrl: own(config.MERCADOPAGO_AUTH_URL, 'https://auth.mercadopago.com.br').replace(/\/+$/, ''),
    scriptUrl:
      config.MERCADOPAGO_SCRIPT_URL ?? (sandbox ? `${SANDBOX_PATH}/js/v2` : 'https://sdk.mercadopago.com/js/v2'),
  };
}

/**
 * Mercado Pago's own origins its script reaches from the page (its Secure Fields, its device
 * check), and the issuer's 3-D Secure page: on the issuer's (or the card network's) own https
 * host, which no list can name, posted to by the order's page and framed by it in the native app.
 */
const productionOrigins: Required<CspSources> = {
  'script-src': ['https://http2.mlstatic.com'],
  'connect-src': ['https://api.mercadolibre.com', 'https://events.mercadopago.com'],
  'frame-src': ['https://api-static.mercadopago.com', 'https://www.mercadolibre.com', 'https:'],
  'form-action': ['https:'],
};

const originOf = (url: string) => (url.startsWith('/') ? null : new URL(url).origin);

/**
 * What the customer's pages must allow for the gateway's script to tokenize a card (decision
 * 0084): its script, the API it calls and the frames of its fields, and the issuer's 3-D Secure
 * page. Nothing for the sandbox's stand-in, which is this server's own ('self').
 */
export function mercadoPagoCspSources(settings: MercadoPagoSettings | null): Required<CspSources> {
  const sources: Required<CspSources> = { 'script-src': [], 'connect-src': [], 'frame-src': [], 'form-action': [] };
  if (!settings) return sources;
  const script = originOf(settings.scriptUrl);
  const api = originOf(settings.apiUrl);
  if (script) sources['script-src'].push(script);
  if (api) sources['connect-src'].push(api);
  if (script === 'https://sdk.mercadopago.com') {
    for (const [directive, origins] of Object.entries(productionOrigins)) {
      sources[directive as keyof CspSources].push(...origins);
    }
  }
  return sources;
}
