import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { cobAnswer, findCharge, putCharge, removeCharge, setWebhook } from './charges.ts';
import { devolucaoAnswer, findRefund, notifyRefund, putRefund } from './refunds.ts';
import { sandboxPix } from './service.ts';

const TOKEN_SECONDS = 3600;

const ZTxid = z.string().regex(/^[a-zA-Z0-9]{26,35}$/);
const ZCobBody = z.object({
  calendario: z.object({ expiracao: z.number().int().positive().optional() }).optional(),
  valor: z.object({
    original: z
      .string()
      .regex(/^\d{1,10}\.\d{2}$/)
      .refine((v) => Number(v) > 0),
  }),
  chave: z.string().min(1).max(77),
  solicitacaoPagador: z.string().max(140).optional(),
});
const ZPatchBody = z.object({ status: z.literal('REMOVIDA_PELO_USUARIO_RECEBEDOR') });
const ZDevolucaoParams = z.object({
  e2eid: z.string().regex(/^[a-zA-Z0-9]{32}$/),
  id: z.string().regex(/^[a-zA-Z0-9]{1,35}$/),
});
const ZDevolucaoBody = z.object({
  valor: z
    .string()
    .regex(/^\d{1,10}\.\d{2}$/)
    .refine((v) => Number(v) > 0),
  natureza: z.enum(['ORIGINAL', 'RETIRADA']).optional(),
  descricao: z.string().max(140).optional(),
});
const ZWebhookBody = z.object({ webhookUrl: z.url({ protocol: /^https?$/ }) });

