import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { couponCalls } from '@delivery/contract/calls/coupons';
import { devCalls } from '@delivery/contract/calls/orders';
import { rewardCalls } from '@delivery/contract/calls/rewards';
import type { TCoupon } from '@delivery/contract/coupons';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewardChanges } from '../src/db/schema/rewards.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { orderingTenant, type OrderingCustomer, type OrderingTenant } from './helpers/orders.ts';
import { addStaff } from './helpers/staff.ts';

/**
 * Coupons and cashback run from the panel (decision 0035): what an owner saves is what checkout
 * takes, with its rules; paused and ended coupons are refused; edits name their version; the scope
 * keeps attendants, other shops and profile-wide coupons where they belong.
 */

let t: TestApp;
let tenant: OrderingTenant;
let secondShop: number;
let owner: { id: number; token: string };
let attendant: { id: number; token: string };
let operator: { id: number; token: string };
let neighbourOwner: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp({ APP_ENV: 'sandbox' });
  tenant = await orderingTenant(t.app, t.database.db);
  secondShop = await tenant.anotherShop('segunda-loja');
  owner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: tenant.shopId }]);
  attendant = await addStaff(t.app, t.database.db, tenant, [{ role: 'attendant', shopId: tenant.shopId }]);
  operator = await addStaff(t.app, t.database.db, tenant, [{ role: 'operator', shopId: null }]);
  neighbourOwner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: secondShop }]);
});
afterAll(() => t.close());

type Call = (typeof couponCalls)[keyof typeof couponCalls];
const panel = (call: Call, body: Record<string, unknown>, token = owner.token) =>
  post(t.app, tenant.domain, call.path, { validate: 1, token, shop_id: tenant.shopId, ...body });

let codes = 0;
/** A code no other test uses. */
const newCode = (prefix: string) => `${prefix}${++codes}${Date.now() % 1000}`;

/** Saves a coupon as the owner (10% with no other rule unless said); answers it. */
async function createCoupon(fields: Record<string, unknown> = {}, token = owner.token): Promise<TCoupon> {
  const answer = (
    await panel(couponCalls.saveCoupon, { code: newCode('TESTE'), kind: 'percent', value: 10, ...fields }, token)
  ).json();
  expect(answer, JSON.stringify(answer)).toMatchObject({ error_type: 0 });
  return answer.coupon;
}

const listed = async (token = owner.token): Promise<TCoupon[]> =>
  (await panel(couponCalls.shopCoupons, {}, token)).json().coupons;

/** Two Margherita Grande (129,80) delivered for 5,90, less `discount`, with the coupon. */
const withCoupon = (customer: OrderingCustomer, code: string, discount: number) =>
  customer.draft({ coupon_code: code, order_total: Math.round((135.7 - discount) * 100) / 100 });

const place = async (customer: OrderingCustomer, code: string, discount: number) =>
  (await post(t.app, tenant.domain, checkoutCalls.saveOrder.path, withCoupon(customer, code, discount))).json();

