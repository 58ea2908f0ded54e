import closeWithGrace from 'close-with-grace';
import { createApi } from './app.ts';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import { seedDemoIfEmpty } from './db/seed/demo.ts';

const config = loadConfig();

const database = await openConfiguredDatabase(config);
await database.migrate();
const seeded =
  config.SEED_DEMO &&
  (await seedDemoIfEmpty(database.db, {
    alwaysOpen: config.DEMO_ALWAYS_OPEN,
    acceptMinutes: config.DEMO_ACCEPT_MINUTES,
  }));
const app = await createApi(config, database, {
  level: config.LOG_LEVEL,
  ...(process.stdout.isTTY ? { transport: { target: 'pino-pretty', options: { singleLine: true } } } : {}),
});
if (seeded) app.log.info('demo data loaded');

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  await app.close();
  await database.close();
});

await app.listen({ port: config.PORT, host: config.HOST });
