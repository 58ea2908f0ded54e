import { customerCalls } from '@delivery/contract/calls/customer';
import { staffCalls } from '@delivery/contract/calls/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertShop } from '../src/db/seed/insert-shop.ts';
import { lastMessageTo, registerAccount } from './helpers/accounts.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { testShop } from './helpers/shops.ts';
import { addStaff, newStaffEmail, staffPassword } from './helpers/staff.ts';
import { addCity, createTenant, type TestTenant } from './helpers/tenants.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let pizzeria: number;
let florist: number;
let elsewhere: number;

beforeAll(async () => {
  t = await createTestApp({ APP_ENV: 'sandbox' });
  const db = t.database.db;
  tenant = await createTenant(db);
  other = await createTenant(db);
  const city = await addCity(db, tenant.id, 'Campinas', ['Cambuí']);
  const place = { profileId: tenant.id, cityId: city.id, districts: city.districts };
  pizzeria = await insertShop(db, place, testShop({ name: 'Pizzaria do Teste', slug: 'pizzaria-do-teste' }));
  florist = await insertShop(db, place, testShop({ name: 'Flores do Teste', slug: 'flores-do-teste' }));
  const otherCity = await addCity(db, other.id, 'Campinas', ['Cambuí']);
  elsewhere = await insertShop(
    db,
    { profileId: other.id, cityId: otherCity.id, districts: otherCity.districts },
    testShop({ name: 'Loja de Outro Perfil', slug: 'loja-de-outro-perfil' }),
  );
});
afterAll(() => t.close());

const call = (path: string, body: Record<string, unknown>, host = tenant.domain) =>
  post(t.app, host, path, { validate: 1, ...body });

/** The link an e-mail to `to` carries, and the token in it. */
async function linkTo(to: string) {
  const text = (await lastMessageTo(t.app, to))?.text ?? '';
  const link = text.match(/https?:\/\/\S+/)?.[0] ?? '';
  return { text, link, token: new URL(link).searchParams.get('token')! };
}

describe('staff sign-in', () => {
  it('answers a session with the shops the person runs and the role in each', async () => {
    const owner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: pizzeria }]);
    const res = await call(staffCalls.staffSignIn.path, { email: owner.email.toUpperCase(), password: staffPassword });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      error_type: 0,
      message: 'Bem-vindo(a) ao painel, Pessoa da Equipe',
      staff: {
        email: owner.email,
        operator: false,
        shops: [
          {
            shop_id: pizzeria,
            name: 'Pizzaria do Teste',
            role: 'owner',
            time_zone: 'America/Sao_Paulo',
            auto_accept: false,
          },
        ],
      },
    });
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    const me = await post(t.app, tenant.domain, staffCalls.staffMe.path, { token: body.token });
    expect(me.json().staff.shops).toEqual([
      {
        shop_id: pizzeria,
        name: 'Pizzaria do Teste',
        role: 'owner',
        time_zone: 'America/Sao_Paulo',
        auto_accept: false,
      },
    ]);
  });

  it('gives one answer for a wrong password and an unknown e-mail', async () => {
    const owner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: pizzeria }]);
    const wrong = await call(staffCalls.staffSignIn.path, { email: owner.email, password: 'outra-senha' });
    const unknown = await call(staffCalls.staffSignIn.path, { email: newStaffEmail(), password: staffPassword });
    expect(wrong.json()).toEqual({ error_type: 10, message: 'E-mail ou senha incorretos' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('does not open the panel on another profile, nor for a customer, nor a customer call for staff', async () => {
    const owner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: pizzeria }]);
    const there = await call(
      staffCalls.staffSignIn.path,
      { email: owner.email, password: staffPassword },
      other.domain,
    );
    expect(there.json().error_type).toBe(10);
    const elsewhereMe = await post(t.app, other.domain, staffCalls.staffMe.path, { token: owner.token });
    expect(elsewhereMe.statusCode).toBe(401);

    const customer = (await registerAccount(t.app, tenant.domain)).body.token as string;
    const asCustomer = await post(t.app, tenant.domain, staffCalls.staffMe.path, { token: customer });
    expect(asCustomer.statusCode).toBe(401);
    expect(asCustomer.json()).toEqual({ error_type: 4, message: 'Sua sessão no painel expirou. Entre novamente' });
    const asStaff = await post(t.app, tenant.domain, customerCalls.saveAcceptTerms.path, { token: owner.token });
    expect(asStaff.statusCode).toBe(401);
  });

  it('refuses someone who runs no shop', async () => {
    const nobody = await addStaff(t.app, t.database.db, tenant, []);
    const res = await call(staffCalls.staffSignIn.path, { email: nobody.email, password: staffPassword });
    expect(res.json()).toEqual({
      error_type: 14,
      message: 'Sua conta não tem acesso a nenhuma loja. Peça um convite ao dono da loja',
    });
  });

  it('shows an operator every shop of the profile and none of another', async () => {
    const operator = await addStaff(t.app, t.database.db, tenant, [{ role: 'operator', shopId: null }]);
    const me = (await post(t.app, tenant.domain, staffCalls.staffMe.path, { token: operator.token })).json();
    expect(me.staff.operator).toBe(true);
    expect(me.staff.shops.map((s: { shop_id: number }) => s.shop_id).sort()).toEqual([pizzeria, florist].sort());
    expect(me.staff.shops.map((s: { role: string }) => s.role)).toEqual(['operator', 'operator']);
    const reach = await post(t.app, tenant.domain, staffCalls.staffList.path, {
      token: operator.token,
      shop_id: elsewhere,
    });
    expect(reach.statusCode).toBe(404);
  });

  it('ends the session at sign-out', async () => {
    const owner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: pizzeria }]);
    const out = await post(t.app, tenant.domain, staffCalls.staffSignOut.path, { token: owner.token });
    expect(out.json()).toEqual({ error_type: 0, message: 'Você saiu da sua conta' });
    expect((await post(t.app, tenant.domain, staffCalls.staffMe.path, { token: owner.token })).statusCode).toBe(401);
  });
});

