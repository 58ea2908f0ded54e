import closeWithGrace from 'close-with-grace';
import { createApi } from './app.ts';
import { loadConfig } from './config.ts';
import { FolderInUse } from './db/folder-lock.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import { demoSecrets, seedDemoIfEmpty } from './db/seed/demo.ts';
import { announceConsole } from './modules/platform/console-notice.ts';

const config = loadConfig();

const database = await openConfiguredDatabase(config).catch((error: unknown) => {
  if (!(error instanceof FolderInUse)) throw error;
  // Said plainly, without a stack: it is an operator's mistake, not the program's.
  console.error(`Not started: ${error.message}`);
  process.exit(1);
});
await database.migrate();
const seeded =
  config.SEED_DEMO &&
  (await seedDemoIfEmpty(database.db, {
    alwaysOpen: config.DEMO_ALWAYS_OPEN,
    passwordCost: config.PASSWORD_HASH_COST,
    ...(await demoSecrets(database.db, config)),
  }));
const app = await createApi(config, database, {
  level: config.LOG_LEVEL,
  ...(process.stdout.isTTY ? { transport: { target: 'pino-pretty', options: { singleLine: true } } } : {}),
});
if (seeded) app.log.info('demo data loaded');
// On the terminal, not in the log: the demo administrator's secrets are for the person who started it.
await announceConsole({ db: database.db, config }, seeded, (line) => console.log(line));

// Readiness goes false first and stays so while a load balancer notices; then the server stops
// taking connections, ends the status streams (their clients reconnect to another process),
// finishes the requests in flight and closes its pools, all within SHUTDOWN_TIMEOUT_MS.
closeWithGrace({ delay: config.SHUTDOWN_TIMEOUT_MS }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  app.startDraining();
  if (!err && config.SHUTDOWN_DRAIN_MS > 0)
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
  await app.close();
  await database.close();
});

await app.listen({ port: config.PORT, host: config.HOST });
