import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { orderCalls } from '@delivery/contract/calls/orders';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { hasError, isDynamicPix, isStaticPix, parsePix } from 'pix-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/orders.ts';
import { payments, pixReceipts } from '../src/db/schema/payments.ts';
import { markPaid } from '../src/modules/orders/service.ts';
import { expirePixCharge, reconcilePixCharge } from '../src/modules/payments/service.ts';
import { sandboxPix } from '../src/modules/pix-sandbox/service.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { linkShop, odCall, orderUuid } from './helpers/open-delivery.ts';
import { assertOpenDelivery, assertOpenDeliveryEvent } from './helpers/open-delivery-schema.ts';
import { orderingTenant, type OrderingCustomer, type OrderingTenant } from './helpers/orders.ts';
import { payAtPsp, pspCharge, sandboxProviderFor, type SandboxProvider } from './helpers/pix.ts';
import { tlsFixture } from './helpers/tls-fixture.ts';
import { openOrderStream } from './helpers/streams.ts';

let t: TestApp;
let app: FastifyInstance;
let tenant: OrderingTenant;
let provider: SandboxProvider;
let customer: OrderingCustomer;
const logLines: string[] = [];
/** Every answer the tests read, to look for secrets in. */
const answers: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp({ APP_ENV: 'sandbox' }, undefined, { level: 'info', stream });
  app = t.app;
  // The API's client speaks HTTP to the sandbox PSP on this server, as to any PSP.
  await app.listen({ port: 0, host: '127.0.0.1' });
  tenant = await orderingTenant(app, t.database.db);
  provider = await sandboxProviderFor(t.database.db, { profileId: tenant.id, shopId: tenant.shopId });
  customer = await tenant.customer();
});
afterAll(() => t.close());

const kept = <T extends { body: string }>(res: T): T => {
  answers.push(res.body);
  return res;
};
const placePix = async (who: OrderingCustomer = customer, host = tenant.domain) => {
  const res = kept(
    await post(app, host, checkoutCalls.saveOrder.path, who.draft({ payment_method: 'pix', change_for: undefined })),
  );
  return res.json();
};
const statusOf = async (orderId: number, who: OrderingCustomer = customer) =>
  kept(
    await post(app, tenant.domain, orderCalls.getStatusOrder.path, {
      validate: 1,
      token: who.token,
      order_id: orderId,
    }),
  ).json().order;