describe('the team of a shop', () => {
  it('lets an owner invite an attendant, who joins from the e-mail with a password of their own', async () => {
    const owner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: pizzeria }]);
    const email = newStaffEmail();
    const sent = await call(staffCalls.staffInvite.path, {
      token: owner.token,
      email,
      name: 'Ana Atendente',
      role: 'attendant',
      shop_id: pizzeria,
    });
    expect(sent.json()).toEqual({ error_type: 0, message: `Convite enviado para ${email}` });
    const { text, link, token } = await linkTo(email);
    expect(text).toContain('Pizzaria do Teste');
    expect(text).toContain('atendente');
    expect(link).toContain('/painel/convite?token=');

    const listed = await call(staffCalls.staffList.path, { token: owner.token, shop_id: pizzeria });
    expect(listed.json().staff).toContainEqual(expect.objectContaining({ email, role: 'attendant', pending: true }));

    const noPassword = await call(staffCalls.staffAcceptInvite.path, { invite_token: token });
    expect(noPassword.json()).toEqual({ error_type: 1, message: 'Escolha uma senha para entrar no painel' });
    const joined = await call(staffCalls.staffAcceptInvite.path, { invite_token: token, password: 'minha-senha' });
    expect(joined.json()).toMatchObject({
      error_type: 0,
      staff: { name: 'Ana Atendente', shops: [{ shop_id: pizzeria, role: 'attendant' }] },
    });
    const again = await call(staffCalls.staffAcceptInvite.path, { invite_token: token, password: 'minha-senha' });
    expect(again.json()).toEqual({
      error_type: 12,
      message: 'Este convite não vale mais. Peça um novo ao dono da loja',
    });
    const signIn = await call(staffCalls.staffSignIn.path, { email, password: 'minha-senha' });
    expect(signIn.json().error_type).toBe(0);
    const team = await call(staffCalls.staffList.path, { token: owner.token, shop_id: pizzeria });
    expect(team.json().staff).toContainEqual(expect.objectContaining({ email, role: 'attendant', pending: false }));
  });

  it('keeps attendants, other shops and operator invitations out of an owner’s reach', async () => {
    const owner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: pizzeria }]);
    const attendant = await addStaff(t.app, t.database.db, tenant, [{ role: 'attendant', shopId: pizzeria }]);
    const invite = (token: string, extra: Record<string, unknown>) =>
      call(staffCalls.staffInvite.path, { token, email: newStaffEmail(), name: 'Alguém', ...extra });

    const byAttendant = await invite(attendant.token, { role: 'attendant', shop_id: pizzeria });
    expect(byAttendant.json()).toEqual({
      error_type: 14,
      message: 'Apenas o dono da loja ou o operador pode fazer isso',
    });
    const otherShop = await invite(owner.token, { role: 'attendant', shop_id: florist });
    expect(otherShop.statusCode).toBe(404);
    const otherProfile = await invite(owner.token, { role: 'attendant', shop_id: elsewhere });
    expect(otherProfile.statusCode).toBe(404);
    const operator = await invite(owner.token, { role: 'operator' });
    expect(operator.json()).toEqual({ error_type: 14, message: 'Apenas um operador pode convidar outro operador' });
    const noShop = await invite(owner.token, { role: 'attendant' });
    expect(noShop.json()).toEqual({ error_type: 1, message: 'Escolha a loja do convite' });
    const list = await call(staffCalls.staffList.path, { token: attendant.token, shop_id: pizzeria });
    expect(list.json().error_type).toBe(14);
  });

  it('removes an attendant, whose sessions end with their last role', async () => {
    const owner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: pizzeria }]);
    const attendant = await addStaff(t.app, t.database.db, tenant, [{ role: 'attendant', shopId: pizzeria }]);
    const removed = await call(staffCalls.staffRemove.path, {
      token: owner.token,
      shop_id: pizzeria,
      staff_id: attendant.id,
    });
    expect(removed.json()).toEqual({ error_type: 0, message: 'Acesso removido' });
    expect((await call(staffCalls.staffMe.path, { token: attendant.token })).statusCode).toBe(401);
    const again = await call(staffCalls.staffRemove.path, {
      token: owner.token,
      shop_id: pizzeria,
      staff_id: attendant.id,
    });
    expect(again.statusCode).toBe(404);
    const self = await call(staffCalls.staffRemove.path, { token: owner.token, shop_id: pizzeria, staff_id: owner.id });
    expect(self.json().error_type).toBe(14);
  });
});

