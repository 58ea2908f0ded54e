import { addressCalls } from '@delivery/contract/calls/addresses';
import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { placeCalls } from '@delivery/contract/calls/places';
import type { TGetDistrictsResponse } from '@delivery/contract/addresses';
import { apiMessages } from '@delivery/contract/messages';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newCustomer, registerViaApi } from './auth-helpers.ts';
import { campinas, getMenu, listShops } from './catalog-helpers.ts';
import {
  buyerWithAddress,
  landedOrderId,
  lineOf,
  linesCents,
  money,
  ordersOf,
  productNamed,
  shopNamed,
  signInAs,
  statusOf,
  storeCart,
} from './checkout-helpers.ts';
import { common, phone, readStored, snapBoth, spec, writeStored } from './helpers.ts';

test.use({ viewport: phone });

const place = common.checkout.place.button;
const policyBox = (page: Page) => page.getByRole('checkbox', { name: new RegExp(common.checkout.policy.link) });
const reason = (page: Page) => page.getByTestId('place-reason').filter({ visible: true });
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** A new customer signed in with two Calabresas of Forno da Nonna in the bag, at checkout. */
async function atCheckoutWithTwoCalabresas(page: Page, request: APIRequestContext, label: string) {
  const buyer = await buyerWithAddress(request, label);
  const nonna = await shopNamed(request, 'Forno da Nonna', buyer);
  await signInAs(page, buyer);
  await storeCart(page, nonna, [lineOf(await productNamed(request, nonna.shop_id, 'Pizza Calabresa'), 2)]);
  await page.goto('/checkout');
  return buyer;
}

/** Counts the validate and save calls the page sends. */
function countCalls(page: Page) {
  const calls = { validate: 0, save: 0 };
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === checkoutCalls.validateOrderApp.path && request.method() === 'POST') calls.validate += 1;
    if (path === checkoutCalls.saveOrder.path) calls.save += 1;
  });
  return calls;
}

test('a customer with no address is asked for one, not set to pickup; pickup stays a choice', async ({
  page,
  request,
}) => {
  const session = await registerViaApi(request, newCustomer('sem-endereco-retirada'));
  const nonna = (await listShops(request)).find((shop) => shop.slug === 'forno-da-nonna')!;
  await page.goto('/');
  await expect(page.getByRole('heading', { name: common.catalog.home.title })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => readStored(page, 'profile')).not.toBeNull();
  await writeStored(page, { Customer: session.customer[0], token: session.token });
  await storeCart(page, nonna, [lineOf(await productNamed(request, nonna.shop_id, 'Pizza Margherita'), 1)]);
  await page.goto('/checkout');

  const pickup = page.getByRole('radio', { name: new RegExp(`^${common.checkout.delivery.pickup}`) });
  await expect(pickup).toBeVisible();
  await expect(pickup).not.toBeChecked();
  await expect(page.getByText(common.checkout.delivery.noAddress)).toBeVisible();
  await expect(reason(page)).toHaveText(common.checkout.place.blockers.deliveryNoAddress);
  await expect(page.getByRole('button', { name: place })).toBeDisabled();
  await snapBoth(page, 'checkout-no-address');

  await pickup.check();
  await expect(reason(page)).toHaveText(common.checkout.place.blockers.payment);
});

