import { describe, expect, it } from 'vitest';
import { readTenantBuild } from './tenant-build.ts';

const base = { APP_ID: 'br.com.pedeja.app', APP_NAME: 'Pede Já', APP_API_URL: 'https://pedeja.com.br/' };

describe('readTenantBuild', () => {
  it("takes the tenant's identity, API and profile, with docs/product.md's profile 200 by default", () => {
    expect(readTenantBuild({ ...base, APP_VERSION: '1.4.2' })).toMatchObject({
      appId: 'br.com.pedeja.app',
      appName: 'Pede Já',
      apiUrl: 'https://pedeja.com.br',
      host: 'pedeja.com.br',
      profileId: 200,
      version: '1.4.2',
      build: 10402,
      googleServices: null,
      environment: 'production',
    });
    expect(readTenantBuild({ ...base, APP_PROFILE_ID: '201', APP_BUILD: '77', APP_GOOGLE_SERVICES: '' })).toMatchObject(
      {
        profileId: 201,
        build: 77,
        googleServices: null,
      },
    );
  });

  it('names every bad variable', () => {
    expect(() =>
      readTenantBuild({ APP_ID: 'Pede Já', APP_NAME: '', APP_API_URL: 'http://pedeja.com.br', APP_VERSION: '1.4' }),
    ).toThrow(/APP_ID[\s\S]*APP_NAME[\s\S]*APP_API_URL[\s\S]*APP_VERSION/);
    expect(() => readTenantBuild({ ...base, APP_ENV: 'staging' })).toThrow(/APP_ENV/);
  });

  it('allows plain http only to a development machine', () => {
    expect(readTenantBuild({ ...base, APP_API_URL: 'http://10.0.2.2:3000' }).apiUrl).toBe('http://10.0.2.2:3000');
    expect(() => readTenantBuild({ ...base, APP_API_URL: 'http://192.168.0.9:3000' })).toThrow(/APP_API_URL/);
  });
});
