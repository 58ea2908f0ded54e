import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { shopNamesOfProfile } from '../catalog/service.ts';
import { listTenantsWithDomains } from '../tenant/service.ts';
import { keepProfileStatements } from './statements.ts';

const STATEMENTS_QUEUE = 'finance_statements';
/** How often the statements are looked at: a period closes at most this long after its grace. */
const STATEMENTS_EVERY_MS = 10 * 60_000;

/** Every shop of every marketplace gets its statements opened and closed on time (statements.ts). */
export async function keepEveryStatement(db: Database, now = new Date()): Promise<number> {
  const marketplaces = (await listTenantsWithDomains(db)).filter((tenant) => tenant.typeFlow === 'MARKETPLACE');
  let closed = 0;
  for (const marketplace of marketplaces) {
    closed += await keepProfileStatements(db, marketplace.id, await shopNamesOfProfile(db, marketplace.id), now);
  }
  return closed;
}

/** Once per interval across all the API's processes (jobs/queue.ts `every`). */
export async function scheduleStatements(app: FastifyInstance): Promise<void> {
  await app.jobs.every(STATEMENTS_QUEUE, STATEMENTS_EVERY_MS, async () => {
    const closed = await keepEveryStatement(app.db);
    if (closed) app.log.info({ closed }, 'statements closed');
  });
}
