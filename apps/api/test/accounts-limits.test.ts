import { customerCalls } from '@delivery/contract/calls/customer';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignup, registerAccount, type Signup } from './helpers/accounts.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createTenant, type TestTenant } from './helpers/tenants.ts';

/**
 * Limits a caller cannot side-step (issue 11): each test calls from its own address, so the per-IP
 * counters of one test never spend another's, and the limits are the production defaults unless
 * a test says otherwise.
 */
let t: TestApp;
let shop: TestTenant;

const limited = { error_type: 6, message: 'Muitas tentativas. Aguarde um momento e tente novamente' };

beforeAll(async () => {
  // The helper lifts the sign-up limit for the rest of the suite; here it is the default again.
  t = await createTestApp({ APP_ENV: 'sandbox', SIGNUPS_PER_IP: '20' });
  shop = await createTenant(t.database.db);
});
afterAll(() => t.close());

const newIp = () => `10.${randomInt(0, 250)}.${randomInt(0, 250)}.${randomInt(1, 250)}`;

function from(ip: string, app: TestApp = t) {
  return (path: string, body: Record<string, unknown>) =>
    app.app.inject({
      method: 'POST',
      url: path,
      remoteAddress: ip,
      headers: { host: shop.domain, 'content-type': 'application/json' },
      payload: JSON.stringify({ validate: 1, ...body }),
    });
}

const masked = (cpf: string) => cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4');
const signUpBody = (signup: Signup) => ({ ...signup, password2: signup.password, term: '1' });

describe('sign-in attempts per account', () => {
  it('counts a CPF with and without dots, and an e-mail in any case or spacing, as one account', async () => {
    const { signup } = await registerAccount(t.app, shop.domain);
    const call = from(newIp());
    const spellings = [signup.cpf, masked(signup.cpf)];
    for (let i = 0; i < 10; i++) {
      const res = await call(customerCalls.login.path, { email_cpf: spellings[i % 2], password: 'errada123' });
      expect(res.json(), `try ${i + 1}`).toEqual({ error_type: 10, message: 'E-mail/CPF ou senha incorretos' });
    }
    for (const spelling of spellings) {
      const res = await call(customerCalls.login.path, { email_cpf: spelling, password: signup.password });
      expect(res.statusCode, spelling).toBe(429);
      expect(res.json()).toEqual(limited);
    }

    const other = (await registerAccount(t.app, shop.domain)).signup;
    const byMail = from(newIp());
    const mails = [other.email, ` ${other.email.toUpperCase()} `];
    for (let i = 0; i < 10; i++) {
      await byMail(customerCalls.login.path, { email_cpf: mails[i % 2], password: 'errada123' });
    }
    const blocked = await byMail(customerCalls.login.path, { email_cpf: mails[1], password: other.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(limited);
  });
});

describe('the sign-in budget of an address', () => {
  it('is not spent by checking a stored session, however often the page reloads', async () => {
    const { body } = await registerAccount(t.app, shop.domain);
    const someone = (await registerAccount(t.app, shop.domain)).signup;
    const call = from(newIp());
    for (let i = 0; i < 60; i++) {
      const check = await call(customerCalls.login.path, { token: body.token });
      expect(check.json().error_type, `reload ${i + 1}`).toBe(0);
    }
    const signIn = await call(customerCalls.login.path, { email_cpf: someone.email, password: someone.password });
    expect(signIn.json()).toMatchObject({ error_type: 0, customer: [{ email: someone.email }] });
  });

  it('is not spent by successful sign-ins, and is spent by failed ones', async () => {
    const strict = await createTestApp({ APP_ENV: 'sandbox', LOGIN_ATTEMPTS_PER_IP: '3' });
    const tenant = await createTenant(strict.database.db);
    const call = (ip: string, body: Record<string, unknown>) =>
      strict.app.inject({
        method: 'POST',
        url: customerCalls.login.path,
        remoteAddress: ip,
        headers: { host: tenant.domain, 'content-type': 'application/json' },
        payload: JSON.stringify({ validate: 1, ...body }),
      });
    try {
      const { signup, body } = await registerAccount(strict.app, tenant.domain);
      const ip = newIp();
      for (let i = 0; i < 5; i++) {
        const res = await call(ip, { email_cpf: signup.email, password: signup.password });
        expect(res.json().error_type, `sign-in ${i + 1}`).toBe(0);
      }
      for (let i = 0; i < 3; i++) {
        const res = await call(ip, { email_cpf: signup.email, password: 'errada123' });
        expect(res.json().error_type, `wrong ${i + 1}`).toBe(10);
      }
      const locked = await call(ip, { email_cpf: signup.email, password: signup.password });
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual(limited);
      // A stored session is still recognised: checking it is not a sign-in attempt.
      const session = (await call(ip, { token: body.token })).json();
      expect(session).toMatchObject({ error_type: 0, customer: [{ email: signup.email }] });
    } finally {
      await strict.close();
    }
  });
});

describe('sign-up', () => {
  it('allows 20 sign-ups an address in 15 minutes, then answers 429 in the envelope', async () => {
    const call = from(newIp());
    for (let i = 0; i < 20; i++) {
      const res = await call(customerCalls.register.path, signUpBody(newSignup()));
      expect(res.json().error_type, `sign-up ${i + 1}`).toBe(0);
    }
    const over = await call(customerCalls.register.path, signUpBody(newSignup()));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual(limited);
    // Another address is not held back by this one.
    expect((await from(newIp())(customerCalls.register.path, signUpBody(newSignup()))).json().error_type).toBe(0);
  });

  it('allows 10 tries naming one e-mail, CPF or phone, however it is written, from any address', async () => {
    const target = newSignup();
    for (let i = 0; i < 10; i++) {
      // Each try from a new address, with the CPF written another way: only the CPF is shared.
      const res = await from(newIp())(
        customerCalls.register.path,
        signUpBody(newSignup({ cpf: i % 2 ? masked(target.cpf) : target.cpf, password: '123' })),
      );
      expect(res.json().error_type, `try ${i + 1}`).toBe(1);
    }
    const over = await from(newIp())(customerCalls.register.path, signUpBody(newSignup({ cpf: target.cpf })));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual(limited);
  });
});
