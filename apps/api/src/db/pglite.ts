import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * Postgres settings for the embedded database, sized for a 1 GB machine (decision 0021). PGlite
 * runs one backend in a WASM heap that never shrinks, so each shared area is paid in resident
 * memory: 128 MB of shared_buffers held a demo whose tables fit in a few MB. The OS page cache
 * still caches the files behind a small pool.
 */
export const pgliteSettings = [
  'shared_buffers=8MB',
  'maintenance_work_mem=16MB',
  // One backend: room for 100 connections' locks and slots is shared memory nobody uses.
  'max_connections=5',
];

/** PGlite's own start flags plus ours: `startParams` replaces the defaults rather than adding to them. */
const options = {
  startParams: [...PGlite.defaultStartParams, ...pgliteSettings.flatMap((s) => ['-c', s])],
  // initdb's bootstrap backend runs with these too, so creating the cluster touches less memory,
  // and postgresql.conf records them for anyone opening the folder with another tool.
  initDbStartParams: pgliteSettings.flatMap((s) => ['--set', s]),
} satisfies PGliteOptions;

const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');

/** The installed PGlite's version (its package.json is not in the package's exports). */
export function pgliteVersion(): string {
  const manifest = path.join(path.dirname(pgliteEntry), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * A new, empty cluster, as PGlite's initdb makes it, made once by `npm run db:template` and
 * committed (~630 KB): a first start unpacks it instead of running initdb, which takes ~700 MB
 * (below). The JSON beside it says which PGlite and settings made it; a template that no longer
 * matches is not used (a test fails until it is made again).
 */
export const clusterTemplate = {
  tarball: path.join(import.meta.dirname, 'pglite-template.tar.br'),
  made: path.join(import.meta.dirname, 'pglite-template.json'),
};

export type TemplateOrigin = { pglite: string; settings: string[] };

/** Whether the committed template was made by the installed PGlite with today's settings. */
export function templateFits(): boolean {
  if (!existsSync(clusterTemplate.tarball) || !existsSync(clusterTemplate.made)) return false;
  const made = JSON.parse(readFileSync(clusterTemplate.made, 'utf8')) as TemplateOrigin;
  return made.pglite === pgliteVersion() && made.settings.join('\n') === pgliteSettings.join('\n');
}

/**
 * Writes the template's files into `dataDir`. The tarball is PGlite's own `dumpDataDir` format
 * (ustar, files and folders only), compressed with Brotli; unpacked here rather than through
 * PGlite's `loadDataDir`, which copies it through the WASM file system and left the server ~100 MB
 * bigger. PG_VERSION, which marks a finished cluster, is written last, so a start interrupted
 * half-way unpacks again next time.
 */
function unpackTemplate(dataDir: string): void {
  // 40 MB of tar, in 1 MB pieces: the default 16 KB ones stayed in glibc's heap (~30 MB) for good.
  const tar = brotliDecompressSync(readFileSync(clusterTemplate.tarball), { chunkSize: 1 << 20 });
  const field = (header: Buffer, at: number, length: number) =>
    header.toString('latin1', at, at + length).replace(/\0.*$/s, '');
  let marker: Buffer | undefined;
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    if (header.every((byte) => byte === 0)) break;
    const sum = header.reduce((total, byte, i) => total + (i >= 148 && i < 156 ? 32 : byte), 0);
    if (sum !== parseInt(field(header, 148, 8), 8)) throw new Error(`${clusterTemplate.tarball}: corrupt at ${at}`);
    const prefix = field(header, 257, 6) === 'ustar' ? field(header, 345, 155) : '';
    const name = path.posix.normalize(`${prefix ? `${prefix}/` : ''}${field(header, 0, 100)}`).replace(/^\/+/, '');
    if (name.split('/').includes('..')) throw new Error(`${clusterTemplate.tarball}: unexpected path ${name}`);
    const size = parseInt(field(header, 124, 12), 8) || 0;
    const type = String.fromCharCode(header[156]!);
    const data = tar.subarray(at + 512, at + 512 + size);
    const target = path.join(dataDir, name);
    if (type === '5') mkdirSync(target, { recursive: true });
    else if (type !== '0' && type !== '\0') throw new Error(`${clusterTemplate.tarball}: ${name} is not a file`);
    else if (name === 'PG_VERSION') marker = data;
    else {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, data);
    }
    at += 512 + Math.ceil(size / 512) * 512;
  }
  if (!marker) throw new Error(`${clusterTemplate.tarball} holds no PG_VERSION`);
  writeFileSync(path.join(dataDir, 'PG_VERSION'), marker);
}

/**
 * PGlite's initdb on a new folder runs a second Postgres instance beside the first, copies its
 * whole heap to restore between steps and tars the cluster in memory: about 700 MB, which a
 * process kept for its lifetime (and a worker thread's heap still left ~150 MB behind). A child
 * process creates the cluster and exits, handing all of it back. Only used when the committed
 * template does not fit the installed PGlite, and to make that template.
 */
export async function createCluster(dataDir: string): Promise<void> {
  // Plain CommonJS run by Node alone: no loader of ours (tsx, Vitest) is needed or loaded.
  const code = `
    const [entry, options] = process.argv.slice(1);
    require(entry).PGlite.create(JSON.parse(options)).then((db) => db.close());`;
  const child = spawn(process.execPath, ['-e', code, pgliteEntry, JSON.stringify({ dataDir, ...options })], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const status = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (status !== 0) throw new Error(`creating the PGlite cluster in ${dataDir} failed (exit ${status})`);
}

/**
 * The embedded database: in `dataDir` (created on first use), or in memory when undefined (tests),
 * then from `image` (a `dumpDataDir`) when given.
 */
export async function openPglite(dataDir: string | undefined, image?: Blob): Promise<PGlite> {
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
      if (templateFits()) unpackTemplate(dataDir);
      else {
        process.emitWarning(
          `${clusterTemplate.made} was not made by PGlite ${pgliteVersion()} with these settings: running initdb (~700 MB); \`npm run db:template\` makes it again`,
        );
        await createCluster(dataDir);
      }
    }
  }
  return PGlite.create({ dataDir, loadDataDir: dataDir ? undefined : image, ...options });
}