test('the policy accepted at sign-up comes ticked; back and forward keep payment, change, coupon and policy', async ({
  page,
  request,
}) => {
  await atCheckoutWithTwoCalabresas(page, request, 'rascunho');

  await expect(policyBox(page)).toBeChecked();
  await page.getByRole('radio', { name: /^Dinheiro/ }).check();
  // 'Troco para' takes money only, masked as it is typed.
  const change = page.getByLabel(common.checkout.payment.changeFor);
  await change.pressSequentially('abc');
  await expect(change).toHaveValue('');
  await change.pressSequentially('1500.5');
  await expect(change).toHaveValue('1.500,5');
  await change.fill('');
  await change.pressSequentially('200');
  await expect(change).toHaveValue('200');
  await page.getByLabel(common.checkout.coupon.label).fill('PEDEJA5');
  await page.getByRole('button', { name: common.checkout.coupon.apply }).click();
  await expect(page.getByTestId('applied-coupon')).toContainText('PEDEJA5');
  await policyBox(page).uncheck();
  await snapBoth(page, 'checkout-change-masked');

  await page.goBack();
  await expect(page).not.toHaveURL(/\/checkout$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('radio', { name: /^Dinheiro/ })).toBeChecked();
  await expect(page.getByLabel(common.checkout.payment.changeFor)).toHaveValue('200');
  await expect(page.getByTestId('applied-coupon')).toContainText('PEDEJA5');
  // The customer's own untick is kept too: the draft wins over the sign-up's acceptance.
  await expect(policyBox(page)).not.toBeChecked();
  await policyBox(page).check();

  // Another customer on the same device starts afresh.
  const other = await buyerWithAddress(request, 'rascunho-outro');
  // Off the app first: its session check, still running, could save the first customer back.
  await page.goto('/health');
  await writeStored(page, { Customer: other.session.customer[0], token: other.token });
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /^Dinheiro/ })).not.toBeChecked();
  await expect(page.getByTestId('applied-coupon')).toHaveCount(0);
});

test('five quick taps on “Fazer pedido” send one validate and one save, and make one order', async ({
  page,
  request,
}) => {
  const buyer = await atCheckoutWithTwoCalabresas(page, request, 'cinco-toques');
  await page.getByRole('radio', { name: /^Pix/ }).check();
  const button = page.getByRole('button', { name: place });
  await expect(button).toBeEnabled();
  await expect(page.getByTestId('order-totals')).not.toHaveAttribute('aria-busy', 'true');

  const calls = countCalls(page);
  // Five taps land before React draws the button disabled.
  await button.evaluate((element: HTMLButtonElement) => {
    for (let tap = 0; tap < 5; tap += 1) element.click();
  });
  const orderId = await landedOrderId(page);
  expect(calls).toEqual({ validate: 1, save: 1 });
  expect((await ordersOf(request, buyer.token)).map((order) => order.order_id)).toEqual([orderId]);
});

test('a bag whose hour passed while checkout was open is not ordered: the customer is told', async ({
  page,
  request,
}) => {
  const buyer = await atCheckoutWithTwoCalabresas(page, request, 'sacola-vencida');
  await page.getByRole('radio', { name: /^Pix/ }).check();
  const button = page.getByRole('button', { name: place });
  await expect(button).toBeEnabled();

  // The phone slept past the bag's hour: its timer has not run yet.
  const now = Math.floor(Date.now() / 1000);
  await writeStored(page, { cart_expired: { init: now - 3700, end: now - 100 } });
  const calls = countCalls(page);
  await button.click();
  await expect(page.getByText(common.cart.expired)).toBeVisible();
  await expect(page.getByRole('heading', { name: common.checkout.empty.title })).toBeVisible();
  expect(calls).toEqual({ validate: 0, save: 0 });
  expect(await readStored(page, 'Order')).toBeNull();
  expect(await ordersOf(request, buyer.token)).toEqual([]);
  await snapBoth(page, 'checkout-bag-expired');
});

