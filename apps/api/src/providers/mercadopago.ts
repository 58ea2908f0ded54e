import { cardFlags } from '@delivery/contract/checkout';
import type { CardType } from '@delivery/contract/catalog-constants';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type {
  AccountAccess,
  CardGateway,
  GatewayCard,
  GatewayPayment,
  GatewayTokens,
  VerifiedNotification,
} from './card-gateway.ts';
import { GatewayError } from './card-gateway.ts';
import type { MercadoPagoSettings } from './mercadopago-settings.ts';

/*
 * Mercado Pago behind the card gateway interface (decision 0084): its REST API called with fetch at
 * a configurable address (the official SDK fixes api.mercadopago.com, which the sandbox's stand-in
 * cannot be), every answer read through a schema of the fields we use.
 */

const TIMEOUT_MS = 15_000;
/** A notification signed longer ago than this is refused (a replay inside it is refused by its id). */
const NOTIFICATION_WINDOW_MS = 5 * 60_000;

/** Mercado Pago's `payment_method_id` of each brand we charge, by credit and debit. */
const methodIds: Record<string, Partial<Record<CardType, string>>> = {
  Visa: { credit: 'visa', debit: 'debvisa' },
  Mastercard: { credit: 'master', debit: 'debmaster' },
  Elo: { credit: 'elo', debit: 'debelo' },
  Hipercard: { credit: 'hipercard' },
  'American Express': { credit: 'amex' },
};

const mercadoPagoMethod = (flagId: number, cardType: CardType): string | null =>
  methodIds[cardFlags[flagId - 1] ?? '']?.[cardType] ?? null;

const ZTokens = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().nullish(),
  expires_in: z.number().nullish(),
  user_id: z.union([z.number(), z.string()]),
  public_key: z.string().min(1),
});

const ZPayment = z.object({
  id: z.union([z.number(), z.string()]),
  status: z.string(),
  status_detail: z.string().nullish(),
  transaction_amount: z.number(),
  transaction_amount_refunded: z.number().nullish(),
  external_reference: z.string().nullish(),
  card: z.object({ last_four_digits: z.string().nullish() }).nullish(),
  three_ds_info: z.object({ external_resource_url: z.string(), creq: z.string() }).nullish(),
  fee_details: z.array(z.object({ type: z.string(), amount: z.number() })).nullish(),
});

const ZRefund = z.object({ id: z.union([z.number(), z.string()]), amount: z.number() });
const ZCustomer = z.object({ id: z.string() });
const ZCard = z.object({
  id: z.union([z.number(), z.string()]),
  last_four_digits: z.string(),
  expiration_month: z.number(),
  expiration_year: z.number(),
});

const cents = (reais: number) => Math.round(reais * 100);
const reais = (amountCents: number) => amountCents / 100;

function outcomeOf(status: string, detail: string | null): GatewayPayment['outcome'] {
  if (status === 'approved' || status === 'authorized') return 'approved';
  if (status === 'pending' && detail === 'pending_challenge') return 'challenge';
  if (status === 'pending' || status === 'in_process') return 'in_review';
  if (status === 'refunded') return 'refunded';
  if (status === 'charged_back' || status === 'in_mediation') return 'charged_back';
  if (status === 'cancelled') return 'cancelled';
  return 'refused';
}

function toPayment(raw: z.infer<typeof ZPayment>): GatewayPayment {
  const detail = raw.status_detail ?? null;
  const outcome = outcomeOf(raw.status, detail);
  return {
    id: String(raw.id),
    outcome,
    status: raw.status,
    detail,
    amountCents: cents(raw.transaction_amount),
    refundedCents: cents(raw.transaction_amount_refunded ?? 0),
    // Mercado Pago's own fee; the application fee beside it is the marketplace's part.
    feeCents: cents(
      (raw.fee_details ?? []).filter((fee) => fee.type === 'mercadopago_fee').reduce((sum, fee) => sum + fee.amount, 0),
    ),
    lastFour: raw.card?.last_four_digits ?? null,
    externalReference: raw.external_reference ?? null,
    challenge:
      outcome === 'challenge' && raw.three_ds_info
        ? { url: raw.three_ds_info.external_resource_url, creq: raw.three_ds_info.creq }
        : null,
  };
}

