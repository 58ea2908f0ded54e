import { JobQueue, type JobLog } from '../jobs/queue.ts';
import { JOBS_SCHEMA } from '../jobs/job-row.ts';
import type { DatabaseHandle } from './client.ts';

type Table = { schema: string; name: string };
type Log = JobLog & { info(fields: object, message: string): void };

/** Rows per statement: a batch of orders with their items and addresses stays a few megabytes of JSON. */
const BATCH_ROWS = 2_000;

const quoted = ({ schema, name }: Table) => `"${schema}"."${name}"`;

/**
 * The tables of our schema, and the job queue's jobs, whose rows are copied, parents before
 * children. A queue's partitions are its jobs' own tables: their rows come with the parent `job`.
 * pg-boss's other tables (its version, queues, async migrations, warnings) are the target's own,
 * written as it started; the queues are made anew below.
 */
async function tablesInOrder(source: DatabaseHandle): Promise<Table[]> {
  const { rows: tables } = await source.executeSql(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where (n.nspname = 'public' or (n.nspname = $1 and c.relname = 'job'))
       and c.relkind in ('r', 'p') and not c.relispartition`,
    [JOBS_SCHEMA],
  );
  const { rows: references } = await source.executeSql(
    `select cn.nspname || '.' || c.relname as child, pn.nspname || '.' || p.relname as parent
     from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
     join pg_class p on p.oid = k.confrelid join pg_namespace pn on pn.oid = p.relnamespace
     where k.contype = 'f' and k.conrelid <> k.confrelid and cn.nspname in ('public', $1)`,
    [JOBS_SCHEMA],
  );
  const parentsOf = new Map<string, Set<string>>();
  for (const { child, parent } of references as { child: string; parent: string }[]) {
    parentsOf.set(child, (parentsOf.get(child) ?? new Set()).add(parent));
  }
  const keyOf = (table: Table) => `${table.schema}.${table.name}`;
  const pending = (tables as Table[]).sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
  const done = new Set<string>();
  const ordered: Table[] = [];
  while (pending.length) {
    const ready = pending.findIndex((table) =>
      [...(parentsOf.get(keyOf(table)) ?? [])].every(
        (parent) => done.has(parent) || !pending.some((t) => keyOf(t) === parent),
      ),
    );
    if (ready < 0) throw new Error(`tables reference each other in a circle: ${pending.map(keyOf).join(', ')}`);
    const [table] = pending.splice(ready, 1);
    done.add(keyOf(table!));
    ordered.push(table!);
  }
  return ordered;
}

/**
 * Moves a shop's embedded database (PGlite) to PostgreSQL, for one that outgrows its machine:
 * the target gets our migrations and the job queue's schema, then every row, table by table as
 * JSON (each column as PostgreSQL reads it back, whatever its type), then each sequence where the
 * source left it, so the next order or customer gets a new number. The queue's jobs come too: a
 * Pix charge's expiry or a message still to be sent runs on the new database. The source must be
 * stopped (nothing writing) and the target empty.
 */
export async function copyToPostgres(
  source: DatabaseHandle,
  target: DatabaseHandle,
  log: Log,
): Promise<{ tables: number; rows: number }> {
  if (source.kind !== 'pglite' || target.kind !== 'postgres') throw new Error('copies PGlite into PostgreSQL');
  await target.migrate();
  const { rows: existing } = await target.executeSql('select count(*)::int as n from profiles');
  if (Number(existing[0]?.n) > 0) throw new Error('the target database already has data: give an empty one');
  // pg-boss writes its schema (and its functions) when it starts.
  const jobs = new JobQueue(target, { pollMs: 60_000, retryDelaySeconds: 30, stopTimeoutMs: 1_000, log });
  await jobs.start();
  await jobs.stop();

  // A queue with its partition, through pg-boss's own function; those a dead letter names first.
  // A database the API never ran on (only seeded) has no queue yet.
  const { rows: queueTable } = await source.executeSql(
    `select to_regclass('${JOBS_SCHEMA}.queue') is not null as found`,
  );
  const { rows: queues } = queueTable[0]?.found
    ? await source.executeSql(`select * from ${JOBS_SCHEMA}.queue order by dead_letter is not null, name`)
    : { rows: [] };
  for (const queue of queues) {
    await target.executeSql(`select ${JOBS_SCHEMA}.create_queue($1, $2::jsonb)`, [
      queue.name,
      JSON.stringify({
        policy: queue.policy,
        partition: queue.partition,
        retryLimit: queue.retry_limit,
        retryDelay: queue.retry_delay,
        retryBackoff: queue.retry_backoff,
        retryDelayMax: queue.retry_delay_max,
        expireInSeconds: queue.expire_seconds,
        retentionSeconds: queue.retention_seconds,
        deleteAfterSeconds: queue.deletion_seconds,
        heartbeatSeconds: queue.heartbeat_seconds,
        deadLetter: queue.dead_letter,
      }),
    ]);
  }

  let copied = 0;
  const tables = await tablesInOrder(source);
  for (const table of tables) {
    let rows = 0;
    for (let offset = 0; ; offset += BATCH_ROWS) {
      const { rows: batch } = await source.executeSql(
        `select coalesce(json_agg(t), '[]') as rows, count(*)::int as n
         from (select * from ${quoted(table)} order by ctid limit $1 offset $2) t`,
        [BATCH_ROWS, offset],
      );
      const n = Number(batch[0]?.n ?? 0);
      if (n === 0) break;
      await target.executeSql(
        `insert into ${quoted(table)} select * from json_populate_recordset(null::${quoted(table)}, $1::json)`,
        [JSON.stringify(batch[0]!.rows)],
      );
      rows += n;
      if (n < BATCH_ROWS) break;
    }
    copied += rows;
    if (rows) log.info({ table: `${table.schema}.${table.name}`, rows }, 'copied');
  }

  const { rows: sequences } = await source.executeSql(
    `select schemaname as schema, sequencename as name, last_value from pg_sequences
     where schemaname = 'public' and last_value is not null`,
  );
  for (const sequence of sequences) {
    await target.executeSql('select setval($1::regclass, $2, true)', [
      quoted(sequence as unknown as Table),
      sequence.last_value,
    ]);
  }
  return { tables: tables.length, rows: copied };
}
