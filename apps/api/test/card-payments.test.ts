import { boardCalls } from '@delivery/contract/calls/board';
import { cardAccountCalls, cardGatewayCalls, savedCardCalls } from '@delivery/contract/calls/card-payments';
import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { financeCalls } from '@delivery/contract/calls/finance';
import { reportCalls } from '@delivery/contract/calls/reports';
import { statementCalls } from '@delivery/contract/calls/statements';
import type { Call } from '@delivery/contract/call';
import { formatMoney } from '@delivery/contract/money';
import type { TOrder } from '@delivery/contract/orders';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../src/db/schema/finance.ts';
import { cardAccounts, paymentRefunds, payments } from '../src/db/schema/payments.ts';
import { orders } from '../src/db/schema/orders.ts';
import { sandboxMpPayments } from '../src/db/schema/sandbox-mercadopago.ts';
import { sandboxApplication } from '../src/providers/mercadopago-settings.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { JOB_TEST_ENV, settle } from './helpers/jobs.ts';
import { orderingTenant, type OrderingCustomer, type OrderingTenant } from './helpers/orders.ts';
import { linkShop, odCall, orderUuid } from './helpers/open-delivery.ts';
import { assertOpenDelivery } from './helpers/open-delivery-schema.ts';
import { addStaff } from './helpers/staff.ts';

let t: TestApp;
let app: FastifyInstance;
let tenant: OrderingTenant;
let owner: { id: number; token: string };
let customer: OrderingCustomer;
/** Every answer the tests read, to look for the account's tokens in. */
const answers: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ APP_ENV: 'sandbox', ...JOB_TEST_ENV, CARD_RECHECK_SECONDS: '1' });
  app = t.app;
  // The gateway's client speaks HTTP to the stand-in on this server, as to Mercado Pago.
  await app.listen({ port: 0, host: '127.0.0.1' });
  tenant = await orderingTenant(app, t.database.db);
  owner = await addStaff(app, t.database.db, tenant, [{ role: 'owner', shopId: tenant.shopId }]);
  customer = await tenant.customer();
});
afterAll(() => t.close());

const db = () => t.database.db;
const kept = async <T extends { body: string }>(res: Promise<T>): Promise<T> => {
  const answer = await res;
  answers.push(answer.body);
  return answer;
};
const asOwner = (call: Call, body: Record<string, unknown> = {}, token = owner.token) =>
  kept(post(app, tenant.domain, call.path, { validate: 1, token, shop_id: tenant.shopId, ...body }));

/** The owner authorizes the application at the stand-in's page, which sends them back with a code. */
async function authorize(authorizationUrl: string, decision: 'allow' | 'deny' = 'allow') {
  const url = new URL(authorizationUrl, 'http://gateway.test');
  expect(url.pathname).toBe('/dev/mercadopago/authorization');
  const res = await app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      client_id: url.searchParams.get('client_id')!,
      redirect_uri: url.searchParams.get('redirect_uri')!,
      state: url.searchParams.get('state')!,
      decision,
    }).toString(),
  });
  expect(res.statusCode).toBe(302);
  return new URL(res.headers.location as string);
}

async function connect() {
  const start = (await asOwner(cardAccountCalls.connectCardAccount)).json();
  expect(start.error_type, start.message).toBe(0);
  const back = await authorize(start.authorization_url);
  return (
    await asOwner(cardAccountCalls.finishCardConnect, {
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
    })
  ).json();
}

const flags = async () =>
  (
    await kept(post(app, tenant.domain, checkoutCalls.getFlagsCardOnline.path, { validate: 1, shop_id: tenant.shopId }))
  ).json();

const CARDS = { master: '5031433215406351', visa: '4235647728025682', challenge: '5483928164574623' };

