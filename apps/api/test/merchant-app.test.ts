import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { registerWebApp } from '../src/http/web-app.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

/** A built app: an index.html that says whose it is, and one hashed asset. */
function builtApp(name: string, asset: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `${name}-dist-`));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="pt-BR"><head><meta name="app-env" content="production"></head><body>${name}</body></html>`,
  );
  writeFileSync(path.join(dir, 'assets', asset), `console.log(${JSON.stringify(name)})`);
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

const web = builtApp('customer-app', 'index-Web123.js');
const merchant = builtApp('merchant-panel', 'index-Panel456.js');
const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the merchant panel beside the customer app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: web, MERCHANT_DIST: merchant, APP_ENV: 'sandbox' });
  });
  afterAll(() => t.close());

  it("answers the panel's index.html for its routes, with this server's environment, uncached", async () => {
    for (const url of [
      '/painel/',
      '/painel/index.html',
      '/painel/entrar',
      '/painel/equipe',
      '/painel/convite?token=abc',
    ]) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('merchant-panel');
      expect(res.body, url).toContain('<meta name="app-env" content="sandbox">');
    }
    const first = await get(t, '/painel/');
    const again = await get(t, '/painel/entrar', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('sends /painel to /painel/, keeping the query', async () => {
    const res = await get(t, '/painel?x=1');
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe('/painel/?x=1');
  });

  it("serves the panel's hashed assets as immutable and its other files revalidated", async () => {
    const asset = await get(t, '/painel/assets/index-Panel456.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('merchant-panel');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get(t, '/painel/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it("never answers the customer app under /painel/, nor the panel's files at the root", async () => {
    const missing = await get(t, '/painel/assets/index-Web123.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error_type).toBe(3);
    const rootAsset = await get(t, '/assets/index-Panel456.js');
    expect(rootAsset.statusCode).toBe(404);
  });

  it('keeps the customer app at the root, its routes falling back to its own index.html', async () => {
    for (const url of ['/', '/checkout', '/restaurante/12', '/painelx']) {
      // On a host of no tenant: a tenant's shop that is not there is a 404 (page-meta.test.ts).
      const res = await get(t, url, { host: 'sem-tenant.test' });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('customer-app');
    }
    const asset = await get(t, '/assets/index-Web123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("gives the panel's pages the same security headers as the customer app's", async () => {
    const panel = await get(t, '/painel/entrar');
    const customer = await get(t, '/checkout');
    for (const header of [
      'content-security-policy',
      'cross-origin-opener-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
    ]) {
      expect(panel.headers[header], header).toBeTruthy();
      expect(panel.headers[header], header).toBe(customer.headers[header]);
    }
  });

  it('keeps API paths out of both fallbacks', async () => {
    const res = await get(t, '/api/merchant/nada');
    expect(res.statusCode).toBe(404);
    expect(res.json().error_type).toBe(3);
  });
});

describe('a server with only one of the apps built', () => {
  /** Only the serving part: no database is needed to tell which index answers. */
  async function serving(env: Record<string, string>) {
    const app = Fastify();
    await registerWebApp(app, loadConfig({ LOG_LEVEL: 'silent', ...env }));
    await app.ready();
    return app;
  }
  const fetch = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

  it('answers 404 under /painel/ when the panel is not built, never the customer app', async () => {
    const app = await serving({ WEB_DIST: web, MERCHANT_DIST: '/nonexistent' });
    const res = await fetch(app, '/painel/entrar');
    expect(res.statusCode).toBe(404);
    expect(res.json().error_type).toBe(3);
    expect((await fetch(app, '/checkout')).body).toContain('customer-app');
    await app.close();
  });

  it('serves the panel when the customer app is not built', async () => {
    const app = await serving({ WEB_DIST: '/nonexistent', MERCHANT_DIST: merchant });
    expect((await fetch(app, '/painel/entrar')).body).toContain('merchant-panel');
    expect((await fetch(app, '/painel/assets/index-Panel456.js')).statusCode).toBe(200);
    expect((await fetch(app, '/checkout')).statusCode).toBe(404);
    await app.close();
  });
});
