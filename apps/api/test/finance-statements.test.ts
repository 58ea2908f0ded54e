import { boardCalls } from '@delivery/contract/calls/board';
import { financeCalls } from '@delivery/contract/calls/finance';
import { reportCalls } from '@delivery/contract/calls/reports';
import { statementCalls } from '@delivery/contract/calls/statements';
import type { Call } from '@delivery/contract/call';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { TStatement } from '@delivery/contract/statements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepEveryStatement } from '../src/modules/finance/service.ts';
import { coupons } from '../src/db/schema/rewards.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { orderingTenant, type OrderingTenant } from './helpers/orders.ts';
import { tenPercentPlan } from './helpers/finance.ts';
import { addStaff } from './helpers/staff.ts';

let t: TestApp;
let tenant: OrderingTenant;
let operator: { token: string };
let owner: { token: string };
/** The four orders of the week, as placed below. */
const placed: number[] = [];

const call = async (who: { token: string }, what: Call, body: Record<string, unknown> = {}) =>
  (await post(t.app, tenant.domain, what.path, { validate: 1, token: who.token, ...body })).json();

const day = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tenant = await orderingTenant(t.app, db);
  operator = await addStaff(t.app, db, tenant, [{ role: 'operator', shopId: null }]);
  owner = await addStaff(t.app, db, tenant, [{ role: 'owner', shopId: tenant.shopId }]);
  const plan = await call(operator, financeCalls.saveCommissionPlan, tenPercentPlan);
  expect(plan.error_type, plan.message).toBe(0);
  await db.insert(coupons).values({ profileId: tenant.id, shopId: null, code: 'PRACA10', kind: 'fixed', value: 1000 });
  const customer = await tenant.customer();
  // In cash; by Pix to the shop's own key; in cash with the marketplace's R$ 10 coupon; in cash, then rejected.
  placed.push(await customer.order());
  placed.push(await customer.order({ payment_method: 'pix', change_for: undefined }));
  placed.push(await customer.order({ coupon_code: 'PRACA10', order_total: 125.7 }));
  placed.push(await customer.order());
  const rejected = await call(owner, boardCalls.rejectOrder, { order_id: placed[3], reason: 'Sem entregador' });
  expect(rejected.error_type, rejected.message).toBe(0);
});
afterAll(() => t.close());

const statementsOf = async (who = owner) =>
  (await call(who, statementCalls.shopStatements, { shop_id: tenant.shopId })).statements as TStatement[];

describe("the shop's statement of the week", () => {
  it('adds up as worked out by hand, and agrees with the sales screen and the ledger', async () => {
    const [open, ...older] = await statementsOf();
    expect(older).toEqual([]);
    expect(open).toMatchObject({ status: 'open', closed_at: null, paid: null, orders: 4 });
    // The week runs from Monday, midnight in São Paulo, to the next Monday.
    const from = new Date(open!.from);
    expect(
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/Sao_Paulo',
        weekday: 'long',
        hour: 'numeric',
        hourCycle: 'h23',
      }).format(from),
    ).toBe('Monday, 00');
    expect(new Date(open!.to).getTime() - from.getTime()).toBe(7 * 86_400_000);
    // Three orders of R$ 135,70 stand (one with the marketplace's R$ 10 off); the fourth was rejected.
    // Commission: 10% of R$ 129,80 twice (cash) and 12,5% once (Pix): 12,98 + 12,98 + 16,23.
    expect(open!.figures).toEqual({
      sales: 407.1,
      shop_discounts: 0,
      marketplace_discounts: -10,
      cashback: 0,
      given_back: 0,
      paid_by_customers: 397.1,
      received_by_shop: 397.1,
      received_by_marketplace: 0,
      commission: -42.19,
      order_fees: -2.97,
      monthly_fee: 0,
      gateway_fees: 0,
      shop_net: 361.94,
      // The shop holds R$ 397,10 and keeps R$ 361,94: it owes the rest.
      balance: -35.16,
    });
    const sales = await call(owner, reportCalls.salesSummary, { shop_id: tenant.shopId, from: day(-1), to: day(1) });
    expect(sales.summary.revenue).toBe(open!.figures.paid_by_customers);
  });

  it("lists each order's line, the rejected one given back", async () => {
    const [open] = await statementsOf();
    const detail = await call(owner, statementCalls.statement, { statement_id: open!.statement_id });
    expect(
      detail.lines.map((line: Record<string, unknown>) => [
        line.payment_method,
        line.held_by,
        line.paid_by_customer,
        line.charges,
        line.shop_net,
        line.given_back,
      ]),
    ).toEqual([
      ['cash', 'shop', 135.7, -13.97, 121.73, false],
      ['pix', 'shop', 135.7, -17.22, 118.48, false],
      ['cash', 'shop', 125.7, -13.97, 121.73, false],
      ['cash', 'shop', 0, 0, 0, true],
    ]);
    const exported = await call(owner, statementCalls.statementExport, { statement_id: open!.statement_id });
    expect(exported.filename).toMatch(/^extrato-\d{4}-\d{2}-\d{2}-\d+\.csv$/);
    expect(exported.csv).toContain('Extrato;Pizzaria Teste\r\n');
    expect(exported.csv).toContain(';Dinheiro;Loja;135,70;-13,97;121,73;\r\n');
    expect(exported.csv).toContain('Saldo com o marketplace (positivo: a receber, negativo: a pagar);-35,16\r\n');
  });

  it("is its shop's owner's and the operators' alone", async () => {
    const [open] = await statementsOf();
    const attendant = await addStaff(t.app, t.database.db, tenant, [{ role: 'attendant', shopId: tenant.shopId }]);
    expect(await call(attendant, statementCalls.statement, { statement_id: open!.statement_id })).toMatchObject({
      error_type: ErrorType.NOT_ALLOWED,
    });
    const neighbour = await addStaff(t.app, t.database.db, tenant, [
      { role: 'owner', shopId: await tenant.anotherShop('vizinha-extrato') },
    ]);
    expect(await call(neighbour, statementCalls.statementExport, { statement_id: open!.statement_id })).toMatchObject({
      error_type: ErrorType.NOT_FOUND,
    });
    expect(await call(owner, statementCalls.shopBalances)).toMatchObject({
      error_type: ErrorType.NOT_ALLOWED,
      message: apiMessages.statementsOperatorsOnly,
    });
    expect(
      await call(owner, statementCalls.markStatementPaid, {
        statement_id: open!.statement_id,
        paid_on: day(),
        reference: 'x',
      }),
    ).toMatchObject({ error_type: ErrorType.NOT_ALLOWED, message: apiMessages.statementsOperatorsOnly });
  });
});

