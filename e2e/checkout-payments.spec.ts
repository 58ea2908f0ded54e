import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { expect, test } from './fixtures.ts';
import type { CallInput } from '@delivery/contract/call';
import { apiMessages } from '@delivery/contract/messages';
import { uniqueCpf } from './auth-helpers.ts';
import {
  buyerWithAddress,
  landedOrderId,
  lineOf,
  linesCents,
  money,
  ordersOf,
  placeViaApi,
  productNamed,
  shopNamed,
  signInAs,
  statusOf,
  storeCart,
} from './checkout-helpers.ts';
import { common, phone, snapBoth } from './helpers.ts';
import { counterOf } from './panel-helpers.ts';

test.use({ viewport: phone });

const place = common.checkout.place.button;
const summary = common.checkout.summary;

test('a coupon’s discount shows in the totals and is kept in the order', async ({ page, request }) => {
  const buyer = await buyerWithAddress(request, 'cupom');
  const nonna = await shopNamed(request, 'Forno da Nonna', buyer);
  const lines = [lineOf(await productNamed(request, nonna.shop_id, 'Pizza Margherita'), 2)];
  const productsCents = linesCents(lines);
  const feeCents = Math.round(nonna.delivery_fee! * 100);
  await signInAs(page, buyer);
  await storeCart(page, nonna, lines);
  await page.goto('/checkout');
  const total = page.getByTestId('order-total');
  await expect(total).toHaveText(money(productsCents + feeCents));

  const code = page.getByLabel(common.checkout.coupon.label);
  const apply = page.getByRole('button', { name: common.checkout.coupon.apply });
  await code.fill('NAOEXISTE');
  await apply.click();
  await expect(page.getByRole('alert').filter({ hasText: apiMessages.couponNotFound })).toBeVisible();

  // 10% off the first order; then removed for the R$ 5,00 one.
  await code.fill('bemvindo10');
  await apply.click();
  const applied = page.getByTestId('applied-coupon');
  await expect(applied).toContainText('BEMVINDO10');
  const tenPercent = Math.round(productsCents / 10);
  await expect(page.getByTestId('order-totals')).toContainText(`−${money(tenPercent)}`);
  await expect(total).toHaveText(money(productsCents + feeCents - tenPercent));
  await applied.getByRole('button', { name: common.checkout.coupon.remove }).click();
  await expect(page.getByTestId('order-totals')).not.toContainText(summary.discount);
  await expect(total).toHaveText(money(productsCents + feeCents));

  await code.fill('PEDEJA5');
  await apply.click();
  await expect(applied).toContainText('PEDEJA5');
  await expect(page.getByTestId('order-totals')).toContainText(`${summary.discount}−${money(500)}`);
  await expect(total).toHaveText(money(productsCents + feeCents - 500));
  await page.getByRole('radio', { name: /^Dinheiro/ }).check();
  await page.getByRole('checkbox', { name: new RegExp(common.checkout.policy.link) }).check();
  await page.getByTestId('order-summary').scrollIntoViewIfNeeded();
  await snapBoth(page, 'checkout-coupon');
  await page.getByRole('button', { name: place }).click();

  const order = await statusOf(request, buyer.token, await landedOrderId(page));
  expect(order.payment_method).toBe('cash');
  expect(order.change_for).toBeNull();
  expect(order.totals).toEqual({
    total_products: productsCents / 100,
    delivery_price: feeCents / 100,
    discount: 5,
    cashback: 0,
    order_total: (productsCents + feeCents - 500) / 100,
  });
});

