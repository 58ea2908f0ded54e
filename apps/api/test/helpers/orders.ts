import { addressCalls } from '@delivery/contract/calls/addresses';
import { orderCalls } from '@delivery/contract/calls/orders';
import { catalogCalls } from '@delivery/contract/calls/catalog';
import { checkoutCalls } from '@delivery/contract/calls/checkout';
import type { TProduct } from '@delivery/contract/catalog';
import { encodeProductsList } from '@delivery/contract/checkout';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/db/client.ts';
import { addresses, customers } from '../../src/db/schema/customers.ts';
import { orders } from '../../src/db/schema/orders.ts';
import { cashbackLedger } from '../../src/db/schema/rewards.ts';
import { insertShop } from '../../src/db/seed/insert-shop.ts';
import { newSignup, registerAccount, type Signup } from './accounts.ts';
import { post } from './app.ts';
import { testShop } from './shops.ts';
import { addCity, createTenant } from './tenants.ts';

/**
 * A tenant with one pizzeria delivering to Cambuí, taking cash, card and Pix. `customer()` signs a
 * new customer up with an address: their `draft()` is a cash order of two Margherita Grande with
 * a note (135,70), and `order()` places one, answering its id.
 */
export async function orderingTenant(app: FastifyInstance, db: Database) {
  const tenant = await createTenant(db);
  const city = await addCity(db, tenant.id, 'Campinas', ['Cambuí']);
  const districtId = city.districts.get('Cambuí')!;
  const place = { profileId: tenant.id, cityId: city.id, districts: city.districts };
  const shopId = await insertShop(
    db,
    place,
    testShop({ paymentMethods: ['cash', 'card_on_delivery', 'pix'], pixKey: 'pedidos@pizzariateste.com.br' }),
  );
  /** Another shop of the tenant, with the test menu: answers its id. */
  const anotherShop = (slug: string) => insertShop(db, place, testShop({ slug }));
  const menu = (await post(app, tenant.domain, catalogCalls.getMenu.path, { validate: 1, shop_id: shopId })).json();
  const products: TProduct[] = menu.categories.flatMap((c: { products: TProduct[] }) => c.products);
  const margherita = products.find((p) => p.name === 'Pizza Margherita')!;
  const grande = margherita.option_groups[0]!.options.find((o) => o.name === 'Grande')!.option_id;

  const customer = async (signupAs: Partial<Signup> = {}) => {
    const { signup, body } = await registerAccount(app, tenant.domain, newSignup(signupAs));
    const token: string = body.token;
    const addressId: number = (
      await post(app, tenant.domain, addressCalls.addAddress.path, {
        validate: 1,
        token,
        city_id: city.id,
        district_id: districtId,
        street: 'Rua Coronel Quirino',
        number: '1200',
        complement: 'Apto 52',
      })
    ).json().address.address_id;
    const draft = (overrides: Record<string, unknown> = {}) => ({
      validate: 1,
      token,
      shop_id: shopId,
      products_list: encodeProductsList([{ productId: margherita.product_id, quantity: 2, optionIds: [grande] }]),
      total_products: 129.8,
      delivery_price_shop: 5.9,
      order_total: 135.7,
      address_id: addressId,
      idempotency_key: randomUUID(),
      payment_method: 'cash',
      change_for: 150,
      accept_policy: '1',
      notes: ['sem manjericão'],
      ...overrides,
    });
    /** Places their draft (with `overrides`); answers the order's id. */
    const order = async (overrides: Record<string, unknown> = {}): Promise<number> => {
      const answer = (await post(app, tenant.domain, checkoutCalls.saveOrder.path, draft(overrides))).json();
      if (answer.error_type !== 0) throw new Error(`order refused: ${JSON.stringify(answer)}`);
      return answer.order.order_id;
    };
    /** Their order's page (getStatusOrder), as the app reads it. */
    const orderPage = async (orderId: number) =>
      (
        await post(app, tenant.domain, orderCalls.getStatusOrder.path, { validate: 1, token, order_id: orderId })
      ).json();
    /** Puts their address on the map (the wire has no coordinates: the server geocodes). */
    const placeAddress = async (latitude: number, longitude: number) => {
      await db.update(addresses).set({ latitude, longitude }).where(eq(addresses.id, addressId));
    };
    /** Gives them `cents` of cashback, earned today and valid for 30 days; answers their customer id. */
    const earnCashback = async (cents: number): Promise<number> => {
      const [account] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.profileId, tenant.id), eq(customers.email, signup.email)));
      await db.insert(cashbackLedger).values({
        profileId: tenant.id,
        customerId: account!.id,
        amountCents: cents,
        kind: 'earn',
        description: 'Bônus de teste',
        expiresAt: new Date(Date.now() + 30 * 86_400_000),
      });
      return account!.id;
    };
    return { token, signup, addressId, draft, order, orderPage, placeAddress, earnCashback };
  };
  /** The number the tenant gave an order (decision 0067): what its customer and its shop read. */
  const numberOf = async (orderId: number): Promise<number> => {
    const [row] = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));
    if (!row) throw new Error(`no order ${orderId}`);
    return row.number;
  };
  return {
    id: tenant.id,
    domain: tenant.domain,
    cityId: city.id,
    districtId,
    shopId,
    products,
    customer,
    anotherShop,
    numberOf,
  };
}

