// `npm run bench:cluster` (CI runs it too): three PostgreSQL-backed API processes behind HAProxy on
// loopback, as issue 17 asks an operator's setup to hold. It measures placing orders through the
// balancer beside one process direct, then places orders while one process gets SIGTERM and
// another kill -9, retrying every unanswered order under its own idempotency key, and counts them
// in the database: none lost, none doubled. Beside that, an order's status stream through the
// balancer must reconnect and catch up on a change made after the kills, and a sign-in limit must
// hold across processes (counted in Redis). Exits 1 on any failed check; everything it started
// (processes, balancer, database, its Redis keys) is gone when it ends, failed or not.
import { boardCalls } from '@delivery/contract/calls/board';
import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { customerCalls } from '@delivery/contract/calls/customer';
import { staffCalls } from '@delivery/contract/calls/staff';
import { ErrorType } from '@delivery/contract/errors';
import { randomInt, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import pg from 'pg';
import { assertHaproxy, startHaproxy } from './balancer.ts';
import { assertPortFree, seedDemo, startApi, waitFor } from './harness.ts';
import { closedLoop, post, prepareOrders, type LoadResult, type Sent } from './order-load.ts';
import { openOrderStream, type OrderStream } from './order-stream.ts';

// CLUSTER_PORT: the balancer's; the processes take the three after it.
const balancerPort = Number(process.env.CLUSTER_PORT ?? 3740);
const adminUrl = process.env.CLUSTER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
const connections = Number(process.env.CLUSTER_CONNECTIONS ?? 20);
const measureSeconds = Number(process.env.CLUSTER_SECONDS ?? 5);
const chaosSeconds = Number(process.env.CLUSTER_CHAOS_SECONDS ?? 10);
// The whole run's bound: past it the run fails and cleans up rather than hang a CI job.
const deadline = setTimeout(() => void finish(new Error('the cluster run took over 3 minutes')), 180_000);
const demoStaffPassword = 'painel123';
const loginLimit = 10; // LOGIN_ATTEMPTS_PER_IDENTIFIER, set below for every process

const database = `ops_cluster_${process.pid}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).href;
const balancer = `http://127.0.0.1:${balancerPort}`;
const servers = [1, 2, 3].map((n) => ({ name: `api${n}`, port: balancerPort + n }));
// This run's own client address (RFC 2544's benchmark range), passed on by HAProxy and trusted by
// the API: its per-address counters in the shared Redis are this run's alone, and removed after.
const clientIp = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
const headers = { host: 'localhost', 'x-forwarded-for': clientIp };
const limitEmail = `limite-${randomUUID()}@example.com`;

const cleanups: (() => Promise<unknown> | unknown)[] = [];
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

let finishing = false;
/** Undoes everything in reverse, reports, exits. */
async function finish(error?: unknown) {
  if (finishing) return;
  finishing = true;
  clearTimeout(deadline);
  if (error) failures.push(String(error instanceof Error ? error.message : error));
  for (const undo of cleanups.reverse()) {
    try {
      await undo();
    } catch (err) {
      console.error('cleanup:', err);
    }
  }
  if (failures.length) console.log(`\nFAILED: ${failures.join('; ')}`);
  process.exit(failures.length ? 1 : 0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void finish(new Error(signal)));

try {
  console.log(`HAProxy ${assertHaproxy()}; database ${database}; client ${clientIp}`);
  for (const port of [balancerPort, ...servers.map((s) => s.port)]) await assertPortFree(port);

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  cleanups.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  /** Whose counters are this run's: its address, and the e-mails and phones it made up. */
  const own = [clientIp, limitEmail];
  /** Counters this run added one hit to but does not own (the demo owner's sign-ins). */
  const borrowed: string[] = [];
  cleanups.push(async () => {
    // Only this run's counters: the Redis may be shared with other runs and tests.
    for await (const keys of redis.scanStream({ match: 'rl:*', count: 1000 }) as AsyncIterable<string[]>) {
      for (const key of keys) {
        if (own.some((marker) => key.includes(marker))) await redis.del(key);
        // Our one hit back, unless the window ended meanwhile (a DECR would then leave -1 for good).
        else if (borrowed.some((name) => key.endsWith(`:${name}`)))
          await redis.eval("if redis.call('exists', KEYS[1]) == 1 then redis.call('decr', KEYS[1]) end", 1, key);
      }
    }
    redis.disconnect();
  });

  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    TRUST_PROXY: '1',
    // Longer than HAProxy's two failed checks half a second apart: it has stopped sending here by then.
    SHUTDOWN_DRAIN_MS: '2500',
    SHUTDOWN_TIMEOUT_MS: '8000',
    STREAM_HEARTBEAT_MS: '5000',
    LOGIN_ATTEMPTS_PER_IDENTIFIER: String(loginLimit),
    SEED_DEMO: 'false',
  };
  // Migrations and demo data once, before any process starts, as a deployment's one-off job does.
  seedDemo({ ...process.env, ...env, DEMO_ALWAYS_OPEN: '1' });
  const apis: ((typeof servers)[number] & { api: Awaited<ReturnType<typeof startApi>> })[] = [];
  for (const server of servers) {
    let stop: () => unknown = () => {};
    // Killable from the moment it exists: a run stopped while a process starts leaves none behind.
    cleanups.push(() => stop());
    const api = await startApi(server.port, {
      seed: false,
      env,
      onSpawn: (child) => (stop = () => child.kill('SIGKILL')),
    });
    stop = () => api.stop();
    apis.push({ ...server, api });
  }
  const haproxy = startHaproxy(balancerPort, servers);
  cleanups.push(
    () =>
      new Promise((resolve) => {
        if (haproxy.exitCode !== null || haproxy.signalCode !== null) return resolve(undefined);
        haproxy.once('exit', resolve).kill('SIGKILL');
      }),
  );
  await waitFor(`${balancer}/ready`, 10_000);

  const orders = await prepareOrders(balancer, headers, connections);
  own.push(...orders.identifiers);
  const believed = new Map<string, number>();
  const note = (placed: Sent[]) => placed.forEach((s) => believed.set(s.key!, 0));
  const load = async (name: string, base: string) => {
    const placed: Sent[] = [];
    const result = await closedLoop({
      name,
      url: `${base}${checkoutCalls.saveOrder.path}`,
      headers,
      orders,
      connections,
      seconds: measureSeconds,
      placed,
    });
    note(placed);
    return result;
  };
  const direct = await load('saveOrder, one process direct', `http://127.0.0.1:${servers[0]!.port}`);
  const balanced = await load('saveOrder, 3 processes via HAProxy', balancer);

  // The limit on one e-mail's sign-in tries, spent on every process in turn: past it, refused.
  const tries: { refused: boolean; server: string }[] = [];
  for (let i = 0; i < loginLimit + 3; i++) {
    const response = await fetch(`${balancer}${customerCalls.login.path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ validate: 1, email_cpf: limitEmail, password: 'errada123' }),
    });
    const body = (await response.json()) as { error_type: number };
    tries.push({
      refused: body.error_type === ErrorType.RATE_LIMITED,
      server: response.headers.get('x-served-by') ?? '?',
    });
  }
  const refusedFrom = tries.findIndex((t) => t.refused);
  check(
    refusedFrom === loginLimit && tries.slice(loginLimit).every((t) => t.refused),
    `sign-in limit across processes: ${loginLimit} tries answered, the rest refused ` +
      `(${refusedFrom < 0 ? 'none refused' : `first refusal at try ${refusedFrom + 1}`}, over ${new Set(tries.map((t) => t.server)).size} processes)`,
  );

  // Two orders' streams, on two different processes: one to be drained, one to be killed.
  const streamed: { orderId: number; stream: OrderStream }[] = [];
  const landed: string[] = [];
  for (let i = 0; streamed.length < 2 && i < 12; i++) {
    const token = orders.tokens[i % orders.tokens.length]!;
    const placed = await post<{ error_type: number; order?: { order_id: number } }>(
      balancer,
      headers,
      checkoutCalls.saveOrder.path,
      orders.orderOf({ token, key: randomUUID() }),
    );
    if (!placed.order) throw new Error(`an order to stream was refused: ${JSON.stringify(placed)}`);
    const stream = await openOrderStream(balancer, headers, token, placed.order.order_id);
    landed.push(stream.servers[0]!);
    if (streamed.some((s) => s.stream.servers[0] === stream.servers[0])) stream.close();
    else streamed.push({ orderId: placed.order.order_id, stream });
  }
  cleanups.push(() => streamed.forEach((s) => s.stream.close()));
  if (streamed.length < 2)
    throw new Error(`the balancer never put two streams on two processes (${landed.join(', ')})`);
  const [drained, killed] = streamed.map((s) => apis.find((a) => a.name === s.stream.servers[0])!);

  // Orders under load while one process drains and another dies: each order is sent until it is
  // answered, always under the key it started with, as the customer app retries.
  const chaos = { answered: 0, refused: 0, retries: 0, unanswered: 0 };
  const latencies: number[] = [];
  const until = Date.now() + chaosSeconds * 1000;
  const worker = async (token: string) => {
    while (Date.now() < until) {
      const sent = { token, key: randomUUID() };
      const started = performance.now();
      for (let attempt = 0; ; attempt++) {
        if (attempt > 0) chaos.retries++;
        if (Date.now() > until + 20_000) {
          chaos.unanswered++;
          break;
        }
        try {
          const response = await fetch(`${balancer}${checkoutCalls.saveOrder.path}`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify(orders.orderOf(sent)),
            signal: AbortSignal.timeout(5000),
          });
          // 502/503: the balancer's own answer, the request may or may not have reached a process.
          if (response.status >= 500) throw new Error(String(response.status));
          const body = (await response.json()) as { error_type: number; order?: { order_id: number } };
          if (body.error_type === ErrorType.OK && body.order) {
            believed.set(sent.key, body.order.order_id);
            chaos.answered++;
            latencies.push(performance.now() - started);
          } else chaos.refused++;
          break;
        } catch {
          await sleep(100);
        }
      }
    }
  };
  const running = Promise.all(orders.tokens.map(worker));
  await sleep((chaosSeconds * 1000) / 4);
  console.log(`SIGTERM to ${drained!.name} (it holds stream 1)`);
  drained!.api.child.kill('SIGTERM');
  await sleep((chaosSeconds * 1000) / 4);
  console.log(`kill -9 to ${killed!.name} (it holds stream 2)`);
  killed!.api.child.kill('SIGKILL');
  await running;
  latencies.sort((a, b) => a - b);
  console.log(
    `under kills: ${chaos.answered} placed, ${chaos.refused} refused, ${chaos.retries} retries, ` +
      `${chaos.unanswered} never answered; p99 including retries ${Math.round(latencies[Math.ceil(latencies.length * 0.99) - 1] ?? 0)} ms`,
  );
  check(chaos.unanswered === 0 && chaos.refused === 0, 'every order under the kills was answered as placed');
  // SIGTERM is a shutdown, not a crash: by now (more than SHUTDOWN_TIMEOUT_MS later) it has ended well.
  const ended = drained!.api.child;
  check(
    ended.exitCode === 0,
    `${drained!.name} drained and exited by itself (exit code ${ended.exitCode ?? ended.signalCode})`,
  );

  // A change made after the kills reaches both streams, each through a new connection.
  const ownerEmail = `dono@${orders.shop.slug}.exemplo.com.br`;
  borrowed.push(ownerEmail);
  const owner = await post<{ token?: string }>(balancer, headers, staffCalls.staffSignIn.path, {
    email: ownerEmail,
    password: demoStaffPassword,
  });
  if (!owner.token) throw new Error("the bench shop's owner could not sign in");
  for (const [i, { orderId, stream }] of streamed.entries()) {
    const moved = await post<{ order?: { status: string } }>(balancer, headers, boardCalls.acceptOrder.path, {
      token: owner.token,
      order_id: orderId,
      estimate_minutes: 30,
    });
    const status = moved.order?.status ?? 'accepted';
    const caught = await stream.waitFor(status, 10_000).then(
      () => true,
      () => false,
    );
    check(
      caught && stream.servers.length > 1,
      `stream ${i + 1} reconnected (${stream.servers.join(' → ')}) and heard '${status}' (${stream.statuses.join(', ')})`,
    );
  }

  // The count: every key the client saw placed is in the database, once, as the order it was told.
  const count = new pg.Client({ connectionString: databaseUrl });
  await count.connect();
  const { rows } = await count.query<{ key: string; orders: number; id: number }>(
    `SELECT idempotency_key AS key, count(*)::int AS orders, min(id)::int AS id FROM orders
      WHERE idempotency_key = ANY($1) GROUP BY idempotency_key`,
    [[...believed.keys()]],
  );
  await count.end();
  const stored = new Map(rows.map((r) => [r.key, r]));
  const lost = [...believed.keys()].filter((key) => !stored.has(key)).length;
  const doubled = rows.filter((r) => r.orders > 1).length;
  const mismatched = [...believed].filter(([key, id]) => id && stored.get(key)?.id !== id).length;
  check(
    lost === 0 && doubled === 0 && mismatched === 0,
    `${believed.size} orders the client saw placed: ${lost} lost, ${doubled} doubled, ${mismatched} other than answered`,
  );

  const row = (r: LoadResult) => ({
    run: r.name,
    'orders/s': Math.round(r.perSecond),
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    placed: r.ok,
    'refused/errors': r.refused + r.errors,
  });
  console.log(`\nPlacing orders (PostgreSQL, Redis; ${connections} connections, ${measureSeconds} s each)`);
  console.table([row(direct), row(balanced)]);
  check(direct.errors + balanced.errors === 0, 'no errors while measuring');
  await finish();
} catch (error) {
  await finish(error);
}