/** `x-signature: ts=…,v1=…` as its parts. */
function signatureParts(header: string): { ts: string; v1: string } | null {
  const parts = Object.fromEntries(
    header.split(',').map((part) => {
      const [key, ...value] = part.trim().split('=');
      return [key, value.join('=')];
    }),
  );
  return parts.ts && parts.v1 ? { ts: parts.ts, v1: parts.v1 } : null;
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The adapter. `origin` makes a sandbox path absolute (this server's stand-in), known once the
 * server listens.
 */
export function createMercadoPago(settings: MercadoPagoSettings, origin: () => string): CardGateway {
  const absolute = (url: string) => (url.startsWith('/') ? `${origin()}${url}` : url);
  /**
   * The stand-in names its challenge page on the address we called it at (this machine's); the
   * customer's browser reaches it on its own host, by its path.
   */
  const forBrowser = (payment: GatewayPayment): GatewayPayment => {
    const self = settings.apiUrl.startsWith('/') ? origin() : null;
    if (!self || !payment.challenge?.url.startsWith(`${self}/`)) return payment;
    return { ...payment, challenge: { ...payment.challenge, url: payment.challenge.url.slice(self.length) } };
  };
  const paymentOf = (raw: z.infer<typeof ZPayment>) => forBrowser(toPayment(raw));

  async function call<S extends z.ZodType>(
    schema: S,
    path: string,
    init: { method?: string; token?: string; body?: unknown; idempotencyKey?: string } = {},
  ): Promise<z.output<S>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.idempotencyKey) headers['x-idempotency-key'] = init.idempotencyKey;
    let response: Response;
    try {
      response = await fetch(`${absolute(settings.apiUrl)}${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayError(`mercadopago: ${(error as Error).message}`, null);
    }
    const text = await response.text();
    if (!response.ok) {
      // Mercado Pago's error names what went wrong; it never carries the card or the token.
      const message = /"message"\s*:\s*"([^"]{0,200})"/.exec(text)?.[1] ?? response.statusText;
      throw new GatewayError(`mercadopago ${response.status}: ${message}`, response.status);
    }
    const parsed = schema.safeParse(text ? JSON.parse(text) : null);
    if (!parsed.success) throw new GatewayError(`mercadopago: unexpected answer to ${path}`, response.status);
    return parsed.data;
  }

  const tokens = (raw: z.infer<typeof ZTokens>): GatewayTokens => ({
    accountId: String(raw.user_id),
    publicKey: raw.public_key,
    accessToken: raw.access_token,
    refreshToken: raw.refresh_token ?? null,
    expiresAt: raw.expires_in ? new Date(Date.now() + raw.expires_in * 1000) : null,
  });

  const oauth = (body: Record<string, string>) =>
    call(ZTokens, '/oauth/token', {
      body: { client_id: settings.clientId, client_secret: settings.clientSecret, ...body },
    }).then(tokens);

  const customerOf = async (account: AccountAccess, email: string): Promise<string> => {
    const found = await call(
      z.object({ results: z.array(ZCustomer) }),
      `/v1/customers/search?email=${encodeURIComponent(email)}`,
      {
        token: account.accessToken,
      },
    );
    if (found.results[0]) return found.results[0].id;
    return (await call(ZCustomer, '/v1/customers', { token: account.accessToken, body: { email } })).id;
  };

  return {
    name: 'mercadopago',
    authorizationUrl({ state, redirectUri }) {
      const query = new URLSearchParams({
        client_id: settings.clientId,
        response_type: 'code',
        platform_id: 'mp',
        state,
        redirect_uri: redirectUri,
      });
      return `${settings.authUrl}/authorization?${query.toString()}`;
    },
    connect: ({ code, redirectUri }) => oauth({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    refresh: (refreshToken) => oauth({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    async charge(account, request) {
      const method = mercadoPagoMethod(request.flagId, request.cardType);
      if (!method) throw new GatewayError('mercadopago: no payment method for this brand and type', null);
      const raw = await call(ZPayment, '/v1/payments', {
        token: account.accessToken,
        idempotencyKey: request.idempotencyKey,
        body: {
          transaction_amount: reais(request.amountCents),
          token: request.token,
          description: request.description,
          installments: 1,
          payment_method_id: method,
          payer: request.gatewayCustomerId
            ? { type: 'customer', id: request.gatewayCustomerId, email: request.payerEmail }
            : { email: request.payerEmail },
          external_reference: request.externalReference,
          ...(request.notificationUrl ? { notification_url: request.notificationUrl } : {}),
          ...(request.applicationFeeCents ? { application_fee: reais(request.applicationFeeCents) } : {}),
          three_d_secure_mode: 'optional',
        },
      });
      return paymentOf(raw);
    },
    payment: async (account, id) =>
      paymentOf(await call(ZPayment, `/v1/payments/${encodeURIComponent(id)}`, { token: account.accessToken })),
    cancel: async (account, id) =>
      paymentOf(
        await call(ZPayment, `/v1/payments/${encodeURIComponent(id)}`, {
          method: 'PUT',
          token: account.accessToken,
          body: { status: 'cancelled' },
        }),
      ),
    async refund(account, id, amountCents, idempotencyKey) {
      const raw = await call(ZRefund, `/v1/payments/${encodeURIComponent(id)}/refunds`, {
        token: account.accessToken,
        idempotencyKey,
        body: { amount: reais(amountCents) },
      });
      return { id: String(raw.id), amountCents: cents(raw.amount) };
    },
    async saveCard(account, { email, token, gatewayCustomerId }): Promise<GatewayCard> {
      const customerId = gatewayCustomerId ?? (await customerOf(account, email));
      const card = await call(ZCard, `/v1/customers/${encodeURIComponent(customerId)}/cards`, {
        token: account.accessToken,
        body: { token },
      });
      return {
        gatewayCustomerId: customerId,
        gatewayCardId: String(card.id),
        lastFour: card.last_four_digits,
        expirationMonth: card.expiration_month,
        expirationYear: card.expiration_year,
      };
    },
    async deleteCard(account, { gatewayCustomerId, gatewayCardId }) {
      await call(
        z.unknown(),
        `/v1/customers/${encodeURIComponent(gatewayCustomerId)}/cards/${encodeURIComponent(gatewayCardId)}`,
        { method: 'DELETE', token: account.accessToken },
      );
    },
    verifyNotification({ headers, query, now }): VerifiedNotification | null {
      const secret = settings.webhookSecret;
      const signature = signatureParts(single(headers['x-signature']) ?? '');
      const requestId = single(headers['x-request-id']);
      const rawId = query['data.id'];
      if (!secret || !signature || !requestId || (typeof rawId !== 'string' && typeof rawId !== 'number')) return null;
      // Mercado Pago signs an alphanumeric id in lower case.
      const dataId = String(rawId).toLowerCase();
      const manifest = `id:${dataId};request-id:${requestId};ts:${signature.ts};`;
      const expected = createHmac('sha256', secret).update(manifest).digest();
      const given = Buffer.from(signature.v1, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const ts = Number(signature.ts);
      // Its time in milliseconds (seconds from older integrations).
      const signedAt = new Date(ts < 1e12 ? ts * 1000 : ts);
      if (!Number.isFinite(ts) || Math.abs(now.getTime() - signedAt.getTime()) > NOTIFICATION_WINDOW_MS) return null;
      return { paymentId: dataId, requestId, signedAt };
    },
  };
}
