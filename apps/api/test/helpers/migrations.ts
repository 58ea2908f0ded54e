import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The committed migrations, as `migrate` reads them. */
export const committedMigrations = path.join(import.meta.dirname, '../../src/db/migrations');

/**
 * A copy of the committed migrations up to, not including, the one whose tag ends with `suffix`: a
 * database migrated with it stands as one did before that migration. `remove` deletes the copy.
 */
export function migrationsBefore(suffix: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(committedMigrations, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(suffix));
  if (at < 1) throw new Error(`No migration to stop before: none after the first ends with ${suffix}`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
