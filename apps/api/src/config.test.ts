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

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });
});
