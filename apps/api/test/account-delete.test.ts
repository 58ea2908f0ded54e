import { customerCalls } from '@delivery/contract/calls/customer';
import { devCalls } from '@delivery/contract/calls/orders';
import { rewardCalls } from '@delivery/contract/calls/rewards';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema/customers.ts';
import { cashbackLedger } from '../src/db/schema/rewards.ts';
import { lastCodeTo, lastMessageTo, newPhone, registerAccount } from './helpers/accounts.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { orderingTenant, type OrderingCustomer, type OrderingTenant } from './helpers/orders.ts';
import { createTenant } from './helpers/tenants.ts';

/** Deleting an account (decision 0066): what the app is told first, the refusals, the proofs, the ledger. */
let t: TestApp;
let tenant: OrderingTenant;

beforeAll(async () => {
  // Each test sends its own codes from the one address inject uses.
  t = await createTestApp({ APP_ENV: 'sandbox', CODE_SENDS_PER_IP_PER_HOUR: '100' });
  tenant = await orderingTenant(t.app, t.database.db);
});
afterAll(() => t.close());

const call = (path: string, body: Record<string, unknown>, host = tenant.domain) =>
  post(t.app, host, path, { validate: 1, ...body });

const infoOf = async (token: string) => (await call(customerCalls.getDeleteInfo.path, { token })).json();

const openOrdersRefusal = {
  error_type: 14,
  message:
    'Sua conta não pode ser excluída enquanto houver um pedido em andamento. Tente de novo depois que ele for entregue ou cancelado',
};
const deleted = { error_type: 0, message: 'Sua conta foi excluída. Sentiremos sua falta!' };

const idOf = async (customer: OrderingCustomer) => {
  const [row] = await t.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, customer.signup.email));
  return row!.id;
};
const rowOf = async (id: number) => (await t.database.db.select().from(customers).where(eq(customers.id, id)))[0]!;

/** The account as an SMS sign-up leaves it: no password, its phone verified. */
async function withoutPassword(customer: OrderingCustomer, phoneVerified: boolean) {
  const id = await idOf(customer);
  await t.database.db
    .update(customers)
    .set({ passwordHash: null, phoneVerifiedAt: phoneVerified ? new Date() : null })
    .where(eq(customers.id, id));
  return id;
}

describe('what the app is told before the confirmation', () => {
  it('the cashback the deletion forfeits, no open order, and that the password confirms it', async () => {
    const customer = await tenant.customer();
    await customer.earnCashback(1234);
    expect(await infoOf(customer.token)).toEqual({
      error_type: 0,
      message: 'Sucesso',
      open_orders: 0,
      cashback: 12.34,
      confirm_with: 'password',
      code_to: '',
      refusal: null,
    });
  });

  it('an account without a password confirms with a code to its verified phone, or else its e-mail', async () => {
    const bySms = await tenant.customer({ cell_phone: newPhone() });
    await withoutPassword(bySms, true);
    expect(await infoOf(bySms.token)).toMatchObject({
      confirm_with: 'code',
      code_to: `(${bySms.signup.cell_phone.slice(0, 2)}) *****-${bySms.signup.cell_phone.slice(-4)}`,
      refusal: null,
    });
    const bySocial = await tenant.customer();
    await withoutPassword(bySocial, false);
    const social = await infoOf(bySocial.token);
    expect(social).toMatchObject({ confirm_with: 'code', refusal: null });
    expect(social.code_to).toMatch(/^c\*+@e\*+\.com$/);
  });

  it('an account with no password and no way to get a code is told to create a password first', async () => {
    const customer = await tenant.customer();
    const id = await withoutPassword(customer, false);
    await t.database.db.update(customers).set({ email: null }).where(eq(customers.id, id));
    const refusal = 'Para confirmar a exclusão, crie uma senha em Editar perfil e volte aqui';
    expect(await infoOf(customer.token)).toMatchObject({ confirm_with: 'password', refusal });
    expect((await call(customerCalls.delete.path, { token: customer.token, password: 'qualquer1' })).json()).toEqual({
      error_type: 14,
      message: refusal,
    });
    expect((await rowOf(id)).deletedAt).toBeNull();
  });
});

