import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/*
 * Meta's WhatsApp Business Cloud API, the official one (issue 37, decision 0091): a template
 * message sent to a customer's number, and the webhooks Meta sends back (statuses of what was
 * sent, messages the customer wrote), signed with the Meta app's secret. Written against the API
 * itself: whatsapp-api-js, read first, hard-codes graph.facebook.com and reads only the first
 * entry, change and message of a webhook, where Meta batches several.
 */

/** The Graph API's version the calls name. */
export const GRAPH_VERSION = 'v23.0';

/** A WhatsApp number of a business: its id at Meta and the token that sends from it. */
export type WhatsAppSender = { phoneNumberId: string; accessToken: string };

/** A refusal of the Cloud API: its error code (131047, 132001…) and message. */
export class WhatsAppError extends Error {
  readonly code: number;
  readonly status: number;
  constructor(status: number, code: number, message: string) {
    super(`WhatsApp Cloud API ${status} (#${code}): ${message}`);
    this.name = 'WhatsAppError';
    this.status = status;
    this.code = code;
  }
}

const ZSent = z.object({ messages: z.array(z.object({ id: z.string() })).min(1) });
const ZRefusal = z.object({ error: z.object({ code: z.number(), message: z.string() }) });

/** One call of the Graph API with the business's token: its JSON, or a WhatsAppError in Meta's terms. */
async function graph(
  graphUrl: string,
  accessToken: string,
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<unknown> {
  const response = await fetch(`${graphUrl.replace(/\/$/, '')}/${GRAPH_VERSION}/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${accessToken}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(10_000),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const refusal = ZRefusal.safeParse(body);
    throw new WhatsAppError(
      response.status,
      refusal.success ? refusal.data.error.code : 0,
      refusal.success ? refusal.data.error.message : 'no answer in the API’s form',
    );
  }
  return body;
}

/**
 * Sends template `name` in `language` to `to` (55 and the digits), its body's parameters in order;
 * answers the message's id (wamid). `graphUrl` is Meta's, or the sandbox's stand-in.
 */
export async function sendTemplate(
  graphUrl: string,
  sender: WhatsAppSender,
  message: { to: string; name: string; language: string; params: readonly string[] },
): Promise<string> {
  const body = await graph(graphUrl, sender.accessToken, `${sender.phoneNumberId}/messages`, {
    method: 'POST',
    body: {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: message.to,
      type: 'template',
      template: {
        name: message.name,
        language: { code: message.language },
        components: [{ type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) }],
      },
    },
  });
  return ZSent.parse(body).messages[0]!.id;
}

const ZNumber = z.object({ display_phone_number: z.string(), verified_name: z.string().optional() });

/** The number as Meta shows it; a WhatsAppError when the token cannot read it (190, 100). */
export async function numberOf(graphUrl: string, sender: WhatsAppSender): Promise<{ displayPhone: string }> {
  const body = ZNumber.parse(
    await graph(graphUrl, sender.accessToken, `${sender.phoneNumberId}?fields=display_phone_number,verified_name`),
  );
  return { displayPhone: body.display_phone_number };
}

const ZTemplates = z.object({
  data: z.array(
    z.object({
      name: z.string(),
      language: z.string(),
      status: z.string(),
      rejected_reason: z.string().optional(),
    }),
  ),
});

/** A template of a business account as Meta holds it: its state and, when rejected, why. */
export type HeldTemplate = { name: string; language: string; status: string; rejectedReason: string | null };

/**
 * The business account's templates in `language` (its first 250: far more than a tenant submits).
 */
export async function templatesOf(
  graphUrl: string,
  account: { businessAccountId: string; accessToken: string },
  language: string,
): Promise<HeldTemplate[]> {
  const query = new URLSearchParams({ fields: 'name,language,status,rejected_reason', language, limit: '250' });
  const body = ZTemplates.parse(
    await graph(graphUrl, account.accessToken, `${account.businessAccountId}/message_templates?${query.toString()}`),
  );
  return body.data.map((t) => ({
    name: t.name,
    language: t.language,
    status: t.status,
    rejectedReason: t.rejected_reason && t.rejected_reason !== 'NONE' ? t.rejected_reason : null,
  }));
}

/**
 * Submits a template for approval: its body with an example for each `{{n}}`, as Meta asks of a
 * template with parameters.
 */
export async function submitTemplate(
  graphUrl: string,
  account: { businessAccountId: string; accessToken: string },
  template: { name: string; language: string; category: string; body: string; examples: readonly string[] },
): Promise<void> {
  await graph(graphUrl, account.accessToken, `${account.businessAccountId}/message_templates`, {
    method: 'POST',
    body: {
      name: template.name,
      language: template.language,
      category: template.category,
      components: [{ type: 'BODY', text: template.body, example: { body_text: [template.examples] } }],
    },
  });
}

/** `X-Hub-Signature-256` of `rawBody`: 'sha256=' and the HMAC-SHA256 of the bytes with the app's secret. */
export const signatureOf = (rawBody: Buffer | string, appSecret: string): string =>
  `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;

/** Whether `header` is the signature Meta would put on `rawBody`: compared in constant time. */
export function isSignedBy(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header) return false;
  const expected = Buffer.from(signatureOf(rawBody, appSecret));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const ZStatus = z.object({
  id: z.string(),
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  timestamp: z.string(),
  recipient_id: z.string(),
  errors: z.array(z.object({ code: z.number(), title: z.string().optional() })).optional(),
});
const ZInbound = z.object({
  id: z.string(),
  from: z.string(),
  timestamp: z.string(),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
});
const ZWebhook = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({
            metadata: z.object({ phone_number_id: z.string() }),
            statuses: z.array(ZStatus).optional(),
            messages: z.array(ZInbound).optional(),
          }),
        }),
      ),
    }),
  ),
});

/** What a webhook tells, every entry and change of it. */
export type WhatsAppEvent =
  | {
      kind: 'status';
      phoneNumberId: string;
      id: string;
      status: z.infer<typeof ZStatus>['status'];
      to: string;
      at: Date;
      errorCode: number | null;
    }
  | { kind: 'message'; phoneNumberId: string; id: string; from: string; text: string; at: Date };

/** The events of a webhook's body, or null when it is not one of the Cloud API's. */
export function eventsOf(body: unknown): WhatsAppEvent[] | null {
  const parsed = ZWebhook.safeParse(body);
  if (!parsed.success) return null;
  return parsed.data.entry.flatMap((entry) =>
    entry.changes
      .filter((change) => change.field === 'messages')
      .flatMap(({ value }) => {
        const phoneNumberId = value.metadata.phone_number_id;
        const at = (timestamp: string) => new Date(Number(timestamp) * 1000);
        return [
          ...(value.statuses ?? []).map((s): WhatsAppEvent => ({
            kind: 'status',
            phoneNumberId,
            id: s.id,
            status: s.status,
            to: s.recipient_id,
            at: at(s.timestamp),
            errorCode: s.errors?.[0]?.code ?? null,
          })),
          ...(value.messages ?? []).map((m): WhatsAppEvent => ({
            kind: 'message',
            phoneNumberId,
            id: m.id,
            from: m.from,
            text: m.text?.body ?? '',
            at: at(m.timestamp),
          })),
        ];
      }),
  );
}
