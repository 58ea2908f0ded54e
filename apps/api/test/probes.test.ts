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

describe('a process that closes', () => {
  it('answers the request in flight, and is closed soon after, not a keep-alive time later', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let arrived = () => {};
    const received = new Promise<void>((resolve) => (arrived = resolve));
    const t = await createTestApp({}, (app) => {
      app.get('/test/slow', async () => {
        arrived();
        await gate;
        return { ok: true };
      });
    });
    try {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      // fetch keeps its connection alive for the next request, as a gateway's client does.
      const answer = fetch(`${address}/test/slow`);
      await received;
      let closed = false;
      const closing = t.app.close().then(() => (closed = true));
      // Answered once the server has stopped listening and reaped its idle connections.
      await expect.poll(() => t.app.server.listening).toBe(false);
      release();
      expect((await answer).status).toBe(200);
      await expect.poll(() => closed, { timeout: 5_000 }).toBe(true);
      await closing;
    } finally {
      release();
      await t.app.close();
      await t.database.close();
    }
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
