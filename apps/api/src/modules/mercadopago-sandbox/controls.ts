import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SANDBOX_PATH } from '../../providers/mercadopago-settings.ts';
import { requestOrigin, sendPage } from './html.ts';
import { notifyPayment } from './notifications.ts';
import { decisions, type Outcome } from './outcomes.ts';
import { paymentsPage } from './page.ts';
import { paymentAnswer } from './answers.ts';
import { changeStatus, findPayment, recentPayments, refundsOf } from './payments.ts';
import type { SandboxMpStatus } from '../../db/schema/sandbox-mercadopago.ts';

const ZPageQuery = z.object({ notice: z.string().max(300).optional() });
const ZIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

const wantsHtml = (request: FastifyRequest) => request.headers.accept?.includes('text/html') ?? false;

/** A browser goes back to the page with what happened; a program gets it as JSON. */
function answer(request: FastifyRequest, reply: FastifyReply, status: number, body: object, notice: string) {
  if (wantsHtml(request)) return reply.redirect(`${SANDBOX_PATH}?${new URLSearchParams({ notice }).toString()}`, 303);
  return reply.code(status).send(body);
}

/** What each control does: which payments it applies to, what they become, and what the page says. */
const controls: Record<string, { from: SandboxMpStatus; to: Outcome; done: string; refused: string }> = {
  chargeback: {
    from: 'approved',
    to: decisions.chargeback,
    done: 'Pagamento contestado pelo titular do cartão (chargeback)',
    refused: 'Só um pagamento aprovado pode ser contestado.',
  },
  approve: {
    from: 'in_process',
    to: decisions.approve,
    done: 'Pagamento aprovado pela análise',
    refused: 'Só um pagamento em análise pode ser aprovado assim.',
  },
  reject: {
    from: 'in_process',
    to: decisions.reject,
    done: 'Pagamento recusado pela análise',
    refused: 'Só um pagamento em análise pode ser recusado assim.',
  },
};

/**
 * Sandbox only: the page at /dev/mercadopago listing the newest payments, and what Mercado Pago
 * would decide on its own, for a person or a test: a chargeback, the review of a payment
 * in_process, and the notification sent again.
 */
export async function controlRoutes(app: FastifyInstance): Promise<void> {
  app.get(SANDBOX_PATH, { schema: { hide: true } }, async (request, reply) => {
    const rows = await recentPayments(app.db);
    const refunds = await refundsOf(
      app.db,
      rows.map((row) => row.payment.id),
    );
    if (!wantsHtml(request)) {
      const origin = requestOrigin(request);
      return {
        payments: rows.map(({ payment, sellerName }) => ({
          ...paymentAnswer(
            payment,
            refunds.filter((refund) => refund.paymentId === payment.id),
            origin,
          ),
          seller_name: sellerName,
          notification_result: payment.notificationResult,
        })),
      };
    }
    const { notice } = ZPageQuery.parse(request.query);
    return sendPage(reply, 200, paymentsPage(rows, refunds, notice ?? null));
  });

  for (const [action, control] of Object.entries(controls)) {
    app.post(`${SANDBOX_PATH}/payments/:id/${action}`, { schema: { hide: true } }, async (request, reply) => {
      const params = ZIdParams.safeParse(request.params);
      const payment = params.success ? await findPayment(app.db, params.data.id) : null;
      if (!payment) return answer(request, reply, 404, { error: 'not_found' }, 'Pagamento não encontrado.');
      const changed = await changeStatus(app.db, payment.id, { status: [control.from] }, control.to);
      if (!changed) return answer(request, reply, 409, { error: 'invalid_status' }, control.refused);
      const notified = await notifyPayment(app.db, changed, 'payment.updated');
      const body = { ...paymentAnswer(changed, [], requestOrigin(request)), notification_result: notified };
      return answer(request, reply, 200, body, `${control.done}; notificação: ${notified}.`);
    });
  }

  app.post(`${SANDBOX_PATH}/payments/:id/notify`, { schema: { hide: true } }, async (request, reply) => {
    const params = ZIdParams.safeParse(request.params);
    const payment = params.success ? await findPayment(app.db, params.data.id) : null;
    if (!payment) return answer(request, reply, 404, { error: 'not_found' }, 'Pagamento não encontrado.');
    if (!payment.notificationUrl) {
      return answer(request, reply, 409, { error: 'no_notification_url' }, 'Este pagamento não tem notification_url.');
    }
    const notified = await notifyPayment(app.db, payment, 'payment.updated');
    return answer(request, reply, 200, { notification_result: notified }, `Notificação reenviada: ${notified}.`);
  });
}
