import { profileCalls } from '@delivery/contract/calls/profile';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { sendHttp } from './helpers/http.ts';
import { createTenant, type TestTenant } from './helpers/tenants.ts';

// Over real HTTP: the answer replay at the server's door must not hand one origin's answer to another.
let t: TestApp;
let port: number;
let tenant: TestTenant;

beforeAll(async () => {
  t = await createTestApp({ TENANT_CACHE_MS: '30000' });
  tenant = await createTenant(t.database.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const getProfile = (origin?: string) =>
  sendHttp(port, {
    method: 'POST',
    path: profileCalls.getProfile.path,
    host: tenant.domain,
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: JSON.stringify({ validate: 1 }),
  });

const preflight = (origin: string) =>
  sendHttp(port, {
    method: 'OPTIONS',
    path: profileCalls.getProfile.path,
    host: tenant.domain,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,authorization,x-device-id',
    },
  });

describe('CORS for the native app', () => {
  it.each(['capacitor://localhost', 'https://localhost'])(
    'lets the app at %s send JSON and read the answer',
    async (origin) => {
      const allowed = await preflight(origin);
      expect(allowed.status).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe(origin);
      expect(String(allowed.headers['access-control-allow-methods'])).toContain('POST');
      expect(String(allowed.headers['access-control-allow-headers'])).toBe('content-type, authorization, x-device-id');
      expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();

      const answer = await getProfile(origin);
      expect(answer.status).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBe(origin);
      expect(String(answer.headers.vary)).toMatch(/origin/i);
      expect(JSON.parse(answer.body.toString())).toMatchObject({ error_type: 0, profile_id: tenant.id });
    },
  );

  it('gives no other origin a CORS header, on the preflight or the answer', async () => {
    for (const origin of ['https://evil.example', 'http://localhost', 'capacitor://evil.example', 'null']) {
      const refused = await preflight(origin);
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
      expect(refused.headers['access-control-allow-methods']).toBeUndefined();
      const answer = await getProfile(origin);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    }
    // The site itself (same origin, no Origin header on its reads) needs none.
    expect((await getProfile()).headers['access-control-allow-origin']).toBeUndefined();
  });

  it("never replays one origin's answer to another", async () => {
    // The same public read, kept at the door once its path is known, from the site then the app.
    await getProfile();
    await getProfile();
    const before = t.app.answerReplay.replayed();
    expect((await getProfile()).headers['access-control-allow-origin']).toBeUndefined();
    expect(t.app.answerReplay.replayed()).toBe(before + 1);
    expect((await getProfile('capacitor://localhost')).headers['access-control-allow-origin']).toBe(
      'capacitor://localhost',
    );
    expect((await getProfile('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    expect((await getProfile('capacitor://localhost')).headers['access-control-allow-origin']).toBe(
      'capacitor://localhost',
    );
  });
});

describe('CORS_ORIGINS', () => {
  it('replaces the app origins, and none turns CORS off', async () => {
    const custom = await createTestApp({ CORS_ORIGINS: 'https://app.example.com' });
    const off = await createTestApp({ CORS_ORIGINS: 'none' });
    try {
      const inject = (app: TestApp, origin: string) =>
        app.app.inject({
          method: 'POST',
          url: profileCalls.getProfile.path,
          headers: { host: tenant.domain, origin, 'content-type': 'application/json' },
          payload: '{"validate":1}',
        });
      expect((await inject(custom, 'https://app.example.com')).headers['access-control-allow-origin']).toBe(
        'https://app.example.com',
      );
      expect((await inject(custom, 'capacitor://localhost')).headers['access-control-allow-origin']).toBeUndefined();
      expect((await inject(off, 'capacitor://localhost')).headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await custom.close();
      await off.close();
    }
  });

  it('refuses a value that is not a list of origins', () => {
    expect(() => loadConfig({ CORS_ORIGINS: 'https://app.example.com/path' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
  });
});