test('a shop that does not deliver to the chosen address lets the customer choose another', async ({
  page,
  request,
}) => {
  // The flower shop delivers to a few districts only; Barão Geraldo is not one of them.
  const buyer = await buyerWithAddress(request, 'outro-endereco', 'Barão Geraldo');
  const { districts } = (await (
    await request.post(placeCalls.getDistricts.path, { data: { validate: 1, city_id: campinas } })
  ).json()) as TGetDistrictsResponse;
  const added = await request.post(addressCalls.addAddress.path, {
    data: {
      validate: 1,
      token: buyer.token,
      city_id: campinas,
      district_id: districts.find((d) => d.district_name === 'Cambuí')!.district_id,
      street: 'Rua Maria Monteiro',
      number: '830',
    },
  });
  expect(added.ok()).toBe(true);
  const flowers = (await listShops(request)).find((shop) => shop.slug === 'floricultura-jardim-secreto')!;
  const product = (await getMenu(request, flowers.shop_id))
    .flatMap((category) => category.products)
    .find((p) => p.option_groups.every((group) => group.min === 0) && (p.promo_price ?? p.price) > 0)!;
  const quantity = Math.ceil(flowers.min_order / (product.promo_price ?? product.price)) + 1;
  await signInAs(page, buyer);
  await storeCart(page, flowers, [lineOf(product, quantity)]);
  await page.goto('/checkout');

  await expect(page.getByRole('radio', { name: /Rua Coronel Quirino, 1200/ })).toBeChecked();
  await page.getByRole('radio', { name: /^Pix/ }).check();
  await page.getByRole('button', { name: place }).click();
  const dialog = page.getByRole('alertdialog', { name: spec.checkoutErrorTitle });
  await expect(dialog).toContainText(apiMessages.notDeliveringThere);
  await expect(dialog.getByRole('button', { name: common.checkout.guard.backToShop })).toBeVisible();
  await snapBoth(page, 'checkout-other-address');
  await dialog.getByRole('button', { name: common.checkout.guard.otherAddress }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Rua Coronel Quirino, 1200/ })).toBeFocused();

  await page.getByRole('radio', { name: /Rua Maria Monteiro, 830/ }).check();
  await page.getByRole('button', { name: place }).click();
  const order = await statusOf(request, buyer.token, await landedOrderId(page));
  expect(order.address).toContain('Rua Maria Monteiro, 830');
});

test('the bag and checkout say what is missing for the minimum order before the customer tries', async ({
  page,
  request,
}) => {
  const buyer = await buyerWithAddress(request, 'faltam');
  const nonna = await shopNamed(request, 'Forno da Nonna', buyer);
  const lines = [lineOf(await productNamed(request, nonna.shop_id, 'Pudim de leite'), 1)];
  const missing = nonna.min_order * 100 - linesCents(lines);
  expect(missing).toBeGreaterThan(0);
  const text = fill(common.cart.minimumMissing, {
    missing: money(missing),
    minimum: money(nonna.min_order * 100),
  });
  await signInAs(page, buyer);
  await storeCart(page, nonna, lines);
  await page.goto('/checkout');
  await expect(page.getByTestId('order-summary').getByTestId('minimum-missing')).toHaveText(text);

  await page.getByRole('button', { name: common.checkout.summary.edit }).click();
  const sheet = page.getByRole('dialog', { name: common.cart.title });
  await expect(sheet.getByTestId('minimum-missing')).toHaveText(text);
  await snapBoth(page, 'checkout-minimum-bag');
  // Enough pudding reaches the minimum: the note goes.
  const increase = sheet.getByRole('button', { name: fill(common.cart.increase, { product: 'Pudim de leite' }) });
  for (let count = 1; count * linesCents(lines) < nonna.min_order * 100; count += 1) await increase.click();
  await expect(sheet.getByTestId('minimum-missing')).toHaveCount(0);
});

test('the single-shop tenant’s empty bag and checkout lead to its menu, not to a list of shops', async ({
  page,
  request,
  baseURL,
}) => {
  const pizzaria = baseURL!.replace('//localhost', '//pizzaria.localhost');
  await page.goto(`${pizzaria}/`);
  const shopHeading = page.getByRole('heading', { level: 1, name: 'Pizzaria Bella Napoli' });
  await expect(shopHeading).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => readStored(page, 'profile')).not.toBeNull();
  // Signed up with the pizzeria: its host names the tenant.
  const session = await registerViaApi(request, newCustomer('single-vazia'), 'pizzaria.localhost');
  await writeStored(page, { Customer: session.customer[0], token: session.token });

  await page.goto(`${pizzaria}/checkout`);
  await expect(page.getByText(common.checkout.emptySingle.text)).toBeVisible();
  await expect(page.getByText(common.checkout.empty.text)).toHaveCount(0);
  await snapBoth(page, 'checkout-empty-single');
  await page.getByRole('link', { name: common.checkout.emptySingle.action }).click();
  await expect(shopHeading).toBeVisible();

  await page.getByTestId('cart-button').click();
  const sheet = page.getByRole('dialog', { name: common.cart.title });
  await expect(sheet).toContainText(common.cart.emptySingleText);
  await expect(sheet.getByRole('link', { name: common.cart.browseSingle })).toBeVisible();
});
