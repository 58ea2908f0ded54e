import { fill } from '../apps/merchant/src/lib/messages.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { common, phone, snap } from './helpers.ts';
import { attendantOf, counterOf, openDeviceSettings, panel, signInToPanel } from './panel-helpers.ts';
import { customerWithAddress, lineFor, orderableShop, placeOrder, signIn } from './orders-helpers.ts';

/** A kitchen's tablet, on its side on the wall. */
const tablet = { width: 1024, height: 768 } as const;
test.use({ viewport: tablet });

test('the kitchen screen bumps items one by one, starts the order for the customer and sends it to the counter', async ({
  page,
  request,
  browser,
}) => {
  const customer = await customerWithAddress(request, 'cozinha');
  const { shop, products } = await orderableShop(request, customer);
  const order = await placeOrder(request, customer, {
    shop,
    lines: [lineFor(products[0]!, shop.min_order), lineFor(products[1]!, 0)],
    payment_method: 'cash',
    change_for: 500,
  });
  await (await counterOf(request, order.shop_id)).moveOn(order.order_id);

  // The customer watches the order on a phone.
  const phoneContext = await browser.newContext({ viewport: phone });
  const customerPage = await phoneContext.newPage();
  await signIn(customerPage, customer);
  await customerPage.goto(`/orders/${order.order_id}`);
  await expect(customerPage.getByTestId('status-chip')).toHaveText(common.orders.status.accepted);

  await signInToPanel(page, attendantOf(shop.slug));
  // The kitchen's tablet opens its screen from the device's settings.
  const settings = await openDeviceSettings(page);
  await settings.getByRole('link', { name: new RegExp(panel.kitchen.open) }).click();
  await expect(page).toHaveURL(/\/painel\/cozinha$/);
  const ticket = page.locator(`[data-testid="kitchen-ticket"][data-order-id="${order.order_id}"]`);
  await expect(ticket.getByRole('heading')).toHaveText(`#${order.order_number}`);
  const items = ticket.getByTestId('kitchen-item');
  await expect(items).toHaveCount(2);
  // Readable from two metres: the item's name at 24 px or more, the number larger still.
  const nameSize = await items
    .first()
    .locator('span.block')
    .first()
    .evaluate((el) => getComputedStyle(el).fontSize);
  expect(Number.parseFloat(nameSize)).toBeGreaterThanOrEqual(24);
  await expect(ticket).not.toContainText('R$');
  await snap(page, 'kitchen-screen');
  await expectNoSeriousViolations(page, 'Cozinha');

  // The first item made: struck at once, and the customer reads that the order is being prepared.
  await items.first().click();
  await expect(items.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(ticket).toContainText(fill(panel.kitchen.itemsDone, { done: 1, count: 2 }));
  await expect(customerPage.getByTestId('status-chip')).toHaveText(common.orders.status.preparing);
  await items.nth(1).click();
  await expect(ticket).toContainText(fill(panel.kitchen.itemsDone, { done: 2, count: 2 }));
  await snap(page, 'kitchen-items-done');

  // "Pronto": the order leaves the screen, can be called back, and the board shows it ready.
  await ticket.getByRole('button', { name: fill(panel.kitchen.readyOrder, { number: order.order_number }) }).click();
  await expect(ticket).toHaveCount(0);
  const recall = page.getByRole('button', { name: fill(panel.kitchen.recallOrder, { number: order.order_number }) });
  await expect(recall).toBeVisible();
  await page.setViewportSize(phone);
  await snap(page, 'kitchen-recall');
  await page.setViewportSize(tablet);
  await recall.click();
  await expect(ticket).toBeVisible();
  await expect(items.first()).toHaveAttribute('aria-pressed', 'true');
  await ticket.getByRole('button', { name: fill(panel.kitchen.readyOrder, { number: order.order_number }) }).click();
  await expect(ticket).toHaveCount(0);

  await page.getByRole('link', { name: panel.nav.board, exact: true }).click();
  const card = page.locator(`[data-testid="order-card"][data-order-id="${order.order_id}"]`);
  await expect(card.getByTestId('kitchen-ready')).toContainText(panel.kitchen.doneOnBoard);
  await phoneContext.close();
});
