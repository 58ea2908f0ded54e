import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { clusterTemplate, openPglite, pgliteSettings, pgliteVersion, templateFits } from './pglite.ts';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('the embedded database on a new folder', () => {
  it('has a template made by the installed PGlite with these settings', () => {
    // Otherwise every first start runs initdb (~700 MB).
    const remedy = `\`npm run db:template\` for PGlite ${pgliteVersion()} with ${pgliteSettings.join(', ')}, and commit`;
    expect(existsSync(clusterTemplate.tarball), remedy).toBe(true);
    expect(templateFits(), remedy).toBe(true);
  });

  it('unpacks the template, over what an interrupted first start left, and opens it again', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
    folders.push(dataDir);
    // A start stopped half-way: files, but no PG_VERSION yet.
    mkdirSync(path.join(dataDir, 'global'));
    writeFileSync(path.join(dataDir, 'global', 'pg_control'), 'cut short');
    const warning = vi.spyOn(process, 'emitWarning');
    try {
      const db = await openPglite(dataDir);
      expect(warning).not.toHaveBeenCalled(); // initdb did not run
      const { rows } = await db.query<{ datname: string }>('SELECT datname FROM pg_database ORDER BY datname');
      expect(rows.map((r) => r.datname)).toEqual(['postgres', 'template0', 'template1']);
      await db.exec('CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)');
      await db.close();
    } finally {
      warning.mockRestore();
    }
    // initdb's WAL is not in the template: one segment, the checkpoint's.
    expect(readdirSync(path.join(dataDir, 'pg_wal')).filter((f) => /^[0-9A-F]{24}$/.test(f))).toHaveLength(1);

    const again = await openPglite(dataDir);
    const { rows } = await again.query<{ n: number; shared_buffers: string }>(
      "SELECT n, current_setting('shared_buffers') AS shared_buffers FROM kept",
    );
    expect(rows).toEqual([{ n: 7, shared_buffers: '8MB' }]);
    await again.close();
  }, 120_000);
});