describe('staff password reset', () => {
  it('sends a link that sets a new password once, ending the other sessions', async () => {
    const owner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: pizzeria }]);
    const asked = await call(staffCalls.staffPasswordReset.path, { email: owner.email });
    expect(asked.json()).toEqual({
      error_type: 0,
      message: 'Se este e-mail tiver acesso ao painel, enviamos um link para criar uma nova senha',
    });
    const { link, token } = await linkTo(owner.email);
    expect(link).toContain('/painel/nova-senha?token=');
    const changed = await call(staffCalls.staffNewPassword.path, { reset_token: token, password: 'nova-senha-1' });
    expect(changed.json()).toMatchObject({ error_type: 0, staff: { email: owner.email } });
    expect((await call(staffCalls.staffMe.path, { token: owner.token })).statusCode).toBe(401);
    expect((await call(staffCalls.staffMe.path, { token: changed.json().token })).statusCode).toBe(200);
    const reused = await call(staffCalls.staffNewPassword.path, { reset_token: token, password: 'outra-senha-2' });
    expect(reused.json().error_type).toBe(12);
    const old = await call(staffCalls.staffSignIn.path, { email: owner.email, password: staffPassword });
    expect(old.json().error_type).toBe(10);
  });

  it('answers an unknown e-mail the same, and sends nothing', async () => {
    const email = newStaffEmail();
    const asked = await call(staffCalls.staffPasswordReset.path, { email });
    expect(asked.json().message).toBe(
      'Se este e-mail tiver acesso ao painel, enviamos um link para criar uma nova senha',
    );
    expect(await lastMessageTo(t.app, email)).toBeUndefined();
  });

  it('refuses a reset link on another profile', async () => {
    const owner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: pizzeria }]);
    await call(staffCalls.staffPasswordReset.path, { email: owner.email });
    const { token } = await linkTo(owner.email);
    const there = await call(
      staffCalls.staffNewPassword.path,
      { reset_token: token, password: 'nova-senha-1' },
      other.domain,
    );
    expect(there.json().error_type).toBe(12);
  });
});
