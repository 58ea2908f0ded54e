import { PGlite } from '@electric-sql/pglite';
import type { TOrderStatus } from '@delivery/contract/order-status';
import { asc, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { schema, type Database } from '../src/db/client.ts';
import { orders, orderStatusHistory } from '../src/db/schema/orders.ts';
import { addCity, settingsFor } from './helpers/tenants.ts';
import { committedMigrations, migrationsBefore } from './helpers/migrations.ts';

const remap = '0007_pickup_orders_on_their_path';
const before = migrationsBefore(remap);
const client = new PGlite();
afterAll(async () => {
  await client.close();
  before.remove();
});

describe('migrating orders placed before pickup had its own path', () => {
  it('moves pickup orders and their history onto the pickup path, and leaves deliveries alone', async () => {
    const db = drizzle({ client, schema }) as unknown as Database;
    await migrate(drizzle({ client }), { migrationsFolder: before.folder });

    // Written in the SQL of that time, as the orders below: the schema of today names columns later
    // migrations add.
    const profile = (await db.execute(sql`
      insert into profiles (name, type_flow, settings)
      values ('Loja Teste', 'MARKETPLACE', ${JSON.stringify(settingsFor('MARKETPLACE', 'Loja Teste'))}::jsonb)
      returning id
    `)) as unknown as { rows: { id: number }[] };
    const tenant = { id: profile.rows[0]!.id };
    const city = await addCity(db, tenant.id, 'Campinas', ['Cambuí']);
    const shop = (await db.execute(sql`
      insert into shops (profile_id, city_id, name, slug, segment)
      values (${tenant.id}, ${city.id}, 'Pizzaria Teste', 'pizzaria-teste', 'pizzaria')
      returning id
    `)) as unknown as { rows: { id: number }[] };
    const shopId = shop.rows[0]!.id;
    const customer = (
      (await db.execute(sql`
        insert into customers (profile_id, name) values (${tenant.id}, 'Ana') returning id
      `)) as unknown as { rows: { id: number }[] }
    ).rows[0];
    const address = {
      street: 'Rua Coronel Quirino',
      number: '1200',
      complement: '',
      district: 'Cambuí',
      city: 'Campinas',
      cep: '13025-002',
      reference: '',
    };
    const place = async (key: string, delivered: boolean, path: TOrderStatus[]) => {
      const inserted = (await db.execute(sql`
        insert into orders (profile_id, shop_id, customer_id, idempotency_key, status, shop_name, address,
          payment_method, products_cents, delivery_cents, total_cents)
        values (${tenant.id}, ${shopId}, ${customer!.id}, ${key}, ${path.at(-1)!}, 'Pizzaria Teste',
          ${delivered ? JSON.stringify(address) : null}::jsonb, 'cash', 4490, 0, 4490)
        returning id
      `)) as unknown as { rows: { id: number }[] };
      const id = inserted.rows[0]!.id;
      for (const status of path) {
        await db.execute(sql`insert into order_status_history (order_id, status) values (${id}, ${status})`);
      }
      return id;
    };
    const old: TOrderStatus[] = ['received', 'accepted', 'preparing', 'out_for_delivery', 'delivered'];
    const pickedUp = await place('pickup-done', false, old);
    const waiting = await place('pickup-waiting', false, old.slice(0, 4));
    const cancelled = await place('pickup-cancelled', false, ['received', 'cancelled']);
    const deliveredOrder = await place('delivery-done', true, old);

    await migrate(drizzle({ client }), { migrationsFolder: committedMigrations });

    const now = async (id: number) => {
      const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
      const history = await db
        .select({ status: orderStatusHistory.status })
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, id))
        .orderBy(asc(orderStatusHistory.id));
      return { status: order!.status, history: history.map((h) => h.status) };
    };
    expect(await now(pickedUp)).toEqual({
      status: 'picked_up',
      history: ['received', 'accepted', 'preparing', 'ready_for_pickup', 'picked_up'],
    });
    expect(await now(waiting)).toEqual({
      status: 'ready_for_pickup',
      history: ['received', 'accepted', 'preparing', 'ready_for_pickup'],
    });
    expect(await now(cancelled)).toEqual({ status: 'cancelled', history: ['received', 'cancelled'] });
    expect(await now(deliveredOrder)).toEqual({ status: 'delivered', history: old });

    // 0013 names who made each change so far: the customer placed it, the sandbox moved it on.
    const actors = await db
      .select({ actor: orderStatusHistory.actor })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, cancelled))
      .orderBy(asc(orderStatusHistory.id));
    expect(actors.map((a) => a.actor)).toEqual(['customer', 'staff']);
  });
});
