import type { Database } from './client.ts';

/**
 * A statement built once per database and prepared by name on PostgreSQL, for the calls every
 * request makes: drizzle then builds no SQL and the server plans it once per connection. On the
 * session lookup this took a pool of ten from about 1,000 to 8,000 queries a second.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
