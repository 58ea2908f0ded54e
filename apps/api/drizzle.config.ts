import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The folder's tests (owners.test.ts) import Vitest, which drizzle-kit cannot load.
  schema: './apps/api/src/db/schema/!(*.test).ts',
  out: './apps/api/src/db/migrations',
});
