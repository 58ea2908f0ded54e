import { sql } from 'drizzle-orm';
import PgBoss10 from 'pg-boss-10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { keyedJobId } from '../src/jobs/job-row.ts';
import { JobQueue } from '../src/jobs/queue.ts';
import { openTestDatabase } from './helpers/database.ts';
import { jobStates, recorder, settle } from './helpers/jobs.ts';

/**
 * A database pg-boss 10 made, which no pg-boss release migrates to 12 (decision 0064): the job
 * queue of today starts on it with jobs still to run, and they run.
 */

const warnings: object[] = [];
const log = { warn: (fields: object) => void warnings.push(fields), error: () => undefined };
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase({ own: true });
});
afterAll(() => database.close());

describe('a job queue pg-boss 10 left', () => {
  it('is carried over to pg-boss 12: waiting, failed-once and later jobs run, each once', async () => {
    const old = new PgBoss10({
      db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
      schema: 'pgboss',
      schedule: false,
      supervise: false,
    });
    old.on('error', () => undefined);
    await old.start();
    await old.createQueue('upgrade_orders', { name: 'upgrade_orders', retryLimit: 4, retryDelay: 1 });
    // Keyed as our send wrote it under pg-boss 10: its id is the key's (keyedJobId).
    await old.send(
      'upgrade_orders',
      { n: 'now' },
      { id: keyedJobId('upgrade_orders', 'order-1'), singletonKey: 'order-1' },
    );
    await old.send('upgrade_orders', { n: 'later' }, { startAfter: new Date(Date.now() + 2_500) });
    // One taken and failed once by the old process: it waits for its retry.
    await old.send('upgrade_orders', { n: 'retried' });
    const [taken] = (await old.fetch('upgrade_orders', { batchSize: 1 })) ?? [];
    await old.fail('upgrade_orders', taken!.id, { message: 'provider down' });
    await old.stop({ graceful: false, close: false, wait: true });
    const version = (await database.executeSql('select version from pgboss.version')).rows[0]?.version;
    expect(version).toBe(24);

    const jobs = new JobQueue(database, { pollMs: 500, retryDelaySeconds: 1, stopTimeoutMs: 2_000, log });
    try {
      await jobs.start();
      expect(warnings).toEqual([expect.objectContaining({ carried: 3 })]);
      const runs = recorder();
      await jobs.work('upgrade_orders', runs.handler);
      await expect
        .poll(() => runs.data.map((d) => (d as { n: string }).n).sort(), { timeout: 10_000, interval: 100 })
        .toEqual(['later', 'now', 'retried']);
      await settle(1_200);
      expect(runs.count).toBe(3);
      expect(await jobStates(database.db, 'upgrade_orders')).toEqual(['completed', 'completed', 'completed']);
      // The old schema is gone, the new one is pg-boss 12's, and its key still holds.
      const schemas = await database.executeSql(`select nspname from pg_namespace where nspname like 'pgboss%'`);
      expect(schemas.rows.map((row) => row.nspname)).toEqual(['pgboss']);
      expect(
        Number((await database.executeSql('select version from pgboss.version')).rows[0]?.version),
      ).toBeGreaterThan(24);
      expect(await jobs.send('upgrade_orders', { n: 'again' }, { singletonKey: 'order-1' })).toBeNull();
    } finally {
      await jobs.stop();
    }

    // A second start finds nothing more to carry.
    const again = new JobQueue(database, { pollMs: 500, retryDelaySeconds: 1, stopTimeoutMs: 2_000, log });
    await again.start();
    await again.stop();
    expect(warnings).toHaveLength(1);
    await database.db.execute(sql`select 1`);
  }, 60_000);
});
