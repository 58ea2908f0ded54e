import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { whatsAppCalls } from '@delivery/contract/calls/whatsapp';
import { formatMoney } from '@delivery/contract/money';
import { devCalls } from '@delivery/contract/calls/orders';
import { formatPhone } from '@delivery/contract/br-documents';
import { whatsAppConsentText } from '@delivery/contract/whatsapp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/orders.ts';
import { shops } from '../src/db/schema/catalog.ts';
import { giveSandboxNumber } from './helpers/whatsapp.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { payAtPsp, pspCharge, sandboxProviderFor, sandboxPspAt } from './helpers/pix.ts';
import { JOB_TEST_ENV, settle } from './helpers/jobs.ts';
import { orderingTenant, type OrderingTenant } from './helpers/orders.ts';
import { addStaff } from './helpers/staff.ts';
import { openBoard } from './helpers/streams.ts';

/**
 * Order updates on WhatsApp (issue 37): offered at checkout where the tenant has a number, the
 * consent kept with the order, each status a template on the sandbox's stand-in of Meta, and a
 * reply "SAIR" stopping them. Its own database: the updates' jobs are sent to this app's stand-in.
 */
let t: TestApp;
let tenant: OrderingTenant;
let bare: OrderingTenant;
let shopName: string;

beforeAll(async () => {
  // Pix charges of 6 s: the reminder comes halfway, 3 s in.
  t = await createTestApp({ APP_ENV: 'sandbox', PIX_CHARGE_SECONDS: '6', ...JOB_TEST_ENV }, undefined, false, {
    own: true,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  tenant = await orderingTenant(t.app, t.database.db);
  bare = await orderingTenant(t.app, t.database.db);
  await giveSandboxNumber(t.database.db, tenant.id, 'verificar-loja');
  const port = (t.app.server.address() as { port: number }).port;
  const subscribed = await t.app.inject({
    method: 'POST',
    url: '/dev/whatsapp/subscriptions',
    payload: {
      callback_url: `http://127.0.0.1:${port}/api/whatsapp/webhook/${tenant.id}`,
      verify_token: 'verificar-loja',
    },
  });
  expect(subscribed.json()).toEqual({ success: true });
  shopName = (await t.database.db.select({ name: shops.name }).from(shops).where(eq(shops.id, tenant.shopId)))[0]!.name;
});
afterAll(() => t.close());

type StandInMessage = { to: string; template: { name: string; params: string[] } | null; statuses: string[] };
/** What the stand-in of Meta took for `to`, oldest first. */
const sentTo = async (to: string): Promise<StandInMessage[]> =>
  ((await t.app.inject({ method: 'GET', url: '/dev/whatsapp' })).json().messages as StandInMessage[])
    .filter((message) => message.to === to)
    .reverse();
const advance = (orderId: number, cancel?: { reason: string }) =>
  post(t.app, tenant.domain, devCalls.advanceOrder.path, {
    order_id: orderId,
    ...(cancel ? { cancel: 1, ...cancel } : {}),
  });

describe('order updates on WhatsApp', () => {
  it("are offered at checkout to the customer's number where the tenant has a WhatsApp number, and nowhere else", async () => {
    const customer = await tenant.customer();
    const offered = (await post(t.app, tenant.domain, checkoutCalls.validateOrderApp.path, customer.draft())).json();
    expect(offered).toMatchObject({
      error_type: 0,
      whatsapp_updates: { phone: formatPhone(customer.signup.cell_phone) },
    });
    const elsewhere = await bare.customer();
    const notOffered = (await post(t.app, bare.domain, checkoutCalls.validateOrderApp.path, elsewhere.draft())).json();
    expect(notOffered.error_type).toBe(0);
    expect(notOffered).not.toHaveProperty('whatsapp_updates');
  });

  it('keep the consent with the order and send each status as its template, in order, with its parameters', async () => {
    const customer = await tenant.customer({ name: 'Ana Souza' });
    const phone = `55${customer.signup.cell_phone}`;
    const orderId = await customer.order({ whatsapp_updates: '1' });
    const number = String(await tenant.numberOf(orderId));
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ whatsappPhone: phone, whatsappConsent: whatsAppConsentText });

    // The shop moves it as a person does, one step at a time: each update arrives before the next move.
    const names = async () => (await sentTo(phone)).map((message) => message.template?.name);
    for (const [moves, told] of [
      [1, ['pedido_aceito']],
      [2, ['pedido_aceito', 'pedido_saiu_para_entrega']],
      [1, ['pedido_aceito', 'pedido_saiu_para_entrega', 'pedido_entregue']],
    ] as const) {
      for (let i = 0; i < moves; i++) expect((await advance(orderId)).json().error_type).toBe(0);
      await expect.poll(names, { timeout: 10_000 }).toEqual(told);
    }
    expect((await sentTo(phone)).map((message) => message.template)).toEqual([
      { name: 'pedido_aceito', language: 'pt_BR', params: ['Ana', shopName, number, 'a confirmar'] },
      { name: 'pedido_saiu_para_entrega', language: 'pt_BR', params: ['Ana', number, shopName] },
      { name: 'pedido_entregue', language: 'pt_BR', params: ['Ana', number, shopName] },
    ]);
    // Meta told the webhook each was delivered.
    await expect
      .poll(async () => (await sentTo(phone)).every((message) => message.statuses.includes('delivered')), {
        timeout: 5_000,
      })
      .toBe(true);
    // An 'accepted' job that runs only now (a busy queue) finds the order delivered, and sends nothing.
    await t.app.jobs.send('whatsapp_order_updates', { order_id: orderId, status: 'accepted' });
    await settle(2000);
    expect(await names()).toEqual(['pedido_aceito', 'pedido_saiu_para_entrega', 'pedido_entregue']);
  });

  it('tell a cancel with its reason, and send nothing to a customer who did not ask', async () => {
    const asked = await tenant.customer({ name: 'Bruno Lima' });
    const askedPhone = `55${asked.signup.cell_phone}`;
    const cancelled = await asked.order({ whatsapp_updates: '1' });
    expect((await advance(cancelled, { reason: 'Acabou a massa' })).json().error_type).toBe(0);
    await expect
      .poll(async () => (await sentTo(askedPhone)).map((m) => m.template?.params), { timeout: 10_000 })
      .toEqual([['Bruno', String(await tenant.numberOf(cancelled)), shopName, 'Acabou a massa']]);

    const silent = await tenant.customer();
    const quiet = await silent.order();
    await advance(quiet);
    await settle(1500);
    expect(await sentTo(`55${silent.signup.cell_phone}`)).toEqual([]);
  });

  it('stop once the customer replies "SAIR" to the number', async () => {
    const customer = await tenant.customer({ name: 'Carla Dias' });
    const phone = `55${customer.signup.cell_phone}`;
    const first = await customer.order({ whatsapp_updates: '1' });
    await advance(first);
    await expect.poll(async () => (await sentTo(phone)).length, { timeout: 10_000 }).toBe(1);

    const reply = await t.app.inject({
      method: 'POST',
      url: '/dev/whatsapp/inbound',
      payload: { from: phone, text: 'SAIR' },
    });
    expect(reply.json().webhook_status).toBe(200);
    await advance(first);
    await advance(first);
    // Checkout no longer offers them; an order sent asking anyway is not told.
    expect(
      (await post(t.app, tenant.domain, checkoutCalls.validateOrderApp.path, customer.draft())).json(),
    ).not.toHaveProperty('whatsapp_updates');
    const second = await customer.order({ whatsapp_updates: '1' });
    await advance(second);
    await settle(1500);
    expect((await sentTo(phone)).map((message) => message.template?.name)).toEqual(['pedido_aceito']);
  });

  it('remind a customer whose Pix is about to expire, unless it was paid', async () => {
    const origin = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    await sandboxProviderFor(t.database.db, { profileId: tenant.id, shopId: tenant.shopId }, sandboxPspAt(origin));
    const customer = await tenant.customer({ name: 'Davi Rocha' });
    const phone = `55${customer.signup.cell_phone}`;
    const unpaid = await customer.order({ payment_method: 'pix', change_for: undefined, whatsapp_updates: '1' });
    await expect
      .poll(async () => (await sentTo(phone)).map((message) => message.template), { timeout: 10_000 })
      .toEqual([
        {
          name: 'pix_expirando',
          language: 'pt_BR',
          params: ['Davi', String(await tenant.numberOf(unpaid)), shopName, expect.stringMatching(/^[1-9]\d*$/)],
        },
      ]);

    const payer = await tenant.customer();
    const paid = (
      await post(
        t.app,
        tenant.domain,
        checkoutCalls.saveOrder.path,
        payer.draft({ payment_method: 'pix', change_for: undefined, whatsapp_updates: '1' }),
      )
    ).json();
    await payAtPsp(t.app, (await pspCharge(t.app, paid.order.pix.payload)).txid);
    await settle(5000);
    expect(await sentTo(`55${payer.signup.cell_phone}`)).toEqual([]);
  });
});

