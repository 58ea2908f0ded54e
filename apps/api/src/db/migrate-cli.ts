import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from './open-configured.ts';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await database.migrate();
await database.close();
console.log(`migrations applied (${database.kind})`);
