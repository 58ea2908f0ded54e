import { customerCalls } from '@delivery/contract/calls/customer';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhone, registerAccount } from './helpers/accounts.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { JOB_TEST_ENV } from './helpers/jobs.ts';
import { startServer, type LocalServer } from './helpers/fake-providers.ts';
import { createTenant, type TestTenant } from './helpers/tenants.ts';

/**
 * Production: no outbox; codes leave through the real adapters, here pointed at local servers,
 * from the job queue (decision 0041): the request answers once the delivery is queued.
 */

/**
 * Message deliveries are jobs of one queue: on a shared PostgreSQL another file's sandbox app
 * would take them and run them without these providers, so each app here has its own database.
 */
const ownDatabase = { own: true };
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
  t = await createTestApp(
    {
      APP_ENV: 'production',
      SMS_API_URL: `${sms.url}/send`,
      SMS_API_KEY: 'chave-sms',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      CODE_SENDS_PER_IP_PER_HOUR: '1000',
      ...JOB_TEST_ENV,
    },
    undefined,
    false,
    ownDatabase,
  );
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
    await expect
      .poll(() => smsRequests.find((sent) => sent.body.to === `+55${phone}`), { timeout: 8_000 })
      .toBeTruthy();
    const last = smsRequests.find((sent) => sent.body.to === `+55${phone}`);
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
    await expect
      .poll(() => mails.find((mail) => mail.includes(signup.email)), { timeout: 8_000 })
      .toMatch(/nova senha/);
  });

  it('answers the customer at once when the provider fails, and retries the delivery until it goes', async () => {
    smsStatus = 500;
    const phone = newPhone();
    const toPhone = () => smsRequests.filter((sent) => sent.body.to === `+55${phone}`);
    try {
      const res = await post(t.app, shop.domain, customerCalls.sendCodeCheck.path, { validate: 1, phone });
      expect(res.statusCode).toBe(200);
      expect(res.json().error_type).toBe(0);
      await expect.poll(() => toPhone().length, { timeout: 8_000 }).toBe(1);
    } finally {
      smsStatus = 200;
    }
    // The retry (a second here, from JOB_TEST_ENV) reaches the provider again, which takes it now.
    await expect.poll(() => toPhone().length, { timeout: 10_000 }).toBe(2);
    const deliveryOf = async () =>
      (
        (await t.database.db.execute(
          sql`select state::text as state, retry_count from pgboss.job where name = 'message_deliveries' and data->>'to' = ${phone}`,
        )) as unknown as { rows: { state: string; retry_count: number }[] }
      ).rows;
    await expect.poll(deliveryOf, { timeout: 5_000 }).toEqual([{ state: 'completed', retry_count: 1 }]);
  });
});

describe('production without a provider', () => {
  it('answers error_type 13 to a code by SMS or e-mail, and queues nothing', async () => {
    const bare = await createTestApp(
      { APP_ENV: 'production', CODE_SENDS_PER_IP_PER_HOUR: '1000', ...JOB_TEST_ENV },
      undefined,
      false,
      ownDatabase,
    );
    try {
      const tenant = await createTenant(bare.database.db);
      const refused = {
        error_type: 13,
        message: 'Não foi possível enviar a mensagem agora. Tente novamente em instantes',
      };
      const phone = newPhone();
      const res = await post(bare.app, tenant.domain, customerCalls.sendCodeCheck.path, { validate: 1, phone });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(refused);

      const { signup } = await registerAccount(bare.app, tenant.domain);
      const found = (
        await post(bare.app, tenant.domain, customerCalls.findCustomer.path, { validate: 1, email: signup.email })
      ).json();
      const recovery = await post(bare.app, tenant.domain, customerCalls.sendDataRecovery.path, {
        validate: 1,
        tipo: 'EMAIL',
        token: found.token,
        message_id: found.message_id,
      });
      expect(recovery.statusCode).toBe(503);
      expect(recovery.json()).toEqual(refused);

      const jobs = (await bare.database.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = 'message_deliveries'`,
      )) as unknown as { rows: { n: number }[] };
      expect(jobs.rows[0]?.n).toBe(0);
    } finally {
      await bare.close();
    }
  });
});
