import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { testConfig } from './helpers/app.ts';
import { openTestDatabase } from './helpers/database.ts';
import { createTenant, type TestTenant } from './helpers/tenants.ts';

/**
 * The files Android and iOS read from a tenant's host before they let its app open its links
 * (decision 0044): each tenant's own app, none for a tenant without one.
 */
const upload = Array.from({ length: 32 }, (_, i) => (i * 7).toString(16).padStart(2, '0').toUpperCase()).join(':');
const play = Array.from({ length: 32 }, (_, i) => (255 - i).toString(16).toUpperCase()).join(':');
let database: DatabaseHandle;
let app: FastifyInstance;
let withApps: TestTenant;
let withoutApps: TestTenant;

beforeAll(async () => {
  database = await openTestDatabase();
  // The tenants first: the configuration names the profile.
  withApps = await createTenant(database.db);
  withoutApps = await createTenant(database.db);
  app = await createApi(
    testConfig({
      ANDROID_APP_LINKS: `${withApps.id}=br.com.exemplo.loja/${upload};${play}`,
      IOS_APP_LINKS: `${withApps.id}=TEAM123456.br.com.exemplo.loja`,
    }),
    database,
    false,
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (host: string, url: string) => app.inject({ method: 'GET', url, headers: { host } });

describe('verified links of the native apps', () => {
  it("hands Android the tenant's package and signing keys", async () => {
    const answer = await get(withApps.domain, '/.well-known/assetlinks.json');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'br.com.exemplo.loja',
          sha256_cert_fingerprints: [upload, play],
        },
      },
    ]);
  });

  it("hands iOS the tenant's app for the customer app's pages, not the panel's or the API's", async () => {
    const answer = await get(withApps.domain, '/.well-known/apple-app-site-association');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const { details } = answer.json().applinks;
    expect(details).toEqual([
      {
        appIDs: ['TEAM123456.br.com.exemplo.loja'],
        components: [
          { '/': '/painel/*', exclude: true },
          { '/': '/api/*', exclude: true },
          { '/': '/media/*', exclude: true },
          { '/': '/*' },
        ],
      },
    ]);
  });

  it('answers not found for a tenant without apps, and for a host of no tenant', async () => {
    for (const url of ['/.well-known/assetlinks.json', '/.well-known/apple-app-site-association']) {
      const none = await get(withoutApps.domain, url);
      expect(none.statusCode).toBe(404);
      expect(none.json()).toMatchObject({ error_type: expect.any(Number), message: 'Recurso não encontrado' });
      expect((await get('ninguem.example.com', url)).statusCode).toBe(404);
    }
  });

  it('refuses configuration it could not serve', () => {
    expect(() => loadConfig({ ANDROID_APP_LINKS: '200=br.com.loja' })).toThrow(/ANDROID_APP_LINKS/);
    expect(() => loadConfig({ ANDROID_APP_LINKS: `200=br.com.loja/${upload.toLowerCase()}` })).toThrow(
      /ANDROID_APP_LINKS/,
    );
    expect(() => loadConfig({ IOS_APP_LINKS: '200=br.com.loja' })).toThrow(/IOS_APP_LINKS/);
  });
});
