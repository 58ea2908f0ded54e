import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SANDBOX_PATH } from '../../providers/mercadopago-settings.ts';
import { usableToken } from './card-tokens.ts';
import { badRequest, codes, paramsError, paymentNotFound } from './errors.ts';
import { requestOrigin } from './html.ts';
import { paymentAnswer, refundAnswer } from './answers.ts';
import { notifyLater } from './notifications.ts';
import { decisions } from './outcomes.ts';
import {
  changeStatus,
  createPayment,
  findPayment,
  paymentByKey,
  refundsOf,
  searchPayments,
  type SandboxPayment,
} from './payments.ts';
import { refundPayment } from './refunds.ts';
import { sellerOf } from './sellers.ts';

/** Reais with at most two decimals, as centavos. */
const ZReais = z
  .number()
  .positive()
  .max(10_000_000)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'at most two decimals')
  .transform((value) => Math.round(value * 100));
const ZPaymentBody = z
  .object({
    transaction_amount: ZReais,
    token: z.string().min(1).max(100),
    description: z.string().max(600).optional(),
    installments: z.number().int().min(1).max(24),
    payment_method_id: z.string().max(40),
    issuer_id: z.union([z.string().max(20), z.number().int()]).optional(),
    payer: z.object({
      email: z.email().max(254).optional(),
      type: z.string().max(20).optional(),
      id: z.coerce.string().max(60).optional(),
      identification: z.object({ type: z.string().max(20), number: z.coerce.string().max(30) }).optional(),
    }),
    external_reference: z.string().max(256).optional(),
    notification_url: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .optional(),
    application_fee: z.number().min(0).max(10_000_000).optional(),
    three_d_secure_mode: z.enum(['not_supported', 'optional', 'mandatory']).optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
    statement_descriptor: z.string().max(100).optional(),
  })
  .refine((body) => (body.application_fee ?? 0) * 100 < body.transaction_amount, {
    path: ['application_fee'],
    message: 'must be less than transaction_amount',
  });
const ZIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const ZSearchQuery = z.object({
  external_reference: z.string().max(256).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});
const ZUpdateBody = z.object({ status: z.literal('cancelled') });
const ZRefundBody = z.object({ amount: ZReais.optional() }).default({});
const ZIdempotencyKey = z.string().min(1).max(200);

type IdParams = { Params: { id: string } };

/**
 * Mercado Pago's payments API for a seller's access token: pay with a card token, read, search,
 * cancel while pending, refund. Each change is notified to the payment's notification_url.
 */
