import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { copyToPostgres } from './copy-to-postgres.ts';

// `DATA_DIR=./data DATABASE_URL=postgres://… npm run db:to-postgres`, with the API stopped: the
// embedded database of DATA_DIR copied into the empty PostgreSQL of DATABASE_URL (docs/operations.md "Backups").
const config = loadConfig();
if (!config.DATABASE_URL) throw new Error('DATABASE_URL must name the PostgreSQL to copy into');
/** One line a step on the terminal; the copy says little. */
const log = {
  info: (fields: object, message: string) => console.log(message, JSON.stringify(fields)),
  warn: (fields: object, message: string) => console.warn(message, JSON.stringify(fields)),
  error: (fields: object, message: string) => console.error(message, JSON.stringify(fields)),
};
const source = await openDatabase({ kind: 'pglite', dataDir: path.resolve(config.DATA_DIR) });
const target = await openDatabase({
  kind: 'postgres',
  url: config.DATABASE_URL,
  directUrl: config.DATABASE_DIRECT_URL,
});
try {
  const { tables, rows } = await copyToPostgres(source, target, log);
  log.info({ tables, rows }, 'embedded database copied to PostgreSQL: start the API with DATABASE_URL set');
} finally {
  await source.close();
  await target.close();
}
