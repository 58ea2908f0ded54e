import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { schema, type Database } from '../src/db/client.ts';
import { settingsFor } from './helpers/tenants.ts';
import { committedMigrations, migrationsBefore } from './helpers/migrations.ts';

const before = migrationsBefore('_phone_verified');
const client = new PGlite();
afterAll(async () => {
  await client.close();
  before.remove();
});

type Row = { id: number };

describe('migrating phones typed before they were verified', () => {
  it('verifies the phones whose code was typed back and SMS-only accounts, and no other', async () => {
    const db = drizzle({ client, schema }) as unknown as Database;
    await migrate(drizzle({ client }), { migrationsFolder: before.folder });

    // Written in the SQL of that time: the schema of today names the column being added.
    const profile = (await db.execute(sql`
      insert into profiles (name, type_flow, settings)
      values ('Loja Teste', 'MARKETPLACE', ${JSON.stringify(settingsFor('MARKETPLACE', 'Loja Teste'))}::jsonb)
      returning id
    `)) as unknown as { rows: Row[] };
    const profileId = profile.rows[0]!.id;
    const customer = async (name: string, phone: string, passwordHash: string | null) =>
      (
        (await db.execute(sql`
          insert into customers (profile_id, name, email, cell_phone, password_hash)
          values (${profileId}, ${name}, ${`${phone}@example.com`}, ${phone}, ${passwordHash})
          returning id
        `)) as unknown as { rows: Row[] }
      ).rows[0]!.id;
    const code = async (purpose: string, phone: string, customerId: number | null, channel: string) =>
      db.execute(sql`
        insert into verifications (id, profile_id, purpose, customer_id, destination, channel, verified_at, expires_at)
        values (${`${purpose}-${phone}`}, ${profileId}, ${purpose}, ${customerId}, ${phone}, ${channel}, now(), now())
      `);

    const signedInBySms = await customer('Entrou por SMS', '11911110001', 'scrypt$hash');
    await code('sms_login', '11911110001', signedInBySms, 'TELEFONE');
    const recoveredBySms = await customer('Recuperou por SMS', '11911110002', 'scrypt$hash');
    await code('recovery', '11911110002', recoveredBySms, 'TELEFONE');
    const madeBySms = await customer('Cadastro por SMS', '11911110003', null);
    const onlyTyped = await customer('Só digitou', '11911110004', 'scrypt$hash');
    const recoveredByEmail = await customer('Recuperou por e-mail', '11911110005', 'scrypt$hash');
    await code('recovery', '11911110005', recoveredByEmail, 'EMAIL');

    await migrate(drizzle({ client }), { migrationsFolder: committedMigrations });
    const rows = (await db.execute(
      sql`select id, phone_verified_at is not null as verified from customers order by id`,
    )) as unknown as { rows: { id: number; verified: boolean }[] };
    expect(rows.rows).toEqual([
      { id: signedInBySms, verified: true },
      { id: recoveredBySms, verified: true },
      { id: madeBySms, verified: true },
      { id: onlyTyped, verified: false },
      { id: recoveredByEmail, verified: false },
    ]);
  });
});
