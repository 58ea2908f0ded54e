import { customerCalls } from '@delivery/contract/calls/customer';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhone, registerAccount } from './helpers/accounts.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { startServer, type LocalServer } from './helpers/fake-providers.ts';
import { createTenant, type TestTenant } from './helpers/tenants.ts';

/** Production: no outbox; codes leave through the real adapters, here pointed at local servers. */
let t: TestApp;
let shop: TestTenant;
let sms: LocalServer;
let smtp: SMTPServer;
const smsRequests: { auth: string | undefined; body: { to: string; message: string; channel: string } }[] = [];
const mails: string[] = [];
let smsStatus = 200;

beforeAll(async () => {
  sms = await startServer((req, body) => {
    smsRequests.push({ auth: req.headers.authorization, body: JSON.parse(body) });
    return { status: smsStatus, json: { ok: smsStatus === 200 } };
  });
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        mails.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    APP_ENV: 'production',
    SMS_API_URL: `${sms.url}/send`,
    SMS_API_KEY: 'chave-sms',
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    CODE_SENDS_PER_IP_PER_HOUR: '1000',
  });
  shop = await createTenant(t.database.db);
});
afterAll(async () => {
  await t.close();
  await sms.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('providers', () => {
  it('sends SMS through the HTTP adapter with its key', async () => {
    const phone = newPhone();
    const res = await post(t.app, shop.domain, customerCalls.sendCodeCheck.path, { validate: 1, phone });
    expect(res.json().error_type).toBe(0);
    const last = smsRequests.at(-1);
    expect(last).toMatchObject({ auth: 'Bearer chave-sms', body: { to: `+55${phone}`, channel: 'sms' } });
    const code = last?.body.message.match(/código de verificação é (\d{4})/)?.[1];
    expect(code).toBeDefined();
    expect(res.body).not.toContain(`"${code}"`);
    expect(Object.keys(res.json()).sort()).toEqual(['error_type', 'message', 'message_id', 'registered']);
  });

  it('sends the recovery code by mail over SMTP', async () => {
    const { signup } = await registerAccount(t.app, shop.domain);
    const found = (
      await post(t.app, shop.domain, customerCalls.findCustomer.path, { validate: 1, email: signup.email })
    ).json();
    const sent = await post(t.app, shop.domain, customerCalls.sendDataRecovery.path, {
      validate: 1,
      tipo: 'EMAIL',
      token: found.token,
      message_id: found.message_id,
    });
    expect(sent.json().error_type).toBe(0);
    expect(mails.at(-1)).toContain(signup.email);
    expect(mails.at(-1)).toMatch(/nova senha/);
  });

  it('says the message could not be sent when the provider fails', async () => {
    smsStatus = 500;
    try {
      const res = await post(t.app, shop.domain, customerCalls.sendCodeCheck.path, { validate: 1, phone: newPhone() });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error_type: 13,
        message: 'Não foi possível enviar a mensagem agora. Tente novamente em instantes',
      });
    } finally {
      smsStatus = 200;
    }
  });
});
