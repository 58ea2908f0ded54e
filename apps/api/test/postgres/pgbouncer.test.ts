import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addressCalls } from '@delivery/contract/calls/addresses';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { post, testConfig } from '../helpers/app.ts';
import { workerDatabaseUrl } from '../helpers/database.ts';
import { freePort } from '../helpers/http.ts';
import { orderingTenant } from '../helpers/orders.ts';

/**
 * The API through PgBouncer in transaction mode, as a database that outgrows its connections is
 * run: Debian's PgBouncer 1.18 keeps no prepared statement across transactions, so the switch
 * DATABASE_PREPARED_STATEMENTS=false sends them unnamed, and LISTEN and migrations go straight to
 * PostgreSQL (DATABASE_DIRECT_URL). CI installs pgbouncer (.ci/run).
 */
const pgbouncer = '/usr/sbin/pgbouncer';

let direct: string;
let bouncer: ChildProcess;
let folder: string;
let bouncedUrl: string;

beforeAll(async () => {
  direct = await workerDatabaseUrl();
  if (!existsSync(pgbouncer)) throw new Error('this test needs pgbouncer: apt-get install -y pgbouncer');
  const port = await freePort();
  const target = new URL(direct);
  folder = mkdtempSync(path.join(tmpdir(), 'pgbouncer-'));
  chmodSync(folder, 0o755);
  writeFileSync(path.join(folder, 'users.txt'), `"${target.username || 'postgres'}" ""\n`);
  writeFileSync(
    path.join(folder, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${target.hostname} port=${target.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(folder, 'users.txt')}`,
      'pool_mode = transaction',
      // Fewer server connections than the API's pool: its transactions take turns on them.
      'default_pool_size = 2',
      'max_client_conn = 100',
      'ignore_startup_parameters = extra_float_digits',
    ].join('\n'),
  );
  // PgBouncer refuses to run as root; as root, it is told whom to run as.
  const asRoot = process.getuid?.() === 0;
  bouncer = spawn(pgbouncer, [...(asRoot ? ['-u', 'postgres'] : []), path.join(folder, 'pgbouncer.ini')], {
    stdio: 'ignore',
  });
  const bounced = new URL(direct);
  bounced.host = `127.0.0.1:${port}`;
  bouncedUrl = bounced.toString();
  const answers = async () => {
    const client = new pg.Client({ connectionString: bouncedUrl });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  const deadline = Date.now() + 10_000;
  while (!(await answers())) {
    if (Date.now() > deadline) throw new Error('pgbouncer did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(() => {
  bouncer?.kill();
  spawnSync('sleep', ['0.2']);
  rmSync(folder, { recursive: true, force: true });
});

/** The API on a database reached through the bouncer, its statements named or not. */
async function apiThroughBouncer(
  namedStatements: boolean,
): Promise<{ app: FastifyInstance; database: DatabaseHandle }> {
  const database = await openDatabase({
    kind: 'postgres',
    url: bouncedUrl,
    poolSize: 10,
    namedStatements,
    directUrl: direct,
  });
  await database.migrate();
  const app = await createApi(testConfig(), database, false);
  await app.ready();
  return { app, database };
}

/** Sixty signed-in reads at once (the session and address statements) and five orders (the order's). */
async function busyCustomer(app: FastifyInstance, database: DatabaseHandle) {
  const tenant = await orderingTenant(app, database.db);
  const customer = await tenant.customer();
  const reads = await Promise.all(
    Array.from({ length: 60 }, () =>
      post(app, tenant.domain, addressCalls.getDataAddressCustomer.path, { validate: 1, token: customer.token }),
    ),
  );
  const orders = await Promise.allSettled(Array.from({ length: 5 }, () => customer.order()));
  return {
    failedReads: reads.filter((res) => res.statusCode !== 200 || res.json().error_type !== 0).length,
    failedOrders: orders.filter((order) => order.status === 'rejected').length,
  };
}

describe('behind PgBouncer in transaction mode', () => {
  it('with DATABASE_PREPARED_STATEMENTS=false, every read and order goes through', async () => {
    const { app, database } = await apiThroughBouncer(false);
    try {
      expect(await busyCustomer(app, database)).toEqual({ failedReads: 0, failedOrders: 0 });
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);

  it('with named statements, a connection finds its statement gone: why the switch exists', async () => {
    const { app, database } = await apiThroughBouncer(true);
    try {
      const { failedReads, failedOrders } = await busyCustomer(app, database);
      expect(failedReads + failedOrders).toBeGreaterThan(0);
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);
});
