import { reportCalls } from '@delivery/contract/calls/reports';
import { devCalls } from '@delivery/contract/calls/orders';
import { staffCalls } from '@delivery/contract/calls/staff';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../src/db/schema/catalog.ts';
import { orders } from '../src/db/schema/orders.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { orderingTenant, type OrderingTenant } from './helpers/orders.ts';
import { addStaff } from './helpers/staff.ts';

let t: TestApp;
let shop: OrderingTenant;
let owner: string;
let attendant: string;

/** Moves an order's placing time, to spread the orders over days and hours (São Paulo is UTC−3). */
const placedAt = (id: number, iso: string) =>
  t.database.db
    .update(orders)
    .set({ createdAt: new Date(iso) })
    .where(eq(orders.id, id));

beforeAll(async () => {
  t = await createTestApp({ APP_ENV: 'sandbox' });
  shop = await orderingTenant(t.app, t.database.db);
  owner = (await addStaff(t.app, t.database.db, shop, [{ role: 'owner', shopId: shop.shopId }])).token;
  attendant = (await addStaff(t.app, t.database.db, shop, [{ role: 'attendant', shopId: shop.shopId }])).token;
  const customer = await shop.customer();
  // Three cash orders of 135,70 and one by Pix; one of the cash orders is cancelled.
  const cash = [await customer.order(), await customer.order(), await customer.order()];
  const pix = (
    await post(
      t.app,
      shop.domain,
      '/api/checkout4apiV2/saveOrder',
      customer.draft({ payment_method: 'pix', change_for: undefined }),
    )
  ).json().order.order_id as number;
  await placedAt(cash[0]!, '2026-03-10T22:30:00Z'); // 10/03 19:30 local
  await placedAt(cash[1]!, '2026-03-11T02:15:00Z'); // 10/03 23:15 local, 11/03 in UTC
  await placedAt(cash[2]!, '2026-03-11T15:00:00Z'); // 11/03 12:00 local
  await placedAt(pix, '2026-03-11T15:40:00Z'); // 11/03 12:40 local
  await post(t.app, shop.domain, devCalls.advanceOrder.path, {
    order_id: cash[2],
    cancel: true,
    reason: 'Cliente pediu o cancelamento',
  });
});
afterAll(() => t.close());

const summary = (token: string, body: Record<string, unknown>) =>
  post(t.app, shop.domain, reportCalls.salesSummary.path, { validate: 1, token, ...body });