describe('closing and settling', () => {
  it('closes ended periods with their month fee, and the operator settles them once', async () => {
    const [open] = await statementsOf(operator);
    expect(
      await call(operator, statementCalls.markStatementPaid, {
        statement_id: open!.statement_id,
        paid_on: day(),
        reference: 'PIX-1',
      }),
    ).toMatchObject({ error_type: ErrorType.NOT_ALLOWED, message: apiMessages.statementStillOpen });

    // Eight days on: the week of the orders and the next have ended.
    expect(await keepEveryStatement(t.database.db, new Date(Date.now() + 8 * 86_400_000))).toBeGreaterThanOrEqual(1);
    const [current, ...closed] = await statementsOf();
    expect(current!.status).toBe('open');
    expect(closed.every((statement) => statement.status === 'closed')).toBe(true);
    const first = closed.at(-1)!;
    expect(first.statement_id).toBe(open!.statement_id);
    // Each month that starts within a period is charged in it.
    for (const statement of closed) {
      const days = (new Date(statement.to).getTime() - new Date(statement.from).getTime()) / 86_400_000;
      const startsMonth = Array.from({ length: days }, (_, i) =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
          new Date(new Date(statement.from).getTime() + i * 86_400_000),
        ),
      ).some((date) => date.endsWith('-01'));
      expect(statement.figures.monthly_fee, statement.from).toBe(startsMonth ? -49.9 : 0);
    }

    const balances = await call(operator, statementCalls.shopBalances);
    const shop = balances.shops.find((row: { shop_id: number }) => row.shop_id === tenant.shopId);
    expect(shop.open.statement_id).toBe(current!.statement_id);
    expect(shop.unpaid.map((s: TStatement) => s.statement_id)).toEqual(closed.map((s) => s.statement_id).reverse());
    const due = closed.reduce((sum, statement) => sum + Math.round(statement.figures.balance * 100), 0);
    expect(Math.round(shop.due * 100)).toBe(due);

    const paid = await call(operator, statementCalls.markStatementPaid, {
      statement_id: first.statement_id,
      paid_on: day(),
      reference: 'PIX E123456',
    });
    expect(paid).toMatchObject({
      error_type: ErrorType.OK,
      message: apiMessages.statementPaid,
      statement: { status: 'paid', paid: { on: day(), reference: 'PIX E123456', by: expect.any(String) } },
    });
    // Settled, its figures are what they were.
    expect(paid.statement.figures).toEqual(first.figures);
    expect(
      await call(operator, statementCalls.markStatementPaid, {
        statement_id: first.statement_id,
        paid_on: day(),
        reference: 'de novo',
      }),
    ).toMatchObject({ error_type: ErrorType.NOT_ALLOWED, message: apiMessages.statementAlreadyPaid });
  });
});
