import { profileCalls } from '@delivery/contract/calls/profile';
import { ZGetProfileResponse } from '@delivery/contract/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { createTenant, type TestTenant } from './helpers/tenants.ts';

let t: TestApp;
let market: TestTenant;
let single: TestTenant;

beforeAll(async () => {
  t = await createTestApp();
  market = await createTenant(t.database.db, 'MARKETPLACE');
  single = await createTenant(t.database.db, 'SINGLE');
});
afterAll(() => t.close());

describe('getProfile', () => {
  it('answers the profile the host resolves to, with every field docs/product.md names', async () => {
    const res = await post(t.app, `${market.domain}:3000`, profileCalls.getProfile.path, {
      validate: 1,
      domain: market.domain,
    });
    expect(res.statusCode).toBe(200);
    const body = ZGetProfileResponse.parse(res.json());
    expect(body).toMatchObject({ error_type: 0, profile_id: market.id, site: { type_flow: 'MARKETPLACE' } });
    expect(Object.keys(body.site).sort()).toEqual(
      [
        'icone',
        'ga_key',
        'adwords_key',
        'mautic_key',
        'key_gtm',
        'face_pixel_key',
        'type_flow',
        'politica_provacidade',
        'logo_pwa_app',
      ].sort(),
    );
    expect(Object.keys(body.login)).toEqual(
      expect.arrayContaining([
        'text_email',
        'label_login_phone',
        'menu_ios',
        'menu_android',
        'by_input',
        'input_type',
        'label_generic_top',
        'internal_label',
        'text_button_next',
      ]),
    );
    expect(body.login.menu_ios).toEqual({ display_menu: '1', google: '1', facebook: '0', phone: '1' });
    expect(body.facebook).toHaveProperty('appId');
    expect(body.cache.profile4api_getProfile).toBe(3);
  });

  it('tells tenants apart by host name alone, whatever the case or port', async () => {
    const res = await post(t.app, `${single.domain.toUpperCase()}:8443`, profileCalls.getProfile.path);
    expect(res.json()).toMatchObject({ profile_id: single.id, site: { type_flow: 'SINGLE' } });
  });

  it('ignores a body `domain` naming another tenant: the host decides', async () => {
    const res = await post(t.app, market.domain, profileCalls.getProfile.path, { validate: 1, domain: single.domain });
    expect(res.json().profile_id).toBe(market.id);
  });

  it('accepts its own profile_id, as a number or a form string', async () => {
    expect(
      (await post(t.app, market.domain, profileCalls.getProfile.path, { validate: 1, profile_id: market.id }))
        .statusCode,
    ).toBe(200);
    const form = await t.app.inject({
      method: 'POST',
      url: profileCalls.getProfile.path,
      headers: { host: market.domain, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `validate=1&profile_id=${market.id}&push_id=abc`,
    });
    expect(form.statusCode).toBe(200);
    expect(form.json().profile_id).toBe(market.id);
  });

  it("refuses a profile_id of another tenant, with a clear message and nothing of the other's data", async () => {
    const res = await post(t.app, market.domain, profileCalls.getProfile.path, { validate: 1, profile_id: single.id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error_type: 5,
      message: 'Esta requisição pertence a outra loja. Atualize a página e tente novamente',
    });
  });

  it('answers 404 in the envelope for a host no profile owns', async () => {
    const res = await post(t.app, 'ninguem.example.com', profileCalls.getProfile.path);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error_type: 3, message: 'Nenhuma loja está configurada para este endereço' });
  });

  it('works with no body at all', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: profileCalls.getProfile.path,
      headers: { host: market.domain },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile_id).toBe(market.id);
  });
});
