import { everyCall } from '@delivery/contract/calls/every-call';
import { placeCalls } from '@delivery/contract/calls/places';
import { profileCalls } from '@delivery/contract/calls/profile';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { createTenant, type TestTenant } from './helpers/tenants.ts';

let t: TestApp;
let tenant: TestTenant;
const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
// A library chunk as the build leaves it: the file, and its brotli and gzip copies beside it.
const vendorJs = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `palavra-${i}`))};`;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="pt-BR"><head><meta name="app-env" content="production"></head><body>app</body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log("app")');
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(path.join(dist, 'assets', 'vendor-XyZ789.js'), vendorJs);
  writeFileSync(path.join(dist, 'assets', 'vendor-XyZ789.js.br'), brotliCompressSync(vendorJs));
  writeFileSync(path.join(dist, 'assets', 'vendor-XyZ789.js.gz'), gzipSync(vendorJs));
  t = await createTestApp({ WEB_DIST: dist, APP_ENV: 'sandbox' }, (app) => {
    app.post('/api/test/crash', async () => {
      throw new Error('secret detail at /srv/app.ts:42');
    });
  });
  tenant = await createTenant(t.database.db);
});
afterAll(() => t.close());

const raw = (payload: string, contentType = 'application/json', url: string = placeCalls.cities.path) =>
  t.app.inject({ method: 'POST', url, headers: { host: tenant.domain, 'content-type': contentType }, payload });

async function stillServing() {
  const res = await post(t.app, tenant.domain, profileCalls.getProfile.path);
  expect(res.statusCode).toBe(200);
}

describe('bad input gets its documented answer and the server keeps serving', () => {
  it('malformed JSON → 400, error_type 1', async () => {
    const res = await raw('{"validate":1,');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error_type: 1, message: 'O corpo da requisição não é um JSON válido' });
    await stillServing();
  });

  it('a wrong type → 400 naming the field', async () => {
    const res = await raw(JSON.stringify({ validate: 1, profile_id: { $gt: 0 } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error_type).toBe(1);
    expect(res.json().message).toMatch(/^O campo 'profile_id' é inválido/);
    const validate = await raw(JSON.stringify({ validate: 'yes' }));
    expect(validate.json().message).toMatch(/^O campo 'validate' é inválido/);
  });

  it('a body that is not an object → 400', async () => {
    const res = await raw('[1,2,3]');
    expect(res.statusCode).toBe(400);
    expect(res.json().error_type).toBe(1);
    await stillServing();
  });

  it('a 10 MB body → 413 in the envelope', async () => {
    const res = await raw(JSON.stringify({ validate: 1, push_id: 'x'.repeat(10 * 1024 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error_type: 7, message: 'A requisição é grande demais' });
    await stillServing();
  });

  it('an oversized form body → 413 as well', async () => {
    const res = await raw(`validate=1&push_id=${'x'.repeat(2 * 1024 * 1024)}`, 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(413);
    expect(res.json().error_type).toBe(7);
  });

  it('an unsupported content type → 415 in the envelope', async () => {
    const res = await raw('<xml/>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json().error_type).toBe(8);
  });

  it('an unknown API path → 404 in the envelope, for any method', async () => {
    for (const method of ['POST', 'GET'] as const) {
      const res = await t.app.inject({ method, url: '/api/nada/aqui', headers: { host: tenant.domain } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error_type: 3, message: 'Recurso não encontrado' });
    }
  });

  it('a crash → 500, error_type 99, the generic message and no stack or detail', async () => {
    const res = await raw('{}', 'application/json', '/api/test/crash');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error_type: 99, message: 'Ocorreu um erro desconhecido, por favor tente novamente' });
    expect(res.body).not.toContain('secret');
    await stillServing();
  });

  it("every answer carries a request id and the hardening headers: the API's compact, the pages' full", async () => {
    const res = await post(t.app, tenant.domain, profileCalls.getProfile.path);
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
    });
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { host: tenant.domain } });
    expect(page.headers['x-request-id']).toBeTruthy();
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('refuses the browser features no app uses on every answer: API, page, asset and error', async () => {
    const answers = [
      await post(t.app, tenant.domain, profileCalls.getProfile.path),
      await t.app.inject({ method: 'GET', url: '/', headers: { host: tenant.domain } }),
      await t.app.inject({ method: 'GET', url: '/assets/vendor-XyZ789.js' }),
      await t.app.inject({ method: 'GET', url: '/api/nao-existe' }),
    ];
    for (const res of answers) {
      const policy = String(res.headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy, res.raw.req.url).toContain(`${feature}=()`);
      }
    }
  });
});

describe('the built web app', () => {
  it("serves index.html uncached, with this server's environment", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<meta name="app-env" content="sandbox">');
    const again = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('falls back to index.html for app routes', async () => {
    for (const url of ['/restaurante/12', '/campinas/pizzaria/bella-napoli', '/checkout?x=1', '/index.html']) {
      // On a host of no tenant: a tenant's shop that is not there is a 404 (page-meta.test.ts).
      const res = await t.app.inject({ method: 'GET', url, headers: { host: 'sem-tenant.test' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('app-env');
    }
  });

  it('serves hashed assets as immutable and other files revalidated', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The service worker above all: a browser must find each deploy's new one.
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it("sends a script or an image with an asset's headers, the service worker with the page's policy", async () => {
    for (const encoding of ['identity', 'br']) {
      const asset = await t.app.inject({
        method: 'GET',
        url: '/assets/vendor-XyZ789.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(asset.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      });
      expect(asset.headers['x-request-id']).toBeTruthy();
      for (const pageOnly of ['strict-transport-security', 'cross-origin-opener-policy', 'x-frame-options']) {
        expect(asset.headers[pageOnly], `${pageOnly} (${encoding})`).toBeUndefined();
      }
    }
    // The worker's own fetches obey the policy its script came with.
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.headers['content-security-policy']).toContain("connect-src 'self'");
  });

  it("sends the build's brotli or gzip copy of an asset to a client that takes it, the file to one that does not", async () => {
    const get = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/vendor-XyZ789.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const brotli = await get('gzip, deflate, br, zstd');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(vendorJs);

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(vendorJs);

    const identity = await get();
    expect(identity.statusCode).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['vary']).toMatch(/accept-encoding/i);
    expect(identity.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(identity.body).toBe(vendorJs);
  });

  it('answers a missing file with 404, not the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error_type).toBe(3);
  });
});

describe('API documentation', () => {
  it('publishes the OpenAPI document generated from the contract, and a UI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    for (const call of everyCall.filter((c) => !c.hidden)) {
      const openApiPath = call.path.replace(/:(\w+)/g, '{$1}');
      for (const method of call.methods) {
        expect(doc.paths[openApiPath]?.[method.toLowerCase()]?.tags, `${method} ${call.path}`).toEqual([call.tag]);
      }
      expect(doc.paths[openApiPath][call.methods[0].toLowerCase()].operationId).toBe(call.operationId);
    }
    const cities = doc.paths[placeCalls.getDistricts.path].post;
    expect(JSON.stringify(cities.requestBody)).toContain('city_id');
    const ui = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('compresses large answers for clients that accept it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
