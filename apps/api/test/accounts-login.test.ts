import { randomBytes, scryptSync } from 'node:crypto';
import { customerCalls } from '@delivery/contract/calls/customer';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, sessions } from '../src/db/schema/customers.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { newCpf, newEmail, newPhone, newSignup, registerAccount, registerVerifiedAccount } from './helpers/accounts.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { createTenant, settingsFor, type TestTenant } from './helpers/tenants.ts';

let t: TestApp;
let shop: TestTenant;
let other: TestTenant;

beforeAll(async () => {
  t = await createTestApp({ APP_ENV: 'sandbox' });
  shop = await createTenant(t.database.db);
  other = await createTenant(t.database.db);
});
afterAll(() => t.close());

const login = (body: Record<string, unknown>, host = shop.domain) =>
  post(t.app, host, customerCalls.login.path, { validate: 1, environment: 'web', ...body });

describe('register (plain)', () => {
  it('creates the account, answers the customer list and a token, and signs in', async () => {
    const { res, body, signup } = await registerAccount(t.app, shop.domain);
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({ error_type: 0, message: 'Cadastro realizado com sucesso!' });
    expect(body.customer[0]).toMatchObject({
      name: signup.name,
      email: signup.email,
      cell_phone: signup.cell_phone,
      cpf: signup.cpf,
      accept_terms: '1',
      kind: 'account',
      has_password: '1',
    });
    expect(body.customer[0]).not.toHaveProperty('password_hash');
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    const check = await login({ token: body.token });
    expect(check.json().customer[0].customer_id).toBe(body.customer[0].customer_id);
  });

  it.each([
    ['passwords that differ', { password2: 'outra-senha' }, 'Senhas não conferem'],
    ['the policy not accepted', { term: undefined }, 'Você deve aceitar a política de privacidade para continuar'],
    ['a malformed e-mail', { email: 'joana@' }, 'Informe um e-mail válido'],
    ['a phone without area code', { cell_phone: '98765-4321' }, 'Informe um celular válido com DDD'],
    ['a CPF with wrong check digits', { cpf: '529.982.247-26' }, 'Informe um CPF válido'],
    ['a 7-character password', { password: 'segredo', password2: 'segredo' }, 'A senha deve ter ao menos 8 caracteres'],
  ])('refuses %s with 400 and the pt-BR message', async (_case, change, message) => {
    const signup = newSignup();
    const res = await post(t.app, shop.domain, customerCalls.register.path, {
      validate: 1,
      ...signup,
      password2: signup.password,
      term: '1',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error_type: 1, message });
  });

  it('refuses an e-mail, verified phone or CPF the profile already has, and keeps the first account', async () => {
    const { signup } = await registerVerifiedAccount(t.app, t.database.db, shop.domain);
    const again = await registerAccount(t.app, shop.domain, newSignup({ email: signup.email.toUpperCase() }));
    expect(again.body).toEqual({
      error_type: 11,
      message: 'Este e-mail já está cadastrado. Entre com ele ou recupere sua senha',
    });
    const phone = await registerAccount(t.app, shop.domain, newSignup({ cell_phone: signup.cell_phone }));
    expect(phone.body.error_type).toBe(11);
    const cpf = await registerAccount(t.app, shop.domain, newSignup({ cpf: signup.cpf }));
    expect(cpf.body).toEqual({ error_type: 11, message: 'Este CPF já está cadastrado' });
    expect((await login({ email_cpf: signup.email, password: signup.password })).json().error_type).toBe(0);
  });
});

