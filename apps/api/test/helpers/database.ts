import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';

/**
 * The database of one test file: PGlite in memory, or the PostgreSQL of TEST_DATABASE_URL when the
 * project runs with TEST_DB=postgres. Tests isolate by tenant, never by database.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  const database =
    process.env.TEST_DB === 'postgres'
      ? await openDatabase({ kind: 'postgres', url: required(url), poolSize: 4 })
      : await openDatabase({ kind: 'pglite' });
  await database.migrate();
  return database;
}

function required(url: string | undefined): string {
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}
