import { JOBS_SCHEMA } from './job-row.ts';

/** Where a pg-boss 10 schema waits while pg-boss 12 makes its own beside it. */
const V10_SCHEMA = `${JOBS_SCHEMA}_v10`;
/** pg-boss 12 migrates from its own schema 25 on; pg-boss 10 left 24 (and no release migrates 24). */
const FIRST_V12_LINE = 25;
/** One process at a time moves the old schema: others starting together wait, then find it done. */
const LOCK = `select pg_advisory_xact_lock(hashtext('${JOBS_SCHEMA}-v10-upgrade'))`;

type ExecuteSql = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Before pg-boss 12 starts on a database pg-boss 10 made: its schema is renamed aside, so pg-boss
 * 12 creates its own, whose tables differ (decision 0064). A database already on 12, or without
 * the queue yet, is left as it is. Answers whether an old schema waits to be carried over (set
 * aside now, or by a start that died before carrying it), so every other start does no more.
 */
export async function setAsideV10Schema(executeSql: ExecuteSql): Promise<boolean> {
  const { rows } = await executeSql(`
    begin;
    ${LOCK};
    do $$ begin
      -- Nested: the version is read only where its table is (and does not short-circuit).
      if to_regclass('${JOBS_SCHEMA}.version') is not null then
        if (select max(version) from ${JOBS_SCHEMA}.version) < ${FIRST_V12_LINE} then
          alter schema ${JOBS_SCHEMA} rename to ${V10_SCHEMA};
        end if;
      end if;
    end $$;
    select to_regnamespace('${V10_SCHEMA}') is not null as waiting;
    commit;`);
  return rows.some((row) => row.waiting === true);
}

/**
 * Once pg-boss 12 has its schema: the old schema's queues are made again with their settings and
 * its jobs still to run (waiting, to retry, or running when the old process stopped: run again)
 * join them with their ids, keys, data and retries so far; then the old schema goes. In one
 * transaction, so a process that dies half way leaves the old schema whole, and the next start
 * carries it over (a job already carried is not written twice). Answers how many jobs came over
 * (none when a process starting alongside carried them first).
 */
export async function carryOverV10Jobs(executeSql: ExecuteSql): Promise<number> {
  const { rows } = await executeSql(`
    begin;
    ${LOCK};
    create temporary table carried (n int) on commit drop;
    do $$ begin
      if to_regnamespace('${V10_SCHEMA}') is null then
        insert into carried values (0);
        return;
      end if;
      perform ${JOBS_SCHEMA}.create_queue(q.name, jsonb_build_object(
        'policy', q.policy, 'retryLimit', q.retry_limit, 'retryDelay', q.retry_delay,
        'retryBackoff', q.retry_backoff, 'expireInSeconds', q.expire_seconds,
        'retentionSeconds', q.retention_minutes * 60, 'deadLetter', q.dead_letter))
      from ${V10_SCHEMA}.queue q
      where not exists (select 1 from ${JOBS_SCHEMA}.queue n where n.name = q.name)
      order by q.dead_letter is not null, q.name;
      with moved as (
        insert into ${JOBS_SCHEMA}.job (
          id, name, data, priority, state, retry_limit, retry_count, retry_delay, retry_backoff,
          start_after, singleton_key, singleton_on, expire_seconds, created_on, keep_until, dead_letter, policy
        )
        select id, name, data, priority,
          (case when state = 'active' then 'retry' else state::text end)::${JOBS_SCHEMA}.job_state,
          retry_limit, retry_count, retry_delay, retry_backoff, start_after, singleton_key, singleton_on,
          greatest(extract(epoch from expire_in)::int, 1), created_on, keep_until, dead_letter, policy
        from ${V10_SCHEMA}.job
        where state in ('created', 'retry', 'active')
        on conflict do nothing
        returning 1
      )
      insert into carried select count(*) from moved;
      drop schema ${V10_SCHEMA} cascade;
    end $$;
    select n from carried;
    commit;`);
  return Number(rows.find((row) => 'n' in row)?.n ?? 0);
}