const webhook = (body: unknown, secret?: string) =>
  app.inject({
    method: 'POST',
    url: provider.webhookPath(secret),
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
/**
 * An endToEndId no run has used: receipts are keyed by it, and the PostgreSQL test database keeps
 * the rows of earlier runs.
 */
const newEndToEndId = () => `E99999999202501011200${randomBytes(6).toString('hex').slice(0, 11)}`;
const receiptsOf = (txid: string) => t.database.db.select().from(pixReceipts).where(eq(pixReceipts.txid, txid));
const paymentRow = async (orderId: number) =>
  (await t.database.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;

describe('a Pix order of a shop with a payment provider', () => {
  it("is charged at the PSP with the order's total and expiry; the answer carries its copy-paste code", async () => {
    const before = Date.now();
    const res = await placePix();
    expect(res).toMatchObject({
      error_type: 0,
      order: { payment_method: 'pix', payment_status: 'pending', paid_at: null, totals: { order_total: 135.7 } },
    });
    const pix = parsePix(res.order.pix.payload);
    expect(hasError(pix)).toBe(false);
    if (hasError(pix) || !isDynamicPix(pix)) throw new Error('not a dynamic BR Code');
    expect(pix.url).toMatch(/^sandbox\.pix\.pedeja\.local\/qr\/[0-9a-f]{32}$/);
    expect(res.order.pix.qr_svg).toMatch(/^<svg/);
    const expiresAt = Date.parse(res.order.pix.expires_at);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 900_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 900_000);

    const charge = await pspCharge(app, res.order.pix.payload);
    expect(charge).toMatchObject({ amount: '135.70', expires_in: 900, chave: provider.pixKey, state: 'open' });
    expect(charge.txid).toMatch(/^[a-zA-Z0-9]{26,35}$/);
    // The payer's bank app names the order by the number the customer's page then shows (decision 0067).
    const seen = await statusOf(res.order.order_id);
    expect(seen.order_number).toBe(res.order.order_number);
    expect(charge.payer_request).toBe(`Pedido nº ${seen.order_number} — Pizzaria Teste`);
  });

  it('a retry with the same key answers the same order and charge, asking the PSP for no second one', async () => {
    const body = customer.draft({ payment_method: 'pix', change_for: undefined });
    const first = kept(await post(app, tenant.domain, checkoutCalls.saveOrder.path, body)).json();
    const again = kept(await post(app, tenant.domain, checkoutCalls.saveOrder.path, body)).json();
    expect(again.order).toMatchObject({ order_id: first.order.order_id, pix: { payload: first.order.pix.payload } });
  });

  it("is paid by the PSP's webhook, once even when delivered twice, and the open stream hears it", async () => {
    const placed = await placePix();
    const orderId: number = placed.order.order_id;
    const stream = await openOrderStream(app, tenant.domain, customer.token, orderId);
    const { txid } = await pspCharge(app, placed.order.pix.payload);

    const paid = (await payAtPsp(app, txid)).json();
    expect(paid).toMatchObject({ state: 'paid', webhook_result: 'HTTP 200' });
    await expect
      .poll(() => stream.text())
      .toContain(`event: payment\ndata: {"order_id":${orderId},"payment_status":"paid"}`);
    const order = await statusOf(orderId);
    expect(order).toMatchObject({ payment_status: 'paid', pix: null });
    expect(Date.parse(order.paid_at)).toBeGreaterThan(Date.now() - 60_000);

    const again = (await app.inject({ method: 'POST', url: `/dev/pix/charges/${txid}/notify` })).json();
    expect(again.webhook_result).toBe('HTTP 200');
    expect(await receiptsOf(txid)).toEqual([
      expect.objectContaining({ endToEndId: paid.end_to_end_id, outcome: 'paid', source: 'webhook' }),
    ]);
    expect((await statusOf(orderId)).paid_at).toBe(order.paid_at);
    expect(stream.text().match(/event: payment/g)).toHaveLength(1);
    stream.close();
  });

  it('refuses a webhook without the secret of its provider, and pays nothing', async () => {
    const placed = await placePix();
    const { txid } = await pspCharge(app, placed.order.pix.payload);
    const pix = [
      {
        endToEndId: newEndToEndId(),
        txid,
        valor: '135.70',
        horario: new Date().toISOString(),
      },
    ];
    const refusal = { error_type: 4, message: 'Notificação Pix não autorizada' };
    for (const res of [
      await webhook({ pix }, 'not-the-secret'),
      await webhook({ pix }, provider.webhookSecret.slice(0, -1)),
      await app.inject({
        method: 'POST',
        url: `/api/pix/webhook/${provider.id + 100_000}/${provider.webhookSecret}/pix`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ pix }),
      }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(refusal);
    }
    expect(await statusOf(placed.order.order_id)).toMatchObject({ payment_status: 'pending' });
    expect(await receiptsOf(txid)).toEqual([]);
  });

  it('keeps a Pix of another amount without paying the order', async () => {
    const placed = await placePix();
    const { txid } = await pspCharge(app, placed.order.pix.payload);
    const endToEndId = newEndToEndId();
    const res = await webhook({ pix: [{ endToEndId, txid, valor: '13.57', horario: new Date().toISOString() }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error_type: 0, message: 'Notificação Pix recebida' });
    expect(await statusOf(placed.order.order_id)).toMatchObject({ payment_status: 'pending' });
    expect(await receiptsOf(txid)).toEqual([
      expect.objectContaining({ endToEndId, amountCents: 1357, outcome: 'amount_mismatch' }),
    ]);
  });

  it('is paid by reconciliation when the webhook was lost: on demand, and when its page is opened later', async () => {
    const lost = await placePix();
    const { txid } = await pspCharge(app, lost.order.pix.payload);
    expect((await payAtPsp(app, txid, false)).json()).toMatchObject({ state: 'paid', webhook_result: 'none' });
    // Just placed: its page does not ask the PSP yet.
    expect(await statusOf(lost.order.order_id)).toMatchObject({ payment_status: 'pending' });
    expect(await reconcilePixCharge(app.pix, lost.order.order_id)).toBe('paid');
    expect(await statusOf(lost.order.order_id)).toMatchObject({ payment_status: 'paid', pix: null });
    expect(await paymentRow(lost.order.order_id)).toMatchObject({ paidBy: 'reconciliation' });

    const later = await placePix();
    await payAtPsp(app, (await pspCharge(app, later.order.pix.payload)).txid, false);
    await t.database.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(payments.orderId, later.order.order_id));
    expect(await statusOf(later.order.order_id)).toMatchObject({ payment_status: 'paid' });
  });

  it('expiry: an unpaid charge answers cancel once expired and is removed at the PSP; a paid one is kept', async () => {
    const unpaid = await placePix();
    const id: number = unpaid.order.order_id;
    expect(await expirePixCharge(app.pix, id)).toEqual({
      cancel: false,
      why: 'not_expired',
      expiresAt: new Date(unpaid.order.pix.expires_at),
    });
    await t.database.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.orderId, id));
    expect(await expirePixCharge(app.pix, id)).toEqual({ cancel: true });
    expect(await expirePixCharge(app.pix, id)).toEqual({ cancel: true });
    const charge = await pspCharge(app, unpaid.order.pix.payload);
    expect(charge.state).toBe('removed');
    expect((await payAtPsp(app, charge.txid)).statusCode).toBe(409);
    expect(await statusOf(id)).toMatchObject({ payment_status: 'expired', pix: null });

    const paidLate = await placePix();
    await payAtPsp(app, (await pspCharge(app, paidLate.order.pix.payload)).txid, false);
    await t.database.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.orderId, paidLate.order.order_id));
    expect(await expirePixCharge(app.pix, paidLate.order.order_id)).toEqual({ cancel: false, why: 'paid' });
    expect(await statusOf(paidLate.order.order_id)).toMatchObject({ payment_status: 'paid' });

    expect(await expirePixCharge(app.pix, await customer.order())).toEqual({ cancel: false, why: 'no_charge' });
  });

  it('is refused, leaving no order, when the PSP will not make the charge', async () => {
    const other = await orderingTenant(app, t.database.db);
    await sandboxProviderFor(
      t.database.db,
      { profileId: other.id, shopId: other.shopId },
      { clientSecret: 'a-wrong-secret' },
    );
    const buyer = await other.customer();
    const body = buyer.draft({ payment_method: 'pix', change_for: undefined });
    const res = kept(await post(app, other.domain, checkoutCalls.saveOrder.path, body));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error_type: 13,
      message: 'Não foi possível gerar o Pix agora. Tente novamente ou escolha outra forma de pagamento',
    });
    const made = await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, body.idempotency_key));
    expect(made).toEqual([]);
  });
});

