import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { envelope } from '@delivery/contract/envelope';
import { ErrorType, errorStatus, type ErrorTypeCode } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiHeaders } from './security-headers.ts';

/**
 * Fastify's refusals before any route or hook runs (a URL it cannot decode, a parameter over its
 * length): in the envelope with the API's headers, never echoing the URL as Fastify's own did.
 */
export function frameworkErrorAnswer(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const failed = error.code === 'FST_ERR_ASYNC_CONSTRAINT';
  const errorType = failed ? ErrorType.UNKNOWN : ErrorType.INVALID_INPUT;
  request.log.info({ code: error.code }, 'refused before routing');
  void reply
    .code(errorStatus[errorType])
    .headers({ ...apiHeaders, 'x-request-id': request.id })
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(envelope(errorType, failed ? apiMessages.unknownError : apiMessages.malformedUrl));
}

/** Node's reasons for a request it could not read, by error code. */
const unreadable: Record<string, [ErrorTypeCode, string]> = {
  HPE_HEADER_OVERFLOW: [ErrorType.PAYLOAD_TOO_LARGE, apiMessages.headersTooLarge],
  ERR_HTTP_REQUEST_TIMEOUT: [ErrorType.INVALID_INPUT, apiMessages.requestTimedOut],
};

/**
 * A request Node's parser refused (bad request line, headers over the limit, too slow): the answer
 * is written on the socket in the envelope, and the connection closes, since what follows on it
 * cannot be told apart from the broken request.
 */
export function clientErrorAnswer(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ code: error.code }, 'unreadable request');
  const [errorType, message] = unreadable[error.code ?? ''] ?? [ErrorType.INVALID_INPUT, apiMessages.unreadableRequest];
  const status = errorStatus[errorType];
  const body = JSON.stringify(envelope(errorType, message));
  const headers = Object.entries({
    ...apiHeaders,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  if (socket.writable) socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.join('')}\r\n${body}`);
  else socket.destroy();
}