/** What the gateway's script does in the customer's browser: the card becomes a one-use token. */
async function cardToken(holder: string, number = CARDS.master) {
  const { gateway } = await flags();
  const res = await app.inject({
    method: 'POST',
    url: `/dev/mercadopago/v1/card_tokens?public_key=${encodeURIComponent(gateway.public_key)}`,
    payload: {
      card_number: number,
      security_code: '123',
      expiration_month: 11,
      expiration_year: 2030,
      cardholder: { name: holder, identification: { type: 'CPF', number: '52998224725' } },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const byCard = (token: string, extra: Record<string, unknown> = {}) => ({
  payment_method: 'card_online',
  change_for: undefined,
  card_flag_id: 2,
  card_type: 'credit',
  card_token: token,
  ...extra,
});
const place = async (body: Record<string, unknown>, who = customer) =>
  (await kept(post(app, tenant.domain, checkoutCalls.saveOrder.path, who.draft(body)))).json();
const paymentRow = async (orderId: number) =>
  (await db().select().from(payments).where(eq(payments.orderId, orderId)))[0]!;
/** What the shop, the marketplace and the gateway hold of the order's money, by its ledger entries. */
async function heldBy(orderId: number) {
  const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
  const sum = (holder: string) =>
    entries.filter((entry) => entry.holder === holder).reduce((total, entry) => total + entry.amountCents, 0);
  return { shop: sum('shop'), marketplace: sum('marketplace'), gateway: sum('gateway') };
}
/** The stand-in's fee of R$ 135,70: 4,99%, to the nearest cent. */
const GATEWAY_FEE = 677;
/** The customer's page until `check` holds of its order (notifications and jobs take a moment). */
async function pageUntil(orderId: number, check: (order: TOrder) => boolean, who = customer): Promise<TOrder> {
  for (let i = 0; i < 60; i++) {
    const page = await who.orderPage(orderId);
    if (check(page.order)) return page.order;
    await settle(250);
  }
  throw new Error(`order ${orderId} never reached what the test waited for`);
}

describe("connecting the shop's Mercado Pago account", () => {
  it('starts with none: the panel offers to connect, checkout offers no card in the app', async () => {
    const read = (await asOwner(cardAccountCalls.shopCardAccount)).json();
    expect(read).toMatchObject({ error_type: 0, available: true, account: null, can_connect_profile: false });
    expect(read.brands_offered.map((b: { name: string }) => b.name)).toEqual([
      'Visa',
      'Mastercard',
      'Elo',
      'Hipercard',
      'American Express',
    ]);
    expect(await flags()).toMatchObject({ flags: [], gateway: null });
  });

  it('a code with a state another person started is refused', async () => {
    const start = (await asOwner(cardAccountCalls.connectCardAccount)).json();
    const back = await authorize(start.authorization_url);
    const other = await addStaff(app, db(), tenant, [{ role: 'owner', shopId: tenant.shopId }]);
    const finish = (
      await asOwner(
        cardAccountCalls.finishCardConnect,
        { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
        other.token,
      )
    ).json();
    expect(finish).toMatchObject({ error_type: 14, message: expect.stringContaining('Conectar de novo') });
    const forged = (
      await asOwner(cardAccountCalls.finishCardConnect, { code: 'TG-x', state: `${start.authorization_url}.x` })
    ).json();
    expect(forged.error_type).toBe(14);
  });

  it('an attendant cannot connect the shop', async () => {
    const attendant = await addStaff(app, db(), tenant, [{ role: 'attendant', shopId: tenant.shopId }]);
    const res = (await asOwner(cardAccountCalls.connectCardAccount, {}, attendant.token)).json();
    expect(res.error_type).toBe(14);
  });

  it('the authorization gives the shop its account, all brands shown, its tokens sealed and never answered', async () => {
    const connected = await connect();
    expect(connected).toMatchObject({
      error_type: 0,
      message: 'Conta do Mercado Pago conectada. Os clientes já podem pagar com cartão pelo app',
      account: { gateway: 'mercadopago', scope: 'shop', brands: [1, 2, 3, 4, 5] },
    });
    const [row] = await db().select().from(cardAccounts).where(eq(cardAccounts.shopId, tenant.shopId));
    expect(row!.accessToken).toMatch(/^enc:v1:/);
    expect(row!.refreshToken).toMatch(/^enc:v1:/);
    const plain = await app.cards.secrets.text(row!.accessToken);
    expect(plain).toMatch(/^APP_USR-/);
    for (const answer of answers) expect(answer).not.toContain(plain);

    const online = await flags();
    expect(online.flags.map((f: { name: string }) => f.name)).toEqual([
      'Visa',
      'Mastercard',
      'Elo',
      'Hipercard',
      'American Express',
    ]);
    expect(online.gateway).toEqual({
      gateway: 'mercadopago',
      script_url: '/dev/mercadopago/js/v2',
      public_key: row!.publicKey,
    });
    const groups = (
      await post(app, tenant.domain, checkoutCalls.getGroupsPayment.path, { validate: 1, shop_id: tenant.shopId })
    ).json().groups;
    expect(groups[0]).toMatchObject({ group: 'card_online', label: 'Cartão de crédito ou débito (pague pelo app)' });
    expect(groups[0].flags.find((f: { name: string }) => f.name === 'American Express').card_types).toEqual(['credit']);
  });

  it('the brands chosen are the ones checkout shows, and a brand left out is refused at saveOrder', async () => {
    const saved = (await asOwner(cardAccountCalls.saveCardBrands, { brands: [1, 2] })).json();
    expect(saved).toMatchObject({ error_type: 0, account: { brands: [1, 2] } });
    expect((await flags()).flags.map((f: { flag_id: number }) => f.flag_id)).toEqual([1, 2]);
    const elo = await place(byCard(await cardToken('APRO'), { card_flag_id: 3 }));
    expect(elo).toMatchObject({ error_type: 14, message: expect.stringContaining('Elo') });
    const voucher = (await asOwner(cardAccountCalls.saveCardBrands, { brands: [6] })).json();
    expect(voucher.error_type).toBe(1);
  });
});

describe('an order paid by card in the app', () => {
  it('approved: written paid, with its brand and last digits; the board sees it paid', async () => {
    const answer = await place(byCard(await cardToken('APRO')));
    expect(answer).toMatchObject({
      error_type: 0,
      order: {
        payment_method: 'card_online',
        payment_status: 'paid',
        card: {
          brand: 'Mastercard',
          last_four: '6351',
          outcome: 'approved',
          message: 'Pagamento aprovado',
          challenge: null,
        },
      },
    });
    const row = await paymentRow(answer.order.order_id);
    expect(row).toMatchObject({ status: 'paid', amountCents: 13_570, paidBy: 'gateway', gatewayStatus: 'approved' });
    const board = (await asOwner(boardCalls.boardOrders)).json();
    const seen = board.orders.find((o: { order_id: number }) => o.order_id === answer.order.order_id);
    expect(seen.payment).toMatchObject({ method: 'card_online', paid: true, refund_if_cancelled: 'provider' });
  });

  it("on a marketplace, the marketplace's part is kept at the gateway as its application fee", async () => {
    const operator = await addStaff(app, db(), tenant, [{ role: 'operator', shopId: null }]);
    const plan = {
      delivery_percent: 10,
      pickup_percent: 0,
      open_delivery_percent: 0,
      app_payment_percent: '2,5',
      on_delivery_payment_percent: 0,
      order_fee: 0.99,
      monthly_fee: 0,
      gateway_fee_payer: 'shop',
    };
    expect((await asOwner(financeCalls.saveCommissionPlan, plan, operator.token)).json().error_type).toBe(0);
    const answer = await place(byCard(await cardToken('APRO')));
    expect((await asOwner(financeCalls.followDefaultPlan, {}, operator.token)).json().error_type).toBe(0);
    expect(answer.order.payment_status).toBe('paid');
    // 12,5% of the products (R$ 129,80) is R$ 16,225, to the nearest cent, and the fixed R$ 0,99.
    expect((await paymentRow(answer.order.order_id)).applicationFeeCents).toBe(1623 + 99);
    expect((await atGateway(answer.order.order_id)).application_fee).toBe(17.22);
    // The shop's account received the payment less the gateway's fee; the marketplace, its part.
    expect(await heldBy(answer.order.order_id)).toEqual({
      shop: 13_570 - 1722 - GATEWAY_FEE,
      marketplace: 1722,
      gateway: GATEWAY_FEE,
    });
  });

  it("reads as prepaid with its brand in the shop's software (Open Delivery)", async () => {
    const software = await linkShop(app, db(), { profileId: tenant.id, shopId: tenant.shopId, domain: tenant.domain });
    await customer.placeAddress(-22.8941, -47.0503);
    const answer = await place(byCard(await cardToken('APRO')));
    const document = (
      await odCall(app, tenant.domain, software.token, 'GET', `/v1/orders/${orderUuid(answer.order.order_id)}`)
    ).json();
    assertOpenDelivery('Order', document);
    expect(document.payments).toMatchObject({ prepaid: document.total.orderAmount.value, pending: 0 });
    expect(document.payments.methods).toEqual([
      expect.objectContaining({ type: 'PREPAID', method: 'CREDIT', brand: 'MASTERCARD' }),
    ]);
  });

  it('refused: answered with the reason the customer can act on, and no order is written', async () => {
    const before = await db().select({ id: orders.id }).from(orders).where(eq(orders.profileId, tenant.id));
    const refused = await place(byCard(await cardToken('OTHE')));
    expect(refused).toEqual({ error_type: 14, message: 'Cartão recusado pelo banco. Tente outro cartão.' });
    const fund = await place(byCard(await cardToken('FUND')));
    expect(fund.message).toBe('Saldo ou limite insuficiente. Tente outro cartão.');
    const secu = await place(byCard(await cardToken('SECU')));
    expect(secu.message).toBe('Código de segurança inválido. Confira o CVV e tente de novo.');
    const after = await db().select({ id: orders.id }).from(orders).where(eq(orders.profileId, tenant.id));
    expect(after.length).toBe(before.length);
  });

  it('a retry of the same attempt answers the same order and charges once', async () => {
    const body = customer.draft(byCard(await cardToken('APRO')));
    const first = (await post(app, tenant.domain, checkoutCalls.saveOrder.path, body)).json();
    const again = (await post(app, tenant.domain, checkoutCalls.saveOrder.path, body)).json();
    expect(again.order.order_id).toBe(first.order.order_id);
    const account = (await db().select().from(cardAccounts).where(eq(cardAccounts.shopId, tenant.shopId)))[0]!;
    const reference = (await atGateway(first.order.order_id)).external_reference;
    const search = await app.inject({
      method: 'GET',
      url: `/dev/mercadopago/v1/payments/search?external_reference=${encodeURIComponent(reference)}`,
      headers: { authorization: `Bearer ${await app.cards.secrets.text(account.accessToken)}` },
    });
    expect(search.json().results).toHaveLength(1);
  });

  it('in review: written pending, then paid when the review approves it (its notification)', async () => {
    const answer = await place(byCard(await cardToken('CONT')));
    expect(answer.order).toMatchObject({ payment_status: 'pending', card: { outcome: 'in_review' } });
    const gatewayId = (await paymentRow(answer.order.order_id)).gatewayPaymentId!;
    const approve = await app.inject({ method: 'POST', url: `/dev/mercadopago/payments/${gatewayId}/approve` });
    expect(approve.statusCode).toBeLessThan(400);
    const paid = await pageUntil(answer.order.order_id, (order) => order.payment_status === 'paid');
    expect(paid.card?.outcome).toBe('approved');
  });

  it("a 3-D Secure challenge: the issuer's page, then paid; a failed one cancels the order with the reason", async () => {
    const answer = await place(byCard(await cardToken('APRO', CARDS.challenge)));
    expect(answer.order).toMatchObject({ payment_status: 'pending', card: { outcome: 'challenge' } });
    const { url, creq } = answer.order.card.challenge;
    expect(url).toBe('/dev/mercadopago/3ds/challenge');
    const decide = (decision: string, c: string) =>
      app.inject({
        method: 'POST',
        url: '/dev/mercadopago/3ds/challenge/decision',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ creq: c, decision }).toString(),
      });
    expect((await decide('authenticate', creq)).statusCode).toBe(200);
    await pageUntil(answer.order.order_id, (order) => order.payment_status === 'paid');

    const failing = await place(byCard(await cardToken('APRO', CARDS.challenge)));
    expect((await decide('refuse', failing.order.card.challenge.creq)).statusCode).toBe(200);
    const cancelled = await pageUntil(failing.order.order_id, (order) => order.status === 'cancelled');
    expect(cancelled).toMatchObject({ payment_status: 'refused', card: { outcome: 'refused' } });
    const reason = (await db().select().from(orders).where(eq(orders.id, failing.order.order_id)))[0]!.cancelReason;
    expect(reason).toBe('A autenticação do cartão não foi concluída. Tente de novo ou use outro cartão.');
  });

  it('rejected by the shop once paid: refunded in full at the gateway, and the customer sees it', async () => {
    const answer = await place(byCard(await cardToken('APRO')));
    const orderId = answer.order.order_id;
    const rejected = (await asOwner(boardCalls.rejectOrder, { order_id: orderId, reason: 'Item em falta' })).json();
    expect(rejected.error_type, rejected.message).toBe(0);
    const refunded = await pageUntil(orderId, (order) => order.refund?.status === 'refunded');
    expect(refunded.refund).toMatchObject({ by: 'provider', amount: 135.7, refunded_at: expect.any(String) });
    const [refund] = await db().select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId));
    expect(refund).toMatchObject({ refundedBy: 'gateway', amountCents: 13_570 });
    expect(refund!.gatewayRefundId).toEqual(expect.any(String));
    expect(await gatewayStatus(orderId)).toBe('refunded');
  });
});

describe('money given back and taken back', () => {
  const boardOrder = async (orderId: number) =>
    (await asOwner(boardCalls.boardOrders)).json().orders.find((o: { order_id: number }) => o.order_id === orderId);

  /** The day's refunds on the sales screen (the shop's day, with a day either side). */
  const salesRefunds = async () => {
    const day = (offset: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + offset));
    const answer = (await asOwner(reportCalls.salesSummary, { from: day(-86_400_000), to: day(86_400_000) })).json();
    return answer.summary.refunds as { refunded: number; refunded_orders: number };
  };

  it('the owner gives back part with a reason; the rest goes back if the order is then rejected', async () => {
    const before = await salesRefunds();
    const answer = await place(byCard(await cardToken('APRO')));
    const orderId = answer.order.order_id;
    const attendant = await addStaff(app, db(), tenant, [{ role: 'attendant', shopId: tenant.shopId }]);
    const refusedToAttendant = (
      await asOwner(
        boardCalls.refundOrderPart,
        { order_id: orderId, amount: 20, reason: 'Faltou o refrigerante' },
        attendant.token,
      )
    ).json();
    expect(refusedToAttendant.error_type).toBe(14);

    const part = (
      await asOwner(boardCalls.refundOrderPart, { order_id: orderId, amount: 20, reason: 'Faltou o refrigerante' })
    ).json();
    expect(part).toMatchObject({
      error_type: 0,
      message: `Estorno de ${formatMoney(2000)} solicitado. O cliente já vê no pedido`,
      order: {
        payment: { refundable: 115.7, refund: { amount: 20 }, card: { brand: 'Mastercard', last_four: '6351' } },
      },
    });
    const tooMuch = (
      await asOwner(boardCalls.refundOrderPart, { order_id: orderId, amount: 200, reason: 'Erro' })
    ).json();
    expect(tooMuch).toMatchObject({
      error_type: 14,
      message: `O valor passa do que ainda pode ser estornado (${formatMoney(11_570)})`,
    });
    const seen = await pageUntil(orderId, (order) => order.refund?.status === 'refunded');
    expect(seen.refund).toMatchObject({ amount: 20, by: 'provider' });

    expect(
      (await asOwner(boardCalls.rejectOrder, { order_id: orderId, reason: 'Loja fechando' })).json().error_type,
    ).toBe(0);
    const all = await pageUntil(
      orderId,
      (order) => order.refund?.amount === 135.7 && order.refund.status === 'refunded',
    );
    expect(all.refund).toMatchObject({ amount: 135.7, status: 'refunded' });
    const rows = await db()
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, orderId))
      .orderBy(paymentRefunds.id);
    expect(rows.map((r) => [r.kind, r.amountCents, r.reason])).toEqual([
      ['partial', 2000, 'Faltou o refrigerante'],
      ['cancel', 11_570, null],
    ]);
    expect(await gatewayStatus(orderId)).toBe('refunded');
    // The day's numbers count it once, for all that went back.
    const after = await salesRefunds();
    expect(after.refunded_orders - before.refunded_orders).toBe(1);
    expect(Math.round((after.refunded - before.refunded) * 100)).toBe(13_570);
    // The ledger: the part given back is an entry of its own, and the cancel reverses the rest.
    const kinds = (
      await db().select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId)).orderBy(ledgerEntries.id)
    ).map((entry) => [entry.kind, entry.amountCents, entry.reversesId === null]);
    expect(kinds).toEqual([
      ['products', 12_980, true],
      ['delivery', 590, true],
      ['gateway_fee', -GATEWAY_FEE, true],
      ['gateway_fee', GATEWAY_FEE, true],
      ['refund', -2000, true],
      ['products', -12_980, false],
      ['delivery', -590, false],
      ['gateway_fee', GATEWAY_FEE, false],
      ['gateway_fee', -GATEWAY_FEE, false],
      ['refund', 2000, false],
    ]);
    expect(await heldBy(orderId)).toEqual({ shop: 0, marketplace: 0, gateway: 0 });
  });

  it('a chargeback reported by the gateway reaches the board', async () => {
    const answer = await place(byCard(await cardToken('APRO')));
    const orderId = answer.order.order_id;
    expect((await boardOrder(orderId)).payment.charged_back).toBe(false);
    const gatewayId = (await paymentRow(orderId)).gatewayPaymentId!;
    const chargeback = await app.inject({ method: 'POST', url: `/dev/mercadopago/payments/${gatewayId}/chargeback` });
    expect(chargeback.statusCode).toBeLessThan(400);
    for (let i = 0; i < 40 && !(await paymentRow(orderId)).chargedBackAt; i++) await settle(250);
    expect((await boardOrder(orderId)).payment).toMatchObject({ charged_back: true, paid: true });
    // The bank took it all back from the shop's account, and the gateway kept its fee: the shop
    // is left without the sale and with the fee, and the customer's money adds up to nothing.
    expect(await heldBy(orderId)).toEqual({ shop: -GATEWAY_FEE, marketplace: 0, gateway: GATEWAY_FEE });
  });

  it('the sales screen, the statement and the ledger agree on what customers paid and kept paid', async () => {
    // One more order with part of it given back, beside those above (cancelled, refunded, charged back).
    const kept = (await place(byCard(await cardToken('APRO')))).order.order_id;
    await asOwner(boardCalls.refundOrderPart, { order_id: kept, amount: 5.5, reason: 'Faltou o guardanapo' });
    const standing = await db().select().from(orders).where(eq(orders.shopId, tenant.shopId));
    const uncancelled = standing.filter((order) => order.status !== 'cancelled');
    const revenueCents = uncancelled.reduce((sum, order) => sum + order.totalCents, 0);
    const refunds = await db().select().from(paymentRefunds);
    const chargedBack = new Set(
      (await db().select().from(payments)).flatMap((p) => (p.chargedBackAt === null ? [] : [p.orderId])),
    );
    // What each order's customer kept paid: its total less what went back, none of it if charged back.
    const keptPaidCents = uncancelled.reduce((sum, order) => {
      if (chargedBack.has(order.id)) return sum;
      const refunded = refunds.filter((r) => r.orderId === order.id).reduce((s, r) => s + r.amountCents, 0);
      return sum + order.totalCents - refunded;
    }, 0);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const sales = (await asOwner(reportCalls.salesSummary, { from: today, to: today })).json().summary;
    expect(Math.round(sales.revenue * 100)).toBe(revenueCents);
    const [statement] = (await asOwner(statementCalls.shopStatements)).json().statements;
    expect(Math.round(statement.figures.paid_by_customers * 100)).toBe(keptPaidCents);
    const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.shopId, tenant.shopId));
    expect(entries.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(keptPaidCents);
  });
});

