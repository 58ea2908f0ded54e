import type { FastifyInstance, FastifyReply } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { SANDBOX_PATH, sandboxApplication } from '../../providers/mercadopago-settings.ts';
import { mpError } from './errors.ts';
import { escapeHtml, originOf, page, sendPage } from './html.ts';
import { createSeller, expireAccessToken, issueCode, redeemCode, refreshSeller, tokenAnswer } from './sellers.ts';

const ZRedirect = z.url({ protocol: /^https?$/ }).max(2000);
const ZAuthorizeQuery = z.object({
  client_id: z.string().max(100),
  response_type: z.literal('code'),
  platform_id: z.string().max(20).optional(),
  state: z.string().max(500).optional(),
  redirect_uri: ZRedirect,
});
const ZAuthorizeForm = z.object({
  client_id: z.string().max(100),
  redirect_uri: ZRedirect,
  state: z.string().max(500).optional(),
  name: z.string().trim().max(80).optional(),
  decision: z.enum(['allow', 'deny']),
});
const ZCredentials = { client_id: z.coerce.string().max(100), client_secret: z.string().max(200) };
const ZTokenBody = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('authorization_code'),
    ...ZCredentials,
    code: z.string().max(200),
    redirect_uri: z.string().max(2000),
  }),
  z.object({ grant_type: z.literal('refresh_token'), ...ZCredentials, refresh_token: z.string().max(200) }),
]);
const ZUserParams = z.object({ user_id: z.coerce.number().int().positive() });

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The redirect with the query Mercado Pago adds: `code` or `error`, and the client's `state`. */
function backTo(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

const oauthError = (reply: FastifyReply, status: 400 | 401, error: string, message: string) =>
  reply.code(status).send({ error, message, status, cause: [] });

function problemPage(reply: FastifyReply, message: string) {
  const body = `<main><div class="card"><h1>Não foi possível autorizar</h1><p>${escapeHtml(message)}</p></div></main>`;
  return sendPage(reply, 400, page('Mercado Pago (sandbox)', body));
}

function authorizationPage(query: z.infer<typeof ZAuthorizeQuery>): string {
  const hidden = (name: string, value: string | undefined) =>
    value === undefined ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const target = new URL(query.redirect_uri);
  return page(
    'Autorizar aplicação - Mercado Pago (sandbox)',
    '<main><div class="card"><h1>Autorizar o recebimento de pagamentos</h1>' +
      `<p>A aplicação <strong>Pede Já</strong> <small>(client_id <code>${escapeHtml(query.client_id)}</code>)</small> ` +
      'pede para receber pagamentos em nome da sua conta do Mercado Pago, e para consultar e devolver esses pagamentos.</p>' +
      `<p class="muted">Depois, você volta para <code>${escapeHtml(target.host)}</code>.</p>` +
      `<form method="post" action="${SANDBOX_PATH}/authorization">` +
      hidden('client_id', query.client_id) +
      hidden('redirect_uri', query.redirect_uri) +
      hidden('state', query.state) +
      '<label for="name">Nome da conta do vendedor</label>' +
      '<input type="text" id="name" name="name" value="Vendedor de teste" maxlength="80" autocomplete="off">' +
      '<p class="muted">Conta de teste: cada autorização cria uma conta nova, com o nome acima.</p>' +
      '<div class="actions"><button class="primary" type="submit" name="decision" value="allow">Autorizar</button>' +
      '<button type="submit" name="decision" value="deny">Cancelar</button></div></form></div></main>',
  );
}

/**
 * Mercado Pago's OAuth: the page where a seller authorizes the application (auth.mercadopago.com.br
 * `/authorization`), the token endpoint (`POST /oauth/token`) and a sandbox control that expires a
 * seller's access token, so a test sees the API refresh it.
 */
export async function oauthRoutes(app: FastifyInstance): Promise<void> {
  app.get(`${SANDBOX_PATH}/authorization`, { schema: { hide: true } }, async (request, reply) => {
    const query = ZAuthorizeQuery.safeParse(request.query);
    if (!query.success) return problemPage(reply, 'O pedido de autorização está incompleto ou inválido.');
    if (query.data.client_id !== sandboxApplication.clientId) {
      return problemPage(reply, `Nenhuma aplicação tem o client_id ${query.data.client_id}.`);
    }
    return sendPage(reply, 200, authorizationPage(query.data), { formTargets: [originOf(query.data.redirect_uri)!] });
  });

  app.post(`${SANDBOX_PATH}/authorization`, { schema: { hide: true } }, async (request, reply) => {
    const form = ZAuthorizeForm.safeParse(request.body);
    if (!form.success) return problemPage(reply, 'O pedido de autorização está incompleto ou inválido.');
    const { client_id: clientId, redirect_uri: redirectUri, state, name, decision } = form.data;
    if (clientId !== sandboxApplication.clientId)
      return problemPage(reply, `Nenhuma aplicação tem o client_id ${clientId}.`);
    if (decision === 'deny') return reply.redirect(backTo(redirectUri, { error: 'access_denied', state }), 302);
    const seller = await createSeller(app.db, clientId, name || 'Vendedor de teste');
    const code = await issueCode(app.db, seller, redirectUri);
    return reply.redirect(backTo(redirectUri, { code, state }), 302);
  });

  app.post(`${SANDBOX_PATH}/oauth/token`, { schema: { hide: true } }, async (request, reply) => {
    const body = ZTokenBody.safeParse(request.body);
    if (!body.success) {
      const grant = (request.body as { grant_type?: unknown } | null)?.grant_type;
      return grant === 'authorization_code' || grant === 'refresh_token'
        ? oauthError(reply, 400, 'invalid_request', 'missing or invalid parameters')
        : oauthError(reply, 400, 'unsupported_grant_type', 'grant_type must be authorization_code or refresh_token');
    }
    const grant = body.data;
    if (
      !sameText(grant.client_id, sandboxApplication.clientId) ||
      !sameText(grant.client_secret, sandboxApplication.clientSecret)
    ) {
      return oauthError(reply, 401, 'invalid_client', 'invalid client_id or client_secret');
    }
    const seller =
      grant.grant_type === 'authorization_code'
        ? await redeemCode(app.db, { clientId: grant.client_id, code: grant.code, redirectUri: grant.redirect_uri })
        : await refreshSeller(app.db, grant.client_id, grant.refresh_token);
    if (!seller) {
      return oauthError(
        reply,
        400,
        'invalid_grant',
        grant.grant_type === 'authorization_code'
          ? 'invalid, expired or used authorization code, or another redirect_uri'
          : 'invalid refresh_token',
      );
    }
    return tokenAnswer(seller);
  });

  app.post(`${SANDBOX_PATH}/accounts/:user_id/expire`, { schema: { hide: true } }, async (request, reply) => {
    const params = ZUserParams.safeParse(request.params);
    const seller = params.success ? await expireAccessToken(app.db, params.data.user_id) : null;
    if (!seller) return mpError(reply, 404, 'user not found');
    return { user_id: seller.userId, access_token_expired: true };
  });
}
