import { mkdirSync, readFileSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * One process at a time on an embedded data folder: PGlite is a single Postgres backend with no
 * shared memory between processes, so a second one writing the same files loses what the first
 * wrote (orders confirmed, then gone after a crash). The holder writes its pid and host in a file
 * of the folder, created exclusively, and refreshes its time while it runs; the file goes when the
 * folder is closed or the process exits.
 */
const LOCK_FILE = 'server.lock';
/** How often the holder touches its lock, and how old one from another host is taken as dead. */
const REFRESH_MS = 10_000;
const STALE_FROM_ELSEWHERE_MS = 6 * REFRESH_MS;

type Holder = { pid: number; host: string; since: string };

/** The folder is held by another live process: starting would lose data, so nothing is opened. */
export class FolderInUse extends Error {
  constructor(dir: string, holder: Holder) {
    super(
      `${dir} is in use by another process (pid ${holder.pid} on ${holder.host}, since ${holder.since}): ` +
        'stop it first, or give this one another DATA_DIR',
    );
    this.name = 'FolderInUse';
  }
}

function readHolder(file: string): { holder: Holder | null; text: string } | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Holder;
    return { holder: Number.isInteger(parsed.pid) && typeof parsed.host === 'string' ? parsed : null, text };
  } catch {
    // Half written by a process killed while writing it: nobody holds it.
    return { holder: null, text };
  }
}

/**
 * Whether the process named in a lock still runs. On this host the kernel answers (signal 0); our
 * own pid is a previous life of this process's container, killed before it could let go. From
 * another host (a shared volume) only the lock's refreshed time tells.
 */
function holds(holder: Holder, file: string): boolean {
  if (holder.host !== hostname()) {
    return Date.now() - statSync(file).mtimeMs < STALE_FROM_ELSEWHERE_MS;
  }
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock or throws FolderInUse; answers what lets it go (idempotent). */
export function lockFolder(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const mine = JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() });
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, mine, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
    }
    const found = readHolder(file);
    if (!found) continue;
    if (found.holder && holds(found.holder, file)) throw new FolderInUse(dir, found.holder);
    // A dead process's lock: removed only if it is still that one, then taken as above.
    if (readHolder(file)?.text === found.text) unlinkSync(file);
  }
  const refresh = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(file, now, now);
    } catch {
      // Gone with the folder: nothing left to hold.
    }
  }, REFRESH_MS);
  refresh.unref();
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    clearInterval(refresh);
    process.off('exit', release);
    if (readHolder(file)?.text === mine) unlinkSync(file);
  };
  // A process that exits without closing the folder (an uncaught error) lets it go too.
  process.on('exit', release);
  return release;
}