export type OrderingTenant = Awaited<ReturnType<typeof orderingTenant>>;
export type OrderingCustomer = Awaited<ReturnType<OrderingTenant['customer']>>;

/**
 * SQL of `count` order numbers taken at once for the tenant of order `orderId`: a row whose
 * `first` is the first of them, for a statement writing copies of that order.
 */
const takeNumbers = (orderId: number, count: number) => sql`
  update order_numbers set last_number = last_number + ${count}
  where profile_id = (select profile_id from orders where id = ${orderId})
  returning last_number - ${count} + 1 as first`;

/**
 * `count` delivered copies of an order, placed after it, in one statement (a busy shop's day
 * without placing each): they share its customer and totals, with no items, in its shop or the
 * tenant's `shopId` given, each with a number of its own.
 */
export async function deliveredCopies(db: Database, orderId: number, count: number, shopId?: number) {
  const shop = shopId ?? sql`o.shop_id`;
  await db.execute(sql`
    with numbers as (${takeNumbers(orderId, count)})
    insert into orders (number, profile_id, shop_id, customer_id, idempotency_key, status, shop_name, address,
      address_id, payment_method, products_cents, delivery_cents, total_cents)
    select numbers.first + n - 1, o.profile_id, ${shop}, o.customer_id,
      o.idempotency_key || '-copy-' || ${shopId ?? 0} || '-' || n, 'delivered', o.shop_name, o.address,
      o.address_id, o.payment_method, o.products_cents, o.delivery_cents, o.total_cents
    from orders o, numbers, generate_series(1, ${count}) n
    where o.id = ${orderId}`);
}

/**
 * `count` copies of an order as it is (every column), in one statement: each with a key and a
 * number of its own. Answers nothing; the copies are the tenant's newest orders.
 */
export async function orderCopies(db: Database, orderId: number, count: number) {
  const columns = (
    (await db.execute(
      sql`select column_name from information_schema.columns
          where table_name = 'orders' and table_schema = current_schema()
            and column_name not in ('id', 'number', 'idempotency_key')
          order by ordinal_position`,
    )) as unknown as { rows: { column_name: string }[] }
  ).rows.map((row) => sql.identifier(row.column_name));
  const list = sql.join(columns, sql`, `);
  await db.execute(
    sql`with numbers as (${takeNumbers(orderId, count)})
        insert into orders (${list}, number, idempotency_key)
        select ${list}, numbers.first + copy - 1, idempotency_key || '-' || copy
        from orders, numbers, generate_series(1, ${count}) as copy where id = ${orderId}`,
  );
}
