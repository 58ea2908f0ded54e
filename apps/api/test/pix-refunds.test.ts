import { boardCalls } from '@delivery/contract/calls/board';
import { orderCalls } from '@delivery/contract/calls/orders';
import { reportCalls } from '@delivery/contract/calls/reports';
import { apiMessages } from '@delivery/contract/messages';
import { customerCancelReasons } from '@delivery/contract/orders';
import type { TBoardOrder } from '@delivery/contract/board';
import type { Call } from '@delivery/contract/call';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/orders.ts';
import { paymentRefunds, payments } from '../src/db/schema/payments.ts';
import { cancelOverdueOrders } from '../src/modules/orders/accept-timeout.ts';
import { PIX_REFUND_QUEUE } from '../src/modules/payments/refunds.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { JOB_TEST_ENV, settle } from './helpers/jobs.ts';
import { orderingTenant, type OrderingCustomer, type OrderingTenant } from './helpers/orders.ts';
import { payAtPsp, pspCharge, sandboxProviderFor, type SandboxProvider } from './helpers/pix.ts';
import { addStaff } from './helpers/staff.ts';

let t: TestApp;
let app: FastifyInstance;
/** A shop charging Pix through the sandbox PSP of this server. */
let psp: OrderingTenant;
let provider: SandboxProvider;
/** A shop with only its static Pix key. */
let keyOnly: OrderingTenant;
const owners = new Map<OrderingTenant, string>();

beforeAll(async () => {
  t = await createTestApp({ APP_ENV: 'sandbox', ...JOB_TEST_ENV });
  app = t.app;
  // The API's client speaks HTTP to the sandbox PSP on this server, as to any PSP.
  await app.listen({ port: 0, host: '127.0.0.1' });
  psp = await orderingTenant(app, t.database.db);
  provider = await sandboxProviderFor(t.database.db, { profileId: psp.id, shopId: psp.shopId });
  keyOnly = await orderingTenant(app, t.database.db);
  for (const shop of [psp, keyOnly]) {
    owners.set(shop, (await addStaff(app, t.database.db, shop, [{ role: 'owner', shopId: shop.shopId }])).token);
  }
});
afterAll(() => t.close());

const db = () => t.database.db;
const send = (shop: OrderingTenant, call: Call, body: Record<string, unknown>) =>
  post(app, shop.domain, call.path, { validate: 1, token: owners.get(shop), ...body });
const reject = (shop: OrderingTenant, orderId: number) =>
  send(shop, boardCalls.rejectOrder, { order_id: orderId, reason: 'Item em falta' });
const boardOrder = async (shop: OrderingTenant, orderId: number): Promise<TBoardOrder | undefined> =>
  (await send(shop, boardCalls.boardOrders, { shop_id: shop.shopId }))
    .json()
    .orders.find((o: TBoardOrder) => o.order_id === orderId);

/** Places a Pix order and pays it at the sandbox PSP, whose webhook marks it paid. */
async function paidPixOrder(customer: OrderingCustomer) {
  const orderId = await customer.order({ payment_method: 'pix', change_for: undefined });
  const placed = (await customer.orderPage(orderId)).order;
  const charge = await pspCharge(app, placed.pix.payload);
  expect((await payAtPsp(app, charge.txid)).statusCode).toBe(200);
  expect((await customer.orderPage(orderId)).order.payment_status).toBe('paid');
  return { orderId, endToEndId: (await pspCharge(app, placed.pix.payload)).end_to_end_id! };
}

type PspRefund = { end_to_end_id: string; id: string; amount: string; description: string | null; status: string };
const pspRefunds = async (endToEndId: string): Promise<PspRefund[]> =>
  ((await app.inject({ method: 'GET', url: '/dev/pix' })).json().refunds as PspRefund[]).filter(
    (r) => r.end_to_end_id === endToEndId,
  );

/** The customer's page once its refund reaches `status` (the job and the PSP's webhook take a moment). */
async function refundReaches(customer: OrderingCustomer, orderId: number, status: string) {
  for (let waited = 0; waited < 15_000; waited += 200) {
    const page = await customer.orderPage(orderId);
    if (page.order.refund?.status === status) return page;
    await settle(200);
  }
  throw new Error(`the refund of order ${orderId} never reached ${status}`);
}

const refundRows = (orderId: number) =>
  db().select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId)).orderBy(paymentRefunds.id);
const paymentOf = async (orderId: number) =>
  (await db().select().from(payments).where(eq(payments.orderId, orderId)))[0]!;

