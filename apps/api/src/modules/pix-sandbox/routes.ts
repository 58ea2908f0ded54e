import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { chargeByTxid, notifyPaid, payCharge, recentCharges, stateOf, type SandboxCharge } from './charges.ts';
import { chargesPage } from './page.ts';
import { pspApi } from './psp-api.ts';
import { refundsOf } from './refunds.ts';

const ZPageQuery = z.object({ notice: z.string().max(300).optional() });
const ZPayBody = z.object({ notify: z.enum(['0', '1']).optional() }).optional();
type TxidParams = { Params: { txid: string } };

const wantsHtml = (request: FastifyRequest) => request.headers.accept?.includes('text/html') ?? false;

/** A browser goes back to the page with what happened; a program gets it as JSON. */
function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  body: Record<string, unknown>,
  notice: string,
) {
  if (wantsHtml(request)) return reply.redirect(`/dev/pix?${new URLSearchParams({ notice }).toString()}`, 303);
  return reply.code(status).send(body);
}

const chargeJson = (charge: SandboxCharge) => ({
  txid: charge.txid,
  chave: charge.chave,
  amount: charge.amount,
  /** What the payer's bank app shows of the charge (`solicitacaoPagador`). */
  payer_request: charge.payerRequest,
  copy_paste: charge.copyPaste,
  state: stateOf(charge),
  created_at: charge.createdAt.toISOString(),
  expires_in: charge.expiresInSeconds,
  end_to_end_id: charge.endToEndId,
  webhook_result: charge.webhookResult,
});

/**
 * Sandbox only (app.ts): the local PSP. Its API Pix (psp-api.ts) for the API's client, and for a
 * person the page at /dev/pix listing its charges, whose button pays one and has the PSP call our
 * webhook.
 */
export async function pixSandboxRoutes(app: FastifyInstance): Promise<void> {
  await pspApi(app);

  app.get('/dev/pix', { schema: { hide: true } }, async (request, reply) => {
    const charges = await recentCharges(app.db);
    const refunds = await refundsOf(
      app.db,
      charges.flatMap((charge) => (charge.endToEndId ? [charge.endToEndId] : [])),
    );
    if (!wantsHtml(request)) {
      return {
        charges: charges.map(chargeJson),
        refunds: refunds.map((refund) => ({
          end_to_end_id: refund.endToEndId,
          id: refund.id,
          rtr_id: refund.rtrId,
          amount: refund.amount,
          description: refund.description,
          status: refund.status,
        })),
      };
    }
    const { notice } = ZPageQuery.parse(request.query);
    return reply.type('text/html; charset=utf-8').send(chargesPage(charges, refunds, notice ?? null));
  });

  app.post<TxidParams>('/dev/pix/charges/:txid/pay', { schema: { hide: true } }, async (request, reply) => {
    const notify = ZPayBody.safeParse(request.body).data?.notify !== '0';
    const paid = await payCharge(app.db, request.params.txid);
    if (paid === 'not_found') return answer(request, reply, 404, { error: 'not_found' }, 'Cobrança não encontrada.');
    if (paid === 'not_open') {
      return answer(
        request,
        reply,
        409,
        { error: 'not_open' },
        'Esta cobrança não está aberta: já foi paga, expirou ou foi removida.',
      );
    }
    const webhook = notify ? await notifyPaid(app.db, paid) : 'none';
    return answer(
      request,
      reply,
      200,
      { ...chargeJson(paid), webhook_result: webhook },
      notify ? `Cobrança paga; webhook: ${webhook}.` : 'Cobrança paga sem avisar a API.',
    );
  });

  app.post<TxidParams>('/dev/pix/charges/:txid/notify', { schema: { hide: true } }, async (request, reply) => {
    const charge = await chargeByTxid(app.db, request.params.txid);
    if (!charge || stateOf(charge) !== 'paid') {
      return answer(request, reply, 409, { error: 'not_paid' }, 'Só uma cobrança paga tem o que avisar.');
    }
    const webhook = await notifyPaid(app.db, charge);
    return answer(
      request,
      reply,
      200,
      { ...chargeJson(charge), webhook_result: webhook },
      `Webhook reenviado: ${webhook}.`,
    );
  });
}
