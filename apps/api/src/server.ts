import closeWithGrace from 'close-with-grace';
import Fastify from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import { seedDemoIfEmpty } from './db/seed/demo.ts';

const config = loadConfig();
const app = Fastify({
  logger: {
    level: config.LOG_LEVEL,
    ...(process.stdout.isTTY ? { transport: { target: 'pino-pretty', options: { singleLine: true } } } : {}),
  },
  bodyLimit: config.BODY_LIMIT_BYTES,
  trustProxy: config.TRUST_PROXY,
  requestIdHeader: 'x-request-id',
  requestTimeout: 30_000,
  connectionTimeout: 60_000,
});

const database = await openConfiguredDatabase(config);
await database.migrate();
if (config.SEED_DEMO && (await seedDemoIfEmpty(database.db, { alwaysOpen: config.DEMO_ALWAYS_OPEN }))) {
  app.log.info('demo data loaded');
}
await buildApp(app, config, database);

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  await app.close();
  await database.close();
});

await app.listen({ port: config.PORT, host: config.HOST });
