import path from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';

/** DATABASE_URL set → PostgreSQL; unset → PGlite in DATA_DIR. */
export function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return config.DATABASE_URL
    ? openDatabase({
        kind: 'postgres',
        url: config.DATABASE_URL,
        poolSize: config.DATABASE_POOL_SIZE,
        namedStatements: config.DATABASE_PREPARED_STATEMENTS,
        directUrl: config.DATABASE_DIRECT_URL,
      })
    : openDatabase({ kind: 'pglite', dataDir: path.resolve(config.DATA_DIR) });
}
