import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { PgBoss, type Job, type Queue } from 'pg-boss';
import type { Database, DatabaseHandle, SqlResult } from '../db/client.ts';
import { assertQueueName, insertJobSql, JOBS_SCHEMA } from './job-row.ts';
import { carryOverV10Jobs, setAsideV10Schema } from './v10-upgrade.ts';

export type JobLog = {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
};

export type JobQueueOptions = {
  /** How often a worker asks for due jobs (at least 500 ms). */
  pollMs: number;
  /** The first retry's delay; later ones double it, with jitter. */
  retryDelaySeconds: number;
  /** How long stop() lets running jobs finish. */
  stopTimeoutMs: number;
  log: JobLog;
};

export type SendOptions = {
  /** Not before then; now when absent. */
  startAfter?: Date | undefined;
  /** One job per key on a queue: sending the key again writes nothing and answers null. */
  singletonKey?: string | undefined;
  /** The caller's transaction: the job exists if and only if it commits. */
  db?: Database | undefined;
};

export type WorkOptions = {
  /** Failures retried before the job is left failed. */
  retryLimit?: number;
  /** Longest one job may run; past it, it counts as failed (and a job of a dead process is retried). */
  expireInSeconds?: number;
  /** Jobs taken per poll and run together. */
  batchSize?: number;
};

export type JobHandler<T> = (data: T, job: { id: string; queue: string }) => Promise<void>;

const DEFAULT_RETRY_LIMIT = 5;
const DEFAULT_EXPIRE_SECONDS = 300;
const DEFAULT_BATCH_SIZE = 20;
/** PostgreSQL's code for a deadlock, after which one of the transactions may simply try again. */
const DEADLOCK = '40P01';
const CREATE_QUEUE_TRIES = 8;

/**
 * The durable job queue (decision 0027): pg-boss 12 on our own database, PostgreSQL or PGlite,
 * reached through the same handle as everything else. Jobs are rows, so they outlive the process
 * that sent them; a worker takes due jobs with `FOR UPDATE SKIP LOCKED`, so across any number of
 * processes each job runs once; a failed job is retried with exponential backoff; a job whose
 * process died while running it is retried once it expires. A job is written by our own
 * statement (job-row.ts), so it can join the caller's transaction or a larger statement.
 */
export class JobQueue {
  private readonly database: DatabaseHandle;
  private readonly options: JobQueueOptions;
  private readonly boss: PgBoss;
  private stopping = false;
  /** stop() has returned: the database may be closed from now on. */
  private stopped = false;
  /** pg-boss's statements in flight and handlers running: stop() waits for both to end. */
  private busy = 0;

  constructor(database: DatabaseHandle, options: JobQueueOptions) {
    this.database = database;
    this.options = options;
    const db = {
      executeSql: async (text: string, values?: unknown[]): Promise<SqlResult> => {
        // A handler that stop() gave up waiting for ends later, and pg-boss then completes or fails
        // its job without awaiting it: sent to a database the app has closed, that would be an
        // unhandled rejection. Dropped instead; the job stays active and is retried once it
        // expires. pg-boss reads a completion without a result as one that changed nothing.
        if (this.stopped) {
          options.log.warn({ statement: text.slice(0, 60) }, 'job queue statement after stop dropped');
          return null as unknown as SqlResult;
        }
        this.busy++;
        try {
          return await database.executeSql(text, values);
        } finally {
          this.busy--;
        }
      },
    };
    this.boss = new PgBoss({
      db,
      schema: JOBS_SCHEMA,
      // Cron schedules are not used: timed work is a job sent with startAfter.
      schedule: false,
      // Its registry of running instances feeds pg-boss's dashboard, which we do not run: a
      // heartbeat write per process for nobody to read.
      registerInstance: false,
    });
    // pg-boss reports a failed poll or maintenance run here; left unheard, it would end the process.
    this.boss.on('error', (err) => options.log.warn({ err }, 'job queue error'));
  }

  /**
   * Creates or migrates pg-boss's schema (serialised by its own advisory lock) and starts
   * maintenance. A database pg-boss 10 made, which no pg-boss release migrates, gets a schema of
   * 12's beside it, and its jobs still to run are carried over (v10-upgrade.ts).
   */
  async start(): Promise<void> {
    const script = (text: string) => this.database.executeSql(text);
    const fromV10 = await setAsideV10Schema(script);
    await this.boss.start();
    if (!fromV10) return;
    const carried = await carryOverV10Jobs(script);
    this.options.log.warn({ carried }, 'job queue moved from pg-boss 10: its waiting jobs carried over');
  }

