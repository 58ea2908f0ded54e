import { customerCalls } from '@delivery/contract/calls/customer';
import { limits } from '@delivery/contract/constants';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { customers } from '../src/db/schema/customers.ts';
import {
  lastCodeTo,
  newPhone,
  newSignup,
  registerAccount,
  registerVerifiedAccount,
  smsTokenFor,
  verifyPhone,
} from './helpers/accounts.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { createTenant, type TestTenant } from './helpers/tenants.ts';

/** A phone belongs to an account only once its code was typed back (decision 0053). */

let t: TestApp;
let shop: TestTenant;

beforeAll(async () => {
  t = await createTestApp({ APP_ENV: 'sandbox', CODE_SENDS_PER_IP_PER_HOUR: '1000', SIGNUPS_PER_IP: '1000' });
  shop = await createTenant(t.database.db);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** A phone gets one code a minute (limits.codeResendSeconds): the clock moves past it. */
const aMinuteLater = () =>
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (limits.codeResendSeconds + 1) * 1000 });

const call = (path: string, body: object) => post(t.app, shop.domain, path, { validate: 1, ...body });

/** The SMS sign-in as the phone's owner does it: the code, typed back. */
async function signInBySms(phone: string) {
  const sent = (await call(customerCalls.sendCodeCheck.path, { phone })).json();
  const code = await lastCodeTo(t.app, phone);
  const checked = (
    await call(customerCalls.checkCodeTyped.path, { message_id: sent.message_id, code_typed: code })
  ).json();
  return { sent, checked };
}

const rowOf = async (id: number) => (await t.database.db.select().from(customers).where(eq(customers.id, id)))[0];

describe('a phone typed by someone else', () => {
  it("never opens the stranger's account to the phone's owner, who registers and takes the number", async () => {
    const victimPhone = newPhone();
    const stranger = await registerAccount(
      t.app,
      shop.domain,
      newSignup({ name: 'Estranho', cell_phone: victimPhone }),
    );
    expect(stranger.body).toMatchObject({
      error_type: 0,
      customer: [{ cell_phone: victimPhone, phone_verified: '0' }],
    });
    const strangerId = stranger.body.customer[0].customer_id;

    const { sent, checked } = await signInBySms(victimPhone);
    expect(sent.registered).toBe(false);
    expect(checked).toMatchObject({ error_type: 0, customer: [], token: '', phone: victimPhone });
    expect(checked.sms_token).toBeTruthy();

    const owner = await call(customerCalls.register.path, {
      name: 'Dona do Celular',
      cell_phone: victimPhone,
      sms_token: checked.sms_token,
      term: '1',
    });
    expect(owner.json()).toMatchObject({
      error_type: 0,
      customer: [{ name: 'Dona do Celular', cell_phone: victimPhone, phone_verified: '1' }],
    });

    // The stranger keeps the account, its e-mail and password, but not the number.
    const strangerRow = await rowOf(strangerId);
    expect(strangerRow).toMatchObject({ name: 'Estranho', email: stranger.signup.email, cellPhone: null });
    const strangerLogin = await call(customerCalls.login.path, {
      email_cpf: stranger.signup.email,
      password: stranger.signup.password,
    });
    expect(strangerLogin.json()).toMatchObject({ error_type: 0, customer: [{ cell_phone: '', phone_verified: '0' }] });

    // From now on the phone signs its owner in, and nobody can type it at sign-up.
    aMinuteLater();
    const again = await signInBySms(victimPhone);
    expect(again.sent.registered).toBe(true);
    expect(again.checked).toMatchObject({ error_type: 0, customer: [{ name: 'Dona do Celular' }] });
    const copycat = await registerAccount(t.app, shop.domain, newSignup({ cell_phone: victimPhone }));
    expect(copycat.body).toEqual({ error_type: 11, message: 'Este celular já está cadastrado. Entre com ele por SMS' });
  });

  it('lets an e-mail sign-up with a phone only typed by another account', async () => {
    const phone = newPhone();
    await registerAccount(t.app, shop.domain, newSignup({ cell_phone: phone }));
    const owner = await registerAccount(t.app, shop.domain, newSignup({ cell_phone: phone }));
    expect(owner.body).toMatchObject({ error_type: 0, customer: [{ cell_phone: phone, phone_verified: '0' }] });
  });

  it('is verified later from the profile, and the other accounts that typed it lose it', async () => {
    const phone = newPhone();
    const stranger = await registerAccount(t.app, shop.domain, newSignup({ cell_phone: phone }));
    const owner = await registerAccount(t.app, shop.domain, newSignup({ cell_phone: phone }));
    const verified = await verifyPhone(t.app, shop.domain, owner.body.token, phone);
    expect(verified).toMatchObject({ error_type: 0, customer: [{ cell_phone: phone, phone_verified: '1' }] });
    expect((await rowOf(stranger.body.customer[0].customer_id))?.cellPhone).toBeNull();
    aMinuteLater();
    expect((await signInBySms(phone)).checked).toMatchObject({ customer: [{ email: owner.signup.email }] });
  });

  it('a new phone in the profile is unverified until its code comes with it', async () => {
    const owner = await registerVerifiedAccount(t.app, t.database.db, shop.domain);
    const token = owner.body.token;
    const next = newPhone();
    const typed = await call(customerCalls.edit.path, { token, cell_phone: next });
    expect(typed.json()).toMatchObject({ error_type: 0, customer: [{ cell_phone: next, phone_verified: '0' }] });
    expect((await signInBySms(next)).sent.registered).toBe(false);

    const other = newPhone();
    const smsToken = await smsTokenFor(t.app, shop.domain, other);
    const wrongPhone = await call(customerCalls.edit.path, { token, cell_phone: next, sms_token: smsToken });
    expect(wrongPhone.json()).toEqual({ error_type: 1, message: 'Informe um celular válido com DDD' });
    const proven = await call(customerCalls.edit.path, { token, cell_phone: other, sms_token: smsToken });
    expect(proven.json()).toMatchObject({ error_type: 0, customer: [{ cell_phone: other, phone_verified: '1' }] });
  });

  it("refuses a profile's phone another account has verified", async () => {
    const owner = await registerVerifiedAccount(t.app, t.database.db, shop.domain);
    const other = await registerAccount(t.app, shop.domain);
    const res = await call(customerCalls.edit.path, { token: other.body.token, cell_phone: owner.signup.cell_phone });
    expect(res.json()).toEqual({ error_type: 11, message: 'Este celular já está cadastrado. Entre com ele por SMS' });
  });

  it('never offers recovery by SMS to a phone the account did not verify', async () => {
    const phone = newPhone();
    const account = await registerAccount(t.app, shop.domain, newSignup({ cell_phone: phone }));
    const byPhone = await call(customerCalls.findCustomer.path, {
      phone_ddd: phone.slice(0, 2),
      phone_number: phone.slice(2),
    });
    expect(byPhone.json().error_type).toBe(3);
    const byEmail = (await call(customerCalls.findCustomer.path, { email: account.signup.email })).json();
    expect(byEmail).toMatchObject({ error_type: 0, tipo: ['EMAIL'], telefone: '' });
    const sms = await call(customerCalls.sendDataRecovery.path, {
      token: byEmail.token,
      message_id: byEmail.message_id,
      tipo: 'TELEFONE',
    });
    expect(sms.json().error_type).not.toBe(0);
  });
});
