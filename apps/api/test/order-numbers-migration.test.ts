import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { schema, type Database } from '../src/db/client.ts';
import { reserveOrderNumber } from '../src/modules/orders/insert-order.ts';
import { addCity, settingsFor } from './helpers/tenants.ts';
import { committedMigrations, migrationsBefore } from './helpers/migrations.ts';

const before = migrationsBefore('_order_numbers');
const client = new PGlite();
afterAll(async () => {
  await client.close();
  before.remove();
});

type Rows<T> = { rows: T[] };

describe('migrating orders placed before they were numbered per tenant', () => {
  it("numbers each tenant's orders in the order they were placed, and each counter goes on from there", async () => {
    const db = drizzle({ client, schema }) as unknown as Database;
    await migrate(drizzle({ client }), { migrationsFolder: before.folder });

    // Written in the SQL of that time: the schema of today names the column being added.
    const tenant = async (name: string) => {
      const profile = (await db.execute(sql`
        insert into profiles (name, type_flow, settings)
        values (${name}, 'SINGLE', ${JSON.stringify(settingsFor('SINGLE', name))}::jsonb)
        returning id
      `)) as unknown as Rows<{ id: number }>;
      const profileId = profile.rows[0]!.id;
      const city = await addCity(db, profileId, 'Campinas', ['Cambuí']);
      const shop = (await db.execute(sql`
        insert into shops (profile_id, city_id, name, slug, segment)
        values (${profileId}, ${city.id}, ${name}, ${`loja-${profileId}`}, 'pizzaria')
        returning id
      `)) as unknown as Rows<{ id: number }>;
      const customer = (await db.execute(sql`
        insert into customers (profile_id, name) values (${profileId}, 'Ana') returning id
      `)) as unknown as Rows<{ id: number }>;
      return { profileId, shopId: shop.rows[0]!.id, customerId: customer.rows[0]!.id };
    };
    const nonna = await tenant('Forno da Nonna');
    const mare = await tenant('Temakeria Maré');
    /** An order placed `minutesAgo`; answers its id. */
    const place = async (at: typeof nonna, minutesAgo: number) =>
      (
        (await db.execute(sql`
          insert into orders (profile_id, shop_id, customer_id, idempotency_key, shop_name, payment_method,
            products_cents, delivery_cents, total_cents, created_at)
          values (${at.profileId}, ${at.shopId}, ${at.customerId}, ${`k-${minutesAgo}`}, 'Loja', 'cash', 4490, 0, 4490,
            now() - make_interval(mins => ${minutesAgo}))
          returning id
        `)) as unknown as Rows<{ id: number }>
      ).rows[0]!.id;
    // Ids and the order of placing disagree (a restored backup, an order written late): the clock decides.
    const nonnaLast = await place(nonna, 10);
    const mareFirst = await place(mare, 50);
    const nonnaFirst = await place(nonna, 40);
    const nonnaSecond = await place(nonna, 30);
    await db.execute(sql`
      insert into cashback_ledger (profile_id, customer_id, order_id, amount_cents, kind, description)
      values (${nonna.profileId}, ${nonna.customerId}, ${nonnaSecond}, 449, 'earn', ${`Cashback do pedido ${nonnaSecond}`}),
        (${nonna.profileId}, ${nonna.customerId}, ${nonnaLast}, -200, 'spend', ${`Usado no pedido ${nonnaLast}`})
    `);

    await migrate(drizzle({ client }), { migrationsFolder: committedMigrations });

    const numbers = (await db.execute(sql`select id, number from orders order by id`)) as unknown as Rows<{
      id: number;
      number: number;
    }>;
    expect(numbers.rows).toEqual([
      { id: nonnaLast, number: 3 },
      { id: mareFirst, number: 1 },
      { id: nonnaFirst, number: 1 },
      { id: nonnaSecond, number: 2 },
    ]);
    const ledger = (await db.execute(sql`select description from cashback_ledger order by id`)) as unknown as Rows<{
      description: string;
    }>;
    expect(ledger.rows.map((row) => row.description)).toEqual(['Cashback do pedido 2', 'Usado no pedido 3']);
    // The next orders go on from each tenant's last; a tenant with no orders yet starts at 1.
    expect(await reserveOrderNumber(db, nonna.profileId)).toBe(4);
    expect(await reserveOrderNumber(db, mare.profileId)).toBe(2);
    expect(await reserveOrderNumber(db, (await tenant('Sem pedidos')).profileId)).toBe(1);
  });
});
