import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * Postgres settings for the embedded database, sized for a 1 GB machine (decision 0021). PGlite
 * runs one backend in a WASM heap that never shrinks, so each shared area is paid in resident
 * memory: 128 MB of shared_buffers held a demo whose tables fit in a few MB. The OS page cache
 * still caches the files behind a small pool.
 */
const settings = [
  'shared_buffers=8MB',
  'maintenance_work_mem=16MB',
  // One backend: room for 100 connections' locks and slots is shared memory nobody uses.
  'max_connections=5',
];

/** PGlite's own start flags plus ours: `startParams` replaces the defaults rather than adding to them. */
const options = {
  startParams: [...PGlite.defaultStartParams, ...settings.flatMap((s) => ['-c', s])],
  // initdb's bootstrap backend runs with these too, so creating the cluster touches less memory,
  // and postgresql.conf records them for anyone opening the folder with another tool.
  initDbStartParams: settings.flatMap((s) => ['--set', s]),
} satisfies PGliteOptions;

/**
 * PGlite's initdb on a new folder runs a second Postgres instance beside the first, copies its
 * whole heap to restore between steps and tars the cluster in memory: about 600 MB, which a
 * process kept for its lifetime (and a worker thread's heap still left ~150 MB behind). A child
 * process creates the cluster and exits, handing all of it back; the server then opens the folder
 * as it does after a restart.
 */
async function createCluster(dataDir: string): Promise<void> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  // Plain CommonJS run by Node alone: no loader of ours (tsx, Vitest) is needed or loaded.
  const code = `
    const [entry, options] = process.argv.slice(1);
    require(entry).PGlite.create(JSON.parse(options)).then((db) => db.close());`;
  const child = spawn(process.execPath, ['-e', code, entry, JSON.stringify({ dataDir, ...options })], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const status = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (status !== 0) throw new Error(`creating the PGlite cluster in ${dataDir} failed (exit ${status})`);
}

/** The embedded database: in `dataDir` (created on first use), or in memory when undefined (tests). */
export async function openPglite(dataDir: string | undefined): Promise<PGlite> {
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await createCluster(dataDir);
  }
  return PGlite.create({ dataDir, ...options });
}
