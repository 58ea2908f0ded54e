import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const benchSeconds = Number(process.env.BENCH_SECONDS ?? 10);
export const benchConnections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Rounds per hot call (bare, then the call, each round); the median round is reported. */
export const benchRounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

export type Result = { name: string; requestsPerSecond: number; p99: number; errors: number; non2xx: number };

export type Target = { url: string; method: 'POST' | 'GET'; host: string; body?: string };

/**
 * One wrk run after a short warm-up; only loopback addresses are ever targeted. wrk (C, one
 * thread) reads answers without decoding them: autocannon turns every body into a JS string, and
 * on a 33 KB menu with accented names that cost it three times what the same number of ASCII bytes
 * did, so it measured itself rather than the server (docs/decisions/0012).
 */
export async function measure(name: string, target: Target): Promise<Result> {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-wrk-'));
  const script = path.join(folder, 'call.lua');
  if (target.body?.includes(']==]')) throw new Error('a body wrk cannot quote');
  writeFileSync(
    script,
    [
      `wrk.method = "${target.method}"`,
      `wrk.headers["Host"] = "${target.host}"`,
      `wrk.headers["Content-Type"] = "application/json"`,
      target.body === undefined ? '' : `wrk.body = [==[${target.body}]==]`,
      'done = function(summary, latency)',
      '  local e = summary.errors',
      '  io.write(string.format("\\nRESULT %d %d %d %d %d\\n", summary.requests, summary.duration,',
      '    latency:percentile(99), e.connect + e.read + e.write + e.timeout, e.status))',
      'end',
    ].join('\n'),
  );
  const wrk = (seconds: number) => {
    const run = spawnSync(
      'wrk',
      ['-t1', `-c${benchConnections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, target.url],
      { encoding: 'utf8' },
    );
    if (run.error || run.status !== 0) {
      throw new Error(`wrk failed (Debian's package wrk: apt-get install wrk): ${run.error?.message ?? run.stderr}`);
    }
    const [requests, durationUs, p99Us, errors, non2xx] = (/RESULT (.*)/.exec(run.stdout)?.[1] ?? '')
      .split(' ')
      .map(Number);
    return {
      name,
      requestsPerSecond: requests! / (durationUs! / 1e6),
      p99: p99Us! / 1000,
      errors: errors!,
      non2xx: non2xx!,
    };
  };
  try {
    wrk(2);
    return wrk(benchSeconds);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Throws when something already listens on `port`: another checkout's benchmark on this machine
 * would answer the health check, and its process be measured instead of ours.
 */
export async function assertPortFree(port: number): Promise<void> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', (err) => reject(new Error(`port ${port} is taken (${err.message}); stop what runs on it`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** Resolves once `url` answers 2xx. */
export async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
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

/** The bare server, and `answer(path, body)`: from then on it answers those bytes at that path. */
export async function startBare(port: number) {
  const child = fork(path.join(import.meta.dirname, 'bare-server.ts'), {
    env: { ...process.env, PORT: String(port) },
  });
  await new Promise<void>((resolve) => child.once('message', () => resolve()));
  return {
    answer: (at: string, body: string) =>
      new Promise<void>((resolve) => {
        child.once('message', () => resolve());
        child.send({ path: at, body });
      }),
    kill: () => child.kill(),
  };
}

/**
 * The real API as `npm start` runs it: on DATABASE_URL if set, else a fresh PGlite, with demo data.
 * `seed: false` for a process that joins a database another one seeded; `env` adds to its variables;
 * `onSpawn` gets the process at once, for a caller that must be able to kill it while it starts.
 */
export async function startApi(
  port: number,
  options: { seed?: boolean; env?: Record<string, string>; onSpawn?: (child: ChildProcess) => void } = {},
) {
  await assertPortFree(port);
  const databaseUrl = options.env?.DATABASE_URL ?? process.env.DATABASE_URL;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    APP_ENV: 'production',
    // Orders need an open shop at whatever hour the benchmark runs.
    DEMO_ALWAYS_OPEN: '1',
    // Every bench customer signs up from 127.0.0.1: the per-address sign-up limit would stop them.
    SIGNUPS_PER_IP: '1000',
    DATA_DIR: databaseUrl ? '' : mkdtempSync(path.join(tmpdir(), 'bench-data-')),
    ...options.env,
  };
  if (options.seed ?? true) seedDemo(env);
  // BENCH_API_ARGS: extra node flags for the API process, e.g. '--cpu-prof' to see where its time goes.
  const extra = process.env.BENCH_API_ARGS?.split(' ').filter(Boolean) ?? [];
  // As `npm start` runs it: the script bundles the API, then becomes the node process serving it.
  const child = spawn('sh', ['scripts/start-api.sh', ...extra], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  options.onSpawn?.(child);
  try {
    await waitFor(`http://127.0.0.1:${port}/health`);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    child,
    database: databaseUrl ? 'PostgreSQL' : 'PGlite',
    // A process already gone (a test killed it) has nothing left to stop.
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve()).kill('SIGINT');
      }),
  };
}

/** Migrates the database `env` names and loads the demo data into it, as `npm run db:seed` does. */
export function seedDemo(env: NodeJS.ProcessEnv): void {
  const seed = spawnSync('node', ['apps/api/src/db/seed/seed-cli.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (seed.status !== 0) throw new Error('seeding the bench database failed');
}

/** Each call beside the bare server answering the same bytes, measured in the same run. */
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
