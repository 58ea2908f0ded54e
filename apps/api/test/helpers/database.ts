import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';

export type TestDatabaseOptions = {
  /**
   * On PostgreSQL, a database of this file's own, dropped when it closes. For a file whose jobs
   * must run under its own configuration: on a shared database, any other file's app may take a
   * job of a shared queue (message deliveries) and run it under its configuration instead.
   */
  own?: boolean;
};

/**
 * The database of one test file: PGlite in memory, or this worker's PostgreSQL database when the
 * project runs with TEST_DB=postgres. Tests isolate by tenant, never by database, unless `own`.
 */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openDatabase({ kind: 'pglite', image: await migratedImage() });
    // Nothing to apply: it keeps a file that expects the call's effect honest if the image is stale.
    await database.migrate();
    return database;
  }
  const shared = await workerDatabaseUrl();
  const own = options.own ? await createOwnDatabase(shared) : null;
  const database = await openDatabase({ kind: 'postgres', url: own?.url ?? shared, poolSize: 4 });
  await database.migrate();
  if (!own) return database;
  const close = database.close.bind(database);
  database.close = async () => {
    await close();
    await own.drop();
  };
  return database;
}

let image: Promise<Blob> | undefined;

/**
 * A migrated PGlite made once per worker (its files share one module graph) and copied into each
 * file's database: initdb and the migrations took 1.3-2 s per file, loading the copy 0.25 s.
 */
function migratedImage(): Promise<Blob> {
  image ??= (async () => {
    const template = await openDatabase({ kind: 'pglite' });
    try {
      await template.migrate();
      return await template.dump!();
    } finally {
      await template.close();
    }
  })();
  return image;
}

/**
 * The PostgreSQL database the files of this Vitest worker share, one after another: the first
 * worker's is TEST_DATABASE_URL's, each other one's a database beside it, made on first use. Files
 * of two workers never share one, as a job of a shared queue (a push, a message delivery) would
 * otherwise be taken by the other worker's app and run under its configuration.
 */
export async function workerDatabaseUrl(): Promise<string> {
  const url = new URL(required(process.env.TEST_DATABASE_URL));
  const worker = process.env.VITEST_POOL_ID ?? '1';
  if (worker === '1') return url.toString();
  const name = `${url.pathname.slice(1)}_w${worker}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name}"`).catch((err: { code?: string }) => {
        // Made meanwhile by another run of the suite on the same server.
        if (err.code !== DUPLICATE_DATABASE) throw err;
      });
    }
  } finally {
    await client.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

const DUPLICATE_DATABASE = '42P04';

/**
 * An empty database beside TEST_DATABASE_URL's (no migrations), for a test that fills one itself:
 * its URL, and how to drop it.
 */
export function emptyPostgresDatabase(prefix = 'test_empty') {
  return createOwnDatabase(required(process.env.TEST_DATABASE_URL), prefix);
}

async function createOwnDatabase(sharedUrl: string, prefix = 'test_own') {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: sharedUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(sharedUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

function required(url: string | undefined): string {
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}
