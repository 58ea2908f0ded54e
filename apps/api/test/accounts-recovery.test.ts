import { customerCalls } from '@delivery/contract/calls/customer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCodeTo, lastMessageTo, newEmail, registerAccount, registerVerifiedAccount } from './helpers/accounts.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { createTenant, type TestTenant } from './helpers/tenants.ts';

let t: TestApp;
let shop: TestTenant;

beforeAll(async () => {
  t = await createTestApp({ APP_ENV: 'sandbox', CODE_SENDS_PER_IP_PER_HOUR: '1000' });
  shop = await createTenant(t.database.db);
});
afterAll(() => t.close());

const call = (path: string, body: Record<string, unknown>) => post(t.app, shop.domain, path, { validate: 1, ...body });

async function startRecovery(find: Record<string, unknown>) {
  const found = (await call(customerCalls.findCustomer.path, find)).json();
  return found as { token: string; message_id: string; tipo: string[]; email: string; telefone: string };
}

describe('password recovery', () => {
  it('finds the account by e-mail, CPF or phone and shows its contacts masked', async () => {
    const { signup } = await registerVerifiedAccount(t.app, t.database.db, shop.domain);
    const byEmail = (await call(customerCalls.findCustomer.path, { email: signup.email })).json();
    expect(byEmail).toMatchObject({
      error_type: 0,
      tipo: ['EMAIL', 'TELEFONE'],
      email: `${signup.email[0]}***@e***.com`,
      telefone: `(${signup.cell_phone.slice(0, 2)}) *****-${signup.cell_phone.slice(-4)}`,
    });
    expect(byEmail.token).toBeTruthy();
    expect(byEmail.message_id).toBeTruthy();
    expect(JSON.stringify(byEmail)).not.toContain(signup.email);
    expect(JSON.stringify(byEmail)).not.toContain(signup.cell_phone);
    expect((await call(customerCalls.findCustomer.path, { cpf: signup.cpf })).json().error_type).toBe(0);
    const byPhone = await call(customerCalls.findCustomer.path, {
      phone_ddd: signup.cell_phone.slice(0, 2),
      phone_number: signup.cell_phone.slice(2),
    });
    expect(byPhone.json().error_type).toBe(0);
  });

  it('needs at least one field, a valid e-mail, and an account', async () => {
    expect((await call(customerCalls.findCustomer.path, {})).json()).toEqual({
      error_type: 1,
      message: 'Por favor preencha um dos campos.',
    });
    expect((await call(customerCalls.findCustomer.path, { email: 'nada@' })).json().message).toBe(
      'Informe um e-mail válido',
    );
    const none = await call(customerCalls.findCustomer.path, { email: newEmail() });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error_type: 3, message: 'Não encontramos um cadastro com esses dados' });
  });

  it('by e-mail: code, check, new password; the old password and every session end', async () => {
    const { signup, body: registered } = await registerAccount(t.app, shop.domain);
    const r = await startRecovery({ email: signup.email });
    const sent = await call(customerCalls.sendDataRecovery.path, {
      tipo: 'EMAIL',
      message_id: r.message_id,
      token: r.token,
    });
    expect(sent.json()).toEqual({ error_type: 0, message: `Enviamos um código de 4 dígitos para ${r.email}` });
    const mail = await lastMessageTo(t.app, signup.email);
    expect(mail).toMatchObject({ channel: 'email', subject: expect.stringContaining('nova senha') });
    const code = await lastCodeTo(t.app, signup.email);
    expect(sent.body).not.toContain(code);

    const early = await call(customerCalls.changePasswordByToken.path, { token: r.token, password: 'nova-senha' });
    expect(early.json()).toEqual({ error_type: 12, message: 'Você não solicitou nenhum código' });
    const wrong = await call(customerCalls.checkCode.path, {
      token: r.token,
      message_id: r.message_id,
      code_typed: String((Number(code) + 1) % 10_000).padStart(4, '0'),
    });
    expect(wrong.json()).toEqual({ error_type: 12, message: 'Código inválido, tente novamente' });
    expect(
      (await call(customerCalls.checkCode.path, { token: r.token, message_id: r.message_id, code_typed: code })).json(),
    ).toEqual({ error_type: 0, message: 'Código confirmado' });

    const mismatch = await call(customerCalls.changePasswordByToken.path, {
      token: r.token,
      password: 'nova-senha',
      password2: 'outra',
    });
    expect(mismatch.json()).toEqual({ error_type: 1, message: 'As senhas não conferem' });
    const changed = await call(customerCalls.changePasswordByToken.path, {
      token: r.token,
      password: 'nova-senha',
      password2: 'nova-senha',
    });
    expect(changed.json()).toEqual({ error_type: 0, message: 'Senha alterada com sucesso! Entre com a nova senha' });

    const login = (password: string) => call(customerCalls.login.path, { email_cpf: signup.email, password });
    expect((await login(signup.password)).json().error_type).toBe(10);
    expect((await login('nova-senha')).json().error_type).toBe(0);
    expect((await call(customerCalls.login.path, { token: registered.token })).statusCode).toBe(401);
    const replay = await call(customerCalls.changePasswordByToken.path, { token: r.token, password: 'de-novo-123' });
    expect(replay.json()).toEqual({
      error_type: 12,
      message: 'Esta solicitação expirou. Comece a recuperação de novo',
    });
  });

  it("by SMS and by voice call, to the account's phone", async () => {
    const { signup } = await registerVerifiedAccount(t.app, t.database.db, shop.domain);
    const r = await startRecovery({ cpf: signup.cpf });
    await call(customerCalls.sendDataRecovery.path, { tipo: 'TELEFONE', message_id: r.message_id, token: r.token });
    const sms = await lastMessageTo(t.app, signup.cell_phone);
    expect(sms?.channel).toBe('sms');
    expect(sms?.text.split('\n').at(-1)).toBe(`@${shop.domain} #${await lastCodeTo(t.app, signup.cell_phone)}`);

    // A minute between codes to one phone: the voice call goes to a second account.
    const other = await registerVerifiedAccount(t.app, t.database.db, shop.domain);
    const ov = await startRecovery({ email: other.signup.email });
    const voice = await call(customerCalls.sendDataRecovery.path, {
      tipo: 'VOZ',
      message_id: ov.message_id,
      token: ov.token,
    });
    expect(voice.json().error_type).toBe(0);
    expect((await lastMessageTo(t.app, other.signup.cell_phone))?.channel).toBe('voice');
    const code = await lastCodeTo(t.app, other.signup.cell_phone);
    const ok = await call(customerCalls.checkCode.path, {
      token: ov.token,
      message_id: ov.message_id,
      code_typed: code,
    });
    expect(ok.json().error_type).toBe(0);
  });

  it('refuses a token and message_id that do not belong together', async () => {
    const a = await registerAccount(t.app, shop.domain);
    const b = await registerAccount(t.app, shop.domain);
    const ra = await startRecovery({ email: a.signup.email });
    const rb = await startRecovery({ email: b.signup.email });
    const res = await call(customerCalls.sendDataRecovery.path, {
      tipo: 'EMAIL',
      message_id: rb.message_id,
      token: ra.token,
    });
    expect(res.json()).toEqual({ error_type: 12, message: 'Esta solicitação expirou. Comece a recuperação de novo' });
  });

  it('never finds an account of another profile', async () => {
    const { signup } = await registerAccount(t.app, shop.domain);
    const other = await createTenant(t.database.db);
    const res = await post(t.app, other.domain, customerCalls.findCustomer.path, { validate: 1, email: signup.email });
    expect(res.json().error_type).toBe(3);
  });
});
