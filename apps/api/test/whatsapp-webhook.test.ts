import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsappWebhookEvents } from '../src/db/schema/whatsapp.ts';
import { forgetEventsBefore, isOptedOut } from '../src/modules/whatsapp/queries.ts';
import { sandboxWhatsApp } from '../src/modules/whatsapp-sandbox/service.ts';
import { signatureOf } from '../src/providers/whatsapp.ts';
import { giveSandboxNumber } from './helpers/whatsapp.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createTenant, type TestTenant } from './helpers/tenants.ts';

/**
 * A tenant's WhatsApp webhook (issue 37): Meta's handshake, its signed events heard once, a
 * forged or replayed one changing nothing, and "SAIR" stopping the updates. The sandbox's
 * stand-in of the Cloud API plays Meta, on the same server.
 */
let t: TestApp;
let tenant: TestTenant;
let origin: string;

beforeAll(async () => {
  // A database of its own: a number belongs to one tenant, and the stand-in knows only the sandbox's.
  t = await createTestApp({ APP_ENV: 'sandbox' }, undefined, false, { own: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  tenant = await createTenant(t.database.db);
  await giveSandboxNumber(t.database.db, tenant.id, 'verificar-loja');
});
afterAll(() => t.close());

const webhookPath = () => `/api/whatsapp/webhook/${tenant.id}`;
const subscribe = (verifyToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/dev/whatsapp/subscriptions',
    payload: { callback_url: `${origin}${webhookPath()}`, verify_token: verifyToken },
  });

/** A webhook body as Meta writes it: one customer's message, at `at`. */
const inbound = (id: string, text: string, at = Date.now(), phoneNumberId: string = sandboxWhatsApp.phoneNumberId) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '200000000000001',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: sandboxWhatsApp.displayPhone, phone_number_id: phoneNumberId },
              messages: [
                {
                  from: '5519933334444',
                  id,
                  timestamp: String(Math.floor(at / 1000)),
                  type: 'text',
                  text: { body: text },
                },
              ],
            },
          },
        ],
      },
    ],
  });
const deliver = (body: string, signature: string | undefined, path = webhookPath()) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
    payload: body,
  });

describe("a tenant's WhatsApp webhook", () => {
  it("answers Meta's handshake with the challenge only for the tenant's verify token", async () => {
    expect((await subscribe('outro-token')).json()).toMatchObject({ error: { code: 2200 } });
    const refused = await t.app.inject({
      method: 'GET',
      url: `${webhookPath()}?hub.mode=subscribe&hub.verify_token=outro&hub.challenge=123`,
    });
    expect(refused.statusCode).toBe(403);
    expect((await subscribe('verificar-loja')).json()).toEqual({ success: true });
  });

  it('hears a customer reply "SAIR" through Meta, and stops the updates to that number', async () => {
    expect(await isOptedOut(t.database.db, tenant.id, '5519955556666')).toBe(false);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/dev/whatsapp/inbound',
      payload: { from: '5519955556666', text: ' sair ' },
    });
    expect(sent.json().webhook_status).toBe(200);
    expect(await isOptedOut(t.database.db, tenant.id, '5519955556666')).toBe(true);
  });

  it('refuses a webhook not signed with the app’s secret, and hears a signed one once, however often it comes', async () => {
    const body = inbound('wamid.replay-1', 'SAIR');
    const forged = await deliver(body, signatureOf(body, 'outro-segredo'));
    expect(forged.statusCode).toBe(401);
    expect((await deliver(body, undefined)).statusCode).toBe(401);
    // Signed for another body: the bytes are what is signed.
    expect(
      (await deliver(body, signatureOf(inbound('wamid.replay-1', 'OI'), sandboxWhatsApp.appSecret))).statusCode,
    ).toBe(401);
    expect(await isOptedOut(t.database.db, tenant.id, '5519933334444')).toBe(false);

    const signed = signatureOf(body, sandboxWhatsApp.appSecret);
    expect((await deliver(body, signed)).json()).toEqual({ heard: 1, ignored: 0 });
    expect((await deliver(body, signed)).json()).toEqual({ heard: 0, ignored: 1 });
    expect(await isOptedOut(t.database.db, tenant.id, '5519933334444')).toBe(true);
  });

  it("ignores an event older than Meta's 7 days of retries, or of another number, and refuses what is not Meta's", async () => {
    const old = inbound('wamid.old-1', 'SAIR', Date.now() - 8 * 86_400_000);
    expect((await deliver(old, signatureOf(old, sandboxWhatsApp.appSecret))).json()).toEqual({ heard: 0, ignored: 1 });
    const elsewhere = inbound('wamid.other-1', 'SAIR', Date.now(), '999999999999999');
    expect((await deliver(elsewhere, signatureOf(elsewhere, sandboxWhatsApp.appSecret))).json()).toEqual({
      heard: 0,
      ignored: 1,
    });
    const notMeta = JSON.stringify({ object: 'page', entry: [] });
    expect((await deliver(notMeta, signatureOf(notMeta, sandboxWhatsApp.appSecret))).statusCode).toBe(400);
    const broken = '{"object":';
    expect((await deliver(broken, signatureOf(broken, sandboxWhatsApp.appSecret))).statusCode).toBe(400);
    const nobody = inbound('wamid.nobody-1', 'SAIR');
    expect(
      (await deliver(nobody, signatureOf(nobody, sandboxWhatsApp.appSecret), '/api/whatsapp/webhook/2147483647'))
        .statusCode,
    ).toBe(404);
    expect((await deliver(nobody, 'x', '/api/whatsapp/webhook/abc')).statusCode).toBe(400);
  });

  it("forgets the events older than Meta's retries, which it would ignore anyway", async () => {
    const body = inbound('wamid.prune-1', 'Oi');
    const signed = signatureOf(body, sandboxWhatsApp.appSecret);
    expect((await deliver(body, signed)).json()).toEqual({ heard: 1, ignored: 0 });
    await t.database.db
      .update(whatsappWebhookEvents)
      .set({ receivedAt: new Date(Date.now() - 9 * 86_400_000) })
      .where(eq(whatsappWebhookEvents.eventKey, 'm:wamid.prune-1'));
    await forgetEventsBefore(t.database.db, new Date(Date.now() - 8 * 86_400_000));
    const left = await t.database.db
      .select()
      .from(whatsappWebhookEvents)
      .where(eq(whatsappWebhookEvents.eventKey, 'm:wamid.prune-1'));
    expect(left).toEqual([]);
  });
});
