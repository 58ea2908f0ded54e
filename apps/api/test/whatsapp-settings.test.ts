import { whatsAppCalls } from '@delivery/contract/calls/whatsapp';
import { apiMessages } from '@delivery/contract/messages';
import { whatsAppTemplates } from '@delivery/contract/whatsapp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsappAccounts } from '../src/db/schema/whatsapp.ts';
import { sandboxWhatsApp } from '../src/modules/whatsapp-sandbox/service.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { orderingTenant, type OrderingTenant } from './helpers/orders.ts';
import { addStaff } from './helpers/staff.ts';
import { createTenant } from './helpers/tenants.ts';

/**
 * The tenant's WhatsApp number and templates from the panel (issue 37): saved only once Meta
 * shows the number and its business account with the token, the secrets sealed and never
 * answered, each template submitted for approval and shown in the state Meta's review left it.
 * The sandbox's stand-in of the Cloud API plays Meta, on the same server.
 */
let t: TestApp;
let tenant: OrderingTenant;
let operator: string;

beforeAll(async () => {
  // A database of its own: a number belongs to one tenant, and the stand-in knows only the sandbox's.
  t = await createTestApp({ APP_ENV: 'sandbox' }, undefined, false, { own: true });
  // The stand-in is called over HTTP at this server's own address.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  tenant = await orderingTenant(t.app, t.database.db);
  operator = (await addStaff(t.app, t.database.db, tenant, [{ role: 'operator', shopId: null }])).token;
});
afterAll(() => t.close());

const call = async (path: string, body: Record<string, unknown> = {}, token = operator, host = tenant.domain) => {
  const res = await post(t.app, host, path, { validate: 1, token, ...body });
  return { status: res.statusCode, body: res.json(), text: res.body };
};
const sandboxNumber = {
  phone_number_id: sandboxWhatsApp.phoneNumberId,
  business_account_id: sandboxWhatsApp.emptyBusinessAccountId,
  access_token: sandboxWhatsApp.accessToken,
  app_secret: sandboxWhatsApp.appSecret,
};
const states = (body: { templates: { name: string; state: string | null }[] }) =>
  Object.fromEntries(body.templates.map((template) => [template.name, template.state]));
const storedAccount = async () =>
  (await t.database.db.select().from(whatsappAccounts).where(eq(whatsappAccounts.profileId, tenant.id)))[0];

