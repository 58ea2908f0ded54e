import { customerCalls } from '@delivery/contract/calls/customer';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifications } from '../src/db/schema/customers.ts';
import {
  lastCodeTo,
  lastMessageTo,
  newPhone,
  newSignup,
  registerAccount,
  registerVerifiedAccount,
} from './helpers/accounts.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { createTenant, type TestTenant } from './helpers/tenants.ts';

let t: TestApp;
let shop: TestTenant;

beforeAll(async () => {
  t = await createTestApp({ APP_ENV: 'sandbox', CODE_SENDS_PER_IP_PER_HOUR: '1000' });
  shop = await createTenant(t.database.db);
});
afterAll(() => t.close());

const send = (phone: string) => post(t.app, shop.domain, customerCalls.sendCodeCheck.path, { validate: 1, phone });
const check = (message_id: string, code_typed: string) =>
  post(t.app, shop.domain, customerCalls.checkCodeTyped.path, { validate: 1, message_id, code_typed });
const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('SMS sign-in', () => {
  it('sends a 4-digit code by SMS, says the phone has an account, and never answers the code', async () => {
    const { signup } = await registerVerifiedAccount(t.app, t.database.db, shop.domain);
    const masked = signup.cell_phone.replace(/(\d{2})(\d{5})(\d{4})/, '($1) $2-$3');
    const res = await send(masked);
    const body = res.json();
    expect(body).toMatchObject({
      error_type: 0,
      registered: true,
      message: `Enviamos um código de 4 dígitos para ${masked}`,
    });
    const sms = await lastMessageTo(t.app, signup.cell_phone);
    expect(sms?.channel).toBe('sms');
    const code = await lastCodeTo(t.app, signup.cell_phone);
    // Its last line binds the code to the tenant's host, for the phone to offer it there (WebOTP).
    expect(sms?.text.split('\n').at(-1)).toBe(`@${shop.domain} #${code}`);
    expect(res.body).not.toContain(code);
    expect(Object.keys(body).sort()).toEqual(['error_type', 'message', 'message_id', 'registered']);

    const session = (await check(body.message_id, code)).json();
    expect(session).toMatchObject({ error_type: 0, customer: [{ email: signup.email }] });
    expect(session.token).toBeTruthy();
  });

  it('a phone without an account gets an sms_token that registers it, with no e-mail or password', async () => {
    const phone = newPhone();
    const sent = (await send(phone)).json();
    expect(sent.registered).toBe(false);
    const checked = (await check(sent.message_id, await lastCodeTo(t.app, phone))).json();
    expect(checked).toMatchObject({ error_type: 0, customer: [], token: '', phone });
    const reg = await post(t.app, shop.domain, customerCalls.register.path, {
      validate: 1,
      name: 'Carlos Dias',
      cell_phone: phone,
      sms_token: checked.sms_token,
      term: '1',
    });
    expect(reg.json()).toMatchObject({
      error_type: 0,
      customer: [{ name: 'Carlos Dias', cell_phone: phone, email: '', has_password: '0' }],
    });
    const reuse = await post(t.app, shop.domain, customerCalls.register.path, {
      validate: 1,
      name: 'Outro',
      sms_token: checked.sms_token,
      term: '1',
    });
    expect(reuse.json()).toEqual({ error_type: 12, message: 'Você não solicitou nenhum código' });
  });

  it('refuses a wrong code and stops at the 5th wrong try, even for the right code after', async () => {
    const phone = newPhone();
    const sent = (await send(phone)).json();
    const code = await lastCodeTo(t.app, phone);
    for (let i = 1; i <= 4; i++) {
      expect((await check(sent.message_id, wrongCode(code))).json(), `try ${i}`).toEqual({
        error_type: 12,
        message: 'Código inválido, tente novamente',
      });
    }
    expect((await check(sent.message_id, wrongCode(code))).json()).toEqual({
      error_type: 12,
      message: 'Muitas tentativas erradas. Peça um novo código',
    });
    expect((await check(sent.message_id, code)).json().error_type).toBe(12);
  });

  it('stops parallel guesses at five between them', async () => {
    const phone = newPhone();
    const sent = (await send(phone)).json();
    const code = await lastCodeTo(t.app, phone);
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 10_000).padStart(4, '0'));
    await Promise.all(guesses.map((g) => check(sent.message_id, g)));
    expect((await check(sent.message_id, code)).json().message).toBe('Muitas tentativas erradas. Peça um novo código');
  });

  it('refuses a code after its 10 minutes', async () => {
    const phone = newPhone();
    const sent = (await send(phone)).json();
    const code = await lastCodeTo(t.app, phone);
    await t.database.db
      .update(verifications)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.id, sent.message_id));
    expect((await check(sent.message_id, code)).json()).toEqual({
      error_type: 12,
      message: 'Este código expirou. Peça um novo código',
    });
  });

  it('answers an unknown request id with the spec message', async () => {
    const res = await check('00000000-0000-0000-0000-000000000000', '1234');
    expect(res.json()).toEqual({ error_type: 12, message: 'Você não solicitou nenhum código' });
  });

  it('allows one code a minute per phone', async () => {
    const phone = newPhone();
    expect((await send(phone)).statusCode).toBe(200);
    const again = await send(phone);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ error_type: 6, message: 'Aguarde um minuto para pedir um novo código' });
  });

  it('refuses a landline or a short number', async () => {
    for (const phone of ['(11) 3876-4321', '9876-4321']) {
      const res = await send(phone);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error_type: 1, message: 'Informe um celular válido com DDD' });
    }
  });
});

describe('code sends per IP', () => {
  it('allows 5 an hour from one address, then answers 429 in the envelope', async () => {
    const strict = await createTestApp({ APP_ENV: 'sandbox' });
    try {
      const tenant = await createTenant(strict.database.db);
      const from = (phone: string, remoteAddress: string) =>
        strict.app.inject({
          method: 'POST',
          url: customerCalls.sendCodeCheck.path,
          remoteAddress,
          headers: { host: tenant.domain, 'content-type': 'application/json' },
          payload: JSON.stringify({ validate: 1, phone }),
        });
      for (let i = 0; i < 5; i++) expect((await from(newPhone(), '10.1.1.1')).statusCode).toBe(200);
      const sixth = await from(newPhone(), '10.1.1.1');
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual({
        error_type: 6,
        message: 'Muitas tentativas. Aguarde um momento e tente novamente',
      });
      expect((await from(newPhone(), '10.1.1.2')).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('sign-in attempts per identifier', () => {
  it('stops guessing one account after 10 tries in 15 minutes', async () => {
    const { signup } = await registerAccount(t.app, shop.domain, newSignup());
    const attempt = (password: string) =>
      post(t.app, shop.domain, customerCalls.login.path, { validate: 1, email_cpf: signup.email, password });
    for (let i = 0; i < 10; i++) expect((await attempt(`errada-${i}`)).json().error_type).toBe(10);
    const blocked = await attempt(signup.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error_type).toBe(6);
  });
});
