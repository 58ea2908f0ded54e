import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { moduleParts, tableOwners } from './owners.ts';

const src = new URL('../../', import.meta.url);
const isModule = (name: string) => existsSync(new URL(`modules/${name}/`, src));

async function schemaTables(): Promise<string[]> {
  const files = (await readdir(new URL('./', import.meta.url))).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'owners.ts',
  );
  const names: string[] = [];
  for (const file of files) {
    const exported: Record<string, unknown> = await import(/* @vite-ignore */ new URL(file, import.meta.url).href);
    names.push(...Object.keys(exported).filter((name) => is(exported[name], PgTable)));
  }
  return names.sort();
}

describe('table owners', () => {
  it('names every table of the schema, and nothing else', async () => {
    expect(Object.keys(tableOwners).sort()).toEqual(await schemaTables());
  });

  it('gives each table a module, or a file outside the modules that exists', () => {
    for (const owner of Object.values(tableOwners)) {
      expect(owner.endsWith('.ts') ? existsSync(new URL(owner, src)) : isModule(owner), owner).toBe(true);
    }
  });

  it('makes a module a part only of another module', () => {
    for (const [part, whole] of Object.entries(moduleParts))
      expect([part, isModule(part), isModule(whole)]).toEqual([part, true, true]);
  });
});
