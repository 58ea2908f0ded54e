import { appInfoCalls } from '@delivery/contract/calls/app-info';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appReleases, sliders } from '../src/db/schema/app-info.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { createTenant, type TestTenant } from './helpers/tenants.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.database.db);
  other = await createTenant(t.database.db);
  await t.database.db.insert(appReleases).values([
    {
      profileId: tenant.id,
      platform: 'android',
      version: '2.10.0',
      updateUrl: 'https://play.example/app',
      updateMessage: 'Atualize o app',
    },
    {
      profileId: tenant.id,
      platform: 'ios',
      version: '3.0',
      updateUrl: 'https://apps.example/app',
      updateMessage: 'Nova versão',
    },
    {
      profileId: other.id,
      platform: 'android',
      version: '99.0',
      updateUrl: 'https://other.example',
      updateMessage: 'Outra loja',
    },
  ]);
  await t.database.db.insert(sliders).values([
    { profileId: tenant.id, position: 2, title: 'Segundo', image: '/b.svg' },
    { profileId: tenant.id, position: 1, title: 'Primeiro', image: '/a.svg', link: 'restaurante/12' },
    { profileId: tenant.id, position: 0, title: 'Desativado', image: '/c.svg', active: false },
    { profileId: other.id, position: 0, title: 'De outra loja', image: '/d.svg' },
  ]);
});
afterAll(() => t.close());

const infoApp = (body: Record<string, unknown>) =>
  post(t.app, tenant.domain, appInfoCalls.getInfoApp.path, {
    validate: 1,
    profile_id: tenant.id,
    ambiente: 'production',
    app_name: 'app',
    ...body,
  });

describe('getInfoApp', () => {
  it('gives the update URL and message to an older version of the platform', async () => {
    const res = await infoApp({ versao: '2.9.5', sistema: 'Android' });
    expect(res.json()).toEqual({
      error_type: 0,
      message: 'Há uma nova versão do aplicativo disponível',
      url_update_app: 'https://play.example/app',
      message_update: 'Atualize o app',
      profile_id: tenant.id,
    });
    expect((await infoApp({ versao: '2.99', sistema: 'ios' })).json().url_update_app).toBe('https://apps.example/app');
  });

  it('compares versions as numbers and leaves current or newer apps alone', async () => {
    for (const versao of ['2.10.0', '2.10', '2.11.0', '10.0']) {
      const body = (await infoApp({ versao, sistema: 'android' })).json();
      expect(body, versao).toMatchObject({ error_type: 0, url_update_app: '', message_update: '' });
    }
  });

  it("never offers an update to the web or an unknown platform, nor another tenant's release", async () => {
    expect((await infoApp({ versao: '0.1', sistema: 'web' })).json().url_update_app).toBe('');
    const fresh = await createTenant(t.database.db);
    const res = await post(t.app, fresh.domain, appInfoCalls.getInfoApp.path, {
      validate: 1,
      versao: '0.1',
      sistema: 'android',
    });
    expect(res.json().url_update_app).toBe('');
  });

  it('refuses a version that is not dotted numbers, naming the field', async () => {
    const res = await infoApp({ versao: 'latest', sistema: 'android' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error_type: 1,
      message: "O campo 'versao' é inválido: use números separados por ponto, como 1.4.2",
    });
  });
});

describe('getInfoSlider', () => {
  it("lists the tenant's active banners in order, and only its own", async () => {
    const res = await post(t.app, tenant.domain, appInfoCalls.getInfoSlider.path, {
      validate: 1,
      ambiente: 'production',
      profile_id: tenant.id,
    });
    const body = res.json();
    expect(body.error_type).toBe(0);
    expect(body.sliders.map((s: { title: string }) => s.title)).toEqual(['Primeiro', 'Segundo']);
    expect(body.sliders[0]).toMatchObject({ image: '/a.svg', link: 'restaurante/12' });
  });
});