/** The shop's local day, with a day either side: the range the sales call is asked for. */
function aroundToday() {
  const day = (offset: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + offset));
  return { from: day(-86_400_000), to: day(86_400_000) };
}
const salesRefunds = async (shop: OrderingTenant) => {
  const answer = (await send(shop, reportCalls.salesSummary, { shop_id: shop.shopId, ...aroundToday() })).json();
  expect(answer.error_type, answer.message).toBe(0);
  return answer.summary.refunds;
};

describe('a paid Pix order of a shop with a payment provider, rejected or cancelled', () => {
  it("is returned through the PSP's devolução with its endToEndId and whole amount; the customer's page says so", async () => {
    const customer = await psp.customer();
    const { orderId, endToEndId } = await paidPixOrder(customer);
    expect((await boardOrder(psp, orderId))?.payment.refund_if_cancelled).toBe('provider');

    const rejected = (await reject(psp, orderId)).json();
    expect(rejected.error_type, rejected.message).toBe(0);
    expect(rejected.order.payment.refund).toMatchObject({ by: 'provider', amount: 135.7 });

    const page = await refundReaches(customer, orderId, 'refunded');
    expect(page.order.refund).toMatchObject({ by: 'provider', status: 'refunded', amount: 135.7 });
    expect(page.order.refund.refunded_at).toEqual(expect.any(String));
    // The PSP was asked once, for the Pix that paid the order and for all of it.
    expect(await pspRefunds(endToEndId)).toEqual([
      expect.objectContaining({ id: `pedido${orderId}`, amount: '135.70', status: 'DEVOLVIDO' }),
    ]);
    // The refund is a movement of its own; the payment it returns is as it was.
    expect(await refundRows(orderId)).toEqual([
      expect.objectContaining({ amountCents: 13_570, refundBy: 'provider', status: 'refunded', refundedBy: 'psp' }),
    ]);
    expect(await paymentOf(orderId)).toMatchObject({ status: 'paid', amountCents: 13_570, endToEndId });

    // Rejecting again is refused and returns nothing more.
    expect((await reject(psp, orderId)).json().error_type).toBe(14);
    await settle(600);
    expect(await pspRefunds(endToEndId)).toHaveLength(1);
  });

  it('asked again (a retried job, a lost answer) names the same devolução: the PSP returns the money once', async () => {
    const customer = await psp.customer();
    const { orderId, endToEndId } = await paidPixOrder(customer);
    const accepted = await send(psp, boardCalls.acceptOrder, { order_id: orderId, estimate_minutes: 30 });
    expect(accepted.json().error_type).toBe(0);
    const cancelled = (
      await send(psp, boardCalls.cancelOrder, { order_id: orderId, reason: 'Item acabou durante o preparo' })
    ).json();
    expect(cancelled.error_type, cancelled.message).toBe(0);
    await refundReaches(customer, orderId, 'refunded');

    // As if the answer had been lost: the refund is still pending here, and its job runs again.
    await db()
      .update(paymentRefunds)
      .set({ status: 'pending', refundedAt: null, refundedBy: null })
      .where(eq(paymentRefunds.orderId, orderId));
    await app.jobs.send(PIX_REFUND_QUEUE, { order_id: orderId });
    await refundReaches(customer, orderId, 'refunded');
    expect(await pspRefunds(endToEndId)).toEqual([expect.objectContaining({ id: `pedido${orderId}` })]);
  });

  it('is returned too when the platform cancels it because the shop did not accept in time', async () => {
    const customer = await psp.customer();
    const { orderId, endToEndId } = await paidPixOrder(customer);
    await db()
      .update(orders)
      .set({ acceptBy: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));
    expect(await cancelOverdueOrders(db())).toBeGreaterThanOrEqual(1);
    const page = await refundReaches(customer, orderId, 'refunded');
    expect(page.order.status).toBe('cancelled');
    // The payer's bank statement names the order by the number its page shows (decision 0067).
    expect(await pspRefunds(endToEndId)).toEqual([
      expect.objectContaining({
        amount: '135.70',
        description: `Devolução do pedido nº ${page.order.order_number}, cancelado`,
      }),
    ]);
  });

  it('is returned when its customer cancels it before the shop accepts, and the answer says the money goes back', async () => {
    const customer = await psp.customer();
    const { orderId, endToEndId } = await paidPixOrder(customer);
    const answer = (
      await post(app, psp.domain, orderCalls.cancelMyOrder.path, {
        validate: 1,
        token: customer.token,
        order_id: orderId,
        reason: customerCancelReasons[0],
      })
    ).json();
    expect(answer).toMatchObject({
      error_type: 0,
      message: apiMessages.orderCancelledByYouRefund,
      status: 'cancelled',
    });
    await refundReaches(customer, orderId, 'refunded');
    expect(await pspRefunds(endToEndId)).toEqual([expect.objectContaining({ amount: '135.70' })]);
  });

  it("the PSP's webhook saying it could not make the devolução hands it to the shop's board", async () => {
    const customer = await psp.customer();
    const { orderId, endToEndId } = await paidPixOrder(customer);
    // Asked of the PSP and still in progress there (as a real PSP's often is for a few seconds).
    await db().update(orders).set({ status: 'cancelled' }).where(eq(orders.id, orderId));
    await db()
      .insert(paymentRefunds)
      .values({
        orderId,
        amountCents: 13_570,
        refundBy: 'provider',
        status: 'processing',
        providerId: provider.id,
        endToEndId,
        devolucaoId: `pedido${orderId}`,
      });
    const pix = { endToEndId, valor: '135.70', horario: new Date().toISOString() };
    const told = await app.inject({
      method: 'POST',
      url: provider.webhookPath(),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        pix: [
          {
            ...pix,
            devolucoes: [
              { id: `pedido${orderId}`, valor: '135.70', status: 'NAO_REALIZADO', motivo: 'Conta encerrada' },
            ],
          },
        ],
      }),
    });
    expect(told.statusCode).toBe(200);
    expect((await customer.orderPage(orderId)).order.refund).toMatchObject({ by: 'shop', status: 'pending' });
    expect((await boardOrder(psp, orderId))?.payment.refund).toMatchObject({ by: 'shop', status: 'pending' });
    expect((await refundRows(orderId))[0]?.failure).toBe('Conta encerrada');
  });
});

