import { boardCalls } from '@delivery/contract/calls/board';
import { financeCalls } from '@delivery/contract/calls/finance';
import { staffOrderCalls } from '@delivery/contract/calls/staff-orders';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema/customers.ts';
import { ledgerEntries } from '../src/db/schema/finance.ts';
import { orders } from '../src/db/schema/orders.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { orderingTenant, type OrderingCustomer, type OrderingTenant } from './helpers/orders.ts';
import { tenPercentPlan } from './helpers/finance.ts';
import { addStaff } from './helpers/staff.ts';

/** Orders the shop's staff take at the counter and by phone (decision 0100). */

let t: TestApp;
let tenant: OrderingTenant;
let attendant: { id: number; token: string };
let neighbourStaff: { token: string };
let appCustomer: OrderingCustomer;
let twoPizzas: string;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await orderingTenant(t.app, t.database.db);
  const neighbour = await tenant.anotherShop('loja-vizinha');
  attendant = await addStaff(t.app, t.database.db, tenant, [{ role: 'attendant', shopId: tenant.shopId }]);
  neighbourStaff = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: neighbour }]);
  appCustomer = await tenant.customer({ name: 'Joana Lima' });
  // The app's draft: two Margherita Grande, R$ 129,80, R$ 5,90 to Cambuí.
  twoPizzas = String(appCustomer.draft().products_list);
});
afterAll(() => t.close());

type Call = (typeof staffOrderCalls)[keyof typeof staffOrderCalls];
const send = (call: Call, body: Record<string, unknown>, token = attendant.token) =>
  post(t.app, tenant.domain, call.path, { validate: 1, token, shop_id: tenant.shopId, ...body });
const saveCustomer = async (name: string, phone?: string) =>
  (await send(staffOrderCalls.saveStaffCustomer, { name, phone })).json();
const quote = async (customerId: number, addressId?: number) =>
  (
    await send(staffOrderCalls.quoteStaffOrder, {
      customer_id: customerId,
      products_list: twoPizzas,
      address_id: addressId,
    })
  ).json();
const place = (customerId: number, totals: Record<string, number>, more: Record<string, unknown> = {}) =>
  send(staffOrderCalls.placeStaffOrder, {
    customer_id: customerId,
    products_list: twoPizzas,
    channel: 'counter',
    idempotency_key: randomUUID(),
    total_products: totals.total_products,
    delivery_price_shop: totals.delivery_price,
    order_total: totals.order_total,
    payment_method: 'cash',
    notes: ['sem cebola'],
    ...more,
  });

describe('an order taken at the counter', () => {
  it('is priced as the app prices it, placed accepted by the attendant, and shown on the board', async () => {
    const { customer } = await saveCustomer('Carlos');
    expect(customer).toEqual({ customer_id: expect.any(Number), name: 'Carlos', phone: '', addresses: [] });
    const quoted = await quote(customer.customer_id);
    expect(quoted).toEqual({
      error_type: 0,
      message: apiMessages.ok,
      totals: { total_products: 129.8, delivery_price: 0, discount: 0, cashback: 0, order_total: 129.8 },
    });

    const answer = (await place(customer.customer_id, quoted.totals)).json();
    expect(answer).toMatchObject({
      error_type: 0,
      message: formatMessage(apiMessages.staffOrderPlaced, { number: answer.order.order_number }),
      order: {
        status: 'accepted',
        channel: 'counter',
        delivery_type: 'pickup',
        customer: { name: 'Carlos', phone: '' },
        address: null,
        estimate_minutes: 60,
        items: [{ name: 'Pizza Margherita', quantity: 2, total: 129.8, notes: 'sem cebola' }],
        totals: { order_total: 129.8 },
      },
    });
    const staffName = answer.order.history[0].staff_name;
    expect(staffName).toEqual(expect.any(String));
    expect(answer.order.history.map((step: { status: string; by: string; staff_name: string }) => step)).toEqual([
      expect.objectContaining({ status: 'received', by: 'staff', staff_name: staffName }),
      expect.objectContaining({ status: 'accepted', by: 'staff', staff_name: staffName }),
    ]);
    const board = (await post(t.app, tenant.domain, boardCalls.boardOrders.path, { token: attendant.token })).json();
    expect(board.orders.map((o: { order_id: number }) => o.order_id)).toContain(answer.order.order_id);
  });

  it("is the shop's own sale: no marketplace commission, where an app order pays its plan's", async () => {
    const operator = await addStaff(t.app, t.database.db, tenant, [{ role: 'operator', shopId: null }]);
    await post(t.app, tenant.domain, financeCalls.saveCommissionPlan.path, {
      token: operator.token,
      ...tenPercentPlan,
    });
    const commissionOf = async (orderId: number) =>
      (await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId)))
        .filter((entry) => entry.kind === 'commission' && entry.party === 'marketplace')
        .map((entry) => entry.amountCents);
    const fromTheApp = await (await tenant.customer({ name: 'Pelo App' })).order();
    expect(await commissionOf(fromTheApp)).toEqual([1298]);
    const { customer } = await saveCustomer('No Balcão');
    const answer = (await place(customer.customer_id, (await quote(customer.customer_id)).totals)).json();
    expect(await commissionOf(answer.order.order_id)).toEqual([]);
  });

  it('paid by Pix, is marked paid by hand: no charge is made that could expire and cancel it', async () => {
    const { customer } = await saveCustomer('Pix no Balcão');
    const quoted = await quote(customer.customer_id);
    const answer = (await place(customer.customer_id, quoted.totals, { payment_method: 'pix' })).json();
    expect(answer.order).toMatchObject({ status: 'accepted', payment: { method: 'pix', paid: false } });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, answer.order.order_id));
    expect(row).toMatchObject({ pixTxid: null, pixPayload: null });
    const paid = (
      await post(t.app, tenant.domain, boardCalls.markOrderPaid.path, {
        token: attendant.token,
        order_id: answer.order.order_id,
      })
    ).json();
    expect(paid).toMatchObject({ error_type: 0, order: { payment: { paid: true } } });
  });

  it('is taken while the app is paused', async () => {
    await post(t.app, tenant.domain, boardCalls.pauseShop.path, {
      token: attendant.token,
      shop_id: tenant.shopId,
      minutes: 30,
    });
    try {
      const { customer } = await saveCustomer('Dona Rosa');
      const quoted = await quote(customer.customer_id);
      expect(quoted.error_type).toBe(0);
      expect((await place(customer.customer_id, quoted.totals)).json()).toMatchObject({
        error_type: 0,
        order: { status: 'accepted' },
      });
    } finally {
      await post(t.app, tenant.domain, boardCalls.pauseShop.path, {
        token: attendant.token,
        shop_id: tenant.shopId,
        minutes: 0,
      });
    }
  });

  it('answers the server totals when the form showed others, and places one order for one key', async () => {
    const { customer } = await saveCustomer('Beto');
    const stale = (
      await place(customer.customer_id, { total_products: 100, delivery_price: 0, order_total: 100 })
    ).json();
    expect(stale).toMatchObject({ error_type: 15, message: apiMessages.pricesChanged, totals: { order_total: 129.8 } });
    const key = randomUUID();
    const totals = stale.totals;
    const first = (await place(customer.customer_id, totals, { idempotency_key: key })).json();
    const again = (await place(customer.customer_id, totals, { idempotency_key: key })).json();
    expect(again.order.order_id).toBe(first.order.order_id);
  });
});

