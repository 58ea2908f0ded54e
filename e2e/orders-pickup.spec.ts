import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
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
  statusOf,
  storeCart,
} from './checkout-helpers.ts';
import { common, desktop, phone, snapBoth } from './helpers.ts';
import { attendantOf, panel, signInToPanel } from './panel-helpers.ts';

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

test("a pickup order is chosen at the shop's address, run from the panel, and its page never reads as a delivery", async ({
  page,
  browser,
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
  await expect(page.getByText(common.checkout.payment.subtitlePickupWithPix)).toBeVisible();
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
  const number = String((await statusOf(request, buyer.token, orderId)).order_number);

  // Just placed: followed until it is picked up, with where and when. The confirmation takes the
  // focus, so a screen reader says it where the customer now is.
  await expect(page.getByTestId('order-placed')).toContainText(
    common.orders.placedTextPickup.replace('{{number}}', number),
  );
  await expect(page.getByRole('heading', { name: common.orders.placedTitle })).toBeFocused();
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

  // The shop's attendant runs it from the panel at the counter; the customer's page follows each
  // move through its stream (a reload would lose this mark), still a pickup, never 'a caminho'.
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
  const counter = await browser.newContext({ viewport: desktop, locale: 'pt-BR' });
  const board = await counter.newPage();
  await signInToPanel(board, attendantOf(nonna.slug));
  const card = board.locator(`[data-order-id="${orderId}"]`);
  await expect(board.getByTestId('column-new').locator(card)).toBeVisible();
  await expect(card).toContainText(panel.board.pickup);
  await card.getByRole('button', { name: panel.actions.accept, exact: true }).click();
  await board
    .getByTestId('accept-dialog')
    .getByRole('button', { name: /^Aceitar em/ })
    .click();
  await expect(card).toHaveAttribute('data-status', 'accepted');
  await expect(page.getByTestId('status-chip')).toHaveText(common.orders.status.accepted);
  await expectPickupPage(page, address!);
  for (const status of ['preparing', 'ready_for_pickup'] as const) {
    // Nothing sends a pickup out: its card never offers 'Saiu para entrega'.
    await expect(card.getByRole('button', { name: panel.advanceTo.out_for_delivery })).toHaveCount(0);
    await card.getByRole('button', { name: panel.advanceTo[status], exact: true }).click();
    await expect(card).toHaveAttribute('data-status', status);
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

  // The customer collects it: the page ends there, with the shop's address still in its details.
  await card.getByRole('button', { name: panel.advanceTo.picked_up, exact: true }).click();
  await expect(page.getByTestId('status-chip')).toHaveText(common.orders.status.picked_up);
  await expect(page.getByText(common.orders.statusHint.picked_up)).toBeVisible();
  await expect(page.getByTestId('timeline-step').and(page.locator('[data-state="done"]'))).toHaveCount(5);
  await expect(page.getByRole('main')).not.toContainText(deliveryWords);
  await expect(page.getByRole('region', { name: common.orders.details.titlePickup })).toContainText(
    `${nonna.name} · ${address!.street}, ${address!.number}`,
  );
  expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
  // The cash was taken at the counter as the order was handed over: nothing is left to mark paid.
  await board.getByRole('button', { name: panel.board.showDone }).click();
  await expect(board.getByTestId('column-done').locator(card)).toHaveAttribute('data-status', 'picked_up');
  await expect(card.getByRole('button', { name: panel.actions.markPaid })).toHaveCount(0);
  // Nothing moves a picked-up order on.
  await expect(card.getByRole('button', { name: panel.advanceTo.picked_up })).toHaveCount(0);
  await counter.close();

  // The list says it was picked up at the shop.
  await page.goto('/orders');
  const listed = page.getByTestId('order-card').filter({ hasText: common.orders.title.replace('{{number}}', number) });
  await expect(listed).toContainText(common.orders.history.pickup);
  await expect(listed.getByTestId('status-chip')).toHaveText(common.orders.status.picked_up);
  await expect(page.getByRole('main')).not.toContainText(/a caminho|saiu para entrega/i);
});
