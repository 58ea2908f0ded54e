import type { FastifyReply } from 'fastify';
import type { ServerResponse } from 'node:http';

const sseHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
};

/**
 * Takes the reply over as a Server-Sent Events stream and sends its head. A hijacked reply skips
 * Fastify's header sending: the security headers and request id the onRequest hooks put on the
 * reply are written here with the stream's own.
 */
export function startEventStream(reply: FastifyReply): ServerResponse {
  reply.hijack();
  reply.raw.writeHead(200, { ...definedHeaders(reply.getHeaders()), ...sseHeaders });
  // Now, not with the first event: a quiet stream is open for the client as soon as it is here.
  reply.raw.flushHeaders();
  return reply.raw;
}

/** One event in the stream's format. */
export const sseEvent = (name: string, data: unknown): string => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * A comment line: keeps proxies from closing an idle stream, and the client ignores it (the page's
 * EventSource never sees it: a stream whose page must tell dead from quiet sends a named event).
 */
export const ssePing = ': ping\n\n';

function definedHeaders(headers: Record<string, string | number | string[] | undefined>) {
  return Object.fromEntries(Object.entries(headers).filter((entry) => entry[1] !== undefined)) as Record<
    string,
    string | number | string[]
  >;
}