describe("the gateway's notifications", () => {
  const SECRET: string = sandboxApplication.webhookSecret;
  const notify = (dataId: string, requestId: string, ts: number, secret = SECRET) => {
    const v1 = createHmac('sha256', secret).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex');
    return app.inject({
      method: 'POST',
      url: `${cardGatewayCalls.mercadoPagoWebhook.path}?data.id=${dataId}&type=payment`,
      headers: { 'content-type': 'application/json', 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId },
      payload: { type: 'payment', action: 'payment.updated', data: { id: dataId } },
    });
  };

  it('a forged signature, or an old one, is refused; a signed one is taken once, its replay changes nothing', async () => {
    const answer = await place(byCard(await cardToken('CONT')));
    const gatewayId = (await paymentRow(answer.order.order_id)).gatewayPaymentId!;
    expect((await notify(gatewayId, randomUUID(), Date.now(), 'not-the-secret-of-the-app')).statusCode).toBe(401);
    expect((await notify(gatewayId, randomUUID(), Date.now() - 10 * 60_000)).statusCode).toBe(401);
    const requestId = randomUUID();
    const first = await notify(gatewayId, requestId, Date.now());
    expect(first.statusCode).toBe(200);
    expect((await notify(gatewayId, requestId, Date.now())).statusCode).toBe(200);
    // Still in review: the notification read the payment back from the gateway, which says so.
    expect((await paymentRow(answer.order.order_id)).status).toBe('pending');
  });
});

