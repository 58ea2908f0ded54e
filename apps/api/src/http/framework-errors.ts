import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { envelope } from '@delivery/contract/envelope';
import { ErrorType, errorStatus, type ErrorTypeCode } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiHeaders } from './security-headers.ts';

/**
 * How refusals are written under a path prefix whose callers read another form than our envelope
 * (Open Delivery's problem+json under /opendelivery, decision 0049): the body of a refusal with
 * this status, and its content type.
 */
export type RefusalForm = { prefix: string; write(status: number): { contentType: string; body: object } };

type Refusal = { status: number; errorType: ErrorTypeCode; message: string };

const pathnameOf = (url: string) => url.split('?')[0] ?? '';

const formFor = (forms: readonly RefusalForm[], url: string | undefined): RefusalForm | undefined => {
  if (url === undefined) return undefined;
  const pathname = pathnameOf(url);
  return forms.find((form) => pathname === form.prefix || pathname.startsWith(`${form.prefix}/`));
};

/** A refusal's content type and body: the form of its path's prefix, else the envelope. */
function written(forms: readonly RefusalForm[], url: string | undefined, refusal: Refusal) {
  const form = formFor(forms, url);
  if (form) return form.write(refusal.status);
  return { contentType: 'application/json; charset=utf-8', body: envelope(refusal.errorType, refusal.message) };
}

/**
 * Fastify's refusals before any route or hook runs (a URL it cannot decode, a parameter over its
 * length): in the envelope, or the form of the path's prefix, with the API's headers, never
 * echoing the URL as Fastify's own did.
 */
export function frameworkErrorAnswer(forms: readonly RefusalForm[]) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const failed = error.code === 'FST_ERR_ASYNC_CONSTRAINT';
    const errorType = failed ? ErrorType.UNKNOWN : ErrorType.INVALID_INPUT;
    const refusal = {
      status: errorStatus[errorType],
      errorType,
      message: failed ? apiMessages.unknownError : apiMessages.malformedUrl,
    };
    const { contentType, body } = written(forms, request.url, refusal);
    request.log.info({ code: error.code }, 'refused before routing');
    void reply
      .code(refusal.status)
      .headers({ ...apiHeaders, 'x-request-id': request.id })
      .type(contentType)
      .serializer(JSON.stringify)
      .send(body);
  };
}

/** Node's reasons for a request it could not read, by error code (431 is HTTP's own for headers). */
const unreadable: Record<string, Refusal> = {
  HPE_HEADER_OVERFLOW: { status: 431, errorType: ErrorType.PAYLOAD_TOO_LARGE, message: apiMessages.headersTooLarge },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: errorStatus[ErrorType.INVALID_INPUT],
    errorType: ErrorType.INVALID_INPUT,
    message: apiMessages.requestTimedOut,
  },
};
const unreadableRequest: Refusal = {
  status: errorStatus[ErrorType.INVALID_INPUT],
  errorType: ErrorType.INVALID_INPUT,
  message: apiMessages.unreadableRequest,
};

/**
 * The path of a request Node refused, from the bytes it was reading when it did (its request
 * line, when they hold it: headers that overflow over several reads leave only the last).
 */
const refusedPath = (error: NodeJS.ErrnoException & { rawPacket?: Buffer }): string | undefined =>
  /^[A-Z]+ ([^ \r\n]+)/.exec(error.rawPacket?.subarray(0, 2048).toString('latin1') ?? '')?.[1];

/**
 * A request Node's parser refused (bad request line or framing, headers over the limit, too slow):
 * the answer is written on the socket, in the envelope or the form of the path's prefix, and the
 * connection closes, since what follows on it cannot be told apart from the broken request.
 */
export function clientErrorAnswer(forms: readonly RefusalForm[]) {
  return function (this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    this.log.debug({ code: error.code }, 'unreadable request');
    const refusal = unreadable[error.code ?? ''] ?? unreadableRequest;
    const { contentType, body } = written(forms, refusedPath(error), refusal);
    const text = JSON.stringify(body);
    const headers = Object.entries({
      ...apiHeaders,
      'content-type': contentType,
      'content-length': String(Buffer.byteLength(text)),
      connection: 'close',
    }).map(([name, value]) => `${name}: ${value}\r\n`);
    const { status } = refusal;
    if (socket.writable) socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.join('')}\r\n${text}`);
    else socket.destroy();
  };
}
