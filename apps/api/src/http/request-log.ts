import type { FastifyServerOptions } from 'fastify';
import { loggableError } from './loggable-error.ts';

/**
 * What a logged request carries, without its secrets (docs/architecture.md: "pino logs with request ids and no
 * secrets"). A query string keeps its names but not its values: a URL may carry a credential (a
 * stream ticket, an old app's `?token=`), and which values are secret is not the logger's to know.
 * Headers and bodies are not logged; the paths below keep a token out should anything log them.
 * Errors keep no personal data (loggable-error.ts).
 */
export function withoutSecrets(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  return {
    ...(logger === true ? {} : logger),
    serializers: { req: loggedRequest, err: loggableError },
    redact: { paths: redactedPaths, censor: '[redacted]' },
  };
}

const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'body.token',
  'body.password',
  'body.current_password',
  'body.ticket',
  'req.body.token',
  'req.body.password',
  'token',
  'ticket',
  'password',
];

/** Fastify hands its request; the answer replay logs a bare `{ method, url }`. */
type LoggedRequest = {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
};

function loggedRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Path segments that are credentials: the secret of a payment provider's webhook
 * (`/api/pix/webhook/:provider_id/:secret/pix`), since a PSP can only be given a URL.
 */
const secretSegments = /^(\/api\/pix\/webhook\/[^/?]*\/)[^/?]*/;

/** `/path?a=1&token=x` → `/path?a=[redacted]&token=[redacted]`; a secret in the path is redacted too. */
export function redactedUrl(url: string): string {
  const mark = url.indexOf('?');
  const path = (mark < 0 ? url : url.slice(0, mark)).replace(secretSegments, '$1[redacted]');
  if (mark < 0) return path;
  const names = url
    .slice(mark + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=[redacted]`);
  return `${path}?${names.join('&')}`;
}
