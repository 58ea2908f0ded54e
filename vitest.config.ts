import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { reactOnPreact } from './apps/web/react-on-preact.config.ts';

const apiTests = ['apps/api/test/*.test.ts'];
const postgres = process.env.TEST_DATABASE_URL;
const redis = process.env.TEST_REDIS_URL;
// Each file opens its own database and tenants (docs/decisions/0005) and the API keeps no module
// state between apps, so the files of a worker share one module graph: half the CPU time.
const integration = {
  testTimeout: 20_000,
  hookTimeout: 60_000,
  isolate: false,
  setupFiles: ['apps/api/test/helpers/trust-test-ca.ts'],
};

/**
 * Unit tests; the API integration suite on PGlite, and the same suite on the PostgreSQL of
 * TEST_DATABASE_URL when it is set (docs/architecture.md section 6); the shared rate-limit test when a Redis
 * is at TEST_REDIS_URL.
 */
export default defineConfig({
  test: {
    // Vitest's default leaves a core free, so a 2-core machine (CI's) ran one file at a time while
    // the integration files wait on their databases and timers half the time: two workers there
    // took the suite from 712 s to 345 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/scripts/**/*.test.ts',
            'apps/merchant/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'deploy/**/*.test.ts',
          ],
          environment: 'node',
          // Pure functions with no module state between files: one module graph per worker instead
          // of one per file (9.0 s -> 2.0 s), in threads (2.0 s; forks 2.3 s).
          pool: 'threads',
          isolate: false,
        },
      },
      {
        // Screens drawn below the browser, in happy-dom: the customer app's on Preact, as it ships.
        resolve: { alias: reactOnPreact },
        test: {
          name: 'web-screens',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/screens-setup.ts'],
          // Libraries that import 'react' go through the alias too, or they would meet React itself.
          server: { deps: { inline: [/react-i18next/, /react-router/, /@tanstack\/react-query/] } },
        },
      },
      {
        test: {
          name: 'panel-screens',
          include: ['apps/merchant/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/merchant/src/test/screens-setup.ts'],
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: [...apiTests, 'apps/api/test/pglite/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          ...integration,
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: [...apiTests, 'apps/api/test/postgres/*.test.ts'],
                env: { TEST_DB: 'postgres', TEST_DATABASE_URL: postgres },
                ...integration,
              },
            },
          ]
        : []),
      ...(redis
        ? [
            {
              test: {
                name: 'api-redis',
                include: ['apps/api/test/redis/*.test.ts'],
                env: { TEST_DB: 'pglite', TEST_REDIS_URL: redis },
                ...integration,
              },
            },
          ]
        : []),
    ],
  },
});