describe('the WhatsApp settings', () => {
  it('show no number at first, and every template without a state', async () => {
    const answer = await call(whatsAppCalls.whatsAppSettings.path);
    expect(answer.status).toBe(200);
    expect(answer.body.account).toBeNull();
    expect(answer.body.templates.map((template: { name: string }) => template.name)).toEqual(
      Object.values(whatsAppTemplates).map((template) => template.name),
    );
    expect(answer.body.templates[0]).toEqual({
      name: 'pedido_aceito',
      category: 'UTILITY',
      body: 'Olá, {{1}}! {{2}} aceitou o seu pedido nº {{3}}. Previsão: {{4}}.',
      state: null,
      reason: null,
    });
  });

  it('refuse a number Meta does not show with the token, and save nothing', async () => {
    const missing = await call(whatsAppCalls.saveWhatsApp.path, { ...sandboxNumber, access_token: '' });
    expect(missing.body).toEqual({
      error_type: 1,
      message: 'Informe o token de acesso e a chave secreta do app para conectar o número',
    });
    const badToken = await call(whatsAppCalls.saveWhatsApp.path, { ...sandboxNumber, access_token: 'EAAG-errado' });
    expect(badToken.body.message).toBe(
      'A Meta recusou o token de acesso. Gere um token permanente para o número e tente de novo',
    );
    const badNumber = await call(whatsAppCalls.saveWhatsApp.path, { ...sandboxNumber, phone_number_id: '999999999' });
    expect(badNumber.body.message).toBe('A Meta não encontrou este número com este token. Confira o ID do número');
    const badAccount = await call(whatsAppCalls.saveWhatsApp.path, {
      ...sandboxNumber,
      business_account_id: '999999999',
    });
    expect(badAccount.body.message).toBe('A Meta não encontrou a conta do WhatsApp Business. Confira o ID da conta');
    const notDigits = await call(whatsAppCalls.saveWhatsApp.path, { ...sandboxNumber, phone_number_id: '+55 19' });
    expect(notDigits.status).toBe(400);
    expect(await storedAccount()).toBeUndefined();
  });

  it('save the number Meta shows, its secrets sealed and never answered', async () => {
    const saved = await call(whatsAppCalls.saveWhatsApp.path, sandboxNumber);
    expect(saved.body).toMatchObject({
      error_type: 0,
      message: `WhatsApp conectado: ${sandboxWhatsApp.displayPhone}`,
      account: {
        phone_number_id: sandboxWhatsApp.phoneNumberId,
        business_account_id: sandboxWhatsApp.emptyBusinessAccountId,
        display_phone: sandboxWhatsApp.displayPhone,
        webhook_url: `http://${tenant.domain}/api/whatsapp/webhook/${tenant.id}`,
        verify_token: expect.stringMatching(/^[\w-]{40,}$/),
      },
      templates_error: '',
    });
    expect(saved.text).not.toContain(sandboxWhatsApp.accessToken);
    expect(saved.text).not.toContain(sandboxWhatsApp.appSecret);
    const stored = await storedAccount();
    expect(stored!.accessToken).toMatch(/^enc:v1:/);
    expect(stored!.appSecret).toMatch(/^enc:v1:/);
    // A new business account: Meta holds none of the templates yet.
    expect(new Set(Object.values(states(saved.body)))).toEqual(new Set(['MISSING']));

    // Meta's handshake repeats the verify token the page shows.
    const challenge = await t.app.inject({
      method: 'GET',
      url: `/api/whatsapp/webhook/${tenant.id}?hub.mode=subscribe&hub.verify_token=${saved.body.account.verify_token}&hub.challenge=desafio`,
    });
    expect(challenge.body).toBe('desafio');
  });

  it('submit the templates for approval and show what Meta’s review decided', async () => {
    const submitted = await call(whatsAppCalls.submitWhatsAppTemplates.path);
    expect(submitted.body.message).toBe('Modelos enviados para aprovação da Meta');
    expect(new Set(Object.values(states(submitted.body)))).toEqual(new Set(['PENDING']));

    const review = (name: string, status: string, reason?: string) =>
      t.app.inject({ method: 'POST', url: '/dev/whatsapp/review', payload: { name, status, reason } });
    await review('pedido_aceito', 'APPROVED');
    await review('pedido_cancelado', 'REJECTED', 'INVALID_FORMAT');
    const read = await call(whatsAppCalls.whatsAppSettings.path);
    expect(states(read.body)).toMatchObject({
      pedido_aceito: 'APPROVED',
      pedido_cancelado: 'REJECTED',
      pedido_entregue: 'PENDING',
    });
    expect(read.body.templates.find((template: { name: string }) => template.name === 'pedido_cancelado').reason).toBe(
      'INVALID_FORMAT',
    );

    // Submitting again sends only what Meta does not hold: nothing here, and nothing changes.
    const again = await call(whatsAppCalls.submitWhatsAppTemplates.path);
    expect(states(again.body)).toEqual(states(read.body));
  });

  it('keep the stored secrets when a save leaves them blank, and the verify token Meta was given', async () => {
    const before = await storedAccount();
    const saved = await call(whatsAppCalls.saveWhatsApp.path, {
      ...sandboxNumber,
      business_account_id: sandboxWhatsApp.businessAccountId,
      access_token: '',
      app_secret: '',
    });
    expect(saved.body.error_type).toBe(0);
    // The sandbox number's own account: every template approved.
    expect(new Set(Object.values(states(saved.body)))).toEqual(new Set(['APPROVED']));
    const after = await storedAccount();
    expect(after).toMatchObject({
      accessToken: before!.accessToken,
      appSecret: before!.appSecret,
      verifyToken: before!.verifyToken,
    });
  });

  it('belong to the tenant’s operators: a shop owner of a marketplace and another tenant’s number are refused', async () => {
    const owner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: tenant.shopId }]);
    const asOwner = await call(whatsAppCalls.whatsAppSettings.path, {}, owner.token);
    expect(asOwner.body).toEqual({ error_type: 14, message: apiMessages.tenantOperatorOnly });
    const other = await createTenant(t.database.db);
    const otherOperator = await addStaff(t.app, t.database.db, other, [{ role: 'operator', shopId: null }]);
    const taken = await call(whatsAppCalls.saveWhatsApp.path, sandboxNumber, otherOperator.token, other.domain);
    expect(taken.body).toEqual({ error_type: 14, message: 'Este número já está conectado a outra plataforma' });
  });

  it('forget the number when it is removed: Meta’s handshake is refused after', async () => {
    const removed = await call(whatsAppCalls.removeWhatsApp.path);
    expect(removed.body).toMatchObject({
      message: 'WhatsApp desconectado. Os clientes não recebem mais atualizações por ele',
      account: null,
    });
    expect(await storedAccount()).toBeUndefined();
    const challenge = await t.app.inject({
      method: 'GET',
      url: `/api/whatsapp/webhook/${tenant.id}?hub.mode=subscribe&hub.verify_token=x&hub.challenge=desafio`,
    });
    expect(challenge.statusCode).toBe(403);
    const submit = await call(whatsAppCalls.submitWhatsAppTemplates.path);
    expect(submit.body.message).toBe('Conecte um número do WhatsApp antes de enviar os modelos');
  });
});
