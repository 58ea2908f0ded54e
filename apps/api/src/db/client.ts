import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockFolder } from './folder-lock.ts';
import { openPglite } from './pglite.ts';
import { sendUnnamed } from './prepared.ts';
import { refuseUnsupportedPostgres } from './supported-postgres.ts';
import * as appInfo from './schema/app-info.ts';
import * as board from './schema/board.ts';
import * as catalog from './schema/catalog.ts';
import * as customers from './schema/customers.ts';
import * as orders from './schema/orders.ts';
import * as payments from './schema/payments.ts';
import * as rewards from './schema/rewards.ts';
import * as places from './schema/places.ts';
import * as profiles from './schema/profiles.ts';
import * as push from './schema/push.ts';
import * as openDelivery from './schema/open-delivery.ts';
import * as sandboxPix from './schema/sandbox-pix.ts';
import * as staff from './schema/staff.ts';

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
/** Any constant shared by every process that migrates this database. */
const MIGRATION_LOCK_KEY = 7_266_001;

export const schema = {
  ...profiles,
  ...places,
  ...appInfo,
  ...customers,
  ...catalog,
  ...orders,
  ...rewards,
  ...staff,
  ...board,
  ...push,
  ...payments,
  ...sandboxPix,
  ...openDelivery,
};

/** One type for both drivers: every query is written once, against PostgreSQL's dialect. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations; safe to run from several processes at once. */
  migrate(): Promise<void>;
  /** One round trip to the database, for health checks. */
  ping(): Promise<void>;
  /** The connections of the pool, for metrics; null on PGlite, which has one. */
  poolUsage(): { total: number; idle: number; waiting: number } | null;
  /**
   * Raw SQL as the job queue sends it (pg-boss's `executeSql`): one statement with `$n` values, or
   * a script of several without any, run alone and rolled back if it fails, so a script that dies
   * inside its own BEGIN never leaves an aborted transaction on a connection someone else gets.
   */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /**
   * Runs `onMessage` for every NOTIFY on `channel`, from any process; answers the unsubscribe. After
   * the LISTEN connection was lost and opened again, `onMessage('')` says messages may have been missed.
   */
  listen(channel: string, onMessage: (payload: string) => void, log?: ListenLog): Promise<() => Promise<void>>;
  /**
   * PGlite's whole cluster as an image another in-memory database can start from (`image` below);
   * undefined on PostgreSQL.
   */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
};

/** The rows of the statement run; of a script, those of all its statements in turn (pg-boss reads them so). */
export type SqlResult = { rows: Record<string, unknown>[] };

/** Where a LISTEN connection reports losing its server and coming back (pino's logger fits). */
export type ListenLog = {
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
};

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** false behind a pooler that cannot keep prepared statements (prepared.ts `sendUnnamed`). */
      namedStatements?: boolean;
      /**
       * Straight to PostgreSQL, for what needs a session of its own, which a pooler in transaction
       * mode does not keep: LISTEN and the migrations' advisory lock. `url` when unset.
       */
      directUrl?: string;
    }
  /**
   * dataDir undefined keeps the database in memory (tests), started from `image` when given: a
   * migrated image loads in a quarter of a second where initdb and the migrations take one to two.
   */
  | { kind: 'pglite'; dataDir?: string; image?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client that loses its server must not take the process down with it.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    if (options.namedStatements === false) sendUnnamed(db);
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(options.directUrl ?? options.url),
      ping: async () => void (await pool.query('select 1')),
      poolUsage: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      executeSql: (text, values) => (values?.length ? pool.query(text, values) : runScriptPostgres(pool, text)),
      listen: (channel, onMessage, log) => listenPostgres(options.directUrl ?? options.url, channel, onMessage, log),
      close: () => pool.end(),
    };
  }
  // Before a file of the folder is read: a second process on it would lose the first one's writes.
  const release = options.dataDir ? lockFolder(options.dataDir) : () => undefined;
  const client = await openPglite(options.dataDir, options.image).catch((error: unknown) => {
    release();
    throw error;
  });
  return {
    db: drizzlePglite({ client, schema }) as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    ping: async () => void (await client.query('select 1')),
    poolUsage: () => null,
    executeSql: async (text, values) => {
      if (values?.length) return client.query<Record<string, unknown>>(text, values);
      // Inside PGlite's own transaction, whose lock no other query passes: the script's BEGIN and
      // COMMIT only warn there, and a failure is rolled back before anything else runs.
      const results = await client.transaction((tx) => tx.exec(text));
      return { rows: results.flatMap((one) => one.rows) };
    },
    listen: async (channel, onMessage) => {
      const unlisten = await client.listen(channel, onMessage);
      return async () => unlisten();
    },
    dump: () => client.dumpDataDir('none'),
    close: () => client.close().finally(release),
  };
}

/** A script of statements on a connection of its own, rolled back there when one fails. */
async function runScriptPostgres(pool: pg.Pool, text: string): Promise<SqlResult> {
  const client = await pool.connect();
  try {
    const result = (await client.query(text)) as pg.QueryResult | pg.QueryResult[];
    return Array.isArray(result) ? { rows: result.flatMap((one) => one.rows) } : result;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** Serialises concurrent migrators (test workers, several API processes) with an advisory lock. */
async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version_num: string }>('show server_version_num');
    refuseUnsupportedPostgres(Number(rows[0]?.server_version_num));
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}

/** The first retry of a lost LISTEN connection, doubled after each failure up to the last. */
const LISTEN_RETRY_FIRST_MS = 200;
const LISTEN_RETRY_LAST_MS = 10_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). A lost
 * connection (server restart, failover, a terminated backend) is opened again, retried with backoff
 * for as long as it takes; once LISTEN holds again, `onMessage('')` tells the listener to read again
 * what it watches, since a NOTIFY sent while no connection listened is gone for good.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  log?: ListenLog,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let failures = 0;

  const open = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: url });
    let established = false;
    let lost = false;
    // A dying connection may report both 'error' and 'end': it is lost once.
    const onLost = (err?: Error) => {
      if (!established || lost || stopped) return;
      lost = true;
      client = null;
      void next.end().catch(() => undefined);
      log?.warn({ err, channel }, 'LISTEN connection lost; reconnecting');
      retry();
    };
    next.on('notification', (msg) => msg.channel === channel && onMessage(msg.payload ?? ''));
    next.on('error', onLost);
    next.on('end', () => onLost());
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      await next.end().catch(() => undefined);
      throw err;
    }
    established = true;
    return next;
  };

  const retry = () => {
    const delay = Math.min(LISTEN_RETRY_LAST_MS, LISTEN_RETRY_FIRST_MS * 2 ** failures);
    setTimeout(() => {
      if (stopped) return;
      open().then(
        (next) => {
          if (stopped) return void next.end().catch(() => undefined);
          client = next;
          log?.info({ channel, failures }, 'LISTEN connection back');
          failures = 0;
          onMessage('');
        },
        (err: unknown) => {
          failures += 1;
          log?.warn({ err, channel, failures }, 'LISTEN reconnect failed; retrying');
          retry();
        },
      );
    }, delay).unref();
  };

  client = await open();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