test('a Pix order whose answer was lost is sent again with the same key and made once', async ({ page, request }) => {
  const buyer = await buyerWithAddress(request, 'pix');
  const snack = await shopNamed(request, 'Lanchonete Ponto Certo', buyer);
  const lines = [lineOf(await productNamed(request, snack.shop_id, 'Pastel de carne'), 2, 'Bem passado')];
  const expected = linesCents(lines) + Math.round(snack.delivery_fee! * 100);
  await signInAs(page, buyer);
  await storeCart(page, snack, lines);
  await page.goto('/checkout');
  await expect(page.getByTestId('order-total')).toHaveText(money(expected));
  // Pix is paid now, not on delivery as the cash and the card are: the payment section says both.
  await expect(page.getByText(common.checkout.payment.subtitleWithPix)).toBeVisible();

  // The first answer never reaches the app, though the server made the order.
  const keys: string[] = [];
  let lost = false;
  await page.route(`**${checkoutCalls.saveOrder.path}`, async (route) => {
    keys.push((route.request().postDataJSON() as CallInput<typeof checkoutCalls.saveOrder>).idempotency_key);
    const response = await route.fetch();
    if (lost) return route.fulfill({ response });
    lost = true;
    return route.abort('connectionreset');
  });
  await page.getByRole('radio', { name: /^Pix/ }).check();
  // Ticked already (the buyer accepted the policy at sign-up); the policy's words untick and tick it.
  const policy = page.getByRole('checkbox', { name: new RegExp(common.checkout.policy.link) });
  const policyWords = page.getByText(common.checkout.policy.accept);
  await expect(policy).toBeChecked();
  await policyWords.click({ position: { x: 4, y: 8 } });
  await expect(policy).not.toBeChecked();
  await policyWords.click({ position: { x: 4, y: 8 } });
  await expect(policy).toBeChecked();
  await page.getByRole('button', { name: place }).click();
  await expect(page.getByText(common.checkout.place.connectionLost)).toBeVisible();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  await page.getByRole('button', { name: place }).click();
  const orderId = await landedOrderId(page);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const orders = await ordersOf(request, buyer.token);
  expect(orders.map((order) => order.order_id)).toEqual([orderId]);
  expect(orders[0]).toMatchObject({ payment_method: 'pix', totals: { order_total: expected / 100 } });
  expect(orders[0]!.pix?.payload).toMatch(/^000201/);
  expect(orders[0]!.items[0]).toMatchObject({ quantity: 2, notes: 'Bem passado' });
});

