import { whatsAppLanguage, whatsAppTemplates } from '@delivery/contract/whatsapp';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../../lib/html.ts';
import { signatureOf } from '../../providers/whatsapp.ts';
import { sandboxWhatsApp } from './service.ts';

/** Meta's 24-hour window: a message that is not a template reaches a customer who wrote within it. */
const SERVICE_WINDOW_MS = 24 * 3600_000;
const KEPT = 200;

type SentMessage = {
  id: string;
  to: string;
  type: string;
  template: { name: string; language: string; params: string[] } | null;
  text: string | null;
  statuses: string[];
  at: string;
};

/** A refusal in the Graph API's form. */
const graphError = (reply: FastifyReply, status: number, code: number, message: string) =>
  reply.code(status).send({
    error: {
      message: `(#${code}) ${message}`,
      type: 'OAuthException',
      code,
      fbtrace_id: randomBytes(8).toString('hex'),
    },
  });

const tokenRefused = (reply: FastifyReply) =>
  graphError(reply, 401, 190, 'Invalid OAuth access token - Cannot parse access token');

type HeldTemplate = { name: string; language: string; category: string; status: string; rejected_reason: string };

/** The sandbox's business accounts: its number's, holding the platform's templates approved, and an empty one. */
const heldTemplatesAtStart = (): Map<string, HeldTemplate[]> =>
  new Map([
    [
      sandboxWhatsApp.businessAccountId,
      Object.values(whatsAppTemplates).map((template) => ({
        name: template.name,
        language: whatsAppLanguage,
        category: template.category,
        status: 'APPROVED',
        rejected_reason: 'NONE',
      })),
    ],
    [sandboxWhatsApp.emptyBusinessAccountId, []],
  ]);

const placeholders = (body: string) => new Set(body.match(/\{\{\d+\}\}/g) ?? []).size;

type SendBody = {
  messaging_product?: unknown;
  to?: unknown;
  type?: unknown;
  template?: {
    name?: unknown;
    language?: { code?: unknown };
    components?: { type?: unknown; parameters?: { type?: unknown; text?: unknown }[] }[];
  };
  text?: { body?: unknown };
};

/**
 * Sandbox only: Meta's WhatsApp Cloud API as the platform meets it (GRAPH_API_URL=<this
 * API>/dev/whatsapp), for the sandbox's number. It checks the bearer token, each template by
 * name, language and count of parameters (among its business account's approved templates),
 * answers in the Graph API's form and codes (190, 100, 132000, 132001), and tells the subscribed
 * webhook each message's statuses, signed with the app's secret as Meta signs them: a message
 * that is not a template, to a customer who has not written within 24 hours, fails with 131047.
 * A business account's templates are listed and submitted as Meta takes them (a submission waits
 * PENDING until `POST /dev/whatsapp/review` approves or rejects it, as Meta's reviewers do).
 * `POST /dev/whatsapp/subscriptions` subscribes a webhook after Meta's hub.challenge handshake;
 * `POST /dev/whatsapp/inbound` is a customer writing; `GET /dev/whatsapp` lists what was sent.
 */