describe('a paid Pix order of a shop with only its static key, rejected', () => {
  it("is the shop's to return: its board keeps a task until 'Devolução feita', the customer and the sales see it", async () => {
    const customer = await keyOnly.customer();
    const orderId = await customer.order({ payment_method: 'pix', change_for: undefined });
    expect((await send(keyOnly, boardCalls.markOrderPaid, { order_id: orderId })).json().error_type).toBe(0);
    expect((await boardOrder(keyOnly, orderId))?.payment.refund_if_cancelled).toBe('shop');
    // A cash order cancelled has nothing to return.
    const cash = await customer.order();
    expect((await reject(keyOnly, cash)).json().order.payment.refund).toBeNull();

    const rejected = (await reject(keyOnly, orderId)).json();
    expect(rejected.error_type, rejected.message).toBe(0);
    expect(rejected.order.payment.refund).toMatchObject({ by: 'shop', status: 'pending', amount: 135.7 });
    expect((await customer.orderPage(orderId)).order.refund).toMatchObject({ by: 'shop', status: 'pending' });
    expect(await salesRefunds(keyOnly)).toEqual({ refunded: 0, refunded_orders: 0, pending: 135.7, pending_orders: 1 });

    // Long after, the task is still on the board: the money is still the customer's.
    await db()
      .update(orders)
      .set({ updatedAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(orders.id, orderId));
    expect((await boardOrder(keyOnly, orderId))?.payment.refund?.status).toBe('pending');

    const done = (await send(keyOnly, boardCalls.markOrderRefunded, { order_id: orderId })).json();
    expect(done.error_type, done.message).toBe(0);
    expect(done.message).toBe('Devolução registrada. O cliente vê que o dinheiro foi devolvido');
    expect(done.order.payment.refund).toMatchObject({ by: 'shop', status: 'refunded' });
    expect((await customer.orderPage(orderId)).order.refund).toMatchObject({ by: 'shop', status: 'refunded' });
    expect(await salesRefunds(keyOnly)).toEqual({ refunded: 135.7, refunded_orders: 1, pending: 0, pending_orders: 0 });
    // Done, it leaves the board with the other old orders; saying it twice changes nothing.
    expect(await boardOrder(keyOnly, orderId)).toBeUndefined();
    const again = (await send(keyOnly, boardCalls.markOrderRefunded, { order_id: orderId })).json();
    expect(again.message).toBe('Esta devolução já estava registrada');
    expect(await refundRows(orderId)).toHaveLength(1);
    // An order with nothing of the shop's to return is refused.
    const none = (await send(keyOnly, boardCalls.markOrderRefunded, { order_id: cash })).json();
    expect(none).toMatchObject({ error_type: 14, message: 'Este pedido não tem devolução a fazer pela loja' });
  });
});