export async function paymentsApi(app: FastifyInstance): Promise<void> {
  const answer = async (request: FastifyRequest, payment: SandboxPayment) =>
    paymentAnswer(payment, await refundsOf(app.db, [payment.id]), requestOrigin(request));

  /** The key of a request that must be done once; null after answering 400. */
  const idempotencyKey = (request: FastifyRequest, reply: FastifyReply): string | null => {
    const key = ZIdempotencyKey.safeParse(request.headers['x-idempotency-key']);
    if (key.success) return key.data;
    void badRequest(reply, codes.idempotencyKeyMissing.code, codes.idempotencyKeyMissing.description);
    return null;
  };

  /** The seller's payment of the path; null after answering 401 or 404. */
  const ownPayment = async (request: FastifyRequest<IdParams>, reply: FastifyReply) => {
    const seller = await sellerOf(app.db, request, reply);
    if (!seller) return null;
    const params = ZIdParams.safeParse(request.params);
    const payment = params.success ? await findPayment(app.db, params.data.id, seller.userId) : null;
    if (!payment) await paymentNotFound(reply);
    return payment;
  };

  app.post(`${SANDBOX_PATH}/v1/payments`, { schema: { hide: true } }, async (request, reply) => {
    const seller = await sellerOf(app.db, request, reply);
    if (!seller) return reply;
    const key = idempotencyKey(request, reply);
    if (!key) return reply;
    const earlier = await paymentByKey(app.db, seller.userId, key);
    if (earlier) return reply.code(200).send(await answer(request, earlier));
    const parsed = ZPaymentBody.safeParse(request.body);
    if (!parsed.success) return paramsError(reply, parsed.error);
    const body = parsed.data;
    const token = await usableToken(app.db, seller.userId, body.token);
    if (!token) return badRequest(reply, codes.cardTokenNotFound.code, codes.cardTokenNotFound.description);
    if (token.paymentMethodId !== body.payment_method_id) {
      return badRequest(reply, codes.paymentMethodMismatch.code, codes.paymentMethodMismatch.description);
    }
    const made = await createPayment(app.db, seller.userId, token, {
      idempotencyKey: key,
      amountCents: body.transaction_amount,
      applicationFeeCents: body.application_fee === undefined ? null : Math.round(body.application_fee * 100),
      description: body.description ?? null,
      installments: body.installments,
      issuerId: body.issuer_id === undefined ? null : String(body.issuer_id),
      externalReference: body.external_reference ?? null,
      notificationUrl: body.notification_url ?? null,
      statementDescriptor: body.statement_descriptor ?? null,
      metadata: body.metadata ?? null,
      payerEmail: body.payer.email ?? null,
      threeDSecure: body.three_d_secure_mode === 'optional' || body.three_d_secure_mode === 'mandatory',
    });
    if (made.outcome === 'token_spent') {
      return badRequest(reply, codes.cardTokenNotFound.code, codes.cardTokenNotFound.description);
    }
    if (made.outcome === 'created' && made.payment.notificationUrl) {
      notifyLater(app.db, app.log, made.payment, 'payment.created');
    }
    return reply.code(made.outcome === 'created' ? 201 : 200).send(await answer(request, made.payment));
  });

  app.get(`${SANDBOX_PATH}/v1/payments/search`, { schema: { hide: true } }, async (request, reply) => {
    const seller = await sellerOf(app.db, request, reply);
    if (!seller) return reply;
    const query = ZSearchQuery.safeParse(request.query);
    if (!query.success) return paramsError(reply, query.error);
    const { payments, total } = await searchPayments(app.db, seller.userId, {
      externalReference: query.data.external_reference,
      limit: query.data.limit,
      offset: query.data.offset,
    });
    const refunds = await refundsOf(
      app.db,
      payments.map((payment) => payment.id),
    );
    const origin = requestOrigin(request);
    return {
      paging: { total, limit: query.data.limit, offset: query.data.offset },
      results: payments.map((payment) =>
        paymentAnswer(
          payment,
          refunds.filter((refund) => refund.paymentId === payment.id),
          origin,
        ),
      ),
    };
  });

  app.get<IdParams>(`${SANDBOX_PATH}/v1/payments/:id`, { schema: { hide: true } }, async (request, reply) => {
    const payment = await ownPayment(request, reply);
    return payment ? answer(request, payment) : reply;
  });

  app.put<IdParams>(`${SANDBOX_PATH}/v1/payments/:id`, { schema: { hide: true } }, async (request, reply) => {
    const payment = await ownPayment(request, reply);
    if (!payment) return reply;
    const body = ZUpdateBody.safeParse(request.body);
    if (!body.success) return paramsError(reply, body.error);
    const cancelled = await changeStatus(
      app.db,
      payment.id,
      { status: ['pending', 'in_process'] },
      decisions.cancelled,
    );
    if (!cancelled) return badRequest(reply, codes.invalidStatus.code, codes.invalidStatus.description);
    notifyLater(app.db, app.log, cancelled, 'payment.updated');
    return answer(request, cancelled);
  });

  app.post<IdParams>(`${SANDBOX_PATH}/v1/payments/:id/refunds`, { schema: { hide: true } }, async (request, reply) => {
    const payment = await ownPayment(request, reply);
    if (!payment) return reply;
    const key = idempotencyKey(request, reply);
    if (!key) return reply;
    const body = ZRefundBody.safeParse(request.body ?? {});
    if (!body.success) return paramsError(reply, body.error);
    const made = await refundPayment(app.db, payment.id, key, body.data.amount ?? null);
    if (made.outcome === 'not_approved') {
      return badRequest(reply, codes.invalidStatus.code, codes.invalidStatus.description, 'Payment not approved');
    }
    if (made.outcome === 'too_much') {
      return badRequest(reply, codes.refundTooLarge.code, codes.refundTooLarge.description);
    }
    if (made.outcome === 'created') notifyLater(app.db, app.log, made.payment, 'payment.updated');
    return reply.code(201).send(refundAnswer(made.refund));
  });

  app.get<IdParams>(`${SANDBOX_PATH}/v1/payments/:id/refunds`, { schema: { hide: true } }, async (request, reply) => {
    const payment = await ownPayment(request, reply);
    if (!payment) return reply;
    return (await refundsOf(app.db, [payment.id])).map(refundAnswer);
  });
}
