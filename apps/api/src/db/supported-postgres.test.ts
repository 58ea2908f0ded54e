import { describe, expect, it } from 'vitest';
import { refuseUnsupportedPostgres } from './supported-postgres.ts';

describe('the PostgreSQL servers the API migrates', () => {
  it('takes 15, the oldest CI tests, and 18, the newest compose deploys', () => {
    expect(() => refuseUnsupportedPostgres(150019)).not.toThrow();
    expect(() => refuseUnsupportedPostgres(180006)).not.toThrow();
  });

  it('refuses an older server, naming its version and the one needed', () => {
    expect(() => refuseUnsupportedPostgres(140010)).toThrow(
      'PostgreSQL 15 or newer is needed; this server is 14.10 (decision 0062)',
    );
  });
});
