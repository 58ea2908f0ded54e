import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { keptBytes, type KeptAnswer } from './kept-answer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    answerReplay: AnswerReplay;
  }
}

/** Longest a public answer is replayed: a shop's status moves with the clock, at most this late. */
const MAX_REPLAY_MS = 1000;
/** A POST body the door reads to find its replay: public reads send a few dozen bytes. */
const MAX_REPLAYED_BODY = 2048;
const MAX_REPLAYS = 5000;
const MAX_POST_PATHS = 64;

const replayKey = Symbol('replay key');
const readBody = Symbol('body read at the door');
type DoorRequest = IncomingMessage & { [replayKey]?: string; [readBody]?: Buffer };

/** `headers`: the names and values Fastify sent, flat as writeHead takes them. */
type Replay = { answer: KeptAnswer; headers: string[]; until: number };

export type AnswerReplay = ReturnType<typeof createAnswerReplay>;

/**
 * Public reads answered again at the door. A kept answer (a menu, a city's shops, the profile)
 * is the same bytes for every caller who sends the same request to the same host; for a moment
 * after Fastify first answered it, the door of the HTTP server answers that request again
 * itself, before routing, hooks and per-request logging, which cost more than the answer
 * (decision 0018). It holds an answer for at most a second and never longer than the tenant
 * cache holds a tenant; a catalog change empties it at once. Only answers sent by sendKept are
 * replayed, and those are of calls no credential changes.
 */
export function createAnswerReplay(tenantCacheMs: number, nextRequestId: () => string) {
  const keepMs = Math.min(MAX_REPLAY_MS, tenantCacheMs);
  const replays = new Map<string, Replay>();
  /** POST paths known to keep their answers: only their bodies are read at the door. */
  const postPaths = new Set<string>();
  /** Fastify's logger while it logs every request (info and below): replays are logged alike. */
  let requestLog: FastifyBaseLogger | undefined;
  let replayed = 0;

  /**
   * What makes two requests the same: method, the hosts a tenant is resolved from, the page's
   * origin (the native app's answers carry its CORS headers, the site's none), URL, body.
   */
  const keyOf = (req: IncomingMessage, body?: Buffer) =>
    `${req.method} ${req.headers.host} ${req.headers['x-forwarded-host']} ${req.headers.origin} ${req.url}` +
    (body ? ` ${req.headers['content-type']} ${body.toString('latin1')}` : '');

  function replay(req: IncomingMessage, res: ServerResponse, key: string): boolean {
    const kept = replays.get(key);
    if (!kept) return false;
    if (kept.until < Date.now()) {
      replays.delete(key);
      return false;
    }
    const requestId = (req.headers['x-request-id'] as string | undefined) || nextRequestId();
    const headers = [...kept.headers, 'x-request-id', requestId];
    if (req.headers['if-none-match'] === kept.answer.etag) {
      res.writeHead(304, headers).end();
    } else {
      const { body, encoding } = keptBytes(kept.answer, req.headers['accept-encoding']);
      if (encoding) headers.push('content-encoding', encoding);
      headers.push('content-length', String(body.length));
      res.writeHead(200, headers).end(body);
    }
    replayed++;
    if (requestLog) {
      requestLog.info(
        { reqId: requestId, req: { method: req.method, url: req.url }, res: { statusCode: res.statusCode } },
        'request replayed',
      );
    }
    return true;
  }

  const answerReplay = {
    /** The HTTP server's handler: a replay when one is kept, else Fastify's `handler`. */
    front(handler: RequestListener): RequestListener {
      if (keepMs <= 0) return handler;
      return (req: DoorRequest, res) => {
        if (req.method === 'GET') {
          const key = keyOf(req);
          if (!replay(req, res, key)) {
            req[replayKey] = key;
            handler(req, res);
          }
          return;
        }
        const length = Number(req.headers['content-length']);
        if (
          req.method !== 'POST' ||
          !postPaths.has(req.url ?? '') ||
          !(length > 0 && length <= MAX_REPLAYED_BODY) ||
          req.headers['content-encoding']
        ) {
          handler(req, res);
          return;
        }
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.once('end', () => {
          const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
          const key = keyOf(req, body);
          if (replay(req, res, key)) return;
          req[replayKey] = key;
          req[readBody] = body;
          handler(req, res);
        });
      };
    },

    /** Called by sendKept: the answer Fastify is about to send, to replay for a moment. */
    keep(request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer): void {
      if (keepMs <= 0) return;
      const req = request.raw as DoorRequest;
      const key = req[replayKey];
      if (!key) {
        if (req.method === 'POST' && postPaths.size < MAX_POST_PATHS && !request.url.includes('?')) {
          postPaths.add(request.url);
        }
        return;
      }
      const headers: string[] = [];
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (name !== 'x-request-id' && name !== 'content-encoding' && name !== 'content-length') {
          headers.push(name, String(value));
        }
      }
      if (replays.size >= MAX_REPLAYS) replays.clear();
      replays.set(key, { answer, headers, until: Date.now() + keepMs });
    },

    /** Forgets every replay: the catalog changed. */
    forget(): void {
      replays.clear();
    },

    /** How many requests were answered at the door (for the tests and, later, metrics). */
    replayed: () => replayed,

    /** Fastify's side: its logger, and the body the door already read handed to its parser. */
    attach(app: FastifyInstance): void {
      if (['trace', 'debug', 'info'].includes(app.log.level)) requestLog = app.log;
      app.decorate('answerReplay', answerReplay);
      app.addHook('preParsing', (request, _reply, payload, done) => {
        const body = (request.raw as DoorRequest)[readBody];
        if (!body) return done(null, payload);
        const stream = Readable.from([body], { objectMode: false }) as Readable & { receivedEncodedLength: number };
        stream.receivedEncodedLength = body.length;
        done(null, stream);
      });
    },
  };
  return answerReplay;
}

/** The HTTP server Fastify runs on, with the replay at its door and Fastify's own timeouts. */
export function serverWithReplay(replay: AnswerReplay) {
  return (
    handler: RequestListener,
    options: { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number },
  ): http.Server => {
    const server = http.createServer(replay.front(handler));
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    return server;
  };
}
