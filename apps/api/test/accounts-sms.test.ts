import { customerCalls } from '@delivery/contract/calls/customer';
import { deviceIdHeader } from '@delivery/contract/device';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
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

describe('code sends per device, destination and address', () => {
  let strict: TestApp;
  let tenant: TestTenant;
  beforeAll(async () => {
    // The limits as shipped, but for a phone's: two an hour, one a second, so the test need not wait.
    strict = await createTestApp({
      APP_ENV: 'sandbox',
      CODE_SENDS_PER_DESTINATION_PER_HOUR: '2',
      CODE_RESEND_SECONDS: '1',
    });
    tenant = await createTenant(strict.database.db);
  });
  afterAll(() => strict.close());

  const from = (phone: string, remoteAddress: string, device?: string) =>
    strict.app.inject({
      method: 'POST',
      url: customerCalls.sendCodeCheck.path,
      remoteAddress,
      headers: {
        host: tenant.domain,
        'content-type': 'application/json',
        ...(device === undefined ? {} : { [deviceIdHeader]: device }),
      },
      payload: JSON.stringify({ validate: 1, phone }),
    });
  const device = () => randomBytes(16).toString('hex');
  const tooMany = { error_type: 6, message: 'Muitas tentativas. Aguarde um momento e tente novamente' };

  it("lets customers behind one carrier's address each get codes, up to the address's ceiling", async () => {
    // Thirty phones behind one NAT: five an hour per address locked the sixth out.
    for (let i = 0; i < 30; i++) expect((await from(newPhone(), '10.2.2.2', device())).statusCode).toBe(200);
    const past = await from(newPhone(), '10.2.2.2', device());
    expect(past.statusCode).toBe(429);
    expect(past.json()).toEqual(tooMany);
    expect((await from(newPhone(), '10.2.2.3', device())).statusCode).toBe(200);
  });

  it('allows 5 an hour from one device, whatever its address', async () => {
    const handset = device();
    for (let i = 0; i < 5; i++) expect((await from(newPhone(), `10.3.3.${i}`, handset)).statusCode).toBe(200);
    const sixth = await from(newPhone(), '10.3.3.9', handset);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual(tooMany);
    expect((await from(newPhone(), '10.3.3.9', device())).statusCode).toBe(200);
  });

  it('sends a phone a few codes an hour, one at a time, and a refused send spends nothing', async () => {
    const phone = newPhone();
    const address = '10.4.4.4';
    expect((await from(phone, address, device())).statusCode).toBe(200);
    expect((await from(phone, address, device())).json()).toEqual({
      error_type: 6,
      message: 'Aguarde um minuto para pedir um novo código',
    });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await from(phone, address, device())).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const third = await from(phone, address, device());
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      error_type: 6,
      message: 'Já enviamos muitos códigos para este contato. Tente de novo em até 1 hora',
    });
    // Two refused and two sent: the address spent two of its thirty.
    for (let i = 0; i < 28; i++) expect((await from(newPhone(), address, device())).statusCode).toBe(200);
    expect((await from(newPhone(), address, device())).statusCode).toBe(429);
  });

  it('counts a missing or malformed device id as no device: the address still holds', async () => {
    const address = '10.5.5.5';
    const malformed = ['', 'curto', 'x'.repeat(65), '../../etc/passwd-0000000', 'ção-ção-ção-ção-ção'];
    for (let i = 0; i < 30; i++) {
      const res = await from(newPhone(), address, i < malformed.length ? malformed[i] : undefined);
      expect(res.statusCode, `send ${i + 1}`).toBe(200);
    }
    expect((await from(newPhone(), address)).statusCode).toBe(429);
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
