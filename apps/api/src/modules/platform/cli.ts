import { createApi } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openConfiguredDatabase } from '../../db/open-configured.ts';
import { loadSecretsKey } from '../../providers/secrets-key.ts';
import { secretReader } from '../../providers/secret-source.ts';
import { runPlatformCommand } from './commands.ts';
import { tenantsContext } from './routes.ts';

// On the configured database (DATABASE_URL, or the embedded one in DATA_DIR), as the server is,
// and through the server's own wiring (its messenger, its DNS), without listening on a port.
const config = loadConfig();
const database = await openConfiguredDatabase(config);
await database.migrate();
const app = await createApi(config, database, false);
await app.ready();
const secrets = secretReader(await loadSecretsKey(database.db, config));
process.exitCode = await runPlatformCommand(
  process.argv.slice(2),
  { db: database.db, secrets, passwordCost: config.PASSWORD_HASH_COST, tenants: tenantsContext(app) },
  (line) => console.log(line),
);
await app.close();
await database.close();
