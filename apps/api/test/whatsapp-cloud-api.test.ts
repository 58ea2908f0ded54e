import { whatsAppLanguage, whatsAppTemplates } from '@delivery/contract/whatsapp';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxWhatsApp } from '../src/modules/whatsapp-sandbox/service.ts';
import { eventsOf, isSignedBy, sendTemplate, WhatsAppError } from '../src/providers/whatsapp.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

/**
 * The Cloud API client against the sandbox's stand-in of Meta's API (issue 37): templates checked
 * as Meta checks them, refusals in the Graph API's codes, and the statuses told to a subscribed
 * webhook, signed with the app's secret.
 */
let standIn: TestApp;
let graphUrl: string;
/** The platform's webhook, as Meta meets it: the GET handshake, then signed POSTs. */
let webhook: http.Server;
let webhookUrl: string;
const received: { signature: string | undefined; raw: string }[] = [];
let answerChallenge = true;

beforeAll(async () => {
  standIn = await createTestApp({ APP_ENV: 'sandbox' });
  await standIn.app.listen({ port: 0, host: '127.0.0.1' });
  graphUrl = `http://127.0.0.1:${(standIn.app.server.address() as { port: number }).port}/dev/whatsapp`;
  webhook = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      if (req.method === 'GET') {
        const query = new URL(req.url ?? '/', 'http://x').searchParams;
        const ok = answerChallenge && query.get('hub.verify_token') === 'verificar-123';
        res.writeHead(ok ? 200 : 403).end(ok ? (query.get('hub.challenge') ?? '') : 'no');
        return;
      }
      received.push({ signature: req.headers['x-hub-signature-256'] as string | undefined, raw });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/whatsapp`;
});
afterAll(async () => {
  await standIn.close();
  await new Promise((resolve) => webhook.close(resolve));
});

const sender = { phoneNumberId: sandboxWhatsApp.phoneNumberId, accessToken: sandboxWhatsApp.accessToken };
const accepted = whatsAppTemplates.accepted;
const acceptedMessage = {
  to: '5519987654321',
  name: accepted.name,
  language: whatsAppLanguage,
  params: ['Ana', 'Forno da Nonna', '1024', '40–50 min'],
};
const subscribe = (verifyToken: string) =>
  standIn.app.inject({
    method: 'POST',
    url: '/dev/whatsapp/subscriptions',
    payload: { callback_url: webhookUrl, verify_token: verifyToken },
  });

describe('the WhatsApp Cloud API stand-in', () => {
  it("subscribes a webhook only once it answers Meta's hub.challenge with the verify token", async () => {
    answerChallenge = false;
    expect((await subscribe('verificar-123')).json()).toMatchObject({ error: { code: 2200 } });
    answerChallenge = true;
    expect((await subscribe('outro-token')).json()).toMatchObject({ error: { code: 2200 } });
    expect((await subscribe('verificar-123')).json()).toEqual({ success: true });
  });

  it("sends an approved template and tells the webhook it was sent and delivered, signed with the app's secret", async () => {
    const id = await sendTemplate(graphUrl, sender, acceptedMessage);
    expect(id).toMatch(/^wamid\./);
    await expect.poll(() => received.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    const statuses = received.flatMap((hook) => {
      expect(isSignedBy(Buffer.from(hook.raw), hook.signature, sandboxWhatsApp.appSecret)).toBe(true);
      return eventsOf(JSON.parse(hook.raw)) ?? [];
    });
    expect(statuses).toEqual([
      expect.objectContaining({ kind: 'status', id, status: 'sent', to: '5519987654321' }),
      expect.objectContaining({ kind: 'status', id, status: 'delivered', errorCode: null }),
    ]);
    // A word changed, or another secret, and the signature no longer holds.
    const [first] = received;
    const forged = Buffer.from(first!.raw.replace('"sent"', '"read"'));
    expect(forged.toString()).not.toBe(first!.raw);
    expect(isSignedBy(forged, first!.signature, sandboxWhatsApp.appSecret)).toBe(false);
    expect(isSignedBy(Buffer.from(first!.raw), first!.signature, 'outro-segredo')).toBe(false);
    expect(isSignedBy(Buffer.from(first!.raw), undefined, sandboxWhatsApp.appSecret)).toBe(false);
  });

  it("refuses, in the Graph API's codes, a wrong token, an unknown template and a wrong count of parameters", async () => {
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: unknown) => (error instanceof WhatsAppError ? { status: error.status, code: error.code } : error),
      );
    expect(await refusal(sendTemplate(graphUrl, { ...sender, accessToken: 'errado' }, acceptedMessage))).toEqual({
      status: 401,
      code: 190,
    });
    expect(await refusal(sendTemplate(graphUrl, sender, { ...acceptedMessage, name: 'pedido_inexistente' }))).toEqual({
      status: 404,
      code: 132001,
    });
    expect(await refusal(sendTemplate(graphUrl, sender, { ...acceptedMessage, language: 'en_US' }))).toEqual({
      status: 404,
      code: 132001,
    });
    expect(await refusal(sendTemplate(graphUrl, sender, { ...acceptedMessage, params: ['Ana', 'Forno'] }))).toEqual({
      status: 400,
      code: 132000,
    });
  });

  it('fails a free-form message to a customer who has not written in 24 hours with 131047, and lets it through once they write', async () => {
    const text = (to: string) =>
      standIn.app.inject({
        method: 'POST',
        url: `/dev/whatsapp/v23.0/${sender.phoneNumberId}/messages`,
        headers: { authorization: `Bearer ${sender.accessToken}` },
        payload: { messaging_product: 'whatsapp', to, type: 'text', text: { body: 'Oi!' } },
      });
    const statusesOf = (id: string) =>
      received.flatMap((hook) => eventsOf(JSON.parse(hook.raw)) ?? []).filter((event) => event.id === id);
    const cold = (await text('5519911112222')).json().messages[0].id as string;
    await expect
      .poll(() => statusesOf(cold), { timeout: 5_000 })
      .toEqual([expect.objectContaining({ status: 'failed', errorCode: 131047 })]);
    const inbound = await standIn.app.inject({
      method: 'POST',
      url: '/dev/whatsapp/inbound',
      payload: { from: '5519911112222', text: 'SAIR' },
    });
    expect(inbound.json().webhook_status).toBe(200);
    expect(received.flatMap((hook) => eventsOf(JSON.parse(hook.raw)) ?? [])).toContainEqual(
      expect.objectContaining({ kind: 'message', from: '5519911112222', text: 'SAIR' }),
    );
    const warm = (await text('5519911112222')).json().messages[0].id as string;
    await expect
      .poll(() => statusesOf(warm).map((event) => event.kind === 'status' && event.status), { timeout: 5_000 })
      .toEqual(['sent', 'delivered']);
  });
});
