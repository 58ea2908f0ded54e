// `npm run bench:orders`: order validation and placement under load, then a count that proves no
// order was lost or doubled. DATABASE_URL=postgres://... for the budget of docs/architecture.md section 7
// (at least 500 orders/s with p99 under 100 ms on PostgreSQL). BENCH_BOARDS=N keeps N merchant
// boards of the bench shop open throughout and reports how soon each order placed at the paced
// rate reached every one of them (budget: 50 ms p99).
import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { orderCalls } from '@delivery/contract/calls/orders';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { openBoards } from './boards.ts';
import { pgbenchOrder } from './pgbench-order.ts';
import { benchConnections, benchSeconds, startApi } from './harness.ts';
import { closedLoop, post, prepareOrders, type Sent } from './order-load.ts';

// BENCH_PORT: another port, when another benchmark holds this one.
const port = Number(process.env.BENCH_PORT ?? 3903);
const base = `http://127.0.0.1:${port}`;
const headers = { host: 'localhost' };
const call = <T>(path: string, body: object): Promise<T> => post<T>(base, headers, path, body);

const boardCount = Number(process.env.BENCH_BOARDS ?? 0);
// BENCH_RATE: the paced run's orders a second, when the machine cannot hold the budget's 500.
const pacedRate = Number(process.env.BENCH_RATE ?? 500);
// One owner holds every board, as a shop's counter, kitchen and phones may.
if (boardCount) process.env.BOARD_STREAMS_PER_STAFF ??= String(boardCount);

