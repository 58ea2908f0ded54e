import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 3000, PGlite in ./data and production', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', APP_ENV: 'production', SEED_DEMO: true });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable at once', () => {
    const attempt = () => loadConfig({ PORT: 'abc', APP_ENV: 'staging', DATABASE_URL: 'mysql://x' });
    expect(attempt).toThrow(/Invalid configuration/);
    for (const name of ['PORT', 'APP_ENV', 'DATABASE_URL']) expect(attempt).toThrow(new RegExp(`\\b${name}:`));
  });

  it('takes both VAPID keys or neither', () => {
    const publicKey = `B${'A'.repeat(86)}`;
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(
      /VAPID_PRIVATE_KEY: set both VAPID keys, or neither/,
    );
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: 'A'.repeat(43) })).toThrow(/VAPID_PUBLIC_KEY: set both/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'A'.repeat(43) })).toThrow(
      /VAPID_PUBLIC_KEY: an uncompressed P-256 public key/,
    );
    expect(loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: 'A'.repeat(43) })).toMatchObject({
      VAPID_PUBLIC_KEY: publicKey,
    });
  });

  it("hashes passwords at OWASP's cost, and takes the light one only in a sandbox", () => {
    expect(loadConfig({}).PASSWORD_HASH_COST).toBe('owasp');
    expect(loadConfig({ APP_ENV: 'sandbox', PASSWORD_HASH_COST: 'light' }).PASSWORD_HASH_COST).toBe('light');
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'light' })).toThrow(
      /PASSWORD_HASH_COST: `light` is for a sandbox only/,
    );
    expect(() => loadConfig({ APP_ENV: 'sandbox', PASSWORD_HASH_COST: 'none' })).toThrow(/PASSWORD_HASH_COST:/);
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('keeps photos in the data folder unless an S3 bucket is set, and names what an S3 setting lacks', () => {
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
    const s3 = {
      S3_BUCKET: 'fotos-da-loja',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_ACCESS_KEY_ID: 'chave',
      S3_SECRET_ACCESS_KEY: 'segredo',
      S3_PUBLIC_URL: 'https://fotos.example.com/',
    };
    expect(loadConfig(s3)).toMatchObject({ ...s3, S3_REGION: 'us-east-1', S3_PUBLIC_URL: 'https://fotos.example.com' });
    // Amazon S3 itself, with the machine's role: a bucket and its public address are enough.
    expect(loadConfig({ S3_BUCKET: 'fotos', S3_PUBLIC_URL: 'https://fotos.s3.amazonaws.com' })).toMatchObject({
      S3_BUCKET: 'fotos',
    });
    expect(() => loadConfig({ S3_BUCKET: 'fotos' })).toThrow(/S3_PUBLIC_URL:/);
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_SECRET_ACCESS_KEY: set both S3 keys/);
    expect(() => loadConfig({ ...s3, S3_ACCESS_KEY_ID: '' })).toThrow(/S3_ACCESS_KEY_ID: set both S3 keys/);
    expect(() => loadConfig({ S3_ENDPOINT: 'https://s3.example.com' })).toThrow(/S3_ENDPOINT: set S3_BUCKET too/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Fotos_Da_Loja' })).toThrow(/S3_BUCKET: a bucket name/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'ftp://s3.example.com' })).toThrow(/S3_ENDPOINT:/);
  });
});
