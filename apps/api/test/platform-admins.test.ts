import { customerCalls } from '@delivery/contract/calls/customer';
import { platformCalls } from '@delivery/contract/calls/platform';
import { staffCalls } from '@delivery/contract/calls/staff';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformAdmins, platformRecoveryCodes } from '../src/db/schema/platform.ts';
import { totpNow } from '../src/modules/platform/second-factor.ts';
import { registerAccount } from './helpers/accounts.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { addPlatformAdmin, auditOf, platformHost, platformSignIn, platformToken } from './helpers/platform.ts';
import { addStaff } from './helpers/staff.ts';
import { createTenant, type TestTenant } from './helpers/tenants.ts';

let t: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  t = await createTestApp({ APP_ENV: 'sandbox', PLATFORM_HOST: platformHost });
  tenant = await createTenant(t.database.db);
});
afterAll(() => t.close());

const refused = { error_type: ErrorType.INVALID_CREDENTIALS, message: apiMessages.platformInvalidCredentials };
const next = (secret: string, steps = 1) => totpNow(secret, Date.now() + steps * 30_000);

describe('a platform administrator signs in', () => {
  it('with e-mail, password and the authenticator’s code, and the session opens the console', async () => {
    const admin = await addPlatformAdmin(t.app);
    const res = await platformSignIn(t.app, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      error_type: 0,
      message: 'Bem-vindo(a) ao console da plataforma, Ana da Plataforma',
      admin: { admin_id: admin.admin.id, name: 'Ana da Plataforma', email: admin.admin.email },
      recovery_codes_left: 10,
    });
    const me = await post(t.app, platformHost, platformCalls.platformMe.path, { token: body.token });
    expect(me.json()).toMatchObject({ error_type: 0, admin: { email: admin.admin.email }, recovery_codes_left: 10 });
    const [entry] = await auditOf(t.database.db, `admin:${admin.admin.id}`).then((rows) =>
      rows.filter((r) => r.action === 'sign-in'),
    );
    expect(entry).toMatchObject({ adminId: admin.admin.id, after: { method: 'authenticator' }, ip: '127.0.0.1' });
  });

  it('never with a code used before, nor without one that is right', async () => {
    const admin = await addPlatformAdmin(t.app);
    const code = totpNow(admin.totpSecret);
    expect((await platformSignIn(t.app, admin, code)).json().error_type).toBe(0);
    // The same code again, as someone who saw it would try.
    expect((await platformSignIn(t.app, admin, code)).json()).toEqual(refused);
    // Nor an older one once a later step was taken.
    expect((await platformSignIn(t.app, admin, next(admin.totpSecret))).json().error_type).toBe(0);
    expect((await platformSignIn(t.app, admin, totpNow(admin.totpSecret))).json()).toEqual(refused);
    // A code of three steps away is no code.
    expect((await platformSignIn(t.app, admin, next(admin.totpSecret, 3))).json()).toEqual(refused);
  });

  it('refuses a wrong password, a wrong code or an unknown e-mail alike, and keeps each refusal', async () => {
    const admin = await addPlatformAdmin(t.app);
    const email = admin.admin.email;
    const send = (fields: Record<string, string>) =>
      post(t.app, platformHost, platformCalls.platformSignIn.path, {
        email,
        password: admin.password,
        code: next(admin.totpSecret, -1),
        ...fields,
      });
    expect((await send({ password: 'errada-123' })).json()).toEqual(refused);
    expect((await send({ code: '000000' })).json()).toEqual(refused);
    expect((await send({ code: 'AAAAA-AAAAA' })).json()).toEqual(refused);
    expect((await send({ email: `ninguem-${email}` })).json()).toEqual(refused);
    const refusals = await auditOf(t.database.db, email);
    expect(refusals.map((r) => [r.action, r.adminId])).toEqual(Array(3).fill(['sign-in-refused', null]));
    // The right password with the wrong code spent nothing: the right code still opens.
    expect((await send({})).json().error_type).toBe(0);
  });

  it('with a recovery code once, typed in any case and with or without its dash', async () => {
    const admin = await addPlatformAdmin(t.app);
    const [first, second] = admin.recoveryCodes as [string, string];
    expect(first).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
    const res = (await platformSignIn(t.app, admin, first.toLowerCase().replace('-', ''))).json();
    expect(res).toMatchObject({ error_type: 0, recovery_codes_left: 9 });
    expect((await platformSignIn(t.app, admin, first)).json()).toEqual(refused);
    expect((await platformSignIn(t.app, admin, ` ${second} `)).json()).toMatchObject({ recovery_codes_left: 8 });
    const signIns = (await auditOf(t.database.db, `admin:${admin.admin.id}`)).filter((r) => r.action === 'sign-in');
    expect(signIns.map((r) => r.after)).toEqual([{ method: 'recovery-code' }, { method: 'recovery-code' }]);
  });

  it('keeps no secret readable: the TOTP secret sealed, the recovery codes hashed, neither in any answer', async () => {
    const admin = await addPlatformAdmin(t.app);
    const [row] = await t.database.db.select().from(platformAdmins).where(eq(platformAdmins.id, admin.admin.id));
    expect(row!.totpSecret).toMatch(/^enc:v1:/);
    expect(row!.totpSecret).not.toContain(admin.totpSecret);
    expect(row!.passwordHash).not.toContain(admin.password);
    const codes = await t.database.db
      .select({ hash: platformRecoveryCodes.codeHash })
      .from(platformRecoveryCodes)
      .where(eq(platformRecoveryCodes.adminId, admin.admin.id));
    expect(codes).toHaveLength(10);
    for (const { hash } of codes) expect(admin.recoveryCodes.join()).not.toContain(hash);
    const answer = (await platformSignIn(t.app, admin)).body;
    for (const secret of [admin.totpSecret, admin.password, row!.totpSecret, ...admin.recoveryCodes]) {
      expect(answer).not.toContain(secret);
    }
  });
});