describe('an order taken by phone', () => {
  it("keeps the caller's name, phone and address for the next call, and delivers with the app's fee", async () => {
    const { customer } = await saveCustomer('Márcia Souza', '(19) 3232-4545');
    expect(customer.phone).toBe('1932324545');
    const saved = (
      await send(staffOrderCalls.addStaffAddress, {
        customer_id: customer.customer_id,
        city_id: tenant.cityId,
        district_id: tenant.districtId,
        street: 'Rua Coronel Quirino',
        number: '1200',
        complement: 'Casa 2',
      })
    ).json();
    expect(saved).toMatchObject({ error_type: 0, address: { district: 'Cambuí', street: 'Rua Coronel Quirino' } });
    const quoted = await quote(customer.customer_id, saved.address.address_id);
    expect(quoted.totals).toEqual({
      total_products: 129.8,
      delivery_price: 5.9,
      discount: 0,
      cashback: 0,
      order_total: 135.7,
    });
    const answer = (
      await place(customer.customer_id, quoted.totals, {
        channel: 'phone',
        address_id: saved.address.address_id,
        change_for: 150,
      })
    ).json();
    expect(answer.order).toMatchObject({
      channel: 'phone',
      delivery_type: 'delivery',
      customer: { name: 'Márcia Souza', phone: '1932324545' },
      address: { street: 'Rua Coronel Quirino', number: '1200', complement: 'Casa 2', district: 'Cambuí' },
      payment: { method: 'cash', change_for: 150 },
      totals: { delivery_price: 5.9, order_total: 135.7 },
    });

    // She calls again: found by part of her number or name, with her address; the same customer.
    for (const q of ['3232', 'márcia']) {
      const found = (await send(staffOrderCalls.findStaffCustomers, { q })).json();
      expect(found.customers).toEqual([expect.objectContaining({ customer_id: customer.customer_id })]);
      expect(found.customers[0].addresses).toEqual([expect.objectContaining({ address_id: saved.address.address_id })]);
    }
    const again = await saveCustomer('Márcia S.', '19 3232-4545');
    expect(again.customer).toMatchObject({ customer_id: customer.customer_id, name: 'Márcia S.' });
  });

  it("finds the app's customers once they ordered here, and the shop next door finds no one", async () => {
    const find = (q: string, token = attendant.token) => send(staffOrderCalls.findStaffCustomers, { q }, token);
    expect((await find('Joana Lima')).json().customers).toEqual([]);
    await appCustomer.order();
    const found = (await find('Joana Lima')).json();
    expect(found.customers).toEqual([
      expect.objectContaining({ name: 'Joana Lima', phone: appCustomer.signup.cell_phone }),
    ]);
    expect(found.customers[0].addresses).toHaveLength(1);

    const next = await find('Joana Lima', neighbourStaff.token);
    expect(next.statusCode).toBe(404);
    const refused = await send(
      staffOrderCalls.quoteStaffOrder,
      { customer_id: found.customers[0].customer_id, products_list: twoPizzas },
      neighbourStaff.token,
    );
    expect(refused.statusCode).toBe(404);
  });

  it('refuses a phone without its area code, and a customer not of this shop', async () => {
    const bad = await send(staffOrderCalls.saveStaffCustomer, { name: 'Zé', phone: '3232-4545' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error_type: 1, message: apiMessages.staffPhoneInvalid });
    await tenant.customer({ name: 'Nunca Pediu' });
    const [stranger] = await t.database.db.select().from(customers).where(eq(customers.name, 'Nunca Pediu'));
    const unknown = await send(staffOrderCalls.quoteStaffOrder, {
      customer_id: stranger!.id,
      products_list: twoPizzas,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error_type: 3, message: apiMessages.staffCustomerNotFound });
  });
});
