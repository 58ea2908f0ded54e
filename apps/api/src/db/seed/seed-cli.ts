import { loadConfig } from '../../config.ts';
import { openConfiguredDatabase } from '../open-configured.ts';
import { demoSecrets, seedDemo } from './demo.ts';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await database.migrate();
await seedDemo(database.db, {
  alwaysOpen: config.DEMO_ALWAYS_OPEN,
  passwordCost: config.PASSWORD_HASH_COST,
  ...(await demoSecrets(database.db, config)),
});
await database.close();
console.log(`demo data loaded (${database.kind})`);