const api = await startApi(port);
try {
  const orders = await prepareOrders(base, headers, benchConnections);
  const { shop, tokens, orderOf } = orders;
  const boards = boardCount ? await openBoards(base, headers.host, shop, boardCount) : null;
  const placedKeys: Sent[] = [];
  /** Closed loop: each connection sends its next request when the last one is answered. */
  const run = (name: string, path: string, withKey: boolean) =>
    closedLoop({
      name,
      url: `${base}${path}`,
      headers,
      orders,
      connections: benchConnections,
      seconds: benchSeconds,
      ...(withKey ? { placed: placedKeys } : {}),
    });

  /**
   * Open loop, for the budget's p99 at 500 orders/s: one order every 1000/rate ms whatever the
   * answers do, each timed from the moment it was due, so a slow answer cannot delay the next
   * send and hide its own cost. autocannon's `overallRate` cannot do this: each connection sends
   * its share of a second back to back and then waits for the next second (docs/decisions/0013).
   */
  /** When each order placed by the paced run was due and answered, by its id. */
  const pacedOrders = new Map<number, { due: number; answered: number }>();
  const paced = async (name: string, rate: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1_000 });
    const latencies: number[] = [];
    let ok = 0;
    let refused = 0;
    let errors = 0;
    const send = (sent: Sent, due: number) =>
      new Promise<void>((resolve) => {
        const body = JSON.stringify(orderOf(sent));
        const request = http.request(
          `${base}${checkoutCalls.saveOrder.path}`,
          {
            method: 'POST',
            agent,
            headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () => {
              const answered = performance.now();
              latencies.push(answered - due);
              if (response.statusCode !== 200) errors++;
              else if (!text.includes('"error_type":0')) refused++;
              else {
                ok++;
                placedKeys.push(sent);
                pacedOrders.set(Number(/"order_id":(\d+)/.exec(text)?.[1]), { due, answered });
              }
              resolve();
            });
          },
        );
        request.on('error', () => {
          errors++;
          resolve();
        });
        request.end(body);
      });
    const total = rate * benchSeconds;
    const sends: Promise<void>[] = [];
    const start = performance.now();
    for (let i = 0; i < total; i++) {
      const due = start + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait >= 1) await sleep(wait);
      sends.push(send({ token: tokens[i % tokens.length]!, key: randomUUID() }, due));
    }
    const sentFor = (performance.now() - start) / 1000;
    await Promise.all(sends);
    agent.destroy();
    latencies.sort((a, b) => a - b);
    const percentile = (p: number) => Math.round(latencies[Math.ceil(latencies.length * p) - 1] ?? 0);
    return {
      name,
      perSecond: latencies.length / sentFor,
      p50: percentile(0.5),
      p99: percentile(0.99),
      ok,
      refused,
      errors,
    };
  };

  const countStored = async () => {
    let stored = 0;
    for (const token of tokens) {
      for (let page = 1; ; page++) {
        const res = await call<{ orders: unknown[]; has_more: boolean }>(orderCalls.getOrdersPage.path, {
          token,
          page,
        });
        stored += res.orders.length;
        if (!res.has_more) break;
      }
    }
    return stored;
  };

  const validate = await run('validateOrderApp', checkoutCalls.validateOrderApp.path, false);
  const place = await run('saveOrder', checkoutCalls.saveOrder.path, true);
  const placeAt500 = await paced(`saveOrder at ${pacedRate}/s`, pacedRate);
  // Requests still in flight when the clock stopped may be stored without an answer counted, so
  // the proof is by retry: every order answered as placed, sent again with its key, must be found
  // (the same order answered) and the number stored must not move.
  // Requests the server was still working on when autocannon stopped: wait until the count settles.
  let before = await countStored();
  for (let settled = false; !settled;) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = await countStored();
    settled = now === before;
    before = now;
  }
  let found = 0;
  for (const sent of placedKeys) {
    const again = await call<{ error_type: number; order?: { order_id: number } }>(
      checkoutCalls.saveOrder.path,
      orderOf(sent),
    );
    if (again.error_type === 0 && again.order) found++;
  }
  const after = await countStored();
  console.log(`\nOrders (${api.database}; ${benchConnections} connections, ${benchSeconds} s each)`);
  console.table(
    [validate, place, placeAt500].map((r) => ({
      call: r.name,
      'req/s': Math.round(r.perSecond),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'answered 0': r.ok,
      refused: r.refused,
      errors: r.errors,
    })),
  );
  if (boards) {
    // Every board should have heard every order: one time per board and order, or it is missing.
    const fromDue: number[] = [];
    const fromAnswer: number[] = [];
    let missing = 0;
    for (const [id, { due, answered }] of pacedOrders) {
      const times = boards.heard.get(id) ?? [];
      missing += boardCount - times.length;
      for (const at of times) {
        fromDue.push(at - due);
        fromAnswer.push(at - answered);
      }
    }
    boards.close();
    const percentile = (values: number[], p: number) =>
      [...values].sort((a, b) => a - b)[Math.ceil(values.length * p) - 1]?.toFixed(1) ?? '-';
    console.log(
      `${boardCount} boards open: ${fromDue.length} arrivals of ${pacedOrders.size} orders placed at ${pacedRate}/s, ` +
        `${missing} missing; order due → board p50 ${percentile(fromDue, 0.5)} ms, ` +
        `p99 ${percentile(fromDue, 0.99)} ms; its answer → board p50 ${percentile(fromAnswer, 0.5)} ms, ` +
        `p99 ${percentile(fromAnswer, 0.99)} ms`,
    );
    if (missing) process.exitCode = 1;
  }
  const sound = found === placedKeys.length && after === before && before >= placedKeys.length;
  console.log(
    `answered as placed: ${placedKeys.length}; stored: ${before}; found again by key: ${found}; ` +
      `stored after the retries: ${after}: ${sound ? 'none lost or doubled' : 'MISMATCH'}`,
  );
  if (!sound) process.exitCode = 1;
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    // After the count: pgbench's orders belong to the same customers.
    const placedIds = [...pacedOrders.keys()];
    // As many connections as the API's pool (all it can have in flight), then as many as the load's.
    const statement = [];
    for (const clients of [Number(process.env.DATABASE_POOL_SIZE ?? 10), benchConnections]) {
      statement.push(await pgbenchOrder({ databaseUrl, placedIds, clients, seconds: benchSeconds }));
    }
    console.log(`\nThe order's statement alone under pgbench (prepared, ${benchSeconds} s) beside saveOrder`);
    console.table([
      ...statement.map((r) => ({
        run: `pgbench, ${r.clients} connections`,
        'req/s': Math.round(r.perSecond),
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        failed: r.failed,
      })),
      {
        run: `saveOrder, ${benchConnections} connections`,
        'req/s': Math.round(place.perSecond),
        'p50 ms': place.p50,
        'p99 ms': place.p99,
        failed: place.errors,
      },
    ]);
    const best = Math.max(...statement.map((r) => r.perSecond));
    console.log(`saveOrder places ${((place.perSecond / best) * 100).toFixed(0)}% of the statement's best rate`);
  }
} finally {
  await api.stop();
}
