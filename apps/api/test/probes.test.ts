import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

describe('the operator’s probes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('/health says the process lives; /ready that it can serve, with what it checked', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ error_type: 0, message: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ error_type: 0, message: 'ok', database: t.database.kind, redis: 'off' });
  });

  it('a draining process is not ready but still alive', async () => {
    t.app.startDraining();
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ error_type: 99, message: 'shutting down' });
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});

describe('a process whose Redis does not answer', () => {
  it('is alive and not ready, and says why, without waiting on Redis', async () => {
    // Nothing listens on port 1 of loopback.
    const t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const started = Date.now();
      const ready = await t.app.inject({ method: 'GET', url: '/ready' });
      // The ping gives up after a second: the probe answers, it does not hang on Redis.
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(ready.statusCode, ready.body).toBe(503);
      expect(ready.json()).toMatchObject({ message: 'redis unreachable', redis: 'unreachable' });
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
