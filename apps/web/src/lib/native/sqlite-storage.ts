import { CapacitorSQLite } from '@capacitor-community/sqlite';
import type { StorageBackend } from '../storage-backend.ts';

/**
 * docs/product.md's first storage place, in the native shell only: a SQLite database of the app's own
 * (@capacitor-community/sqlite), one table of keys and JSON values, the same keys the web keeps
 * in IndexedDB. The OS keeps it with the app's data: a WebView may clear its IndexedDB under
 * storage pressure, a SQLite file it does not touch.
 */
const database = 'delivery-web';
const connection = { database, readonly: false } as const;

/** iOS answers a query with its column names first (`ios_columns`): the row is the one with a value. */
type Row = { value?: string };

export async function openSqliteStorage(): Promise<StorageBackend> {
  await CapacitorSQLite.createConnection({ ...connection, version: 1, encrypted: false, mode: 'no-encryption' });
  await CapacitorSQLite.open(connection);
  await CapacitorSQLite.execute({
    ...connection,
    statements: 'create table if not exists app (key text primary key not null, value text not null);',
    transaction: false,
  });
  return {
    async get(key) {
      const { values } = await CapacitorSQLite.query({
        ...connection,
        statement: 'select value from app where key = ?;',
        values: [key],
      });
      const row = (values as Row[] | undefined)?.find((found) => typeof found.value === 'string');
      return row?.value === undefined ? null : (JSON.parse(row.value) as unknown);
    },
    async set(key, value) {
      await CapacitorSQLite.run({
        ...connection,
        statement: 'insert or replace into app (key, value) values (?, ?);',
        values: [key, JSON.stringify(value)],
        transaction: true,
      });
    },
    async del(key) {
      await CapacitorSQLite.run({
        ...connection,
        statement: 'delete from app where key = ?;',
        values: [key],
        transaction: true,
      });
    },
  };
}
