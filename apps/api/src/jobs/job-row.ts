import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';

/** pg-boss's schema: its tables hold every job and queue (decision 0027). */
export const JOBS_SCHEMA = 'pgboss';

const queueName = /^[a-z][a-z0-9_]{0,49}$/;

export function assertQueueName(name: string): void {
  if (!queueName.test(name)) throw new Error(`job queue name '${name}': lower case, digits and _ only`);
}

/**
 * The id of the job a key names on a queue: a job is one row per (queue, id), so sending the same
 * key again writes nothing. md5 here only spreads a name over a uuid; it guards no secret, and SQL
 * (keyedJobId) works it out alike.
 */
export function keyedJobId(queue: string, key: string): string {
  const hex = createHash('md5').update(`${queue}:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What a job row is made of, as SQL (parameters, or values of a statement it joins). */
export type JobRowSql = {
  /** A jsonb value. */
  data: SQL;
  /** A timestamptz; null runs it now. */
  startAfter: SQL | null;
  /** A text: the same key on a queue is one job (keyedJobId); null: always a new job. */
  singletonKey: SQL | null;
  /** A boolean: when false, no job is written (and a transaction of that alone writes nothing to flush). */
  onlyIf?: SQL | undefined;
};

/**
 * `insert into` pg-boss's job table, written as pg-boss 12's own `send` writes it (its
 * `insertJobs`: retries, backoff, expiry, deletion and retention taken from the queue's row, with
 * pg-boss's defaults where the queue has none), as SQL of ours, so it can join the caller's
 * transaction (or become a data-modifying CTE of a larger statement). Its queue must exist
 * (JobQueue.work creates it at start): a job for an unknown queue breaks the job table's foreign
 * key and fails its statement, rather than vanish. Answers the job's id.
 */
export function insertJobSql(queue: string, job: JobRowSql): SQL {
  assertQueueName(queue);
  const name = sql.raw(`'${queue}'`);
  const schema = sql.raw(JOBS_SCHEMA);
  const id = job.singletonKey ? sql`md5(${name} || ':' || ${job.singletonKey})::uuid` : sql`gen_random_uuid()`;
  const startAfter = job.startAfter ? sql`coalesce(${job.startAfter}, ${schema}.job_now())` : sql`${schema}.job_now()`;
  return sql`
    insert into ${schema}.job (
      id, name, data, start_after, singleton_key, expire_seconds, deletion_seconds, keep_until,
      retry_limit, retry_delay, retry_backoff, retry_delay_max, policy, dead_letter, heartbeat_seconds
    )
    select
      ${id}, ${name}, ${job.data}, ${startAfter}, ${job.singletonKey ?? sql`null`},
      coalesce(q.expire_seconds, ${sql.raw(String(QUEUE_DEFAULTS.expireSeconds))}),
      coalesce(q.deletion_seconds, ${sql.raw(String(QUEUE_DEFAULTS.deletionSeconds))}),
      ${startAfter} + coalesce(q.retention_seconds, ${sql.raw(String(QUEUE_DEFAULTS.retentionSeconds))}) * interval '1 second',
      coalesce(q.retry_limit, 2), coalesce(q.retry_delay, 0), coalesce(q.retry_backoff, false), q.retry_delay_max,
      q.policy, q.dead_letter, q.heartbeat_seconds
    from (select) as one left join ${schema}.queue q on q.name = ${name}
    ${job.onlyIf ? sql`where ${job.onlyIf}` : sql``}
    on conflict do nothing
    returning id`;
}

/** pg-boss 12's defaults for a queue that sets none (its QUEUE_DEFAULTS): 15 minutes, 7 and 14 days. */
const QUEUE_DEFAULTS = { expireSeconds: 15 * 60, deletionSeconds: 7 * 86_400, retentionSeconds: 14 * 86_400 };
