import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApi } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { JOB_TEST_ENV, recorder, testQueue } from '../helpers/jobs.ts';

// The embedded database kept in a folder; on PostgreSQL, postgres/jobs-processes.test.ts restarts
// an app on the same database.
describe('a job on the embedded database', () => {
  it('outlives the app that sent it: the next app on the same folder runs it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'jobs-pglite-'));
    const config = loadConfig({ ...JOB_TEST_ENV, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DATA_DIR: dataDir });
    const queue = testQueue('restart');
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir });
      await first.migrate();
      const before = await createApi(config, first, false);
      // This app never works the queue: it only creates it and sends.
      await before.jobs.work(queue, async () => {
        throw new Error('the first app must not run it');
      });
      await before.jobs.send(queue, { id: randomUUID() }, { startAfter: new Date(Date.now() + 60_000) });
      await before.close();
      await first.close();

      const second = await openDatabase({ kind: 'pglite', dataDir });
      const after = await createApi(config, second, false);
      const runs = recorder();
      await after.jobs.work(queue, runs.handler);
      // Due now: as if the minute had passed while the process was down.
      await second.db.execute(sql`update pgboss.job set start_after = now() where name = ${queue}`);
      await expect.poll(() => runs.count, { timeout: 5_000, interval: 50 }).toBe(1);
      await after.close();
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
