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

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("reads the demo shops' own acceptance limits, and refuses a limit no shop may have", () => {
    const config = loadConfig({ DEMO_ACCEPT_MINUTES: 'cantina-vesuvio=1,temakeria-mare=30' });
    expect(config.DEMO_ACCEPT_MINUTES).toEqual(
      new Map([
        ['cantina-vesuvio', 1],
        ['temakeria-mare', 30],
      ]),
    );
    expect(loadConfig({}).DEMO_ACCEPT_MINUTES).toBeUndefined();
    for (const bad of ['cantina-vesuvio=0', 'cantina-vesuvio=1441', 'cantina-vesuvio', 'cantina-vesuvio=1;x=2']) {
      expect(() => loadConfig({ DEMO_ACCEPT_MINUTES: bad }), bad).toThrow(/DEMO_ACCEPT_MINUTES:/);
    }
  });
});
