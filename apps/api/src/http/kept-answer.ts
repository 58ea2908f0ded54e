import { createHash } from 'node:crypto';
import zlib, { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An answer kept as bytes, with its ETag, compressed once on demand: for reads many customers
 * make of the same data (a menu, a city's shops), where encoding tens of kilobytes of accented
 * text, or compressing them, on every send cost more than the rest of the call.
 */
export type KeptAnswer = { json: Buffer; etag: string; gzip?: Buffer; br?: Buffer };

export function keepAnswer(text: string): KeptAnswer {
  const json = Buffer.from(text);
  return { json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"` };
}

/** The kept bytes in the best encoding a client takes, compressed the first time one asks for it. */
export function keptBytes(answer: KeptAnswer, acceptEncoding: string | undefined): { body: Buffer; encoding?: string } {
  const accepts = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepts)) {
    answer.br ??= brotliCompressSync(answer.json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } });
    return { body: answer.br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepts)) {
    answer.gzip ??= gzipSync(answer.json, { level: 9 });
    return { body: answer.gzip, encoding: 'gzip' };
  }
  return { body: answer.json };
}

/**
 * Sends a kept answer: 304 while the client's copy is current, else the bytes in the best encoding
 * the client takes. Its route turns the per-request compression hooks off. The answer replay may
 * answer the same request again at the door (answer-replay.ts).
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer): FastifyReply {
  // Added to what is there: CORS's answers vary by Origin too.
  const vary = reply.getHeader('vary');
  reply
    .header('etag', answer.etag)
    .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding')
    .type('application/json; charset=utf-8');
  request.server.answerReplay.keep(request, reply, answer);
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  const { body, encoding } = keptBytes(answer, request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

/** The per-request compression hook off, for a route that sends kept answers (register() turns decompression off for every call). */
export const keptAnswerRoute = { compress: false } as const;

/**
 * Answers kept per source object (a resolved tenant, a cached list): made once while that object
 * lives, by `write` (the call's compiled serializer, see answerWriter).
 */
export function keptPerSource<S extends object>(write: (answer: unknown) => string) {
  const kept = new WeakMap<S, KeptAnswer>();
  return (source: S, answerOf: (source: S) => unknown): KeptAnswer => {
    let answer = kept.get(source);
    if (!answer) {
      answer = keepAnswer(write(answerOf(source)));
      kept.set(source, answer);
    }
    return answer;
  };
}
