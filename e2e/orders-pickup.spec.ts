import { expect, test, type Page } from '@playwright/test';
import type { TShopAddress } from '@delivery/contract/catalog';
import { getShop } from './catalog-helpers.ts';
import {
  buyerWithAddress,
  landedOrderId,
  lineOf,
  money,
  linesCents,
  productNamed,
  shopNamed,
  signInAs,
  storeCart,
} from './checkout-helpers.ts';
import { common, phone, snapBoth } from './helpers.ts';
import { advanceOrder } from './orders-helpers.ts';

test.use({ viewport: phone });

const pickup = common.orders.pickup;
/** What a delivery says and a pickup order must never: 'a caminho', 'Saiu para entrega', 'Taxa de entrega'. */
const deliveryWords = /entreg|a caminho|saiu para/i;

/** The order page reads as a pickup: no delivery words anywhere in it, the shop's address on it. */
async function expectPickupPage(page: Page, address: TShopAddress): Promise<void> {
  await expect(page.getByRole('main')).not.toContainText(deliveryWords);
  await expect(page.locator('body')).not.toContainText(/a caminho|saiu para entrega/i);
  const card = page.getByTestId('pickup-place');
  await expect(card.getByTestId('pickup-address')).toContainText(`${address.street}, ${address.number}`);
  await expect(card.getByTestId('pickup-address')).toContainText(
    `${address.district}, ${address.city} - ${address.state}`,
  );
}

test("a pickup order is chosen at the shop's address, and its page never reads as a delivery until it is ready", async ({
  page,
  request,
}) => {
  const buyer = await buyerWithAddress(request, 'retira');
  const nonna = await shopNamed(request, 'Forno da Nonna', buyer);
  const { address } = await getShop(request, nonna.shop_id);
  expect(address).toBeDefined();
  const lines = [lineOf(await productNamed(request, nonna.shop_id, 'Pizza Margherita'), 2)];
  await signInAs(page, buyer);
  await storeCart(page, nonna, lines);
  await page.goto('/checkout');

  // Checkout: the pickup choice says where, and the payment is at the counter.
  const pickupChoice = page.getByRole('radio', { name: new RegExp(`^${common.checkout.delivery.pickup}`) });
  await expect(pickupChoice).toBeVisible();
  await expect(page.getByTestId('pickup-address')).toContainText(
    `${address!.street}, ${address!.number} - ${address!.district}, ${address!.city} - SP`,
  );
  await pickupChoice.check();
  await expect(page.getByText(common.checkout.payment.subtitlePickup)).toBeVisible();
  await expect(page.getByRole('radio', { name: new RegExp(`^${common.checkout.payment.cardPickup}`) })).toBeVisible();
  await expect(page.getByRole('radio', { name: /na entrega/ })).toHaveCount(0);
  const summary = common.checkout.summary;
  await expect(page.getByTestId('order-totals')).toContainText(`${summary.pickup}${summary.pickupFree}`);
  await expect(page.getByTestId('order-total')).toHaveText(money(linesCents(lines)));
  await page.getByRole('radio', { name: /^Dinheiro/ }).check();
  await page.getByRole('checkbox', { name: new RegExp(common.checkout.policy.link) }).check();
  await page.getByTestId('pickup-address').scrollIntoViewIfNeeded();
  await snapBoth(page, 'checkout-pickup');
  await page.getByRole('button', { name: common.checkout.place.button }).click();
  const orderId = await landedOrderId(page);

  // Just placed: followed until it is picked up, with where and when.
  await expect(page.getByTestId('order-placed')).toContainText(
    common.orders.placedTextPickup.replace('{{id}}', String(orderId)),
  );
  await expectPickupPage(page, address!);
  const hours = page.getByTestId('pickup-hours');
  // The journeys' demo shops open around the clock.
  await expect(hours).toContainText(`${pickup.today} ${pickup.allDay}`);
  await expect(hours).toContainText(pickup.open);
  await expect(
    page.getByRole('link', { name: pickup.directionsLabel.replace('{{shop}}', nonna.name) }),
  ).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Forno/);
  await expect(page.getByRole('heading', { name: common.orders.details.titlePickup })).toBeVisible();
  await expect(page.getByTestId('order-payment')).toHaveText(
    `${common.orders.paymentPickup.cash} · ${common.orders.details.noChange}`,
  );
  await expect(page.getByTestId('pickup-ready')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snapBoth(page, 'orders-pickup-received');

  // Every step on the way, followed live: still a pickup, never 'a caminho'.
  for (const status of ['accepted', 'preparing', 'ready_for_pickup'] as const) {
    expect(await advanceOrder(request, orderId)).toBe(status);
    await expect(page.getByTestId('status-chip')).toHaveText(common.orders.status[status]);
    await expectPickupPage(page, address!);
  }
  const ready = page.getByTestId('pickup-ready');
  await expect(ready.getByRole('heading', { name: pickup.readyTitle })).toBeVisible();
  await expect(ready).toContainText(pickup.readyText);
  await expect(page.getByText(common.orders.statusHint.ready_for_pickup)).toBeVisible();
  // Ready is the news now: the placing confirmation has said its part.
  await expect(page.getByTestId('order-placed')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snapBoth(page, 'orders-pickup-place');

  // The list says it is picked up at the shop, and that it is ready.
  await page.goto('/orders');
  const card = page
    .getByTestId('order-card')
    .filter({ hasText: common.orders.title.replace('{{id}}', String(orderId)) });
  await expect(card).toContainText(common.orders.history.pickup);
  await expect(card.getByTestId('status-chip')).toHaveText(common.orders.status.ready_for_pickup);
  await expect(page.getByRole('main')).not.toContainText(/a caminho|saiu para entrega/i);
});