/** API Pix's errors: RFC 7807 problems named as the spec names them. */
function problem(reply: FastifyReply, status: number, name: string, detail: string) {
  return reply
    .code(status)
    .type('application/problem+json')
    .send({ type: `https://pix.bcb.gov.br/api/v2/error/${name}`, title: name, status, detail });
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The sandbox PSP's API Pix, as any PSP serves it: OAuth2 client credentials with Basic auth,
 * bearer tokens on every call, `PUT|GET|PATCH /cob/{txid}`, `PUT|GET /pix/{e2eid}/devolucao/{id}`
 * and `PUT /webhook/{chave}`. Its tokens
 * live in this process (a restart makes clients ask again, as an expiry would).
 */
export async function pspApi(app: FastifyInstance): Promise<void> {
  const tokens = new Map<string, { clientId: string; expires: number }>();

  app.post(sandboxPix.tokenUrl, { schema: { hide: true } }, async (request, reply) => {
    const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
    const [clientId = '', secret = ''] =
      scheme === 'Basic' && encoded ? Buffer.from(encoded, 'base64').toString().split(':') : [];
    const grant = (request.body as { grant_type?: unknown } | undefined)?.grant_type;
    if (grant !== 'client_credentials') return reply.code(400).send({ error: 'unsupported_grant_type' });
    if (!sameText(clientId, sandboxPix.clientId) || !sameText(secret, sandboxPix.clientSecret)) {
      return reply.code(401).send({ error: 'invalid_client' });
    }
    const now = Date.now();
    for (const [token, held] of tokens) if (held.expires <= now) tokens.delete(token);
    const token = randomBytes(24).toString('base64url');
    tokens.set(token, { clientId, expires: now + TOKEN_SECONDS * 1000 });
    const scope = (request.body as { scope?: unknown }).scope;
    return { access_token: token, token_type: 'Bearer', expires_in: TOKEN_SECONDS, scope: String(scope ?? '') };
  });

  /** The client of the request's bearer token, or null after answering 401. */
  const clientOf = (request: FastifyRequest, reply: FastifyReply): string | null => {
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    const held = scheme === 'Bearer' && token ? tokens.get(token) : undefined;
    if (held && held.expires > Date.now()) return held.clientId;
    void problem(reply, 401, 'AcessoNegado', 'Token ausente, inválido ou expirado.');
    return null;
  };

  const cobPath = `${sandboxPix.baseUrl}/cob/:txid`;
  type TxidParams = { Params: { txid: string } };

  app.put<TxidParams>(cobPath, { schema: { hide: true } }, async (request, reply) => {
    const clientId = clientOf(request, reply);
    if (!clientId) return reply;
    const txid = ZTxid.safeParse(request.params.txid);
    const body = ZCobBody.safeParse(request.body);
    if (!txid.success || !body.success)
      return problem(reply, 400, 'CobOperacaoInvalida', 'A cobrança não respeita o schema.');
    const charge = await putCharge(app.db, {
      clientId,
      txid: txid.data,
      chave: body.data.chave,
      amount: body.data.valor.original,
      expiresIn: body.data.calendario?.expiracao ?? 86_400,
      payerRequest: body.data.solicitacaoPagador,
    });
    if (!charge) return problem(reply, 400, 'CobOperacaoInvalida', 'A cobrança já existe e não está ATIVA.');
    return reply.code(charge.revision ? 200 : 201).send(cobAnswer(charge));
  });

  app.get<TxidParams>(cobPath, { schema: { hide: true } }, async (request, reply) => {
    const clientId = clientOf(request, reply);
    if (!clientId) return reply;
    const charge = await findCharge(app.db, clientId, request.params.txid);
    if (!charge) return problem(reply, 404, 'CobNaoEncontrado', 'Cobrança não encontrada para o txid informado.');
    return cobAnswer(charge);
  });

  app.patch<TxidParams>(cobPath, { schema: { hide: true } }, async (request, reply) => {
    const clientId = clientOf(request, reply);
    if (!clientId) return reply;
    if (!ZPatchBody.safeParse(request.body).success) {
      return problem(reply, 400, 'CobOperacaoInvalida', 'Só a remoção da cobrança é aceita aqui.');
    }
    if (!(await findCharge(app.db, clientId, request.params.txid))) {
      return problem(reply, 404, 'CobNaoEncontrado', 'Cobrança não encontrada para o txid informado.');
    }
    const removed = await removeCharge(app.db, clientId, request.params.txid);
    if (!removed) return problem(reply, 400, 'CobOperacaoInvalida', 'A cobrança não está ATIVA.');
    return cobAnswer(removed);
  });

  const devolucaoPath = `${sandboxPix.baseUrl}/pix/:e2eid/devolucao/:id`;
  type DevolucaoParams = { Params: { e2eid: string; id: string } };

  app.put<DevolucaoParams>(devolucaoPath, { schema: { hide: true } }, async (request, reply) => {
    const clientId = clientOf(request, reply);
    if (!clientId) return reply;
    const params = ZDevolucaoParams.safeParse(request.params);
    const body = ZDevolucaoBody.safeParse(request.body);
    if (!params.success || !body.success)
      return problem(reply, 400, 'PixDevolucaoInvalida', 'A devolução não respeita o schema.');
    const made = await putRefund(app.db, {
      clientId,
      endToEndId: params.data.e2eid,
      id: params.data.id,
      amount: body.data.valor,
      description: body.data.descricao ?? null,
    });
    if (made.outcome === 'not_found') return problem(reply, 404, 'PixNaoEncontrado', 'Pix não encontrado.');
    if (made.outcome === 'too_much') {
      return problem(reply, 400, 'PixDevolucaoInvalida', 'O valor passa do que resta a devolver deste Pix.');
    }
    if (made.outcome === 'existing') return reply.code(201).send(devolucaoAnswer(made.refund));
    // Told after the answer, as a PSP's webhook comes after its API's answer.
    setImmediate(() => {
      notifyRefund(app.db, made.charge, made.refund).catch((err: unknown) =>
        app.log.warn({ err }, 'sandbox pix: devolução webhook failed'),
      );
    });
    return reply.code(201).send(devolucaoAnswer(made.refund, 'EM_PROCESSAMENTO'));
  });

  app.get<DevolucaoParams>(devolucaoPath, { schema: { hide: true } }, async (request, reply) => {
    const clientId = clientOf(request, reply);
    if (!clientId) return reply;
    const refund = await findRefund(app.db, clientId, request.params.e2eid, request.params.id);
    if (!refund) return problem(reply, 404, 'DevolucaoNaoEncontrada', 'Devolução não encontrada.');
    return devolucaoAnswer(refund);
  });

  app.put<{ Params: { chave: string } }>(
    `${sandboxPix.baseUrl}/webhook/:chave`,
    { schema: { hide: true } },
    async (request, reply) => {
      if (!clientOf(request, reply)) return reply;
      const body = ZWebhookBody.safeParse(request.body);
      if (!body.success) return problem(reply, 400, 'WebhookOperacaoInvalida', 'webhookUrl não respeita o schema.');
      await setWebhook(app.db, request.params.chave, body.data.webhookUrl);
      return reply.code(200).send({ webhookUrl: body.data.webhookUrl, chave: request.params.chave });
    },
  );
}
