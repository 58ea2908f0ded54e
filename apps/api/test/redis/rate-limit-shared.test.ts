import { customerCalls } from '@delivery/contract/calls/customer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEmail, newPhone, registerAccount } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createTenant, type TestTenant } from '../helpers/tenants.ts';

/** Two API processes against one Redis count one client's code sends together (docs/architecture.md section 8). */
let a: TestApp;
let b: TestApp;
let shop: TestTenant;
const env = {
  APP_ENV: 'sandbox',
  REDIS_URL: process.env.TEST_REDIS_URL ?? '',
  CODE_SENDS_PER_IP_PER_HOUR: '5',
} as const;

beforeAll(async () => {
  a = await createTestApp(env);
  b = await createTestApp(env);
  shop = await createTenant(a.database.db);
});
afterAll(async () => {
  await a.close();
  await b.close();
});

describe('rate limits in Redis', () => {
  it('are shared by every API process', async () => {
    const twin = await createTenant(b.database.db);
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const send = (app: TestApp, host: string) =>
      app.app.inject({
        method: 'POST',
        url: customerCalls.sendCodeCheck.path,
        remoteAddress: ip,
        headers: { host, 'content-type': 'application/json' },
        payload: JSON.stringify({ validate: 1, phone: newPhone() }),
      });
    for (let i = 0; i < 5; i++) {
      const res = await send(i % 2 ? b : a, i % 2 ? twin.domain : shop.domain);
      expect(res.statusCode, `send ${i + 1}`).toBe(200);
    }
    expect((await send(b, twin.domain)).statusCode).toBe(429);
    expect((await send(a, shop.domain)).statusCode).toBe(429);
  });

  it('share the failed sign-ins of an address, which a session check never spends', async () => {
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const twin = await createTenant(b.database.db);
    const login = (app: TestApp, body: Record<string, unknown>) =>
      app.app.inject({
        method: 'POST',
        url: customerCalls.login.path,
        remoteAddress: ip,
        headers: { host: app === a ? shop.domain : twin.domain, 'content-type': 'application/json' },
        payload: JSON.stringify({ validate: 1, ...body }),
      });
    const { body } = await registerAccount(a.app, shop.domain);
    for (let i = 0; i < 50; i++) {
      const res = await login(i % 2 ? b : a, { email_cpf: newEmail(), password: 'errada123' });
      expect(res.json().error_type, `failure ${i + 1}`).toBe(10);
    }
    expect((await login(b, { email_cpf: newEmail(), password: 'errada123' })).statusCode).toBe(429);
    expect((await login(a, { token: body.token })).json().error_type).toBe(0);
  });
});