describe('a card payment whose notification never came', () => {
  /** What the gateway decides without telling us: its row changed, no notification sent. */
  const decideSilently = (gatewayId: string, status: 'approved' | 'in_process', detail: string) =>
    db()
      .update(sandboxMpPayments)
      .set({ status, statusDetail: detail, approvedAt: status === 'approved' ? new Date() : null })
      .where(eq(sandboxMpPayments.id, Number(gatewayId)));

  it('is asked about by the reconciliation job, which pays the order', async () => {
    const answer = await place(byCard(await cardToken('CONT')));
    const gatewayId = (await paymentRow(answer.order.order_id)).gatewayPaymentId!;
    await decideSilently(gatewayId, 'approved', 'accredited');
    for (let i = 0; i < 40 && (await paymentRow(answer.order.order_id)).status !== 'paid'; i++) await settle(250);
    expect(await paymentRow(answer.order.order_id)).toMatchObject({ status: 'paid', gatewayStatus: 'approved' });
  });

  it('left pending past its time: cancelled at the gateway, nothing charged, the order cancelled', async () => {
    const answer = await place(byCard(await cardToken('APRO', CARDS.challenge)));
    const orderId = answer.order.order_id;
    await db()
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 21 * 60_000) })
      .where(eq(payments.orderId, orderId));
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe('received');
    for (let i = 0; i < 40 && (await paymentRow(orderId)).status === 'pending'; i++) await settle(250);
    expect(await paymentRow(orderId)).toMatchObject({ status: 'refused', gatewayStatus: 'cancelled' });
    const cancelled = await pageUntil(orderId, (o) => o.status === 'cancelled');
    expect(cancelled.card).toMatchObject({ outcome: 'refused' });
    expect(await gatewayStatus(orderId)).toBe('cancelled');
  });
});

