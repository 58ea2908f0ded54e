import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { ZProfileSettings } from '@delivery/contract/profile';
import { schema, type Database } from '../src/db/client.ts';
import { settingsFor } from './helpers/tenants.ts';
import { committedMigrations, migrationsBefore } from './helpers/migrations.ts';

const before = migrationsBefore('_tenant_short_name');
const client = new PGlite();
afterAll(async () => {
  await client.close();
  before.remove();
});

describe('migrating profiles saved before the short name', () => {
  it('gives each an empty one, which its title stands for, and keeps the rest of its settings', async () => {
    const db = drizzle({ client, schema }) as unknown as Database;
    await migrate(drizzle({ client }), { migrationsFolder: before.folder });

    // The settings as they were stored then: no app.short_name.
    const stored = settingsFor('SINGLE', 'Pizzaria Bella Napoli');
    const { short_name: _, ...app } = stored.app;
    const old = { ...stored, app };
    const profile = (await db.execute(sql`
      insert into profiles (name, type_flow, settings)
      values ('Pizzaria Bella Napoli', 'SINGLE', ${JSON.stringify(old)}::jsonb)
      returning id
    `)) as unknown as { rows: { id: number }[] };
    expect(ZProfileSettings.safeParse(old).success).toBe(false);

    await migrate(drizzle({ client }), { migrationsFolder: committedMigrations });
    const rows = (await db.execute(
      sql`select settings from profiles where id = ${profile.rows[0]!.id}`,
    )) as unknown as { rows: { settings: unknown }[] };
    const settings = ZProfileSettings.parse(rows.rows[0]!.settings);
    expect(settings).toEqual({ ...old, app: { ...app, short_name: '' } });
    // Two migrations of a new database, each of every file.
  }, 120_000);
});