const validate = async (customer: OrderingCustomer, code: string, discount: number) =>
  (await post(t.app, tenant.domain, checkoutCalls.validateOrderApp.path, withCoupon(customer, code, discount))).json();

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('a coupon made in the panel', () => {
  it('is taken at checkout, and its use is listed with the customer’s first name only', async () => {
    const code = newCode('bemvindo');
    const coupon = await createCoupon({ code, kind: 'fixed', value: '15,50', description: 'Boas-vindas' });
    expect(coupon).toMatchObject({
      code: code.toUpperCase(),
      kind: 'fixed',
      value: 15.5,
      min_order: 0,
      valid_from: null,
      valid_to: null,
      first_order: false,
      uses_per_customer: 1,
      max_uses: null,
      profile_wide: false,
      status: 'active',
      uses: 0,
      discount_total: 0,
      version: 1,
    });
    const customer = await tenant.customer();
    expect(await validate(customer, code.toLowerCase(), 15.5)).toMatchObject({
      error_type: 0,
      totals: { discount: 15.5, order_total: 120.2 },
    });
    const placed = await place(customer, code, 15.5);
    expect(placed).toMatchObject({ error_type: 0, order: { totals: { discount: 15.5, order_total: 120.2 } } });

    expect((await listed()).find((c) => c.coupon_id === coupon.coupon_id)).toMatchObject({
      uses: 1,
      discount_total: 15.5,
    });
    const uses = (await panel(couponCalls.couponUses, { coupon_id: coupon.coupon_id })).json();
    expect(uses.uses).toEqual([
      {
        order_id: placed.order.order_id,
        // The number its customer and the board read (decision 0067).
        order_number: placed.order.order_number,
        at: expect.any(String),
        shop: 'Pizzaria Teste',
        first_name: 'Joana',
        discount: 15.5,
      },
    ]);
    const raw = JSON.stringify(uses);
    for (const secret of [customer.signup.email, customer.signup.cpf, customer.signup.cell_phone, 'Lima']) {
      expect(raw).not.toContain(secret);
    }
  });

  it('records who made each change', async () => {
    const coupon = await createCoupon();
    await panel(couponCalls.saveCoupon, { ...editable(coupon), value: 20 });
    const rows = await t.database.db
      .select()
      .from(rewardChanges)
      .where(eq(rewardChanges.couponId, coupon.coupon_id))
      .orderBy(rewardChanges.id);
    expect(rows.map((row) => [row.staffId, row.change])).toEqual([
      [owner.id, expect.objectContaining({ code: { from: null, to: coupon.code }, value: { from: null, to: 10 } })],
      [owner.id, { value: { from: 10, to: 20 } }],
    ]);
  });

  it('keeps its minimum', async () => {
    const code = newCode('MINIMO');
    await createCoupon({ code, min_order: '150,00' });
    expect(await place(await tenant.customer(), code, 12.98)).toMatchObject({
      error_type: 14,
      message: 'Este cupom vale para pedidos a partir de R$\u00a0150,00',
    });
  });

  it('keeps first order only', async () => {
    const code = newCode('PRIMEIRO');
    await createCoupon({ code, first_order: '1', uses_per_customer: 5 });
    const customer = await tenant.customer();
    expect(await place(customer, code, 12.98)).toMatchObject({ error_type: 0 });
    expect(await place(customer, code, 12.98)).toMatchObject({
      error_type: 14,
      message: 'Este cupom vale só para o primeiro pedido',
    });
  });

  it('keeps its uses per customer and in total', async () => {
    const code = newCode('LIMITE');
    await createCoupon({ code, uses_per_customer: 2, max_uses: 3 });
    const first = await tenant.customer();
    expect(await place(first, code, 12.98)).toMatchObject({ error_type: 0 });
    expect(await place(first, code, 12.98)).toMatchObject({ error_type: 0 });
    expect(await place(first, code, 12.98)).toMatchObject({
      error_type: 14,
      message: 'Este cupom já foi usado o máximo de vezes',
    });
    const second = await tenant.customer();
    expect(await place(second, code, 12.98)).toMatchObject({ error_type: 0 });
    expect(await place(await tenant.customer(), code, 12.98)).toMatchObject({
      error_type: 14,
      message: 'Este cupom já foi usado o máximo de vezes',
    });
  });

  it('keeps its validity, in days of the shop’s calendar', async () => {
    const later = newCode('DEPOIS');
    const scheduled = await createCoupon({ code: later, valid_from: day(2), valid_to: day(9) });
    expect(scheduled).toMatchObject({ status: 'scheduled', valid_from: day(2), valid_to: day(9) });
    expect(await place(await tenant.customer(), later, 12.98)).toMatchObject({
      error_type: 14,
      message: 'Este cupom ainda não está valendo',
    });
    const gone = newCode('ANTES');
    expect(await createCoupon({ code: gone, valid_from: day(-9), valid_to: day(-2) })).toMatchObject({
      status: 'expired',
    });
    expect(await place(await tenant.customer(), gone, 12.98)).toMatchObject({
      error_type: 14,
      message: 'Este cupom expirou',
    });
    const now = newCode('HOJE');
    expect(await createCoupon({ code: now, valid_from: day(-1), valid_to: day(1) })).toMatchObject({
      status: 'active',
    });
    expect(await place(await tenant.customer(), now, 12.98)).toMatchObject({ error_type: 0 });
  });

  it('refuses what the contract does not take, in pt-BR', async () => {
    const refusals = [
      { code: 'a b' },
      { code: 'AB' },
      { kind: 'percent', value: 150 },
      { kind: 'percent', value: 12.5 },
      { kind: 'fixed', value: 0 },
      { valid_from: day(5), valid_to: day(1) },
      { valid_to: '2026-02-30' },
    ];
    for (const fields of refusals) {
      const answer = await panel(couponCalls.saveCoupon, { code: 'VALIDO', kind: 'percent', value: 10, ...fields });
      expect(answer.statusCode, JSON.stringify(fields)).toBe(400);
      expect(answer.json().error_type).toBe(1);
    }
  });
});