describe("a shop's alert of a new order on WhatsApp", () => {
  const alertPhone = '5519988887777';

  it('is set by the shop’s owner to a mobile number, where the tenant has a WhatsApp number', async () => {
    const owner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: tenant.shopId }]);
    const save = (phone: string, on = tenant, token = owner.token) =>
      post(t.app, on.domain, whatsAppCalls.saveShopWhatsAppAlert.path, { token, shop_id: on.shopId, phone });
    const landline = await save('(19) 3232-1010');
    expect(landline.statusCode).toBe(400);
    expect(landline.json().message).toContain('informe um celular com DDD');

    const bareOwner = await addStaff(t.app, t.database.db, bare, [{ role: 'owner', shopId: bare.shopId }]);
    expect((await save('(19) 98888-7777', bare, bareOwner.token)).json()).toEqual({
      error_type: 14,
      message: 'A plataforma ainda não conectou um número do WhatsApp',
    });

    expect((await save('(19) 98888-7777')).json()).toEqual({
      error_type: 0,
      message: 'Aviso de pedido novo pelo WhatsApp ligado para (19) 98888-7777',
      phone: '(19) 98888-7777',
      available: true,
    });
    const read = await post(t.app, tenant.domain, whatsAppCalls.shopWhatsAppAlert.path, {
      token: owner.token,
      shop_id: tenant.shopId,
    });
    expect(read.json()).toMatchObject({ phone: '(19) 98888-7777', available: true });
  });

  it('reaches the shop’s phone for an order placed while no board shows the shop, and not while one does', async () => {
    const customer = await tenant.customer();
    const unwatched = await customer.order();
    const [number, total] = (
      await t.database.db
        .select({ number: orders.number, total: orders.totalCents })
        .from(orders)
        .where(eq(orders.id, unwatched))
    ).map((row) => [String(row.number), formatMoney(row.total)])[0]!;
    await expect
      .poll(async () => (await sentTo(alertPhone)).map((message) => message.template), { timeout: 10_000 })
      .toEqual([{ name: 'pedido_novo_loja', language: 'pt_BR', params: [number, shopName, total] }]);

    // The counter's tablet opens the board: the next order rings there, and the phone stays quiet.
    const attendant = await addStaff(t.app, t.database.db, tenant, [{ role: 'attendant', shopId: tenant.shopId }]);
    const board = await openBoard(t.app, tenant.domain, attendant.token, tenant.shopId);
    try {
      await expect.poll(() => board.text(), { timeout: 5000 }).toContain('event: ping');
      await customer.order();
      await settle(1500);
      expect(await sentTo(alertPhone)).toHaveLength(1);
    } finally {
      board.close();
    }
    // Closed again, the board no longer vouches for the shop.
    await expect
      .poll(
        async () => {
          await customer.order();
          await settle(700);
          return (await sentTo(alertPhone)).length;
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThan(1);
  });

  it('is turned off with an empty number', async () => {
    const owner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: tenant.shopId }]);
    const off = await post(t.app, tenant.domain, whatsAppCalls.saveShopWhatsAppAlert.path, {
      token: owner.token,
      shop_id: tenant.shopId,
      phone: '',
    });
    expect(off.json()).toMatchObject({ message: 'Aviso de pedido novo pelo WhatsApp desligado', phone: '' });
    const before = (await sentTo(alertPhone)).length;
    await (await tenant.customer()).order();
    await settle(1500);
    expect(await sentTo(alertPhone)).toHaveLength(before);
  });
});