describe('saved cards', () => {
  it('a card saved with an approved order is listed, pays again with its CVV, and can be removed', async () => {
    await asOwner(cardAccountCalls.saveCardBrands, { brands: [1, 2, 3, 4, 5] });
    const first = await place(byCard(await cardToken('APRO', CARDS.visa), { card_flag_id: 1, save_card: true }));
    expect(first.order.payment_status).toBe('paid');
    const list = (
      await kept(
        post(app, tenant.domain, savedCardCalls.savedCards.path, {
          validate: 1,
          token: customer.token,
          shop_id: tenant.shopId,
        }),
      )
    ).json();
    expect(list.cards).toEqual([
      expect.objectContaining({
        brand: 'Visa',
        flag_id: 1,
        card_type: 'credit',
        last_four: '5682',
        expiration: '11/30',
      }),
    ]);
    const card = list.cards[0];
    const { gateway } = await flags();
    const token = await app.inject({
      method: 'POST',
      url: `/dev/mercadopago/v1/card_tokens?public_key=${encodeURIComponent(gateway.public_key)}`,
      payload: { card_id: card.gateway_card_id, security_code: '123' },
    });
    expect(token.statusCode, token.body).toBe(201);
    const again = await place(byCard(token.json().id, { card_flag_id: 1, saved_card_id: card.card_id }));
    expect(again.order).toMatchObject({ payment_status: 'paid', card: { brand: 'Visa', last_four: '5682' } });

    const stranger = await tenant.customer();
    const theirs = await place(byCard(await cardToken('APRO'), { saved_card_id: card.card_id }), stranger);
    expect(theirs.error_type).toBe(3);

    const removed = (
      await post(app, tenant.domain, savedCardCalls.deleteSavedCard.path, {
        validate: 1,
        token: customer.token,
        card_id: card.card_id,
      })
    ).json();
    expect(removed).toMatchObject({ error_type: 0, message: 'Cartão removido', cards: [] });
  });
});

