import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../helpers/http.ts';

// A real process on the embedded database (the probes themselves are tested on both, probes.test.ts).
const status = (url: string) =>
  fetch(url).then(
    (res) => res.status,
    () => 0,
  );

describe('SIGTERM', () => {
  it('turns readiness off first, keeps serving while the balancer notices, then exits cleanly', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shutdown-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = spawn('node', [path.resolve(import.meta.dirname, '../../src/server.ts')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
        MERCHANT_DIST: '/nonexistent',
        SHUTDOWN_DRAIN_MS: '1500',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    try {
      // A first start makes its database (initdb): as long as data-folder-lock.test.ts gives it, the
      // two files' servers starting side by side on two cores.
      await expect.poll(() => status(`${base}/ready`), { timeout: 60_000, interval: 100 }).toBe(200);
      const signalledAt = Date.now();
      server.kill('SIGTERM');
      await expect.poll(() => status(`${base}/ready`), { timeout: 1_000, interval: 20 }).toBe(503);
      // Still answering during the drain: a request the balancer already sent is served.
      expect(await status(`${base}/health`)).toBe(200);
      expect(await exited).toBe(0);
      expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(1_400);
      expect(await status(`${base}/health`)).toBe(0);
    } finally {
      server.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