describe('a shop without a payment provider', () => {
  it('keeps the static BR Code of its own key, paid when staff mark it', async () => {
    const plain = await orderingTenant(app, t.database.db);
    const buyer = await plain.customer();
    const res = await placePix(buyer, plain.domain);
    const pix = parsePix(res.order.pix.payload);
    if (hasError(pix) || !isStaticPix(pix)) throw new Error('not a static BR Code');
    expect(pix).toMatchObject({ pixKey: 'pedidos@pizzariateste.com.br', transactionAmount: 135.7 });
    expect(res.order).toMatchObject({ payment_status: 'pending', pix: { expires_at: null } });

    expect(await markPaid(t.database.db, res.order.order_id, 'staff:1')).toBe('paid');
    expect(await markPaid(t.database.db, res.order.order_id, 'staff:2')).toBe('already_paid');
    const order = kept(
      await post(app, plain.domain, orderCalls.getStatusOrder.path, {
        validate: 1,
        token: buyer.token,
        order_id: res.order.order_id,
      }),
    ).json().order;
    expect(order).toMatchObject({ payment_status: 'paid', pix: null });
    expect(await paymentRow(res.order.order_id)).toMatchObject({ paidBy: 'staff:1', amountCents: 13570 });
  });

  it('a cash order is pending until marked paid on delivery, and is not a Pix charge', async () => {
    const id = await customer.order();
    expect(await statusOf(id)).toMatchObject({ payment_status: 'pending', pix: null });
    expect(await reconcilePixCharge(app.pix, id)).toBeNull();
    expect(await markPaid(t.database.db, id, 'staff:7')).toBe('paid');
    expect(await statusOf(id)).toMatchObject({ payment_status: 'paid' });
  });
});