describe('the console’s scope', () => {
  it('answers only on the platform’s host: on a tenant’s, or with no platform host set, it is not found', async () => {
    const token = await platformToken(t.app);
    const elsewhere = await post(t.app, tenant.domain, platformCalls.platformMe.path, { token });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ error_type: ErrorType.NOT_FOUND, message: apiMessages.notFound });
    const unset = await createTestApp({ APP_ENV: 'sandbox' });
    try {
      const res = await post(unset.app, platformHost, platformCalls.platformSignIn.path, {
        email: 'a@b.com',
        password: 'x',
        code: '123456',
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await unset.close();
    }
  });

  it('opens to no tenant’s session, and its session opens no tenant call', async () => {
    const customer = (await registerAccount(t.app, tenant.domain)).body.token as string;
    const operator = await addStaff(t.app, t.database.db, tenant, [{ role: 'operator', shopId: null }]);
    const platform = await platformToken(t.app);
    // Every field any console call needs, so the refusal is the session's and not the body's.
    const fields = {
      profile_id: tenant.id,
      host: 'pedidos.exemplo.test',
      type_flow: 'MARKETPLACE',
      max_shops: null,
      name: 'Cliente Novo',
      primary: '#0b6e4f',
      city_name: 'Campinas',
      city_state: 'SP',
      staff_name: 'Rita',
      staff_email: 'rita@exemplo.test',
    };
    for (const call of Object.values(platformCalls).filter((c) => c.auth === 'platform')) {
      for (const token of [customer, operator.token]) {
        const res = await post(t.app, platformHost, call.path, { token, ...fields });
        expect(res.statusCode, call.operationId).toBe(401);
        expect(res.json(), call.operationId).toEqual({
          error_type: ErrorType.UNAUTHENTICATED,
          message: apiMessages.platformSessionExpired,
        });
      }
      const none = await post(t.app, platformHost, call.path, fields);
      expect(none.json(), call.operationId).toEqual({
        error_type: ErrorType.INVALID_INPUT,
        message: "O campo 'token' é obrigatório",
      });
    }
    const asStaff = await post(t.app, tenant.domain, staffCalls.staffMe.path, { token: platform });
    expect(asStaff.statusCode).toBe(401);
    const asCustomer = await post(t.app, tenant.domain, customerCalls.getDeleteInfo.path, { token: platform });
    expect(asCustomer.statusCode).toBe(401);
    // Nor is the platform's host a tenant: a tenant's call there finds no shop.
    const onPlatform = await post(t.app, platformHost, staffCalls.staffMe.path, { token: operator.token });
    expect(onPlatform.json()).toEqual({ error_type: ErrorType.NOT_FOUND, message: apiMessages.profileNotFound });
  });

  it('ends the session on sign-out, and the audit log says who did what, newest first', async () => {
    const admin = await addPlatformAdmin(t.app);
    const token = await platformToken(t.app, admin);
    const out = await post(t.app, platformHost, platformCalls.platformSignOut.path, { token });
    expect(out.json()).toEqual({ error_type: 0, message: apiMessages.signedOut });
    expect((await post(t.app, platformHost, platformCalls.platformMe.path, { token })).statusCode).toBe(401);

    const reader = await platformToken(t.app);
    const log = (before_id?: number) =>
      post(t.app, platformHost, platformCalls.platformAudit.path, { token: reader, before_id }).then((r) => r.json());
    const page = await log();
    expect(page.error_type).toBe(0);
    const ids = page.entries.map((e: { audit_id: number }) => e.audit_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const mine = page.entries.filter((e: { target: string }) => e.target === `admin:${admin.admin.id}`);
    expect(mine.map((e: { action: string; admin: string }) => [e.action, e.admin])).toEqual([
      ['sign-out', admin.admin.email],
      ['sign-in', admin.admin.email],
      ['admin-created', null],
    ]);
    expect(mine[0]).toMatchObject({ ip: '127.0.0.1', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    const older = await log(ids[0]);
    expect(older.entries[0].audit_id).toBeLessThan(ids[0]);
  });
});
