import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/*
 * Mercado Pago's error shape, which its SDKs and our adapter read:
 * `{ message, error, status, cause: [{ code, description }] }`.
 */

export type Cause = { code: number | string; description: string };

const errorNames: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  404: 'not_found',
  405: 'method_not_allowed',
};

export function mpError(reply: FastifyReply, status: number, message: string, cause: Cause[] = [], error?: string) {
  return reply.code(status).send({ message, error: error ?? errorNames[status] ?? 'bad_request', status, cause });
}

/** A 400 with one cause, the most common answer of the API. */
export const badRequest = (reply: FastifyReply, code: number | string, description: string, message = description) =>
  mpError(reply, 400, message, [{ code, description }]);

/** What a missing, unknown, revoked or expired access token gets. */
export const unauthorized = (reply: FastifyReply) => mpError(reply, 401, 'invalid access token');

export const paymentNotFound = (reply: FastifyReply) =>
  mpError(reply, 404, 'Payment not found', [{ code: 2000, description: 'Payment not found' }]);

/** A body or query that does not fit: Mercado Pago's "Params Error" (code 1), naming the field. */
export function paramsError(reply: FastifyReply, error: z.ZodError) {
  const cause = error.issues.slice(0, 5).map((issue) => ({
    code: 1,
    description: `${issue.path.join('.') || 'body'}: ${issue.message}`,
  }));
  return mpError(reply, 400, 'Params Error', cause);
}

/** The sandbox's known error codes, named once. */
export const codes = {
  cardTokenNotFound: { code: 2006, description: 'Card Token not found' },
  paymentMethodMismatch: { code: 10102, description: 'payment_method_id does not match the card' },
  idempotencyKeyMissing: { code: 'idempotency_key', description: "Header X-Idempotency-Key can't be null" },
  customerExists: { code: 101, description: 'the customer already exist' },
  customerNotFound: { code: 102, description: 'customer not found' },
  cardNotFound: { code: 'not_found', description: 'card not found' },
  invalidStatus: { code: 126, description: 'The action requested is not valid for the current payment state' },
  refundTooLarge: { code: 2085, description: 'Invalid refund amount: more than what is left of the payment' },
} as const satisfies Record<string, Cause>;