describe('the sandbox PSP page', () => {
  it('lists the open charges with a button that pays one and calls our webhook', async () => {
    const placed = await placePix();
    const { txid } = await pspCharge(app, placed.order.pix.payload);
    const index = await app.inject({ method: 'GET', url: '/dev', headers: { accept: 'text/html' } });
    expect(index.body).toContain('<a href="/dev/pix">');
    const page = (await app.inject({ method: 'GET', url: '/dev/pix', headers: { accept: 'text/html' } })).body;
    const row = new RegExp(`<tr data-txid="${txid}" data-state="open">.*?</tr>`).exec(page)?.[0] ?? '';
    expect(row).toContain('R$\u00a0135,70');
    expect(row).toContain(
      `<form method="post" action="/dev/pix/charges/${txid}/pay"><button type="submit">Pagar</button>`,
    );

    const pressed = await app.inject({
      method: 'POST',
      url: `/dev/pix/charges/${txid}/pay`,
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(
      `/dev/pix?${new URLSearchParams({ notice: 'Cobrança paga; webhook: HTTP 200.' }).toString()}`,
    );
    expect(await statusOf(placed.order.order_id)).toMatchObject({ payment_status: 'paid' });
  });
});

describe("the provider's secrets", () => {
  it('are in no answer and no log line', async () => {
    const orderList = kept(
      await post(app, tenant.domain, orderCalls.getOrdersPage.path, { validate: 1, token: customer.token }),
    );
    expect(orderList.json().orders.length).toBeGreaterThan(3);
    for (const url of ['/openapi.json', '/dev/pix']) {
      answers.push((await app.inject({ method: 'GET', url })).body);
      answers.push((await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body);
    }
    const secrets = [
      provider.webhookSecret,
      sandboxPix.clientSecret,
      'BEGIN EC PRIVATE KEY',
      tlsFixture('client.crt').split('\n')[1]!,
    ];
    expect(answers.length).toBeGreaterThan(20);
    for (const secret of secrets) {
      for (const answer of answers) expect(answer).not.toContain(secret);
      for (const line of logLines) expect(line).not.toContain(secret);
    }
    // The webhook's own request lines are there, with the secret redacted.
    expect(logLines.some((line) => line.includes(`/api/pix/webhook/${provider.id}/[redacted]/pix`))).toBe(true);
  });
});

describe("a shop running its orders from its software (Open Delivery, issue 29's item 10)", () => {
  it("tells the software when the PSP's webhook pays a Pix, and the order reads as prepaid", async () => {
    const software = await linkShop(app, t.database.db, {
      profileId: tenant.id,
      shopId: tenant.shopId,
      domain: tenant.domain,
    });
    await customer.placeAddress(-22.8941, -47.0503);
    const placed = await placePix();
    const orderId: number = placed.order.order_id;
    const od = (method: 'GET', url: string) => odCall(app, tenant.domain, software.token, method, url);
    const eventsOf = async () => {
      const answer = await od('GET', '/v1/events:polling');
      const events = answer.statusCode === 204 ? [] : (answer.json() as { eventType: string; orderId: string }[]);
      const ofOrder = events.filter((event) => event.orderId === orderUuid(orderId));
      for (const event of ofOrder) assertOpenDeliveryEvent(event);
      return ofOrder.map((event) => event.eventType);
    };
    expect(await eventsOf()).toEqual(['CREATED']);
    const { txid } = await pspCharge(app, placed.order.pix.payload);
    expect((await payAtPsp(app, txid)).json()).toMatchObject({ state: 'paid', webhook_result: 'HTTP 200' });
    expect(await eventsOf()).toEqual(['CREATED', 'PREPARATION_REQUESTED']);
    const document = (await od('GET', `/v1/orders/${orderUuid(orderId)}`)).json();
    assertOpenDelivery('Order', document);
    expect(document.payments).toMatchObject({ prepaid: document.total.orderAmount.value, pending: 0 });
    expect(document.payments.methods).toEqual([expect.objectContaining({ type: 'PREPAID', method: 'PIX' })]);
  });
});