describe('login with e-mail or CPF and password', () => {
  it('signs in by e-mail (any case) and by CPF (masked or not)', async () => {
    const { signup } = await registerAccount(t.app, shop.domain);
    for (const id of [
      signup.email.toUpperCase(),
      signup.cpf,
      signup.cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4'),
    ]) {
      const res = await login({ email_cpf: id, password: signup.password });
      expect(res.json(), id).toMatchObject({ error_type: 0, customer: [{ email: signup.email }] });
    }
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const { signup } = await registerAccount(t.app, shop.domain);
    const wrong = await login({ email_cpf: signup.email, password: 'errada123' });
    const unknown = await login({ email_cpf: newEmail(), password: 'errada123' });
    expect(wrong.json()).toEqual({ error_type: 10, message: 'E-mail/CPF ou senha incorretos' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('keeps only a hash of the token', async () => {
    const { body } = await registerAccount(t.app, shop.domain);
    const rows = await t.database.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.customerId, body.customer[0].customer_id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(body.token);
    expect(JSON.stringify(rows)).not.toContain(body.token);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, body.customer[0].customer_id));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
  });

  it('answers 401 in the envelope to a token that is not a session', async () => {
    const res = await login({ token: 'nao-e-um-token' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error_type: 4, message: 'Sua sessão expirou. Entre novamente para continuar' });
  });

  it('saves the push id sent with the sign-in', async () => {
    const { signup } = await registerAccount(t.app, shop.domain);
    const res = await login({ email_cpf: signup.email, password: signup.password, push_id: 'device-123' });
    expect(res.json().customer[0].push_id).toBe('device-123');
  });
});

describe('tenant isolation', () => {
  it("lets the same e-mail be two accounts in two profiles, and refuses one profile's token on the other", async () => {
    const signup = newSignup();
    const here = await registerAccount(t.app, shop.domain, signup);
    const there = await registerAccount(t.app, other.domain, { ...signup, password: 'outra-senha' });
    expect(there.body.error_type).toBe(0);
    expect(there.body.customer[0].customer_id).not.toBe(here.body.customer[0].customer_id);
    expect((await login({ token: here.body.token }, other.domain)).statusCode).toBe(401);
    expect((await login({ email_cpf: signup.email, password: signup.password }, other.domain)).json().error_type).toBe(
      10,
    );
    expect((await login({ email_cpf: signup.email, password: 'outra-senha' }, other.domain)).json().error_type).toBe(0);
  });
});

describe('legacy and unsupported modes', () => {
  it('refuses social ids without a provider credential', async () => {
    const res = await login({ facebook_id: '123', facebook_email: 'a@b.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error_type: 1, message: 'Entre novamente com Facebook para continuar' });
    const google = await login({ google_id: '123', google_email: 'a@b.com' });
    expect(google.json().message).toBe('Entre novamente com Google para continuar');
  });

  it('sends phone sign-in to the SMS code flow', async () => {
    const res = await login({ phone: newPhone() });
    expect(res.json()).toEqual({
      error_type: 1,
      message: 'Para entrar com o celular, confirme o código que enviaremos por SMS',
    });
  });

  it('refuses Google sign-in on a profile without a Google client id', async () => {
    const res = await login({ google_id_token: 'x.y.z' });
    expect(res.json()).toEqual({ error_type: 14, message: 'Esta loja não oferece login com Google' });
  });
});

describe('single-input sign-in', () => {
  async function shopWithInput(inputType: 'CPF' | 'NUMERO' | 'TEXTO') {
    const tenant = await createTenant(t.database.db);
    const settings = settingsFor('MARKETPLACE', tenant.title);
    settings.login = { ...settings.login, by_input: '1', input_type: inputType };
    await t.database.db.update(profiles).set({ settings }).where(eq(profiles.id, tenant.id));
    return tenant;
  }

  it('is refused where the profile does not enable it', async () => {
    const res = await login({ login_value: newCpf() });
    expect(res.json()).toEqual({ error_type: 14, message: 'Esta loja não permite entrar desta forma' });
  });

  it('CPF: the same guest on every sign-in, never an account that has a password', async () => {
    const tenant = await shopWithInput('CPF');
    const cpf = newCpf();
    const first = (await login({ login_value: cpf }, tenant.domain)).json();
    const second = (await login({ login_value: cpf }, tenant.domain)).json();
    expect(first).toMatchObject({ error_type: 0, customer: [{ kind: 'guest', cpf }] });
    expect(second.customer[0].customer_id).toBe(first.customer[0].customer_id);
    expect((await login({ login_value: '111.111.111-11' }, tenant.domain)).json().message).toBe(
      'Informe um CPF válido',
    );
    const { signup } = await registerAccount(t.app, tenant.domain);
    const taken = await login({ login_value: signup.cpf }, tenant.domain);
    expect(taken.json()).toEqual({
      error_type: 14,
      message: 'Este CPF já tem cadastro: entre com e-mail ou CPF e senha',
    });
  });

  it('NUMERO: a comanda is one guest; TEXTO: each name a new guest', async () => {
    const comandas = await shopWithInput('NUMERO');
    const a = (await login({ login_value: '012' }, comandas.domain)).json();
    const b = (await login({ login_value: '12' }, comandas.domain)).json();
    expect(a.customer[0]).toMatchObject({ name: 'Comanda 12', kind: 'guest' });
    expect(b.customer[0].customer_id).toBe(a.customer[0].customer_id);
    expect((await login({ login_value: 'doze' }, comandas.domain)).json().message).toBe('Informe o número da comanda');

    const names = await shopWithInput('TEXTO');
    const x = (await login({ login_value: 'Maria' }, names.domain)).json();
    const y = (await login({ login_value: 'Maria' }, names.domain)).json();
    expect(x.customer[0].name).toBe('Maria');
    expect(y.customer[0].customer_id).not.toBe(x.customer[0].customer_id);
  });
});

describe('login with nothing to go on', () => {
  it('asks for a sign-in mode', async () => {
    const res = await login({});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Informe e-mail ou CPF e senha, ou escolha outra forma de entrar');
  });

  it('asks for both e-mail/CPF and password', async () => {
    const res = await login({ email_cpf: newEmail() });
    expect(res.json()).toEqual({ error_type: 1, message: 'Por favor preencha todos os campos' });
  });
});

describe('password hashes', () => {
  it("verifies a hash of another cost and makes it again at the server's at the next sign-in", async () => {
    const { signup, body } = await registerAccount(t.app, shop.domain);
    const id = body.customer[0].customer_id;
    const hashOf = async () =>
      (await t.database.db.select().from(customers).where(eq(customers.id, id)))[0]?.passwordHash ?? '';
    // Tests hash at the light cost (decision 0078).
    expect(await hashOf()).toMatch(/^scrypt\$1024\$8\$1\$/);

    // The cost every password had before 0078's: scrypt N=2^15, r=8, p=1.
    const salt = randomBytes(16);
    const key = scryptSync(signup.password, salt, 32, { N: 32_768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const old = `scrypt$32768$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    await t.database.db.update(customers).set({ passwordHash: old }).where(eq(customers.id, id));

    const wrong = await login({ email_cpf: signup.email, password: 'errada123' });
    expect(wrong.json().error_type).toBe(10);
    expect(await hashOf()).toBe(old);

    expect((await login({ email_cpf: signup.email, password: signup.password })).json().error_type).toBe(0);
    const renewed = await hashOf();
    expect(renewed).not.toBe(old);
    expect(renewed).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect((await login({ email_cpf: signup.email, password: signup.password })).json().error_type).toBe(0);
  });
});
