import { defineConfig } from 'vitest/config';

const apiTests = ['apps/api/test/**/*.test.ts'];
const postgres = process.env.TEST_DATABASE_URL;

/**
 * Unit tests, the API integration suite on PGlite, and the same suite on the PostgreSQL of
 * TEST_DATABASE_URL when it is set (DESIGN.md section 6).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          env: { TEST_DB: 'pglite' },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiTests,
                env: { TEST_DB: 'postgres', TEST_DATABASE_URL: postgres },
                testTimeout: 20_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
