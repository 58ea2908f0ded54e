import { customerCalls } from '@delivery/contract/calls/customer';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema/customers.ts';
import { newCpf, newSignup, registerAccount } from './helpers/accounts.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { createTenant, type TestTenant } from './helpers/tenants.ts';

let t: TestApp;
let shop: TestTenant;

beforeAll(async () => {
  t = await createTestApp({ APP_ENV: 'sandbox' });
  shop = await createTenant(t.database.db);
});
afterAll(() => t.close());

const call = (path: string, body: Record<string, unknown>) => post(t.app, shop.domain, path, { validate: 1, ...body });

describe('the signed-in customer', () => {
  it('edits name, e-mail, phone and CPF', async () => {
    const { body } = await registerAccount(t.app, shop.domain);
    const cpf = newCpf();
    const res = await call(customerCalls.edit.path, {
      token: body.token,
      name: 'Joana L. Souza',
      cpf,
      email: 'NOVO.' + body.customer[0].email,
    });
    expect(res.json()).toMatchObject({
      error_type: 0,
      message: 'Seus dados foram atualizados',
      customer: [{ name: 'Joana L. Souza', cpf, email: 'novo.' + body.customer[0].email }],
    });
    expect((await call(customerCalls.edit.path, { token: body.token, cpf: '123' })).json().message).toBe(
      'Informe um CPF válido',
    );
  });

  it("cannot take another account's e-mail", async () => {
    const a = await registerAccount(t.app, shop.domain);
    const b = await registerAccount(t.app, shop.domain);
    const res = await call(customerCalls.edit.path, { token: b.body.token, email: a.signup.email });
    expect(res.json().error_type).toBe(11);
  });

  it('changes the password with the current one; every older session ends and a new token comes back', async () => {
    const { body, signup } = await registerAccount(t.app, shop.domain);
    const second = (await call(customerCalls.login.path, { email_cpf: signup.email, password: signup.password })).json()
      .token;
    const wrong = await call(customerCalls.edit.path, {
      token: body.token,
      current_password: 'errada',
      password: 'nova-senha',
    });
    expect(wrong.json()).toEqual({ error_type: 10, message: 'Senha atual incorreta' });
    const res = (
      await call(customerCalls.edit.path, {
        token: body.token,
        current_password: signup.password,
        password: 'nova-senha',
        password2: 'nova-senha',
      })
    ).json();
    expect(res.error_type).toBe(0);
    expect(res.token).toBeTruthy();
    for (const old of [body.token, second])
      expect((await call(customerCalls.login.path, { token: old })).statusCode).toBe(401);
    expect((await call(customerCalls.login.path, { token: res.token })).json().error_type).toBe(0);
  });

  it('accepts the terms, sets notifications and the push id', async () => {
    const { body } = await registerAccount(t.app, shop.domain);
    await t.database.db
      .update(customers)
      .set({ acceptTerms: false })
      .where(eq(customers.id, body.customer[0].customer_id));
    expect((await call(customerCalls.login.path, { token: body.token })).json().customer[0].accept_terms).toBe('0');
    const terms = await call(customerCalls.saveAcceptTerms.path, { token: body.token });
    expect(terms.json()).toMatchObject({ error_type: 0, customer: [{ accept_terms: '1' }] });
    const on = await call(customerCalls.saveAcceptNotification.path, { token: body.token, accept_notification: '1' });
    expect(on.json().customer[0].accept_notification).toBe('1');
    const off = await call(customerCalls.saveAcceptNotification.path, { token: body.token, accept_notification: 0 });
    expect(off.json().customer[0].accept_notification).toBe('0');
    const push = await call(customerCalls.atualizaPushId.path, { token: body.token, push_id: 'onesignal-abc' });
    expect(push.json()).toMatchObject({ error_type: 0, customer: [{ push_id: 'onesignal-abc' }] });
  });

  it('refuses each of these calls without a valid token, in the envelope', async () => {
    for (const path of [
      customerCalls.saveAcceptTerms.path,
      customerCalls.edit.path,
      customerCalls.delete.path,
      customerCalls.atualizaPushId.path,
    ]) {
      const res = await call(path, { token: 'expirado', push_id: 'x' });
      expect(res.statusCode, path).toBe(401);
      expect(res.json().error_type, path).toBe(4);
    }
    const missing = await call(customerCalls.saveAcceptTerms.path, {});
    expect(missing.json()).toEqual({ error_type: 1, message: "O campo 'token' é obrigatório" });
  });

  it('accepts the token as a bearer header too', async () => {
    const { body } = await registerAccount(t.app, shop.domain);
    const res = await t.app.inject({
      method: 'POST',
      url: customerCalls.saveAcceptTerms.path,
      headers: { host: shop.domain, 'content-type': 'application/json', authorization: `Bearer ${body.token}` },
      payload: JSON.stringify({ validate: 1, token: body.token }),
    });
    expect(res.json().error_type).toBe(0);
  });

  it('deletes the account: personal data gone, sessions ended, the e-mail free again', async () => {
    const { body, signup } = await registerAccount(t.app, shop.domain, newSignup());
    const res = await call(customerCalls.delete.path, { token: body.token, password: signup.password });
    expect(res.json()).toEqual({ error_type: 0, message: 'Sua conta foi excluída. Sentiremos sua falta!' });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, body.customer[0].customer_id));
    expect(row).toMatchObject({
      name: 'Cliente removido',
      email: null,
      cpf: null,
      cellPhone: null,
      passwordHash: null,
    });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect((await call(customerCalls.login.path, { token: body.token })).statusCode).toBe(401);
    expect(
      (await call(customerCalls.login.path, { email_cpf: signup.email, password: signup.password })).json().error_type,
    ).toBe(10);
    expect((await registerAccount(t.app, shop.domain, signup)).body.error_type).toBe(0);
  });
});

describe('the sandbox outbox', () => {
  it('lists messages as JSON and as HTML', async () => {
    const html = await t.app.inject({ method: 'GET', url: '/dev/outbox', headers: { accept: 'text/html' } });
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('<h1>Outbox (sandbox)</h1>');
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ APP_ENV: 'production' });
    try {
      const res = await production.app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error_type).toBe(3);
    } finally {
      await production.close();
    }
  });
});