describe('an open order', () => {
  it('refuses the deletion while the order is placed, accepted, in the kitchen or on its way', async () => {
    const customer = await tenant.customer();
    await customer.earnCashback(500);
    const orderId = await customer.order();
    const id = await idOf(customer);
    for (const status of ['received', 'accepted', 'preparing', 'out_for_delivery']) {
      expect(await infoOf(customer.token), status).toMatchObject({
        open_orders: 1,
        refusal: openOrdersRefusal.message,
      });
      const refused = await call(customerCalls.delete.path, {
        token: customer.token,
        password: customer.signup.password,
      });
      expect(refused.json(), status).toEqual(openOrdersRefusal);
      await call(devCalls.advanceOrder.path, { order_id: orderId });
    }
    // Nothing was erased, nothing forfeited, the session still works.
    expect(await rowOf(id)).toMatchObject({ email: customer.signup.email, deletedAt: null });
    expect(
      (await call(rewardCalls.getInfoCashCheckout.path, { token: customer.token })).json().balance,
    ).toBeGreaterThanOrEqual(5);

    // Delivered: the order is over, and the account may go.
    expect(await infoOf(customer.token)).toMatchObject({ open_orders: 0, refusal: null });
    expect(
      (await call(customerCalls.delete.path, { token: customer.token, password: customer.signup.password })).json(),
    ).toEqual(deleted);
  });

  it('also refuses sending a code, and a cancelled order counts as over', async () => {
    const customer = await tenant.customer({ cell_phone: newPhone() });
    await withoutPassword(customer, true);
    const orderId = await customer.order();
    expect((await call(customerCalls.sendDeleteCode.path, { token: customer.token })).json()).toEqual(
      openOrdersRefusal,
    );
    expect(await lastMessageTo(t.app, customer.signup.cell_phone)).toBeUndefined();
    await call(devCalls.advanceOrder.path, { order_id: orderId, cancel: true });
    expect(await infoOf(customer.token)).toMatchObject({ open_orders: 0, refusal: null });
  });
});

describe('the password', () => {
  it('a wrong or missing password deletes nothing', async () => {
    const customer = await tenant.customer();
    const id = await idOf(customer);
    const wrong = await call(customerCalls.delete.path, { token: customer.token, password: 'errada123' });
    expect(wrong.json()).toEqual({ error_type: 10, message: 'Senha incorreta. Sua conta não foi excluída' });
    const missing = await call(customerCalls.delete.path, { token: customer.token });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error_type: 1, message: 'Digite sua senha para confirmar a exclusão da conta' });
    expect(await rowOf(id)).toMatchObject({ email: customer.signup.email, deletedAt: null });
    expect((await call(customerCalls.login.path, { token: customer.token })).json().error_type).toBe(0);
  });

  // Eleven password checks: slow on a busy machine.
  it('is tried 10 times in 15 minutes at most, as a sign-in is', { timeout: 60_000 }, async () => {
    const customer = await tenant.customer();
    for (let i = 0; i < 10; i++) {
      const res = await call(customerCalls.delete.path, { token: customer.token, password: `errada-${i}` });
      expect(res.json().error_type, `try ${i + 1}`).toBe(10);
    }
    const blocked = await call(customerCalls.delete.path, {
      token: customer.token,
      password: customer.signup.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error_type: 6,
      message: 'Muitas tentativas. Aguarde um momento e tente novamente',
    });
    expect((await rowOf(await idOf(customer))).deletedAt).toBeNull();
  });

  it('is not asked for by code', async () => {
    const customer = await tenant.customer();
    expect((await call(customerCalls.sendDeleteCode.path, { token: customer.token })).json()).toEqual({
      error_type: 14,
      message: 'Esta conta não confirma a exclusão por código',
    });
  });
});