/** The fields of a listed coupon as its form sends them back. */
const editable = (coupon: TCoupon) => ({
  coupon_id: coupon.coupon_id,
  version: coupon.version,
  code: coupon.code,
  description: coupon.description,
  kind: coupon.kind,
  value: coupon.value,
  min_order: coupon.min_order,
  valid_from: coupon.valid_from,
  valid_to: coupon.valid_to,
  first_order: coupon.first_order ? '1' : '0',
  uses_per_customer: coupon.uses_per_customer,
  max_uses: coupon.max_uses,
  profile_wide: coupon.profile_wide ? '1' : '0',
});

describe('pausing, ending and editing', () => {
  it('a paused coupon is refused at checkout until resumed', async () => {
    const coupon = await createCoupon();
    const paused = (await panel(couponCalls.setCouponPaused, { coupon_id: coupon.coupon_id, paused: '1' })).json();
    expect(paused).toMatchObject({
      error_type: 0,
      message: `Cupom ${coupon.code} pausado: não é aceito até você retomá-lo`,
      coupon: { status: 'paused', version: coupon.version },
    });
    const customer = await tenant.customer();
    expect(await place(customer, coupon.code, 12.98)).toMatchObject({ error_type: 14, message: 'Cupom inválido' });
    await panel(couponCalls.setCouponPaused, { coupon_id: coupon.coupon_id, paused: '0' });
    expect(await place(customer, coupon.code, 12.98)).toMatchObject({ error_type: 0 });
  });

  it('an ended coupon is refused, kept with its uses, no longer edited, and its code is free again', async () => {
    const coupon = await createCoupon({ uses_per_customer: 3 });
    const customer = await tenant.customer();
    expect(await place(customer, coupon.code, 12.98)).toMatchObject({ error_type: 0 });
    const ended = (await panel(couponCalls.endCoupon, { coupon_id: coupon.coupon_id })).json();
    expect(ended).toMatchObject({ error_type: 0, coupon: { status: 'ended', uses: 1, discount_total: 12.98 } });
    expect(await place(customer, coupon.code, 12.98)).toMatchObject({ error_type: 14, message: 'Cupom inválido' });
    expect((await listed()).find((c) => c.coupon_id === coupon.coupon_id)).toMatchObject({ status: 'ended', uses: 1 });
    expect((await panel(couponCalls.saveCoupon, { ...editable(coupon), value: 50 })).json()).toEqual({
      error_type: 14,
      message: `O cupom ${coupon.code} foi encerrado e não pode mais ser alterado`,
    });
    expect(
      (await panel(couponCalls.setCouponPaused, { coupon_id: coupon.coupon_id, paused: '0' })).json().error_type,
    ).toBe(14);
    // A new coupon may take the code; checkout takes the new one.
    const again = await createCoupon({ code: coupon.code, kind: 'fixed', value: 5 });
    expect(await place(customer, coupon.code, 5)).toMatchObject({ error_type: 0 });
    expect(again.coupon_id).not.toBe(coupon.coupon_id);
  });

  it('refuses a second live coupon of a code, in any case', async () => {
    const coupon = await createCoupon();
    const answer = await panel(couponCalls.saveCoupon, { code: coupon.code.toLowerCase(), kind: 'fixed', value: 5 });
    expect(answer.json()).toEqual({
      error_type: 14,
      message: `Já existe um cupom ${coupon.code} que não foi encerrado. Encerre-o ou escolha outro código`,
    });
    // Nor may another coupon be renamed to it.
    const other = await createCoupon();
    expect((await panel(couponCalls.saveCoupon, { ...editable(other), code: coupon.code })).json().error_type).toBe(14);
  });

  it('two saves of one new code at once: exactly one coupon gets it', async () => {
    const code = newCode('CORRIDA');
    const answers = (
      await Promise.all([1, 2].map(() => panel(couponCalls.saveCoupon, { code, kind: 'percent', value: 10 })))
    ).map((res) => res.json());
    expect(answers.map((answer) => answer.error_type).sort()).toEqual([0, 14]);
  });

  it('refuses a save at a version someone else already changed, and overwrites nothing', async () => {
    const coupon = await createCoupon();
    const first = (await panel(couponCalls.saveCoupon, { ...editable(coupon), value: 15 })).json();
    expect(first.coupon).toMatchObject({ value: 15, version: 2 });
    const late = await panel(couponCalls.saveCoupon, { ...editable(coupon), value: 30 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      error_type: 17,
      message: `O cupom ${coupon.code} foi alterado por outra pessoa enquanto você editava. Confira como ficou e salve de novo.`,
    });
    expect((await listed()).find((c) => c.coupon_id === coupon.coupon_id)).toMatchObject({ value: 15, version: 2 });
  });

  it('leaves orders placed with the discount they were given', async () => {
    const coupon = await createCoupon({ kind: 'fixed', value: 10 });
    const customer = await tenant.customer();
    const placed = await place(customer, coupon.code, 10);
    await panel(couponCalls.saveCoupon, { ...editable(coupon), value: 40 });
    await panel(couponCalls.endCoupon, { coupon_id: coupon.coupon_id });
    const status = await customer.orderPage(placed.order.order_id);
    expect(status.order.totals).toMatchObject({ discount: 10, order_total: 125.7 });
  });
});

