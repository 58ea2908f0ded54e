import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { orderCalls } from '@delivery/contract/calls/orders';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '../../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { post, testConfig } from '../helpers/app.ts';
import { emptyPostgresDatabase } from '../helpers/database.ts';
import { orderingTenant } from '../helpers/orders.ts';

/**
 * The backup and restore of docs/operations.md "Backups", as an operator runs them: pg_dump's custom format of
 * the whole database, pg_restore into an empty one, and the API on it as before.
 */
const drops: (() => Promise<void>)[] = [];
async function emptyDatabase(): Promise<string> {
  const database = await emptyPostgresDatabase('test_backup');
  drops.push(database.drop);
  return database.url;
}
afterAll(async () => {
  for (const drop of drops) await drop();
});

async function api(url: string): Promise<{ app: FastifyInstance; database: DatabaseHandle }> {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  await database.migrate();
  const app = await createApi(testConfig(), database, false);
  await app.ready();
  return { app, database };
}

describe('a backup', () => {
  it('restored into an empty database serves the same orders, and the next order gets a new number', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'backup-'));
    const dump = path.join(folder, 'delivery.dump');
    const source = await emptyDatabase();
    const before = await api(source);
    const tenant = await orderingTenant(before.app, before.database.db);
    const customer = await tenant.customer();
    const placed = await customer.order();
    await before.app.close();
    await before.database.close();

    execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, source]);
    const target = await emptyDatabase();
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${target}`, dump]);
    rmSync(folder, { recursive: true, force: true });

    const after = await api(target);
    try {
      const page = (
        await post(after.app, tenant.domain, orderCalls.getOrdersPage.path, { validate: 1, token: customer.token })
      ).json();
      expect(page.error_type).toBe(0);
      expect(page.orders.map((order: { order_id: number }) => order.order_id)).toEqual([placed]);
      // The session, the address, the menu and the order sequence came back with it.
      const next = (await post(after.app, tenant.domain, checkoutCalls.saveOrder.path, customer.draft())).json();
      expect(next.error_type).toBe(0);
      expect(next.order.order_id).toBeGreaterThan(placed);
    } finally {
      await after.app.close();
      await after.database.close();
    }
  }, 60_000);
});
