import { loadConfig } from '../../config.ts';
import { openConfiguredDatabase } from '../../db/open-configured.ts';
import { loadSecretsKey } from '../../providers/secrets-key.ts';
import { secretReader } from '../../providers/secret-source.ts';
import { runPlatformCommand } from './commands.ts';

// On the configured database (DATABASE_URL, or the embedded one in DATA_DIR), as the server is.
const config = loadConfig();
const database = await openConfiguredDatabase(config);
await database.migrate();
const secrets = secretReader(await loadSecretsKey(database.db, config));
process.exitCode = await runPlatformCommand(
  process.argv.slice(2),
  { db: database.db, secrets, passwordCost: config.PASSWORD_HASH_COST },
  (line) => console.log(line),
);
await database.close();