describe('the day’s numbers', () => {
  it('counts orders, revenue and average ticket by local day, hour and payment method', async () => {
    const res = await summary(owner, { shop_id: shop.shopId, from: '2026-03-10', to: '2026-03-11' });
    expect(res.statusCode).toBe(200);
    const s = res.json().summary;
    expect(s).toMatchObject({ orders: 4, completed: 0, cancelled: 1, revenue: 407.1, average_ticket: 135.7 });
    expect(s.by_day).toEqual([
      { date: '2026-03-10', orders: 2, revenue: 271.4 },
      { date: '2026-03-11', orders: 1, revenue: 135.7 },
    ]);
    expect(s.by_hour).toHaveLength(24);
    expect(s.by_hour.filter((h: { orders: number }) => h.orders)).toEqual([
      { hour: 12, orders: 1, revenue: 135.7 },
      { hour: 19, orders: 1, revenue: 135.7 },
      { hour: 23, orders: 1, revenue: 135.7 },
    ]);
    expect(s.by_payment).toEqual(
      expect.arrayContaining([
        { method: 'cash', orders: 2, revenue: 271.4 },
        { method: 'pix', orders: 1, revenue: 135.7 },
      ]),
    );
    expect(s.cancellations).toEqual([{ reason: 'Cliente pediu o cancelamento', count: 1 }]);
  });

  it('answers one day alone, and every shop in reach when none is named', async () => {
    const one = (await summary(owner, { from: '2026-03-11', to: '2026-03-11' })).json().summary;
    expect(one).toMatchObject({ orders: 2, revenue: 135.7 });
    expect(one.by_day).toEqual([{ date: '2026-03-11', orders: 1, revenue: 135.7 }]);
  });

  it('keeps the numbers from attendants and other shops, and refuses a bad range', async () => {
    expect(
      (await summary(attendant, { shop_id: shop.shopId, from: '2026-03-10', to: '2026-03-11' })).json().error_type,
    ).toBe(14);
    expect((await summary(attendant, { from: '2026-03-10', to: '2026-03-11' })).json().summary.orders).toBe(0);
    const backwards = await summary(owner, { from: '2026-03-11', to: '2026-03-10' });
    expect(backwards.json()).toEqual({
      error_type: 1,
      message: 'Escolha um período de 1 a 92 dias, com a data inicial antes da final',
    });
    expect((await summary(owner, { from: '2026-01-01', to: '2026-12-31' })).statusCode).toBe(400);
    expect((await summary(owner, { from: '10/03/2026', to: '2026-03-11' })).statusCode).toBe(400);
  });

  it('sums every shop for an operator, each counting on its own local day, and tells each shop’s time zone', async () => {
    const manaus = await shop.anotherShop(`manaus-${Date.now()}`);
    await t.database.db.update(shops).set({ timeZone: 'America/Manaus' }).where(eq(shops.id, manaus));
    // 12/03 00:30 in São Paulo, but still 11/03 23:30 in Manaus (UTC−4), where this shop is.
    const late = await (await shop.customer()).order();
    await t.database.db
      .update(orders)
      .set({ shopId: manaus, createdAt: new Date('2026-03-12T03:30:00Z') })
      .where(eq(orders.id, late));
    const operator = (await addStaff(t.app, t.database.db, shop, [{ role: 'operator', shopId: null }])).token;

    const shopsOfOperator = (await post(t.app, shop.domain, staffCalls.staffMe.path, { validate: 1, token: operator }))
      .json()
      .staff.shops.map((s: { shop_id: number; time_zone: string }) => [s.shop_id, s.time_zone]);
    expect(shopsOfOperator).toEqual([
      [shop.shopId, 'America/Sao_Paulo'],
      [manaus, 'America/Manaus'],
    ]);

    const all = (await summary(operator, { from: '2026-03-11', to: '2026-03-11' })).json().summary;
    expect(all).toMatchObject({ orders: 3, cancelled: 1, revenue: 271.4, average_ticket: 135.7 });
    expect(all.by_hour[23]).toEqual({ hour: 23, orders: 1, revenue: 135.7 });
    const next = (await summary(operator, { shop_id: manaus, from: '2026-03-12', to: '2026-03-12' })).json().summary;
    expect(next.orders).toBe(0);
    // The owner of the first shop alone does not reach the other.
    const refused = await summary(owner, { shop_id: manaus, from: '2026-03-11', to: '2026-03-11' });
    expect([refused.statusCode, refused.json().error_type]).toEqual([404, 3]);
  });
});

describe("the accountant's export", () => {
  const exportOf = (token: string, body: Record<string, unknown>) =>
    post(t.app, shop.domain, reportCalls.salesExport.path, { validate: 1, token, ...body });

  it("lists each item of the range's orders with its order's columns, as a pt-BR spreadsheet reads them", async () => {
    const res = (await exportOf(owner, { shop_id: shop.shopId, from: '2026-03-10', to: '2026-03-11' })).json();
    expect(res).toMatchObject({ error_type: 0, filename: 'vendas-2026-03-10-a-2026-03-11.csv' });
    expect(res.csv.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = (res.csv as string).slice(1).trimEnd().split('\r\n');
    expect(header!.split(';')).toEqual([
      'Pedido',
      'Data e hora',
      'Loja',
      'Status',
      'Pagamento',
      'Bandeira',
      'Item',
      'Opções',
      'Quantidade',
      'Preço unitário',
      'Total do item',
      'Produtos',
      'Entrega',
      'Desconto',
      'Cupom',
      'Cashback usado',
      'Total do pedido',
      'Estornado',
    ]);
    // Four orders of one line each, oldest first, on their local day and hour.
    expect(rows).toHaveLength(4);
    const cells = rows.map((row) => row.split(';'));
    expect(cells.map((row) => [row[1], row[3], row[4]])).toEqual([
      ['2026-03-10 19:30', 'recebido', 'Dinheiro'],
      ['2026-03-10 23:15', 'recebido', 'Dinheiro'],
      ['2026-03-11 12:00', 'cancelado', 'Dinheiro'],
      ['2026-03-11 12:40', 'recebido', 'Pix'],
    ]);
    expect(cells[0]!.slice(8)).toEqual([
      '2',
      '64,90',
      '129,80',
      '129,80',
      '5,90',
      '0,00',
      '',
      '0,00',
      '135,70',
      '0,00',
    ]);
  });

  it('is the owner’s and refuses a range over the limit', async () => {
    expect(
      (await exportOf(attendant, { shop_id: shop.shopId, from: '2026-03-10', to: '2026-03-11' })).json(),
    ).toMatchObject({
      error_type: 14,
    });
    expect((await exportOf(owner, { shop_id: shop.shopId, from: '2026-01-01', to: '2026-12-31' })).statusCode).toBe(
      400,
    );
  });
});
