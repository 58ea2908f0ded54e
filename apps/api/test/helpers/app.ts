import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { createApi } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { openTestDatabase, type TestDatabaseOptions } from './database.ts';

export type TestApp = { app: FastifyInstance; database: DatabaseHandle; close(): Promise<void> };

/** The configuration of a test app: silent, no built apps, no caches, light password hashes, `env` over it. */
export function testConfig(env: Record<string, string> = {}): Config {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    MERCHANT_DIST: '/nonexistent',
    TENANT_CACHE_MS: '0',
    CHECK_ANSWERS: 'true',
    // Every test signs up from 127.0.0.1: the per-address limit would stop a file
    // (accounts-limits.test.ts sets it back).
    SIGNUPS_PER_IP: '1000',
    // The shops' software in tests listens on 127.0.0.1 (outbound.test.ts and the menu import's
    // test check the refusal itself).
    OUTBOUND_PRIVATE_ADDRESSES: 'true',
    ...env,
  });
  // Thousands of sign-ins at OWASP's cost took minutes of the suite; a production app under test
  // hashes lightly too, which its environment could not ask for (decision 0078).
  return env.PASSWORD_HASH_COST ? config : { ...config, PASSWORD_HASH_COST: 'light' };
}

/**
 * The real app on a test database; `before` may add routes (e.g. one that crashes) before ready;
 * `logger` is Fastify's option (none by default); `databaseOptions` may ask for a database of its own.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  before?: (app: FastifyInstance) => void,
  logger: FastifyServerOptions['logger'] = false,
  databaseOptions: TestDatabaseOptions = {},
): Promise<TestApp> {
  const config = testConfig(env);
  const database = await openTestDatabase(databaseOptions);
  const app = await createApi(config, database, logger);
  before?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** POST a JSON body as the app does, to the tenant behind `host`. */
export function post(app: FastifyInstance, host: string, url: string, body: unknown = { validate: 1 }) {
  return app.inject({
    method: 'POST',
    url,
    headers: { host, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}