  /**
   * Creates the queue (once, whoever comes first) and runs `handler` for each of its due jobs, in
   * this process, until stop(). A handler that throws fails its job alone, which is retried.
   */
  async work<T>(queue: string, handler: JobHandler<T>, options: WorkOptions = {}): Promise<void> {
    assertQueueName(queue);
    if (this.stopping) throw new Error('the job queue is stopping');
    await this.createQueue(queue, {
      name: queue,
      policy: 'standard',
      retryLimit: options.retryLimit ?? DEFAULT_RETRY_LIMIT,
      retryDelay: this.options.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: options.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS,
    });
    const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
    // The first batch may arrive before work() answers (PGlite answers without leaving the turn).
    let workerId = '';
    workerId = await this.boss.work<T>(
      queue,
      { pollingIntervalSeconds: this.options.pollMs / 1000, batchSize },
      async (jobs) => {
        this.busy++;
        try {
          await Promise.all(jobs.map((job) => this.run(queue, job, handler)));
        } finally {
          this.busy--;
        }
        // A full batch may have more behind it: poll again now rather than after the interval.
        if (jobs.length === batchSize && !this.stopping) this.boss.notifyWorker(workerId);
      },
    );
  }

  /**
   * pg-boss makes a new queue its own partition of the job table. Processes starting together on
   * a database without the queue (a first deployment, or a version bringing a new queue) deadlock
   * there, and PostgreSQL aborts all but one: the others try again, and find it made.
   */
  private async createQueue(queue: string, options: Queue): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.boss.createQueue(queue, options);
      } catch (err) {
        if ((err as { code?: string }).code !== DEADLOCK || attempt === CREATE_QUEUE_TRIES) throw err;
        await sleep(Math.random() * 100 * attempt);
      }
    }
  }

  /** Runs one job; a failure is recorded on that job only (pg-boss then completes the others). */
  private async run<T>(queue: string, job: Job<T>, handler: JobHandler<T>): Promise<void> {
    try {
      await handler(job.data, { id: job.id, queue });
    } catch (err) {
      this.options.log.error({ err, queue, jobId: job.id }, 'job failed; it will be retried while it may');
      await this.boss.fail(queue, job.id, { message: err instanceof Error ? err.message : String(err) });
    }
  }

  /**
   * Runs `handler` about every `intervalMs`, once per interval across every process that calls
   * this: each interval is one job keyed by its number, so processes sending it at once write one.
   * Every run first sends the next, and every process sends it when it starts, so the chain
   * survives any restart, and a run that fails is retried while the next one still comes. Meant
   * for sweeps whose work is found in the database each time (the orders past their deadline).
   */
  async every(queue: string, intervalMs: number, handler: () => Promise<void>, options: WorkOptions = {}) {
    const sendNext = () => {
      const slot = Math.floor(Date.now() / intervalMs) + 1;
      return this.send(queue, {}, { singletonKey: String(slot), startAfter: new Date(slot * intervalMs) });
    };
    await this.work(
      queue,
      async () => {
        await sendNext();
        await handler();
      },
      { ...options, batchSize: 1 },
    );
    await sendNext();
  }

  /**
   * Schedules a job on a queue that some process works (an unknown queue fails the statement).
   * Answers its id, or null when its key was sent before. Inside a transaction, pass it as `db`:
   * on PGlite a statement from outside waits for the open transaction to end, so sending without
   * it from inside would wait forever.
   */
  async send(queue: string, data: object, options: SendOptions = {}): Promise<string | null> {
    const statement = insertJobSql(queue, {
      data: sql`${JSON.stringify(data)}::jsonb`,
      startAfter: options.startAfter ? sql`${options.startAfter.toISOString()}::timestamptz` : null,
      singletonKey: options.singletonKey === undefined ? null : sql`${options.singletonKey}::text`,
    });
    const result = (await (options.db ?? this.database.db).execute(statement)) as unknown as SqlResult;
    return (result.rows[0]?.id as string | undefined) ?? null;
  }

  /** Jobs of every queue that are due or waiting for a retry and not yet taken (metrics). */
  async waiting(): Promise<number> {
    const result = await this.database.executeSql(
      `select count(*)::int as n from ${JOBS_SCHEMA}.job where state in ('created', 'retry') and start_after <= now()`,
    );
    return Number(result.rows[0]?.n ?? 0);
  }

  /**
   * Stops taking jobs, lets the running ones finish (up to stopTimeoutMs; any still running then
   * is failed, to be retried), and waits for pg-boss's last statements, so the database can close.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    try {
      await this.drain();
    } finally {
      this.stopped = true;
    }
  }

  private async drain(): Promise<void> {
    const deadline = Date.now() + this.options.stopTimeoutMs;
    await this.boss.stop({ graceful: true, close: false, timeout: this.options.stopTimeoutMs });
    // A worker whose poll was in flight may still take a job, and pg-boss completes jobs without
    // awaiting it: wait until nothing of the queue has run for a full turn of the event loop.
    while (Date.now() < deadline) {
      if (this.busy === 0) {
        await nextTurn();
        if (this.busy === 0) return;
      }
      await sleep(10);
    }
    this.options.log.warn({ busy: this.busy }, 'job queue stopped with work still running');
  }
}
