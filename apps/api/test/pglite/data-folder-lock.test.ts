import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/http.ts';

/**
 * Two servers on one embedded data folder (issue 29, item 19): the second one used to open the
 * folder, die on the taken port, and leave the first writing over files it no longer owned, so
 * orders it confirmed were gone after a crash. The folder is now held by one process at a time.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'folder-lock-'));
const running: ReturnType<typeof spawn>[] = [];
afterAll(() => {
  for (const server of running) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const status = (url: string) =>
  fetch(url).then(
    (res) => res.status,
    () => 0,
  );

/** `npm start`'s server on the shared folder, at a port of its own. */
async function start() {
  const port = await freePort();
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
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.push(server);
  let stderr = '';
  server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  return { server, ready: `http://127.0.0.1:${port}/ready`, exited, stderr: () => stderr };
}

describe('one embedded data folder', () => {
  it('is refused to a second server while the first runs, and freed by the first one dying (kill -9)', async () => {
    const first = await start();
    await expect.poll(() => status(first.ready), { timeout: 60_000, interval: 200 }).toBe(200);

    const second = await start();
    // Either it stops, or (before the lock) it serves on the first one's folder.
    const serving = async () => {
      while ((await status(second.ready)) !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
      return 'serving';
    };
    expect(await Promise.race([second.exited.then((code) => `exit ${code}`), serving()])).toBe('exit 1');
    expect(second.stderr()).toContain(`Not started: ${dataDir} is in use by another process (pid ${first.server.pid}`);
    expect(second.stderr()).toContain('stop it first, or give this one another DATA_DIR');
    expect(await status(second.ready)).toBe(0);
    // The first keeps serving, alone on its folder.
    expect(await status(first.ready)).toBe(200);

    first.server.kill('SIGKILL');
    await first.exited;
    // Its lock stays behind, naming a process that is gone: the next start takes the folder.
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true);
    const third = await start();
    await expect.poll(() => status(third.ready), { timeout: 60_000, interval: 200 }).toBe(200);
    third.server.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    // A clean stop lets the folder go.
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 180_000);
});
