import { boardCalls } from '@delivery/contract/calls/board';
import { formatPhone } from '@delivery/contract/br-documents';
import { whatsAppConsentText } from '@delivery/contract/whatsapp';
import { expect, test } from './fixtures.ts';
import {
  buyerWithAddress,
  landedOrderId,
  lineOf,
  productNamed,
  shopNamed,
  signInAs,
  statusOf,
  storeCart,
  type Buyer,
} from './checkout-helpers.ts';
import { common, phone, snapBoth } from './helpers.ts';
import { ownerCalls } from './panel-helpers.ts';

test.use({ viewport: phone });

/** The demo marketplace (decision 0091): the sandbox's WhatsApp number, its webhook's verify token. */
const marketplaceId = 200;
const verifyToken = 'sandbox-verify-token';

type StandInMessage = { to: string; template: { name: string; params: string[] } | null };

test("a customer asks for the order's updates on WhatsApp, gets each as the shop moves it, and 'SAIR' stops them", async ({
  page,
  request,
  baseURL,
}) => {
  // Meta's webhook for the marketplace's number, subscribed as its operator does in Meta's dashboard.
  const subscribed = await request.post('/dev/whatsapp/subscriptions', {
    data: { callback_url: `${baseURL}/api/whatsapp/webhook/${marketplaceId}`, verify_token: verifyToken },
  });
  expect(await subscribed.json()).toEqual({ success: true });

  const buyer = await buyerWithAddress(request, 'whatsapp', 'Cambuí', 'Ana Whats');
  const whatsApp = `55${buyer.session.customer[0]!.cell_phone}`;
  const nonna = await shopNamed(request, 'Forno da Nonna', buyer);
  const pizza = await productNamed(request, nonna.shop_id, 'Pizza Margherita');
  const owner = await ownerCalls(request, 'forno-da-nonna', nonna.shop_id);
  const sentToCustomer = async () =>
    ((await (await request.get('/dev/whatsapp')).json()) as { messages: StandInMessage[] }).messages
      .filter((message) => message.to === whatsApp)
      .reverse()
      .map((message) => message.template);

  const orderAsking = async (buyerOf: Buyer, snapName: string) => {
    await storeCart(page, nonna, [lineOf(pizza, 2)]);
    await page.goto('/checkout');
    const box = page.getByRole('checkbox', { name: new RegExp(whatsAppConsentText) });
    await expect(box).not.toBeChecked();
    await expect(
      page.getByText(`No número ${formatPhone(buyerOf.session.customer[0]!.cell_phone)}. Responda SAIR para parar.`),
    ).toBeVisible();
    await box.check();
    await page.getByRole('radio', { name: /^Dinheiro/ }).check();
    await page.getByTestId('order-summary').scrollIntoViewIfNeeded();
    await snapBoth(page, snapName);
    await page.getByRole('button', { name: common.checkout.place.button }).click();
    return landedOrderId(page);
  };

  await signInAs(page, buyer);
  const orderId = await orderAsking(buyer, 'checkout-whatsapp');
  const number = String((await statusOf(request, buyer.token, orderId)).order_number);

  // The shop accepts with its estimate and moves the order along; each step is one template, in order.
  await owner(boardCalls.acceptOrder.path, { order_id: orderId, estimate_minutes: 35 });
  await expect
    .poll(sentToCustomer, { timeout: 15_000 })
    .toEqual([{ name: 'pedido_aceito', language: 'pt_BR', params: ['Ana', nonna.name, number, '35 min'] }]);
  await owner(boardCalls.advanceOrder.path, { order_id: orderId, status: 'accepted' });
  await owner(boardCalls.advanceOrder.path, { order_id: orderId, status: 'preparing' });
  await expect
    .poll(async () => (await sentToCustomer()).map((template) => template?.name), { timeout: 15_000 })
    .toEqual(['pedido_aceito', 'pedido_saiu_para_entrega']);
  await owner(boardCalls.advanceOrder.path, { order_id: orderId, status: 'out_for_delivery' });
  await expect
    .poll(async () => (await sentToCustomer()).at(-1), { timeout: 15_000 })
    .toEqual({
      name: 'pedido_entregue',
      language: 'pt_BR',
      params: ['Ana', number, nonna.name],
    });

  // A forged webhook (not signed with Meta's app secret) is refused.
  const forged = await request.post(`/api/whatsapp/webhook/${marketplaceId}`, {
    headers: { 'x-hub-signature-256': 'sha256=00', 'content-type': 'application/json' },
    data: { object: 'whatsapp_business_account', entry: [] },
  });
  expect(forged.status()).toBe(401);

  // The customer replies SAIR: checkout no longer offers the updates, and none is sent.
  const reply = await request.post('/dev/whatsapp/inbound', { data: { from: whatsApp, text: 'SAIR' } });
  expect((await reply.json()).webhook_status).toBe(200);
  await storeCart(page, nonna, [lineOf(pizza, 2)]);
  await page.goto('/checkout');
  await page.getByRole('radio', { name: /^Dinheiro/ }).check();
  await expect(page.getByRole('checkbox', { name: new RegExp(whatsAppConsentText) })).toHaveCount(0);
  await page.getByRole('button', { name: common.checkout.place.button }).click();
  const second = await landedOrderId(page);
  await owner(boardCalls.acceptOrder.path, { order_id: second, estimate_minutes: 35 });
  await page.waitForTimeout(2_000);
  expect(await sentToCustomer()).toHaveLength(3);
});
