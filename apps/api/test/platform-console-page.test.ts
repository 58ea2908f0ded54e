import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { registerWebApp } from '../src/http/web-app.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { platformHost } from './helpers/platform.ts';
import { createTenant } from './helpers/tenants.ts';

/** A built app: each page says which it is, and carries the environment the server fills in. */
function built(name: string, pages: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), `${name}-dist-`));
  mkdirSync(path.join(dir, 'assets'));
  for (const [file, body] of Object.entries(pages)) {
    writeFileSync(
      path.join(dir, file),
      `<!doctype html><html lang="pt-BR"><head><meta name="app-env" content="production"></head><body>${body}</body></html>`,
    );
  }
  return dir;
}

const web = built('customer-app', { 'index.html': 'customer-app' });
const merchant = built('merchant', { 'index.html': 'merchant-panel', 'plataforma.html': 'platform-console' });

describe("the platform's console page", () => {
  let t: TestApp;
  let tenantHost: string;
  beforeAll(async () => {
    t = await createTestApp({
      WEB_DIST: web,
      MERCHANT_DIST: merchant,
      APP_ENV: 'sandbox',
      PLATFORM_HOST: platformHost,
    });
    tenantHost = (await createTenant(t.database.db)).domain;
  });
  afterAll(() => t.close());

  const get = (host: string, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

  it("answers on the platform's host for its routes, with this server's environment, uncached", async () => {
    for (const url of ['/plataforma', '/plataforma/', '/plataforma/entrar', '/plataforma/auditoria?x=1']) {
      const res = await get(platformHost, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('platform-console');
      expect(res.body, url).toContain('<meta name="app-env" content="sandbox">');
    }
    const first = await get(platformHost, '/plataforma/');
    const again = await get(platformHost, '/plataforma/entrar', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("sends the platform host's root to the console, and a tenant's root stays its app", async () => {
    const root = await get(platformHost, '/');
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/plataforma/');
    expect((await get(tenantHost, '/')).body).toContain('customer-app');
  });

  it('knows the platform host as a browser writes it, with a port or in capitals', async () => {
    for (const host of [`${platformHost}:3000`, platformHost.toUpperCase()]) {
      expect((await get(host, '/plataforma/entrar')).body, host).toContain('platform-console');
    }
  });

  it("leaves /plataforma/ to the customer app on a tenant's host, as any other path", async () => {
    for (const url of ['/plataforma', '/plataforma/', '/plataforma/entrar']) {
      const res = await get(tenantHost, url);
      expect(res.body, url).toContain('customer-app');
      expect(res.body, url).not.toContain('platform-console');
    }
  });

  it("keeps the panel's own /painel/plataforma/ pages the panel's, on every host", async () => {
    for (const host of [tenantHost, platformHost]) {
      const res = await get(host, '/painel/plataforma/aparencia');
      expect(res.statusCode, host).toBe(200);
      expect(res.body, host).toContain('merchant-panel');
    }
  });

  it('answers a file that is not there under /plataforma/ as not found, not as the page', async () => {
    const res = await get(platformHost, '/plataforma/nada.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('platform-console');
  });
});

describe('the console page elsewhere', () => {
  /** Only the serving part: no database is needed to tell which page answers. */
  async function serving(env: Record<string, string>) {
    const app = Fastify();
    await registerWebApp(app, loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: web, ...env }));
    await app.ready();
    return app;
  }

  it('is nowhere when no platform host is set', async () => {
    const app = await serving({ MERCHANT_DIST: merchant });
    const res = await app.inject({ method: 'GET', url: '/plataforma/', headers: { host: platformHost } });
    expect(res.body).toContain('customer-app');
    await app.close();
  });

  it("is not found on the platform's host when the panel was built without it", async () => {
    const panelOnly = built('panel-only', { 'index.html': 'merchant-panel' });
    const app = await serving({ MERCHANT_DIST: panelOnly, PLATFORM_HOST: platformHost });
    const res = await app.inject({ method: 'GET', url: '/plataforma/entrar', headers: { host: platformHost } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error_type).toBe(3);
    await app.close();
  });
});