describe('the code of an account without a password', () => {
  it('goes by SMS to the verified phone; a wrong code deletes nothing, the right one deletes', async () => {
    const customer = await tenant.customer({ cell_phone: newPhone() });
    const id = await withoutPassword(customer, true);
    const phone = customer.signup.cell_phone;
    const sent = (await call(customerCalls.sendDeleteCode.path, { token: customer.token })).json();
    expect(sent).toMatchObject({
      error_type: 0,
      message: `Enviamos um código de 4 dígitos para (${phone.slice(0, 2)}) *****-${phone.slice(-4)}`,
    });
    const sms = await lastMessageTo(t.app, phone);
    expect(sms).toMatchObject({ channel: 'sms' });
    expect(sms!.text).toMatch(/seu código para excluir sua conta é \d{4}/);
    const code = await lastCodeTo(t.app, phone);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');

    const noCode = await call(customerCalls.delete.path, { token: customer.token, message_id: sent.message_id });
    expect(noCode.json()).toEqual({
      error_type: 1,
      message: 'Digite o código que enviamos para confirmar a exclusão da conta',
    });
    const refused = await call(customerCalls.delete.path, {
      token: customer.token,
      message_id: sent.message_id,
      code_typed: wrong,
    });
    expect(refused.json()).toEqual({ error_type: 12, message: 'Código inválido, tente novamente' });
    expect((await rowOf(id)).deletedAt).toBeNull();

    const res = await call(customerCalls.delete.path, {
      token: customer.token,
      message_id: sent.message_id,
      code_typed: code,
    });
    expect(res.json()).toEqual(deleted);
    expect(await rowOf(id)).toMatchObject({ cellPhone: null, email: null, name: 'Cliente removido' });
    expect((await call(customerCalls.login.path, { token: customer.token })).statusCode).toBe(401);
  });

  it('goes by e-mail when no phone is verified, and a sign-in code never stands for it', async () => {
    const customer = await tenant.customer();
    await withoutPassword(customer, false);
    const sent = (await call(customerCalls.sendDeleteCode.path, { token: customer.token })).json();
    expect(sent.error_type).toBe(0);
    const mail = await lastMessageTo(t.app, customer.signup.email);
    expect(mail).toMatchObject({ channel: 'email' });
    expect(mail!.subject).toMatch(/seu código para excluir a conta$/);

    // A code asked for at SMS sign-in, typed right, is not a deletion code.
    const phone = newPhone();
    const signIn = (await call(customerCalls.sendCodeCheck.path, { phone })).json();
    const foreign = await call(customerCalls.delete.path, {
      token: customer.token,
      message_id: signIn.message_id,
      code_typed: await lastCodeTo(t.app, phone),
    });
    expect(foreign.json()).toEqual({ error_type: 12, message: 'Você não solicitou nenhum código' });
    // Nor is another account's deletion code.
    const other = await tenant.customer();
    await withoutPassword(other, false);
    const stolen = await call(customerCalls.delete.path, {
      token: other.token,
      message_id: sent.message_id,
      code_typed: await lastCodeTo(t.app, customer.signup.email),
    });
    expect(stolen.json()).toEqual({ error_type: 12, message: 'Você não solicitou nenhum código' });

    const res = await call(customerCalls.delete.path, {
      token: customer.token,
      message_id: sent.message_id,
      code_typed: await lastCodeTo(t.app, customer.signup.email),
    });
    expect(res.json()).toEqual(deleted);
  });

  it('is dead after five wrong tries, the right one included', async () => {
    const customer = await tenant.customer({ cell_phone: newPhone() });
    await withoutPassword(customer, true);
    const sent = (await call(customerCalls.sendDeleteCode.path, { token: customer.token })).json();
    const code = await lastCodeTo(t.app, customer.signup.cell_phone);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const attempt = (typed: string) =>
      call(customerCalls.delete.path, { token: customer.token, message_id: sent.message_id, code_typed: typed });
    for (let i = 0; i < 5; i++) await attempt(wrong);
    expect((await attempt(code)).json()).toEqual({
      error_type: 12,
      message: 'Muitas tentativas erradas. Peça um novo código',
    });
  });
});

describe('a guest', () => {
  it('has nothing to confirm with beyond the session', async () => {
    const customer = await tenant.customer();
    const id = await idOf(customer);
    await t.database.db
      .update(customers)
      .set({ kind: 'guest', passwordHash: null, guestKey: `CPF:${customer.signup.cpf}` })
      .where(eq(customers.id, id));
    expect(await infoOf(customer.token)).toMatchObject({ confirm_with: 'none', refusal: null });
    expect((await call(customerCalls.delete.path, { token: customer.token })).json()).toEqual(deleted);
  });
});

describe('the cashback ledger', () => {
  it('writes the balance forfeited as a ledger entry, leaving what had expired as it was', async () => {
    const customer = await tenant.customer();
    const id = await customer.earnCashback(1234);
    await t.database.db.insert(cashbackLedger).values({
      profileId: tenant.id,
      customerId: id,
      amountCents: 700,
      kind: 'earn',
      description: 'Bônus vencido',
      createdAt: new Date(Date.now() - 40 * 86_400_000),
      expiresAt: new Date(Date.now() - 10 * 86_400_000),
    });
    expect((await infoOf(customer.token)).cashback).toBe(12.34);
    expect(
      (await call(customerCalls.delete.path, { token: customer.token, password: customer.signup.password })).json(),
    ).toEqual(deleted);
    const ledger = await t.database.db.select().from(cashbackLedger).where(eq(cashbackLedger.customerId, id));
    expect(ledger.filter((entry) => entry.kind === 'forfeit')).toEqual([
      expect.objectContaining({
        profileId: tenant.id,
        amountCents: -1234,
        orderId: null,
        description: 'Perdido com a exclusão da conta',
      }),
    ]);
    expect(ledger.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(700);
  });

  it('writes nothing for an account without cashback', async () => {
    const customer = await tenant.customer();
    const id = await idOf(customer);
    await call(customerCalls.delete.path, { token: customer.token, password: customer.signup.password });
    expect(await t.database.db.select().from(cashbackLedger).where(eq(cashbackLedger.customerId, id))).toEqual([]);
  });
});

describe('the scope', () => {
  it("refuses another tenant's session on each deletion call", async () => {
    const other = await createTenant(t.database.db);
    const { body, signup } = await registerAccount(t.app, other.domain);
    for (const path of [customerCalls.getDeleteInfo.path, customerCalls.sendDeleteCode.path]) {
      const res = await call(path, { token: body.token });
      expect(res.statusCode, path).toBe(401);
      expect(res.json().error_type, path).toBe(4);
    }
    const res = await call(customerCalls.delete.path, { token: body.token, password: signup.password });
    expect(res.statusCode).toBe(401);
    expect((await call(customerCalls.login.path, { token: body.token }, other.domain)).json().error_type).toBe(0);
  });
});
