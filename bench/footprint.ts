// The embedded database's memory (issue 11): `npm start` on a fresh PGlite folder (the demo is
// loaded) and again on the same folder, each sampled while starting and at rest. Limits are for a
// 1 GB machine, and hold for the server with whatever it starts (the bundler before it, a child
// making a cluster): `npm run bench:footprint` exits 1 when a figure is over its limit.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assertPortFree, waitFor } from './harness.ts';

const root = path.resolve(import.meta.dirname, '..');
export const footprintLimitsMb = { loading: 500, rest: 300 };
/** How long the server idles before its resident memory is read as "at rest". */
const restMs = 5_000;

export type Footprint = { start: string; peakMb: number; withChildrenMb: number; restMb: number };

function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0; // the process has just exited
  }
}

/** The process and its children (the bundler, or a child creating a PGlite cluster), summed. */
function treeRssKb(pid: number): number {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    // gone
  }
  return statusKb(pid, 'VmRSS') + children.reduce((sum, child) => sum + treeRssKb(child), 0);
}

const mb = (kb: number) => Math.round(kb / 1024);

/** One start of the API as `npm start` runs it (scripts/start-api.sh) on `dataDir`, stopped once measured. */
async function sample(start: string, dataDir: string, port: number): Promise<Footprint> {
  await assertPortFree(port);
  // The script bundles the API in a child, then execs node: from then on the pid is the server's,
  // and its VmHWM counts the server alone.
  const child = spawn('sh', ['scripts/start-api.sh'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    },
    stdio: 'inherit',
  });
  const pid = child.pid!;
  let treePeakKb = 0;
  // Sampled rather than read once: the bundler is gone by the time the server answers.
  const timer = setInterval(() => (treePeakKb = Math.max(treePeakKb, treeRssKb(pid))), 50);
  try {
    await waitFor(`http://127.0.0.1:${port}/health`, 120_000);
    await new Promise((r) => setTimeout(r, restMs));
    return {
      start,
      peakMb: mb(statusKb(pid, 'VmHWM')),
      withChildrenMb: mb(Math.max(treePeakKb, statusKb(pid, 'VmHWM'))),
      restMb: mb(treeRssKb(pid)),
    };
  } finally {
    clearInterval(timer);
    await new Promise<void>((resolve) => child.once('exit', () => resolve()).kill('SIGINT'));
  }
}

/** A first start on a fresh folder (loads the demo), then a restart on it. */
export async function measureFootprint(port: number): Promise<Footprint[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-footprint-'));
  try {
    return [
      await sample('first (fresh DATA_DIR, demo loaded)', dataDir, port),
      await sample('restart (same DATA_DIR)', dataDir, port),
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the table; answers the figures over their limits. */
export function reportFootprint(rows: Footprint[]): string[] {
  console.log(
    `\nMemory of the API on PGlite (MB resident; limits: ${footprintLimitsMb.loading} while starting, ${footprintLimitsMb.rest} at rest ${restMs / 1000} s after)`,
  );
  console.table(
    rows.map((r) => ({
      start: r.start,
      'peak (server)': r.peakMb,
      'peak with children': r.withChildrenMb,
      'at rest': r.restMb,
    })),
  );
  return rows.flatMap((r) => [
    ...(r.withChildrenMb > footprintLimitsMb.loading ? [`${r.start}: peak ${r.withChildrenMb} MB`] : []),
    ...(r.restMb > footprintLimitsMb.rest ? [`${r.start}: at rest ${r.restMb} MB`] : []),
  ]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const over = reportFootprint(await measureFootprint(3903));
  if (over.length) {
    console.error(`over the limits: ${over.join('; ')}`);
    process.exitCode = 1;
  }
}