describe('who may run coupons', () => {
  it('refuses attendants', async () => {
    const coupon = await createCoupon();
    for (const [call, body] of [
      [couponCalls.shopCoupons, {}],
      [couponCalls.saveCoupon, { code: 'ATENDENTE', kind: 'percent', value: 10 }],
      [couponCalls.setCouponPaused, { coupon_id: coupon.coupon_id, paused: '1' }],
      [couponCalls.endCoupon, { coupon_id: coupon.coupon_id }],
      [couponCalls.couponUses, { coupon_id: coupon.coupon_id }],
      [couponCalls.shopCashback, {}],
      [couponCalls.saveShopCashback, { version: 1, percent: 30, expiry_days: 10 }],
    ] as const) {
      expect((await panel(call, body, attendant.token)).json(), call.operationId).toEqual({
        error_type: 14,
        message: 'Apenas o dono da loja ou o operador pode fazer isso',
      });
    }
    expect((await listed()).find((c) => c.coupon_id === coupon.coupon_id)?.status).toBe('active');
  });

  it('answers another shop’s owner not found, from their shop or from this one', async () => {
    const coupon = await createCoupon();
    const fromTheirs = await panel(
      couponCalls.endCoupon,
      { shop_id: secondShop, coupon_id: coupon.coupon_id },
      neighbourOwner.token,
    );
    expect(fromTheirs.statusCode).toBe(404);
    expect(fromTheirs.json()).toEqual({ error_type: 3, message: 'Cupom não encontrado nesta loja' });
    const fromThis = await panel(couponCalls.couponUses, { coupon_id: coupon.coupon_id }, neighbourOwner.token);
    expect(fromThis.statusCode).toBe(404);
    const theirs = (await panel(couponCalls.shopCoupons, { shop_id: secondShop }, neighbourOwner.token)).json();
    expect(theirs.coupons.map((c: TCoupon) => c.coupon_id)).not.toContain(coupon.coupon_id);
    expect((await listed()).find((c) => c.coupon_id === coupon.coupon_id)?.status).toBe('active');
  });

  it('leaves coupons of every shop to an operator', async () => {
    const code = newCode('TODAS');
    const refused = await panel(couponCalls.saveCoupon, { code, kind: 'percent', value: 10, profile_wide: '1' });
    expect(refused.json()).toEqual({
      error_type: 14,
      message: 'Apenas um operador pode criar ou alterar cupons que valem em todas as lojas',
    });
    const coupon = await createCoupon({ code, profile_wide: '1' }, operator.token);
    expect(coupon).toMatchObject({ profile_wide: true, status: 'active' });
    // Taken in every shop of the profile.
    const customer = await tenant.customer();
    const elsewhere = await post(t.app, tenant.domain, rewardCalls.getDiscountInfo.path, {
      validate: 1,
      token: customer.token,
      code,
      shop_id: secondShop,
      total_products: 100,
    });
    expect(elsewhere.json()).toMatchObject({ error_type: 0, discount: { amount: 10 } });
    expect(await place(customer, code, 12.98)).toMatchObject({ error_type: 0 });
    // The operator sees it from any shop's page; an owner neither sees nor runs it.
    expect((await listed(operator.token)).map((c) => c.coupon_id)).toContain(coupon.coupon_id);
    expect((await listed()).map((c) => c.coupon_id)).not.toContain(coupon.coupon_id);
    expect((await panel(couponCalls.endCoupon, { coupon_id: coupon.coupon_id })).statusCode).toBe(404);
    expect((await panel(couponCalls.couponUses, { coupon_id: coupon.coupon_id })).statusCode).toBe(404);
    const uses = (await panel(couponCalls.couponUses, { coupon_id: coupon.coupon_id }, operator.token)).json().uses;
    expect(uses).toEqual([expect.objectContaining({ shop: 'Pizzaria Teste', first_name: 'Joana' })]);
  });
});