export async function whatsAppSandboxRoutes(app: FastifyInstance): Promise<void> {
  const sent: SentMessage[] = [];
  const held = heldTemplatesAtStart();
  const bearerRefused = (authorization: string | undefined) =>
    authorization !== `Bearer ${sandboxWhatsApp.accessToken}`;
  const noSuchObject = (reply: FastifyReply, id: string) =>
    graphError(reply, 400, 100, `Unsupported get request. Object with ID '${id}' does not exist`);
  const lastWrote = new Map<string, number>();
  let callbackUrl: string | null = null;

  /** Posts a webhook body to the subscribed callback, signed; answers the callback's status. */
  async function notify(value: Record<string, unknown>): Promise<number | null> {
    if (!callbackUrl) return null;
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '200000000000001',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: {
                  display_phone_number: sandboxWhatsApp.displayPhone,
                  phone_number_id: sandboxWhatsApp.phoneNumberId,
                },
                ...value,
              },
            },
          ],
        },
      ],
    });
    const response = await fetch(callbackUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signatureOf(body, sandboxWhatsApp.appSecret),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    return response?.status ?? null;
  }

  async function tellStatuses(message: SentMessage, failure: number | null): Promise<void> {
    const steps = failure ? ['failed'] : ['sent', 'delivered'];
    for (const status of steps) {
      message.statuses.push(status);
      await notify({
        statuses: [
          {
            id: message.id,
            status,
            timestamp: String(Math.floor(Date.now() / 1000)),
            recipient_id: message.to,
            ...(failure ? { errors: [{ code: failure, title: 'Re-engagement message' }] } : {}),
          },
        ],
      });
    }
  }

  app.post<{ Params: { version: string; phoneNumberId: string } }>(
    '/dev/whatsapp/:version/:phoneNumberId/messages',
    { schema: { hide: true } },
    async (request, reply) => {
      if (bearerRefused(request.headers.authorization)) return tokenRefused(reply);
      if (request.params.phoneNumberId !== sandboxWhatsApp.phoneNumberId) {
        return graphError(
          reply,
          400,
          100,
          `Unsupported post request. Object with ID '${request.params.phoneNumberId}' does not exist`,
        );
      }
      const body = (request.body ?? {}) as SendBody;
      if (body.messaging_product !== 'whatsapp' || typeof body.to !== 'string' || !/^\d{12,13}$/.test(body.to)) {
        return graphError(reply, 400, 100, 'Invalid parameter');
      }
      let template: SentMessage['template'] = null;
      if (body.type === 'template') {
        const name = String(body.template?.name ?? '');
        const language = String(body.template?.language?.code ?? '');
        const approved = held
          .get(sandboxWhatsApp.businessAccountId)!
          .some((t) => t.name === name && t.language === language && t.status === 'APPROVED');
        const known = Object.values(whatsAppTemplates).find((t) => t.name === name);
        if (!approved || !known) {
          return graphError(
            reply,
            404,
            132001,
            `Template name does not exist in the translation (${name}, ${language})`,
          );
        }
        const params = (body.template?.components ?? [])
          .filter((component) => component.type === 'body')
          .flatMap((component) => component.parameters ?? [])
          .map((parameter) => String(parameter.text ?? ''));
        if (params.length !== known.params.length || params.some((text) => !text.trim())) {
          return graphError(reply, 400, 132000, 'Number of parameters does not match the expected number of params');
        }
        template = { name, language, params };
      } else if (body.type !== 'text' || typeof body.text?.body !== 'string') {
        return graphError(reply, 400, 100, 'Invalid parameter');
      }
      const message: SentMessage = {
        id: `wamid.${randomBytes(16).toString('base64url')}`,
        to: body.to,
        type: String(body.type),
        template,
        text: template ? null : String(body.text?.body),
        statuses: [],
        at: new Date().toISOString(),
      };
      sent.unshift(message);
      sent.length = Math.min(sent.length, KEPT);
      const outsideWindow = !template && Date.now() - (lastWrote.get(body.to) ?? 0) > SERVICE_WINDOW_MS;
      // Meta answers at once and tells the statuses later, as webhooks.
      setImmediate(() => void tellStatuses(message, outsideWindow ? 131047 : null));
      return {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: message.id }],
      };
    },
  );

  /** A number's or a business account's node: the number's display phone, as Meta shows it. */
  app.get<{ Params: { version: string; id: string } }>(
    '/dev/whatsapp/:version/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      if (bearerRefused(request.headers.authorization)) return tokenRefused(reply);
      if (request.params.id !== sandboxWhatsApp.phoneNumberId) return noSuchObject(reply, request.params.id);
      return {
        display_phone_number: sandboxWhatsApp.displayPhone,
        verified_name: 'Plataforma (sandbox)',
        id: sandboxWhatsApp.phoneNumberId,
      };
    },
  );

  app.get<{ Params: { version: string; id: string }; Querystring: { language?: string } }>(
    '/dev/whatsapp/:version/:id/message_templates',
    { schema: { hide: true } },
    async (request, reply) => {
      if (bearerRefused(request.headers.authorization)) return tokenRefused(reply);
      const templates = held.get(request.params.id);
      if (!templates) return noSuchObject(reply, request.params.id);
      const { language } = request.query;
      return { data: templates.filter((t) => !language || t.language === language), paging: {} };
    },
  );

  app.post<{ Params: { version: string; id: string } }>(
    '/dev/whatsapp/:version/:id/message_templates',
    { schema: { hide: true } },
    async (request, reply) => {
      if (bearerRefused(request.headers.authorization)) return tokenRefused(reply);
      const templates = held.get(request.params.id);
      if (!templates) return noSuchObject(reply, request.params.id);
      const body = (request.body ?? {}) as {
        name?: unknown;
        language?: unknown;
        category?: unknown;
        components?: { type?: unknown; text?: unknown; example?: { body_text?: unknown[][] } }[];
      };
      const bodyComponent = body.components?.find((c) => c.type === 'BODY');
      const text = typeof bodyComponent?.text === 'string' ? bodyComponent.text : '';
      const examples = bodyComponent?.example?.body_text?.[0] ?? [];
      if (
        typeof body.name !== 'string' ||
        !/^[a-z0-9_]{1,512}$/.test(body.name) ||
        typeof body.language !== 'string' ||
        !['UTILITY', 'MARKETING', 'AUTHENTICATION'].includes(String(body.category)) ||
        !text ||
        examples.length !== placeholders(text)
      ) {
        return graphError(reply, 400, 100, 'Invalid parameter');
      }
      if (templates.some((t) => t.name === body.name && t.language === body.language)) {
        return graphError(reply, 400, 100, `Content in this language already exists (${body.name})`);
      }
      const id = String(Date.now()) + String(templates.length);
      templates.push({
        name: body.name,
        language: body.language,
        category: String(body.category),
        status: 'PENDING',
        rejected_reason: 'NONE',
      });
      return { id, status: 'PENDING', category: body.category };
    },
  );

  /** Meta's reviewers: approves or rejects a submitted template (`{name, status, reason?}`) of every account. */
  app.post('/dev/whatsapp/review', { schema: { hide: true } }, async (request, reply) => {
    const { name, status, reason } = (request.body ?? {}) as Record<string, unknown>;
    if (typeof name !== 'string' || !['APPROVED', 'REJECTED'].includes(String(status))) {
      return graphError(reply, 400, 100, 'Invalid parameter');
    }
    const reviewed = [...held.values()].flat().filter((t) => t.name === name && t.status === 'PENDING');
    for (const template of reviewed) {
      template.status = String(status);
      template.rejected_reason = status === 'REJECTED' && typeof reason === 'string' ? reason : 'NONE';
    }
    return { reviewed: reviewed.length };
  });

  /** Meta's webhook subscription: its GET handshake must answer hub.challenge before it is kept. */
  app.post('/dev/whatsapp/subscriptions', { schema: { hide: true } }, async (request, reply) => {
    const { callback_url: url, verify_token: verifyToken } = (request.body ?? {}) as Record<string, unknown>;
    if (typeof url !== 'string' || typeof verifyToken !== 'string')
      return graphError(reply, 400, 100, 'Invalid parameter');
    const challenge = randomBytes(8).toString('hex');
    const query = new URLSearchParams({
      'hub.mode': 'subscribe',
      'hub.verify_token': verifyToken,
      'hub.challenge': challenge,
    });
    const answer = await fetch(`${url}?${query.toString()}`, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
    if (!answer?.ok || (await answer.text()) !== challenge) {
      return graphError(reply, 400, 2200, 'Callback verification failed: the URL did not answer the challenge');
    }
    callbackUrl = url;
    return { success: true };
  });

  /** A customer writes to the sandbox's number: the webhook hears it, and the 24-hour window opens. */
  app.post('/dev/whatsapp/inbound', { schema: { hide: true } }, async (request, reply) => {
    const { from, text } = (request.body ?? {}) as Record<string, unknown>;
    if (typeof from !== 'string' || !/^\d{12,13}$/.test(from) || typeof text !== 'string') {
      return graphError(reply, 400, 100, 'Invalid parameter');
    }
    lastWrote.set(from, Date.now());
    const id = `wamid.${randomBytes(16).toString('base64url')}`;
    const status = await notify({
      contacts: [{ profile: { name: 'Cliente' }, wa_id: from }],
      messages: [{ from, id, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: text } }],
    });
    return { id, webhook_status: status };
  });

  app.get('/dev/whatsapp', { schema: { hide: true } }, async (request, reply) => {
    if (!request.headers.accept?.includes('text/html')) return { messages: sent, subscribed: callbackUrl };
    const items = sent
      .map(
        (m) =>
          `<li>→ ${escapeHtml(m.to)} <small>${m.at}</small> <strong>${escapeHtml(m.template?.name ?? m.type)}</strong> ` +
          `${escapeHtml((m.template?.params ?? [m.text ?? '']).join(' | '))} <em>${escapeHtml(m.statuses.join(' → '))}</em></li>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>WhatsApp (sandbox)</title><h1>WhatsApp Cloud API (sandbox)</h1><p>Webhook: ${escapeHtml(callbackUrl ?? 'nenhum')}</p><ol>${items}</ol></html>`,
      );
  });
}
