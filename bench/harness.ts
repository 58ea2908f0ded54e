import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
export const benchSeconds = Number(process.env.BENCH_SECONDS ?? 10);
export const benchConnections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Rounds per hot call (bare, then the call, each round); the median round is reported. */
export const benchRounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

export type Result = { name: string; requestsPerSecond: number; p99: number; errors: number; non2xx: number };

export type Target = { url: string; method: 'POST' | 'GET'; host: string; body?: string };

/** One autocannon run after a short warm-up; only loopback addresses are ever targeted. */
export async function measure(name: string, target: Target): Promise<Result> {
  const options = {
    url: target.url,
    method: target.method,
    headers: { host: target.host, 'content-type': 'application/json' },
    body: target.body,
    connections: benchConnections,
  };
  await autocannon({ ...options, duration: 2 });
  const r = await autocannon({ ...options, duration: benchSeconds });
  return { name, requestsPerSecond: r.requests.average, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms`);
}

export async function startBare(port: number): Promise<ChildProcess> {
  const child = fork(path.join(import.meta.dirname, 'bare-server.ts'), {
    env: { ...process.env, PORT: String(port) },
    execArgv: ['--import', 'tsx'],
  });
  await new Promise<void>((resolve) => child.once('message', () => resolve()));
  return child;
}

/** The real API as `npm start` runs it: on DATABASE_URL if set, else a fresh PGlite, with demo data. */
export async function startApi(port: number) {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    APP_ENV: 'production',
    // Orders need an open shop at whatever hour the benchmark runs.
    DEMO_ALWAYS_OPEN: '1',
    DATA_DIR: process.env.DATABASE_URL ? '' : mkdtempSync(path.join(tmpdir(), 'bench-data-')),
  };
  const seed = spawnSync('node', ['--import', 'tsx', 'apps/api/src/db/seed/seed-cli.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (seed.status !== 0) throw new Error('seeding the bench database failed');
  // BENCH_API_ARGS: extra node flags for the API process, e.g. '--cpu-prof' to see where its time goes.
  const extra = process.env.BENCH_API_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn('node', [...extra, '--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  await waitFor(`http://127.0.0.1:${port}/health`);
  return {
    child,
    database: process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite',
    stop: () => new Promise<void>((resolve) => child.once('exit', () => resolve()).kill('SIGINT')),
  };
}

/** Each call beside the bare server answering a body of the same size, measured in the same run. */
export function report(title: string, database: string, pairs: { call: Result; bare: Result; bytes: number }[]): void {
  console.log(
    `\n${title} (${database}; ${benchConnections} connections, ${benchSeconds} s each, median of ${benchRounds} rounds)`,
  );
  console.table(
    pairs.map(({ call, bare, bytes }) => ({
      call: call.name,
      bytes,
      'req/s': Math.round(call.requestsPerSecond),
      'p99 ms': call.p99,
      'bare req/s': Math.round(bare.requestsPerSecond),
      'bare p99 ms': bare.p99,
      'vs bare': `${Math.round((call.requestsPerSecond / bare.requestsPerSecond) * 100)}%`,
      errors: call.errors + call.non2xx + bare.errors + bare.non2xx,
    })),
  );
}
