import { customerCalls } from '@delivery/contract/calls/customer';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../src/db/schema/profiles.ts';
import { newEmail, newPhone, newSignup, registerAccount } from './helpers/accounts.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { startFacebook, startGoogle } from './helpers/fake-providers.ts';
import { createTenant, settingsFor, type TestTenant } from './helpers/tenants.ts';

const CLIENT_ID = 'loja-teste.apps.googleusercontent.com';
const FB_APP = '1234567890';
const FB_SECRET = 'segredo-do-app';

let t: TestApp;
let shop: TestTenant;
let google: Awaited<ReturnType<typeof startGoogle>>;
let facebook: Awaited<ReturnType<typeof startFacebook>>;

beforeAll(async () => {
  google = await startGoogle();
  facebook = await startFacebook(
    {
      'fb-token-ana': { id: 'fb-ana', name: 'Ana Facebook', email: 'ana.fb@example.com', appId: FB_APP },
      'fb-token-other-app': { id: 'fb-x', name: 'X', email: 'x@example.com', appId: '999' },
    },
    `${FB_APP}|${FB_SECRET}`,
  );
  t = await createTestApp({
    APP_ENV: 'sandbox',
    GOOGLE_JWKS_URL: google.jwksUrl,
    FACEBOOK_GRAPH_URL: facebook.graphUrl,
  });
  shop = await createTenant(t.database.db);
  const settings = settingsFor('MARKETPLACE', shop.title);
  settings.google.clientId = CLIENT_ID;
  settings.facebook.appId = FB_APP;
  await t.database.db.update(profiles).set({ settings, facebookAppSecret: FB_SECRET }).where(eq(profiles.id, shop.id));
});
afterAll(async () => {
  await t.close();
  await google.close();
  await facebook.close();
});

const login = (body: Record<string, unknown>) =>
  post(t.app, shop.domain, customerCalls.login.path, { validate: 1, ...body });

describe('Google sign-in', () => {
  it('an unknown identity answers error_type 2 with the name and e-mail for sign-up, then registers and signs in', async () => {
    const email = newEmail();
    const idToken = await google.sign({ sub: `g-${email}`, email, name: 'Bruna Google', aud: CLIENT_ID });
    const first = (await login({ google_id_token: idToken })).json();
    expect(first).toEqual({
      error_type: 2,
      message: 'Não encontramos uma conta ligada ao seu Google. Complete seu cadastro para continuar',
      social: { provider: 'google', name: 'Bruna Google', email },
    });
    const reg = await post(t.app, shop.domain, customerCalls.register.path, {
      validate: 1,
      name: 'Bruna G.',
      email: 'ignorado@example.com',
      cell_phone: newPhone(),
      google_id_token: idToken,
      term: '1',
    });
    expect(reg.json()).toMatchObject({ error_type: 0, customer: [{ name: 'Bruna G.', email }] });
    expect((await login({ google_id_token: idToken })).json()).toMatchObject({ error_type: 0, customer: [{ email }] });
  });

  it('links a verified Google e-mail to the account that has it', async () => {
    const { signup } = await registerAccount(t.app, shop.domain, newSignup());
    const idToken = await google.sign({
      sub: `g-link-${signup.email}`,
      email: signup.email,
      name: 'X',
      aud: CLIENT_ID,
    });
    expect((await login({ google_id_token: idToken })).json()).toMatchObject({
      error_type: 0,
      customer: [{ email: signup.email, name: signup.name }],
    });
  });

  it.each([
    ['expired', { aud: CLIENT_ID }, { expiresIn: Math.floor(Date.now() / 1000) - 60 }],
    ['for another audience', { aud: 'outro-app.apps.googleusercontent.com' }, {}],
    ['from another issuer', { aud: CLIENT_ID, iss: 'https://evil.example.com' }, {}],
    ['forged (signed with another key)', { aud: CLIENT_ID }, { key: 'forged' as const }],
  ])('refuses a token %s', async (_case, claims, options) => {
    const idToken = await google.sign({ sub: 'g-bad', email: newEmail(), ...claims }, options);
    const res = await login({ google_id_token: idToken });
    expect(res.json()).toEqual({
      error_type: 10,
      message: 'Não foi possível confirmar seu login com Google. Tente novamente',
    });
  });

  it('refuses a string that is not a token at all', async () => {
    expect((await login({ google_id_token: 'abc' })).json().error_type).toBe(10);
  });
});

describe('Facebook sign-in', () => {
  it('checks the token with debug_token, then signs up and in', async () => {
    const first = (await login({ facebook_access_token: 'fb-token-ana' })).json();
    expect(first).toMatchObject({
      error_type: 2,
      social: { provider: 'facebook', name: 'Ana Facebook', email: 'ana.fb@example.com' },
    });
    const reg = await post(t.app, shop.domain, customerCalls.register.path, {
      validate: 1,
      name: 'Ana',
      cell_phone: newPhone(),
      facebook_access_token: 'fb-token-ana',
      term: '1',
    });
    expect(reg.json()).toMatchObject({ error_type: 0, customer: [{ email: 'ana.fb@example.com' }] });
    expect((await login({ facebook_access_token: 'fb-token-ana' })).json().error_type).toBe(0);
  });

  it('refuses an invalid token and one issued to another app', async () => {
    for (const token of ['fb-token-unknown', 'fb-token-other-app']) {
      expect((await login({ facebook_access_token: token })).json(), token).toEqual({
        error_type: 10,
        message: 'Não foi possível confirmar seu login com Facebook. Tente novamente',
      });
    }
  });
});