test('card on delivery asks for the flag; pickup has no fee; a valid CPF goes on the receipt', async ({
  page,
  request,
}) => {
  const buyer = await buyerWithAddress(request, 'cartao');
  const nonna = await shopNamed(request, 'Forno da Nonna', buyer);
  const lines = [lineOf(await productNamed(request, nonna.shop_id, 'Pizza Calabresa'), 2)];
  const productsCents = linesCents(lines);
  await signInAs(page, buyer);
  await storeCart(page, nonna, lines);
  await page.goto('/checkout');
  await expect(page.getByTestId('order-total')).toHaveText(
    money(productsCents + Math.round(nonna.delivery_fee! * 100)),
  );

  await page.getByRole('radio', { name: new RegExp(`^${common.checkout.delivery.pickup}`) }).check();
  const totals = page.getByTestId('order-totals');
  await expect(totals).toContainText(`${summary.pickup}${summary.pickupFree}`);
  await expect(page.getByTestId('order-total')).toHaveText(money(productsCents));

  await page.getByRole('checkbox', { name: new RegExp(common.checkout.policy.link) }).check();
  // Picked up, the card is paid at the counter.
  await page.getByRole('radio', { name: new RegExp(`^${common.checkout.payment.cardPickup}`) }).check();
  const button = page.getByRole('button', { name: place });
  const reason = page.getByTestId('place-reason').filter({ visible: true });
  await expect(button).toBeDisabled();
  await expect(reason).toHaveText(common.checkout.place.blockers.cardFlag);
  const flag = page.getByLabel(common.checkout.payment.flag);
  await flag.focus();
  await flag.blur();
  await expect(page.getByRole('alert').filter({ hasText: common.checkout.payment.flagRequired })).toBeVisible();
  await snapBoth(page, 'checkout-card-flag');
  await flag.selectOption({ label: 'Elo' });
  // A bank card: the courier's machine needs credit or debit.
  await expect(reason).toHaveText(common.checkout.place.blockers.cardType);
  const cardType = page.getByRole('group', { name: common.checkout.payment.cardType });
  await cardType.getByRole('radio', { name: common.checkout.payment.cardTypes.debit }).check();
  await snapBoth(page, 'checkout-card-type');

  const cpf = page.getByLabel(common.checkout.cpf.label);
  await cpf.pressSequentially('11111111111');
  await cpf.blur();
  await expect(page.getByRole('alert').filter({ hasText: common.checkout.cpf.invalid })).toBeVisible();
  await expect(reason).toHaveText(common.checkout.place.blockers.cpf);
  await expect(button).toBeDisabled();
  const valid = uniqueCpf();
  await cpf.fill('');
  await cpf.pressSequentially(valid.replace(/\D/g, ''));
  await expect(cpf).toHaveValue(valid);
  await expect(button).toBeEnabled();
  await button.click();

  const order = await statusOf(request, buyer.token, await landedOrderId(page));
  expect(order).toMatchObject({
    delivery_type: 'pickup',
    address: null,
    payment_method: 'card_on_delivery',
    card_flag: 'Elo',
    card_type: 'debit',
    cpf_on_receipt: valid.replace(/\D/g, ''),
    totals: { delivery_price: 0, order_total: productsCents / 100 },
  });
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  await expect(page.getByTestId('order-payment')).toHaveText(
    [common.orders.paymentPickup.card_on_delivery, 'Elo', common.orders.cardTypes.debit].join(' · '),
  );
  await page
    .getByRole('region', { name: common.notifications.offerTitle })
    .getByRole('button', { name: common.notifications.notNow })
    .click();
  await page.getByTestId('order-payment').scrollIntoViewIfNeeded();
  await snapBoth(page, 'order-card-type');
});

test('the cashback balance can pay part of the order', async ({ page, request }) => {
  const buyer = await buyerWithAddress(request, 'cashback');
  const nonna = await shopNamed(request, 'Forno da Nonna', buyer);
  const first = [lineOf(await productNamed(request, nonna.shop_id, 'Pizza Margherita'), 2)];
  // A delivered order of a shop that pays 5% back earns the balance.
  const counter = await counterOf(request, nonna.shop_id);
  await counter.complete(await placeViaApi(request, buyer, nonna.shop_id, first));
  const earnedCents = Math.floor((linesCents(first) * 5) / 100);

  const lines = [lineOf(await productNamed(request, nonna.shop_id, 'Pizza Calabresa'), 2)];
  const beforeCents = linesCents(lines) + Math.round(nonna.delivery_fee! * 100);
  await signInAs(page, buyer);
  await storeCart(page, nonna, lines);
  await page.goto('/checkout');
  await expect(page.getByTestId('order-total')).toHaveText(money(beforeCents));
  await expect(page.getByTestId('cashback-balance')).toHaveText(
    common.checkout.cashback.balance.replace('{{amount}}', money(earnedCents)),
  );
  await page.getByRole('switch', { name: common.checkout.cashback.use }).check();
  await expect(page.getByTestId('order-totals')).toContainText(`${summary.cashback}−${money(earnedCents)}`);
  await expect(page.getByTestId('order-total')).toHaveText(money(beforeCents - earnedCents));
  await page.getByRole('radio', { name: /^Pix/ }).check();
  await page.getByRole('checkbox', { name: new RegExp(common.checkout.policy.link) }).check();
  await page.getByTestId('cashback-balance').scrollIntoViewIfNeeded();
  await snapBoth(page, 'checkout-cashback');
  await page.getByRole('button', { name: place }).click();

  const order = await statusOf(request, buyer.token, await landedOrderId(page));
  expect(order.totals).toMatchObject({ cashback: earnedCents / 100, order_total: (beforeCents - earnedCents) / 100 });
});
