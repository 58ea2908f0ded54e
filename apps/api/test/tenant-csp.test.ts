import { profileCalls } from '@delivery/contract/calls/profile';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../src/db/schema/profiles.ts';
import { announceProfileChanged } from '../src/modules/tenant/service.ts';
import { createApi } from '../src/app.ts';
import { createTestApp, post, testConfig, type TestApp } from './helpers/app.ts';
import { createTenant, type TestTenant } from './helpers/tenants.ts';

/*
 * The customer app's index.html carries its tenant's page policy (decision 0042): today's policy
 * when the profile sets no analytics key, and exactly the origins of the keys it sets.
 */

let t: TestApp;
let bare: TestTenant;
let withGa: TestTenant;
const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
const merchantDist = mkdtempSync(path.join(tmpdir(), 'merchant-dist-'));

type Keys = Partial<Record<'ga_key' | 'adwords_key' | 'key_gtm' | 'face_pixel_key' | 'mautic_key', string>>;

async function setKeys(tenant: TestTenant, keys: Keys): Promise<void> {
  await t.database.db
    .update(profiles)
    .set({
      settings: sql`jsonb_set(${profiles.settings}, '{site}', (${profiles.settings}->'site') || ${JSON.stringify(keys)}::jsonb)`,
    })
    .where(eq(profiles.id, tenant.id));
  await announceProfileChanged(t.database.db, tenant.id);
}

const page = (host: string, url = '/') => t.app.inject({ method: 'GET', url, headers: { host } });

/** The policy's directives by name, each with its sources. */
function directives(policy: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

let todays: string;

beforeAll(async () => {
  for (const dir of [dist, merchantDist]) {
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><meta name="app-env" content="production">');
  }
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{}');
  // Tenants kept ten minutes: only the profile_changed notification can refresh a policy.
  t = await createTestApp({ WEB_DIST: dist, MERCHANT_DIST: merchantDist, TENANT_CACHE_MS: '600000' });
  bare = await createTenant(t.database.db);
  withGa = await createTenant(t.database.db);
  await setKeys(withGa, { ga_key: 'G-TEST123' });
  // The policy every page had before tenants had their own: a static file still gets it.
  todays = String((await page(bare.domain, '/manifest.webmanifest')).headers['content-security-policy']);
});
afterAll(() => t.close());

describe("the app's page policy per tenant", () => {
  it("a tenant with no analytics key gets today's policy, on every app route", async () => {
    expect(todays).toContain("default-src 'self'");
    // A shop that is not there is the app's page too, answered 404 (decision 0068).
    for (const [url, status] of [
      ['/', 200],
      ['/index.html', 200],
      ['/checkout', 200],
      ['/restaurante/12', 404],
    ] as const) {
      const res = await page(bare.domain, url);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-security-policy'], url).toBe(todays);
    }
  });

  it('a tenant with a GA4 key gets exactly the googletagmanager and google-analytics origins', async () => {
    const res = await page(withGa.domain);
    const before = directives(todays);
    const after = directives(res.headers['content-security-policy']);
    const added = (name: string) => (after.get(name) ?? []).filter((s) => !(before.get(name) ?? []).includes(s));
    expect(added('script-src')).toEqual(['https://www.googletagmanager.com']);
    expect(added('connect-src')).toEqual([
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    ]);
    for (const name of new Set([...before.keys(), ...after.keys()])) {
      if (name === 'script-src' || name === 'connect-src') continue;
      expect(after.get(name), name).toEqual(before.get(name));
    }
  });

  it('a revalidated page (304) carries its policy too', async () => {
    const first = await page(withGa.domain);
    const again = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: withGa.domain, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('a saved change reaches the policy at once through profile_changed', async () => {
    const tenant = await createTenant(t.database.db);
    expect((await page(tenant.domain)).headers['content-security-policy']).toBe(todays);
    await setKeys(tenant, { face_pixel_key: '123456789', mautic_key: 'https://mautic.loja.com.br' });
    await expect
      .poll(async () => directives((await page(tenant.domain)).headers['content-security-policy']).get('connect-src'))
      .toEqual([
        ...(directives(todays).get('connect-src') ?? []),
        'https://www.facebook.com',
        'https://mautic.loja.com.br',
      ]);
    const scripts = directives((await page(tenant.domain)).headers['content-security-policy']).get('script-src');
    expect(scripts).toEqual([...(directives(todays).get('script-src') ?? []), 'https://mautic.loja.com.br']);
  });

  it('a Mautic key that is not an https address adds nothing', async () => {
    const tenant = await createTenant(t.database.db);
    await setKeys(tenant, { mautic_key: 'http://mautic.loja.com.br' });
    await page(tenant.domain);
    expect((await page(tenant.domain)).headers['content-security-policy']).toBe(todays);
  });

  it('an unknown host, the panel and the API keep their own policies', async () => {
    expect((await page('ninguem.test')).headers['content-security-policy']).toBe(todays);
    expect((await page(withGa.domain, '/painel/')).headers['content-security-policy']).toBe(todays);
    const api = await post(t.app, withGa.domain, profileCalls.getProfile.path);
    expect(api.statusCode).toBe(200);
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe("the card gateway's 3-D Secure in the page policy (decision 0084)", () => {
  /** The policy of a tenant's page on an app whose Mercado Pago script is `scriptUrl`. */
  async function policyWithScript(scriptUrl: string): Promise<Map<string, string[]>> {
    const app = await createApi(
      testConfig({
        WEB_DIST: dist,
        MERCHANT_DIST: merchantDist,
        MERCADOPAGO_CLIENT_ID: '123',
        MERCADOPAGO_CLIENT_SECRET: 'secret',
        MERCADOPAGO_SCRIPT_URL: scriptUrl,
      }),
      t.database,
      false,
    );
    try {
      await app.ready();
      const res = await app.inject({ method: 'GET', url: '/', headers: { host: bare.domain } });
      expect(res.statusCode).toBe(200);
      return directives(res.headers['content-security-policy']);
    } finally {
      await app.close();
    }
  }

  it("with production's MercadoPago.js, the issuer's page may be posted to and framed on any https host", async () => {
    const policy = await policyWithScript('https://sdk.mercadopago.com/js/v2');
    expect(policy.get('frame-src')).toContain('https:');
    expect(policy.get('frame-src')?.[0]).toBe("'self'");
    expect(policy.get('form-action')).toEqual(["'self'", 'https:']);
  });

  it("without it, neither is open: the sandbox stand-in is the page's own", async () => {
    for (const policy of [directives(todays), await policyWithScript('https://mp.example.test/js/v2')]) {
      expect(policy.get('frame-src')).not.toContain('https:');
      expect(policy.get('form-action')).toEqual(["'self'"]);
    }
  });
});
