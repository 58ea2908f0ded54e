import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../lib/html.ts';

/** The token the stand-in takes as `X-API-TOKEN` (ZENVIA_API_TOKEN of an app pointed at it). */
export const SANDBOX_ZENVIA_TOKEN = 'sandbox-zenvia-token';
/** Messages kept to be looked at: the newest, in this process's memory. */
const KEPT = 200;
/** Zenvia's longest SMS text, split into parts by the carrier. */
const MAX_TEXT = 1152;

type SentSms = { id: string; from: string; to: string; text: string; timestamp: string };

/** A refusal in Zenvia's form: a code, a message and, for a body, what is wrong where. */
const refusal = (code: string, message: string, details: { code: string; path: string; message: string }[] = []) => ({
  code,
  message,
  ...(details.length ? { details } : {}),
});

/** What is wrong with a send's body, as Zenvia's validation lists it. */
function problemsOf(body: unknown): { code: string; path: string; message: string }[] {
  const sms = (body ?? {}) as { from?: unknown; to?: unknown; contents?: unknown };
  const problems: { code: string; path: string; message: string }[] = [];
  if (typeof sms.from !== 'string' || !sms.from.trim()) {
    problems.push({ code: 'REQUIRED', path: 'from', message: 'from is required' });
  }
  if (typeof sms.to !== 'string' || !/^55\d{10,11}$/.test(sms.to)) {
    problems.push({ code: 'INVALID', path: 'to', message: 'to must be a phone number: 55, area code and number' });
  }
  const contents = Array.isArray(sms.contents) ? (sms.contents as { type?: unknown; text?: unknown }[]) : null;
  if (!contents?.length) problems.push({ code: 'REQUIRED', path: 'contents', message: 'contents is required' });
  contents?.forEach((content, index) => {
    if (content.type !== 'text') {
      problems.push({ code: 'INVALID', path: `contents[${index}].type`, message: 'SMS takes text contents only' });
    } else if (typeof content.text !== 'string' || !content.text || content.text.length > MAX_TEXT) {
      problems.push({
        code: 'INVALID',
        path: `contents[${index}].text`,
        message: `text of 1 to ${MAX_TEXT} characters`,
      });
    }
  });
  return problems;
}

/**
 * Sandbox only: Zenvia's SMS API as an app pointed at it meets it (SMS_PROVIDER=zenvia,
 * ZENVIA_API_URL=<this API>/dev/zenvia): `POST /v2/channels/sms/messages` with the token in
 * `X-API-TOKEN`, its body checked as Zenvia checks it and refused in Zenvia's form; and the
 * messages it took, at `GET /dev/zenvia`, as JSON or, for a browser, a list.
 */
export async function zenviaSandboxRoutes(app: FastifyInstance): Promise<void> {
  const sent: SentSms[] = [];

  app.post('/dev/zenvia/v2/channels/sms/messages', { schema: { hide: true } }, async (request, reply) => {
    if (request.headers['x-api-token'] !== SANDBOX_ZENVIA_TOKEN) {
      return reply.code(401).send(refusal('AUTHENTICATION_ERROR', 'Invalid or missing X-API-TOKEN'));
    }
    const problems = problemsOf(request.body);
    if (problems.length) return reply.code(400).send(refusal('VALIDATION_ERROR', 'Validation error', problems));
    const body = request.body as { from: string; to: string; contents: { type: 'text'; text: string }[] };
    const message = {
      id: randomUUID(),
      from: body.from,
      to: body.to,
      text: body.contents.map((content) => content.text).join('\n'),
      timestamp: new Date().toISOString(),
    };
    sent.unshift(message);
    sent.length = Math.min(sent.length, KEPT);
    return {
      id: message.id,
      from: message.from,
      to: message.to,
      direction: 'OUT',
      channel: 'sms',
      contents: body.contents,
      timestamp: message.timestamp,
    };
  });

  app.get('/dev/zenvia', { schema: { hide: true } }, async (request, reply) => {
    if (!request.headers.accept?.includes('text/html')) return { messages: sent };
    const items = sent
      .map(
        (m) =>
          `<li>${escapeHtml(m.from)} → ${escapeHtml(m.to)} <small>${m.timestamp}</small><pre>${escapeHtml(m.text)}</pre></li>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Zenvia (sandbox)</title><h1>Zenvia (sandbox)</h1><p>Os SMS que a API enviou pela API da Zenvia de teste.</p><ol>${items}</ol></html>`,
      );
  });
}
