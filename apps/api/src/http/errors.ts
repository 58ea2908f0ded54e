import { envelope } from '@delivery/contract/envelope';
import { ErrorType, errorStatus, type ErrorTypeCode } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';
import { validationMessage } from './validation-message.ts';

type WireError = { status: number; errorType: ErrorTypeCode; message: string };

const wire = (errorType: ErrorTypeCode, message: string): WireError => ({
  status: errorStatus[errorType],
  errorType,
  message,
});

/** Fastify's own failures (parsing, limits) that are the caller's fault, by error code. */
const clientErrors: Record<string, WireError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: wire(ErrorType.INVALID_INPUT, apiMessages.malformedBody),
  FST_ERR_CTP_EMPTY_JSON_BODY: wire(ErrorType.INVALID_INPUT, apiMessages.malformedBody),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: wire(ErrorType.INVALID_INPUT, apiMessages.malformedBody),
  FST_ERR_CTP_BODY_TOO_LARGE: wire(ErrorType.PAYLOAD_TOO_LARGE, apiMessages.payloadTooLarge),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: wire(ErrorType.UNSUPPORTED_MEDIA_TYPE, apiMessages.unsupportedMediaType),
};

function toWire(error: FastifyError, request: FastifyRequest): WireError {
  if (error instanceof AppError) return wire(error.errorType, error.message);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      ...(v.params as Record<string, unknown>),
      code: v.keyword,
      message: v.message ?? '',
      path: v.instancePath.split('/').filter(Boolean),
    }));
    return wire(ErrorType.INVALID_INPUT, validationMessage(issues, request.body));
  }
  const known = error.code ? clientErrors[error.code] : undefined;
  if (known) return known;
  if (error.statusCode === 429) return wire(ErrorType.RATE_LIMITED, apiMessages.rateLimited);
  const status = error.statusCode ?? 500;
  if (status === 403 || status === 404) return wire(ErrorType.NOT_FOUND, apiMessages.notFound);
  if (status >= 400 && status < 500)
    return { status, errorType: ErrorType.INVALID_INPUT, message: apiMessages.malformedBody };
  return wire(ErrorType.UNKNOWN, apiMessages.unknownError);
}

/** Every failure leaves in the envelope; 5xx details stay in the log, never in the answer. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const wire = toWire(error, request);
    if (wire.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: error.code, errorType: wire.errorType }, wire.message);
    // A refusal is a bare envelope, whatever the route's success schema says.
    return reply
      .code(wire.status)
      .type('application/json; charset=utf-8')
      .serializer(JSON.stringify)
      .send(envelope(wire.errorType, wire.message));
  });
}

export function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(errorStatus[ErrorType.NOT_FOUND]).send(envelope(ErrorType.NOT_FOUND, apiMessages.notFound));
}
