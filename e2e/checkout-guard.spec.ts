import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { expect, test } from './fixtures.ts';
import type { TValidateOrderResponse } from '@delivery/contract/checkout';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import type { CallInput } from '@delivery/contract/call';
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
  storeCart,
} from './checkout-helpers.ts';
import { common, phone, readStored, snapBoth, spec } from './helpers.ts';

test.use({ viewport: phone });

const place = common.checkout.place.button;
const acceptPolicy = new RegExp(common.checkout.policy.link);

test('below the shop’s minimum: “Opsss!” with the server’s message, then back to the shop with the bag kept', async ({
  page,
  request,
}) => {
  const buyer = await buyerWithAddress(request, 'minimo');
  const nonna = await shopNamed(request, 'Forno da Nonna', buyer);
  const lines = [lineOf(await productNamed(request, nonna.shop_id, 'Pudim de leite'), 1)];
  expect(linesCents(lines)).toBeLessThan(nonna.min_order * 100);
  const message = formatMessage(apiMessages.belowMinimum, { minimum: money(nonna.min_order * 100) });
  await signInAs(page, buyer);
  await storeCart(page, nonna, lines);
  await page.goto('/checkout');

  // Checkout says it before the customer even tries.
  await expect(page.getByTestId('order-notice')).toHaveText(message);
  await page.getByRole('radio', { name: /^Pix/ }).check();
  await page.getByRole('checkbox', { name: acceptPolicy }).check();
  await page.getByRole('button', { name: place }).click();
  const dialog = page.getByRole('alertdialog', { name: spec.checkoutErrorTitle });
  await expect(dialog).toContainText(message);
  await snapBoth(page, 'checkout-guard-back');
  await dialog.getByRole('button', { name: common.checkout.guard.backToShop }).click();
  await expect(page).toHaveURL(`/restaurante/${nonna.shop_id}`);
  await expect(page.getByRole('heading', { level: 1, name: nonna.name })).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  expect(await readStored(page, 'Order')).not.toBeNull();
  expect(await ordersOf(request, buyer.token)).toEqual([]);
});

test('a 9 asks first: “Me enganei” stays, “Estou ciente” places the order as confirmed', async ({ page, request }) => {
  const buyer = await buyerWithAddress(request, 'ciente');
  const nonna = await shopNamed(request, 'Forno da Nonna', buyer);
  const lines = [lineOf(await productNamed(request, nonna.shop_id, 'Pizza Margherita'), 2)];
  await signInAs(page, buyer);
  await storeCart(page, nonna, lines);
  await page.goto('/checkout');
  await expect(page.getByTestId('order-total')).toHaveText(
    money(linesCents(lines) + Math.round(nonna.delivery_fee! * 100)),
  );

  // Which answer is 9 depends on the clock (a shop that closed meanwhile): the validation of
  // 'Fazer pedido' gets the server's real answer, with its totals, turned into one.
  const reason = formatMessage(apiMessages.shopClosedScheduled, { when: 'Hoje, 23:30–00:00' });
  await page.route(`**${checkoutCalls.validateOrderApp.path}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as TValidateOrderResponse;
    await route.fulfill({ response, json: { ...body, error_type: 9, message: reason } });
  });
  const saved: CallInput<typeof checkoutCalls.saveOrder>[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith(checkoutCalls.saveOrder.path))
      saved.push(sent.postDataJSON() as CallInput<typeof checkoutCalls.saveOrder>);
  });
  await page.getByRole('radio', { name: /^Pix/ }).check();
  await page.getByRole('checkbox', { name: acceptPolicy }).check();
  await page.getByRole('button', { name: place }).click();
  const dialog = page.getByRole('alertdialog', { name: spec.notice });
  await expect(dialog).toContainText(reason);
  await snapBoth(page, 'checkout-guard-confirm');
  await dialog.getByRole('button', { name: spec.checkoutCancel }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL('/checkout');
  expect(saved).toEqual([]);
  expect(await ordersOf(request, buyer.token)).toEqual([]);

  await page.getByRole('button', { name: place }).click();
  await dialog.getByRole('button', { name: spec.checkoutConfirm }).click();
  const orderId = await landedOrderId(page);
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatchObject({ confirmed: 1, payment_method: 'pix', accept_policy: 1 });
  expect((await ordersOf(request, buyer.token)).map((order) => order.order_id)).toEqual([orderId]);
});

test('any other refusal is a toast with the server’s message, and checkout stays with the bag', async ({
  page,
  request,
}) => {
  const buyer = await buyerWithAddress(request, 'recusa');
  const nonna = await shopNamed(request, 'Forno da Nonna', buyer);
  const lines = [lineOf(await productNamed(request, nonna.shop_id, 'Pizza Margherita'), 2)];
  await signInAs(page, buyer);
  await storeCart(page, nonna, lines);
  await page.goto('/checkout');
  await page.getByLabel(common.checkout.coupon.label).fill('BEMVINDO10');
  await page.getByRole('button', { name: common.checkout.coupon.apply }).click();
  await expect(page.getByTestId('applied-coupon')).toContainText('BEMVINDO10');
  await page.getByRole('radio', { name: /^Pix/ }).check();
  await page.getByRole('checkbox', { name: acceptPolicy }).check();

  // The first order is made elsewhere meanwhile: the first-order coupon no longer applies.
  await placeViaApi(request, buyer, nonna.shop_id, lines);
  await page.getByRole('button', { name: place }).click();
  await expect(page.getByRole('status').filter({ hasText: apiMessages.couponFirstOrder })).toBeVisible();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  expect(await ordersOf(request, buyer.token)).toHaveLength(1);
});