describe('the shop’s cashback', () => {
  /** An order of the customer moved along to 'delivered'. */
  async function delivered(customer: OrderingCustomer) {
    const id = await customer.order();
    for (let i = 0; i < 4; i++) await post(t.app, tenant.domain, devCalls.advanceOrder.path, { order_id: id });
    return id;
  }
  const statement = async (customer: OrderingCustomer) =>
    (await post(t.app, tenant.domain, rewardCalls.getExtratoCash.path, { validate: 1, token: customer.token })).json()
      .entries as { kind: string; amount: number; order_id: number; at: string; expires_at: string }[];

  it('holds for the next order delivered, with the expiry the shop chose', async () => {
    const read = (await panel(couponCalls.shopCashback, {})).json();
    expect(read).toMatchObject({ error_type: 0, cashback: { percent: 0, expiry_days: 90 } });
    const customer = await tenant.customer();
    await delivered(customer);
    expect(await statement(customer)).toEqual([]);

    const saved = (
      await panel(couponCalls.saveShopCashback, { version: read.cashback.version, percent: 10, expiry_days: 30 })
    ).json();
    expect(saved).toEqual({
      error_type: 0,
      message: 'Cashback da loja salvo',
      cashback: { percent: 10, expiry_days: 30, version: read.cashback.version + 1 },
    });
    const id = await delivered(customer);
    const [earned] = await statement(customer);
    expect(earned).toMatchObject({ kind: 'earn', amount: 12.98, order_id: id });
    const days = (Date.parse(earned!.expires_at) - Date.parse(earned!.at)) / 86_400_000;
    expect(days).toBeCloseTo(30, 1);

    const late = await panel(couponCalls.saveShopCashback, {
      version: read.cashback.version,
      percent: 0,
      expiry_days: 30,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error_type).toBe(17);
    expect((await panel(couponCalls.shopCashback, {})).json().cashback).toMatchObject({ percent: 10 });
    const changes = await t.database.db
      .select()
      .from(rewardChanges)
      .where(and(eq(rewardChanges.shopId, tenant.shopId), isNull(rewardChanges.couponId)));
    expect(changes.map((row) => [row.staffId, row.change])).toEqual([
      [owner.id, { cashback_percent: { from: 0, to: 10 }, cashback_days: { from: null, to: 30 } }],
    ]);
    expect(
      (await panel(couponCalls.saveShopCashback, { version: saved.cashback.version, percent: 31, expiry_days: 30 }))
        .statusCode,
    ).toBe(400);
  });
});
