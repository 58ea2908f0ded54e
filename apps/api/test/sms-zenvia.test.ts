import { customerCalls } from '@delivery/contract/calls/customer';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_ZENVIA_TOKEN } from '../src/modules/zenvia-sandbox/routes.ts';
import { newPhone } from './helpers/accounts.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { JOB_TEST_ENV } from './helpers/jobs.ts';
import { createTenant, type TestTenant } from './helpers/tenants.ts';

/**
 * SMS through Zenvia's own API (SMS_PROVIDER=zenvia, issue 37), against the sandbox's stand-in
 * of it, served by another app on loopback. The senders run in production, each on a database
 * of its own, so no other file's app takes their deliveries.
 */
let standIn: TestApp;
let standInUrl: string;
const senders: TestApp[] = [];

beforeAll(async () => {
  standIn = await createTestApp({ APP_ENV: 'sandbox' });
  await standIn.app.listen({ port: 0, host: '127.0.0.1' });
  const address = standIn.app.server.address() as { port: number };
  standInUrl = `http://127.0.0.1:${address.port}/dev/zenvia`;
});
afterAll(async () => {
  for (const sender of senders) await sender.close();
  await standIn.close();
});

async function senderWith(token: string): Promise<{ t: TestApp; shop: TestTenant }> {
  const t = await createTestApp(
    {
      APP_ENV: 'production',
      SMS_PROVIDER: 'zenvia',
      ZENVIA_API_URL: standInUrl,
      ZENVIA_API_TOKEN: token,
      ZENVIA_FROM: 'PedeJa',
      ...JOB_TEST_ENV,
    },
    undefined,
    false,
    { own: true },
  );
  senders.push(t);
  return { t, shop: await createTenant(t.database.db) };
}

type ZenviaSms = { id: string; from: string; to: string; text: string };
const takenByZenvia = async (): Promise<ZenviaSms[]> =>
  (await standIn.app.inject({ method: 'GET', url: '/dev/zenvia' })).json().messages;

describe('SMS through Zenvia', () => {
  it("sends the sign-in code with the account's token and sender, to the number as Zenvia takes it", async () => {
    const { t, shop } = await senderWith(SANDBOX_ZENVIA_TOKEN);
    const phone = newPhone();
    const res = await post(t.app, shop.domain, customerCalls.sendCodeCheck.path, { validate: 1, phone });
    expect(res.json().error_type).toBe(0);
    await expect
      .poll(async () => (await takenByZenvia()).find((sms) => sms.to === `55${phone}`), { timeout: 8_000 })
      .toMatchObject({ from: 'PedeJa', text: expect.stringMatching(/\n\n@[^ ]+ #\d{4}$/) });
  });

  it("retries a send Zenvia refuses, its reason in the job's failure, and it reaches nobody", async () => {
    const { t, shop } = await senderWith('not-the-token');
    const phone = newPhone();
    expect(
      (await post(t.app, shop.domain, customerCalls.sendCodeCheck.path, { validate: 1, phone })).json(),
    ).toMatchObject({
      error_type: 0,
    });
    const delivery = async () =>
      (
        (await t.database.db.execute(
          sql`select retry_count, output->>'message' as reason from pgboss.job where name = 'message_deliveries' and data->>'to' = ${phone}`,
        )) as unknown as { rows: { retry_count: number; reason: string | null }[] }
      ).rows[0];
    await expect.poll(delivery, { timeout: 10_000 }).toMatchObject({
      retry_count: 1,
      reason: 'Zenvia answered HTTP 401: AUTHENTICATION_ERROR Invalid or missing X-API-TOKEN',
    });
    expect((await takenByZenvia()).some((sms) => sms.to === `55${phone}`)).toBe(false);
  });

  it("refuses, as Zenvia does, a number without the country's code and a content that is not text", async () => {
    const refused = await standIn.app.inject({
      method: 'POST',
      url: '/dev/zenvia/v2/channels/sms/messages',
      headers: { 'x-api-token': SANDBOX_ZENVIA_TOKEN, 'content-type': 'application/json' },
      payload: {
        from: 'PedeJa',
        to: '11987654321',
        contents: [{ type: 'file', fileUrl: 'https://exemplo.com/a.pdf' }],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [
        { path: 'to', code: 'INVALID' },
        { path: 'contents[0].type', code: 'INVALID' },
      ],
    });
  });
});
