import { customerCancelReasons } from '@delivery/contract/orders';
import { apiMessages } from '@delivery/contract/messages';
import { expect, test } from './fixtures.ts';
import { listShops } from './catalog-helpers.ts';
import { common, desktop, phone, snap } from './helpers.ts';
import { customerWithAddress, placePixOrder, signIn } from './orders-helpers.ts';
import { counterOf, ownerOf, signInToPanel } from './panel-helpers.ts';

test.use({ viewport: phone });

test('the customer cancels an order the shop has not accepted yet, and the board sees it at once', async ({
  page,
  request,
  browser,
}) => {
  const customer = await customerWithAddress(request, 'desiste');
  const order = await placePixOrder(request, customer);
  const shop = (await listShops(request)).find((candidate) => candidate.shop_id === order.shop_id)!;

  // The shop's board, open on a tablet at the counter, with the new order on it.
  const counter = await browser.newContext({ viewport: desktop });
  const board = await counter.newPage();
  await signInToPanel(board, ownerOf(shop.slug));
  const card = board.locator(`[data-order-id="${order.order_id}"]`);
  await expect(card).toHaveAttribute('data-status', 'received');

  await signIn(page, customer);
  await page.goto(`/orders/${order.order_id}`);
  const offer = page.getByTestId('cancel-order');
  await expect(offer).toContainText(common.orders.cancel.hint);
  await offer.getByRole('button', { name: common.orders.cancel.action }).click();
  const sheet = page.getByTestId('cancel-order-sheet');
  await expect(sheet.getByRole('radio', { name: customerCancelReasons[0] })).toBeChecked();
  await sheet.getByText(customerCancelReasons[1]).click();
  await snap(page, 'order-cancel-sheet');
  await sheet.getByRole('button', { name: common.orders.cancel.confirm }).click();

  await expect(page.getByText(apiMessages.orderCancelledByYou)).toBeVisible();
  await expect(page.getByTestId('status-chip')).toHaveText(common.orders.status.cancelled);
  await expect(
    page.getByText(common.orders.cancelReason.replace('{{reason}}', customerCancelReasons[1])),
  ).toBeVisible();
  await expect(page.getByTestId('cancel-order')).toHaveCount(0);
  await snap(page, 'order-cancelled-by-customer');

  // The board moved the card to the finished ones, with the customer's reason.
  await expect(card).toHaveAttribute('data-status', 'cancelled');
  await counter.close();
});

test('the offer to cancel goes away, sheet and all, the moment the shop accepts', async ({ page, request }) => {
  const customer = await customerWithAddress(request, 'tarde');
  const order = await placePixOrder(request, customer);
  await signIn(page, customer);
  await page.goto(`/orders/${order.order_id}`);
  await page.getByTestId('cancel-order').getByRole('button', { name: common.orders.cancel.action }).click();
  await expect(page.getByTestId('cancel-order-sheet')).toBeVisible();

  // The shop accepts while the sheet is open: the live status closes it, and nothing is offered.
  await (await counterOf(request, order.shop_id)).moveOn(order.order_id);
  await expect(page.getByTestId('status-chip')).toHaveText(common.orders.status.accepted);
  await expect(page.getByTestId('cancel-order-sheet')).toHaveCount(0);
  await expect(page.getByTestId('cancel-order')).toHaveCount(0);
});
