import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

/** Workers poll every 500 ms (pg-boss's least) and a failed job waits 1 s before its first retry. */
export const JOB_TEST_ENV = { JOBS_POLL_MS: '500', JOBS_RETRY_DELAY_SECONDS: '1', JOBS_STOP_TIMEOUT_MS: '5000' };

/** A queue of one test alone: files on one PostgreSQL share pg-boss's tables. */
export const testQueue = (what: string) => `test_${what}_${randomBytes(4).toString('hex')}`;

/** A handler that remembers when it ran and with what. */
export function recorder() {
  const runs = {
    count: 0,
    at: [] as number[],
    data: [] as unknown[],
    handler: async (data: unknown) => {
      runs.count++;
      runs.at.push(Date.now());
      runs.data.push(data);
    },
  };
  return runs;
}

/** The states of a queue's jobs, sorted, as pg-boss keeps them. */
export async function jobStates(db: Database, queue: string): Promise<string[]> {
  const result = (await db.execute(
    sql`select state::text as state from pgboss.job where name = ${queue} order by state::text`,
  )) as unknown as { rows: { state: string }[] };
  return result.rows.map((r) => r.state);
}

/** The jobs pg-boss holds on a queue under a key. */
export async function jobsKeyed(db: Database, queue: string, key: string) {
  const result = (await db.execute(
    sql`select state::text as state, retry_count from pgboss.job where name = ${queue} and singleton_key = ${key}`,
  )) as unknown as { rows: { state: string; retry_count: number }[] };
  return result.rows;
}

/** Waits long enough for a job that should not run to have run if it would. */
export const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