describe("the account's access token", () => {
  it('expired at the gateway: refreshed, kept sealed, and the charge goes through', async () => {
    const [before] = await db().select().from(cardAccounts).where(eq(cardAccounts.shopId, tenant.shopId));
    const expire = await app.inject({ method: 'POST', url: `/dev/mercadopago/accounts/${before!.accountId}/expire` });
    expect(expire.statusCode).toBeLessThan(400);
    const answer = await place(byCard(await cardToken('APRO')));
    expect(answer.order.payment_status).toBe('paid');
    const [after] = await db().select().from(cardAccounts).where(eq(cardAccounts.shopId, tenant.shopId));
    expect(after!.accessToken).toMatch(/^enc:v1:/);
    expect(await app.cards.secrets.text(after!.accessToken)).not.toBe(
      await app.cards.secrets.text(before!.accessToken),
    );
  });

  it('disconnected: checkout offers no card, and the account is kept for refunds', async () => {
    const res = (await asOwner(cardAccountCalls.disconnectCardAccount)).json();
    expect(res).toMatchObject({ error_type: 0, account: null });
    expect(await flags()).toMatchObject({ flags: [], gateway: null });
    // A token made before the account was disconnected: the shop takes no card in the app any more.
    const refused = await place(byCard('a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4'));
    expect(refused).toMatchObject({ error_type: 14 });
    const [row] = await db().select().from(cardAccounts).where(eq(cardAccounts.shopId, tenant.shopId));
    expect(row!.disconnectedAt).not.toBeNull();
  });
});

/** The order's payment as the stand-in's page lists it. */
async function atGateway(orderId: number) {
  const row = await paymentRow(orderId);
  const listed = (await app.inject({ method: 'GET', url: '/dev/mercadopago' })).json().payments as {
    id: number | string;
    status: string;
    external_reference: string;
    application_fee: number | null;
  }[];
  return listed.find((p) => String(p.id) === row.gatewayPaymentId)!;
}

const gatewayStatus = async (orderId: number) => (await atGateway(orderId)).status;
