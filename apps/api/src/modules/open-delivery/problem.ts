import { ErrorType } from '@delivery/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import type { RefusalForm } from '../../http/framework-errors.ts';

/**
 * A refusal in the standard's error form (its `Error` schema, `application/problem+json`):
 * `{ title, status }`, plus `cancellationStatus` where a cancellation route answers one
 * (`CancellationError`). The titles are in English, as the standard's own: a software vendor's
 * developer reads them, not the shop's customer.
 */
export class OpenDeliveryError extends Error {
  readonly status: number;
  readonly title: string;
  readonly cancellationStatus: 'CANCELLED' | 'CANCELLATION_REQUEST_DENIED' | undefined;

  constructor(status: number, title: string, cancellationStatus?: 'CANCELLED' | 'CANCELLATION_REQUEST_DENIED') {
    super(title);
    this.name = 'OpenDeliveryError';
    this.status = status;
    this.title = title;
    this.cancellationStatus = cancellationStatus;
  }
}

export type Problem = { title: string; status: number; cancellationStatus?: string };

/** Our own refusals (AppError) by the standard's meaning of their status. */
const appErrorStatus: Partial<Record<number, { status: number; title: string }>> = {
  [ErrorType.NOT_FOUND]: { status: 404, title: 'Not found' },
  [ErrorType.NOT_ALLOWED]: { status: 422, title: 'The order cannot make this change in its current status' },
  [ErrorType.RATE_LIMITED]: { status: 429, title: 'Too many requests' },
  [ErrorType.INVALID_INPUT]: { status: 400, title: 'Bad request' },
};

function problemOf(error: FastifyError): Problem {
  if (error instanceof OpenDeliveryError) {
    return {
      title: error.title,
      status: error.status,
      ...(error.cancellationStatus ? { cancellationStatus: error.cancellationStatus } : {}),
    };
  }
  if (error instanceof AppError) return appErrorStatus[error.errorType] ?? { status: 500, title: 'Unexpected error' };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const where = first ? `${error.validationContext ?? 'body'}${first.instancePath.replaceAll('/', '.')}` : 'request';
    return { status: 400, title: `Invalid ${where}: ${first?.message ?? 'malformed'}` };
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, title: 'Too many requests' };
  if (status === 415) return { status, title: 'Unsupported media type' };
  if (status === 413) return { status, title: 'Payload too large' };
  if (status >= 400 && status < 500) return { status: 400, title: 'Bad request' };
  return { status: 500, title: 'Unexpected error' };
}

/** Where the standard's routes live (app.ts registers the scope there). */
export const OPEN_DELIVERY_PREFIX = '/opendelivery';

const refusalTitles: Partial<Record<number, string>> = {
  400: 'Bad request',
  431: 'Request header fields too large',
};

/**
 * What Node and Fastify refuse before any route runs (a request line or framing that cannot be
 * read, headers over the limit, a URL that cannot be decoded), in the standard's form under the
 * scope's prefix (http/framework-errors.ts writes it).
 */
export const openDeliveryRefusals: RefusalForm = {
  prefix: OPEN_DELIVERY_PREFIX,
  write: (status) => ({
    contentType: 'application/problem+json; charset=utf-8',
    body: { title: refusalTitles[status] ?? (status >= 500 ? 'Unexpected error' : 'Bad request'), status },
  }),
};

export function sendProblem(reply: FastifyReply, problem: Problem): FastifyReply {
  return reply
    .code(problem.status)
    .type('application/problem+json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(problem);
}

/**
 * Every failure of the scope's routes, and an unknown path under it, leaves in the standard's
 * error form instead of our envelope; 5xx details stay in the log.
 */
export function registerProblemAnswers(scope: FastifyInstance): void {
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const problem = problemOf(error);
    if (problem.status >= 500) request.log.error({ err: error }, 'open delivery request failed');
    else request.log.info({ code: error.code, status: problem.status }, problem.title);
    return sendProblem(reply, problem);
  });
  scope.setNotFoundHandler((_request, reply) => sendProblem(reply, { status: 404, title: 'Not found' }));
}
