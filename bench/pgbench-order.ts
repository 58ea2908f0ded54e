// The database's own limit for placing an order (issue 12): pgbench runs the very statement
// saveOrder runs (insert-order.ts), prepared, with an order the API placed in the same run as its
// values, so the API's figure can be read against what PostgreSQL alone does on the same machine.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PgDialect } from 'drizzle-orm/pg-core';
import { is, Placeholder } from 'drizzle-orm';
import pg from 'pg';
import { registerModuleHooks } from '../apps/api/src/module-hooks.ts';
import { insertOrderSql } from '../apps/api/src/modules/orders/insert-order.ts';

export type PgbenchResult = { clients: number; perSecond: number; p50: number; p99: number; failed: number };

/** pgbench names a variable by these after a colon; anything else after one is left as it is. */
const VARIABLE_NAME = /^[A-Za-z0-9_]+$/;
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The statement's values from the first of the orders the API placed: each becomes a pgbench variable
 * (`-D`, sent as a bound parameter, so no quoting), a null becomes the literal null, and the
 * customer and the idempotency key vary per transaction as real orders do.
 */
async function valuesOf(databaseUrl: string, placedIds: number[]) {
  const templateId = placedIds[0];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select o.*, extract(epoch from o.accept_by - o.created_at)::int / 60 as accept_minutes,
         (select json_agg(json_build_object('productId', i.product_id, 'name', i.name, 'quantity', i.quantity,
            'unitCents', i.unit_cents, 'totalCents', i.total_cents, 'options', i.options, 'notes', i.notes) order by i.id)
          from order_items i where i.order_id = o.id) as items,
         (select json_build_object('planId', max(e.plan_id), 'entries', json_agg(json_build_object('kind', e.kind,
            'party', e.party, 'holder', e.holder, 'amountCents', e.amount_cents) order by e.id))
          from ledger_entries e where e.order_id = o.id and e.reverses_id is null) as ledger,
         (select h.actor from order_status_history h where h.order_id = o.id order by h.id limit 1) as placed_by,
         (select h.staff_id from order_status_history h where h.order_id = o.id order by h.id limit 1) as placed_by_staff
       from orders o where o.id = $1`,
      [templateId],
    );
    const order = rows[0] as Record<string, unknown> | undefined;
    if (!order) throw new Error(`order ${templateId} is not stored`);
    const customers = await client.query<{ id: number }>(
      'select distinct customer_id as id from orders where id = any($1::int[])',
      [placedIds],
    );
    return { order, customerIds: customers.rows.map((row) => row.id) };
  } finally {
    await client.end();
  }
}

/** The ids of `customerIds` in their longest unbroken run, for a client to take one by its number. */
function consecutiveRun(customerIds: number[]): { first: number; count: number } {
  const ids = [...new Set(customerIds)].sort((a, b) => a - b);
  let best = { first: ids[0]!, count: 1 };
  let run = { ...best };
  for (let i = 1; i < ids.length; i++) {
    run = ids[i] === ids[i - 1]! + 1 ? { first: run.first, count: run.count + 1 } : { first: ids[i]!, count: 1 };
    if (run.count > best.count) best = run;
  }
  return best;
}

/**
 * Runs the order statement under pgbench for `seconds` with `clients` connections, each placing
 * orders for one of the customers of `placedIds` (one customer per connection, as the API bench
 * does), with the first of those orders as its values.
 */
export async function pgbenchOrder(options: {
  databaseUrl: string;
  placedIds: number[];
  clients: number;
  seconds: number;
}): Promise<PgbenchResult> {
  const { order, customerIds } = await valuesOf(options.databaseUrl, options.placedIds);
  const customers = consecutiveRun(customerIds);
  // The statement with the writes the API's modules join to it, as the API placing orders has.
  registerModuleHooks();
  const query = new PgDialect().sqlToQuery(insertOrderSql());
  const defines: string[] = [];
  const text = query.sql.replace(/\$(\d+)/g, (_match, n: string) => {
    const param = query.params[Number(n) - 1];
    // A value written into the statement itself (the lock's space) goes as it is.
    if (!is(param, Placeholder)) {
      defines.push('-D', `p${n}=${String(param)}`);
      return `:p${n}`;
    }
    const name = param.name as string;
    if (name === 'customerId') return ':cid';
    if (name === 'idempotencyKey') return ':key';
    // The number is taken by the statement itself, one per order, as for an order without a Pix.
    if (name === 'number' || name === 'slotStart') return 'null';
    const column = name === 'acceptMinutes' ? 'accept_minutes' : snakeCase(name);
    if (!(column in order)) throw new Error(`the order statement's value ${name} is not a column of orders`);
    const value = order[column];
    if (value === null) return 'null';
    if (!VARIABLE_NAME.test(name)) throw new Error(`pgbench cannot name a variable ${name}`);
    defines.push('-D', `${name}=${typeof value === 'object' ? JSON.stringify(value) : String(value)}`);
    return `:${name}`;
  });
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-pgbench-'));
  try {
    const script = path.join(folder, 'order.sql');
    writeFileSync(
      script,
      [
        `\\set cid ${customers.first} + :client_id % ${customers.count}`,
        '\\set key random(1, 1000000000000000)',
        `${text};`,
      ].join('\n'),
    );
    const run = spawnSync(
      'pgbench',
      [
        '--no-vacuum',
        '--protocol=prepared',
        `--client=${options.clients}`,
        '--jobs=2',
        `--time=${options.seconds}`,
        '--log',
        `--log-prefix=${path.join(folder, 'tx')}`,
        `--file=${script}`,
        ...defines,
        options.databaseUrl,
      ],
      { encoding: 'utf8' },
    );
    if (run.error || run.status !== 0) {
      throw new Error(`pgbench failed (Debian's package postgresql-client): ${run.error?.message ?? run.stderr}`);
    }
    // One line per transaction: client, number, latency in µs, script, epoch s, µs.
    const latencies = readdirSync(folder)
      .filter((file) => file.startsWith('tx'))
      .flatMap((file) => readFileSync(path.join(folder, file), 'utf8').trim().split('\n'))
      .map((line) => Number(line.split(' ')[2]) / 1000)
      .sort((a, b) => a - b);
    const percentile = (p: number) => Math.round((latencies[Math.ceil(latencies.length * p) - 1] ?? 0) * 10) / 10;
    return {
      clients: options.clients,
      perSecond: Number(/tps = ([\d.]+)/.exec(run.stdout)?.[1] ?? 0),
      p50: percentile(0.5),
      p99: percentile(0.99),
      failed: Number(/number of failed transactions: (\d+)/.exec(run.stdout)?.[1] ?? 0),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
