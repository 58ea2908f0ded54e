import { delayChoices } from '@delivery/contract/board';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { fill } from '../apps/merchant/src/lib/messages.ts';
import { expect, test } from './fixtures.ts';
import { listShops } from './catalog-helpers.ts';
import { common, desktop, phone, snap } from './helpers.ts';
import { clock, customerWithAddress, orderStatus, placePixOrder, signIn } from './orders-helpers.ts';
import { counterOf, ownerOf, panel, signInToPanel } from './panel-helpers.ts';

test.use({ viewport: phone });

test('the shop says the order will be late, and the customer sees the new time and why at once', async ({
  page,
  request,
  browser,
}) => {
  const customer = await customerWithAddress(request, 'atraso');
  const order = await placePixOrder(request, customer);
  await (await counterOf(request, order.shop_id)).moveOn(order.order_id);
  const accepted = await orderStatus(request, customer, order.order_id);
  expect(accepted.status).toBe('accepted');

  await signIn(page, customer);
  await page.goto(`/orders/${order.order_id}`);
  const arrival = page.getByTestId('order-arrival');
  await expect(arrival).toContainText(clock(accepted.expected_at!));
  await expect(page.getByTestId('order-delay')).toHaveCount(0);

  const shop = (await listShops(request)).find((candidate) => candidate.shop_id === order.shop_id)!;
  const counter = await browser.newContext({ viewport: desktop });
  const board = await counter.newPage();
  await signInToPanel(board, ownerOf(shop.slug));
  const card = board.locator(`[data-order-id="${order.order_id}"]`);
  await card.getByRole('button', { name: panel.board.details }).click();
  await board.getByTestId('order-details').getByRole('button', { name: panel.delay.action }).click();
  const dialog = board.getByTestId('delay-dialog');
  const minutes = delayChoices[1];
  await expect(dialog.getByRole('button', { name: fill(panel.delay.option, { minutes }) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await snap(board, 'board-delay-dialog');
  await dialog.getByRole('button', { name: fill(panel.delay.submit, { minutes }) }).click();
  await expect(board.getByText(formatMessage(apiMessages.orderDelayed, { minutes }))).toBeVisible();
  await expect(card.getByTestId('delay-badge')).toHaveText(fill(panel.delay.badge, { minutes }));

  // The customer's page, open all along, moves the time by as much and says why.
  const delayed = await orderStatus(request, customer, order.order_id);
  expect(Date.parse(delayed.expected_at!) - Date.parse(accepted.expected_at!)).toBe(minutes * 60_000);
  await expect(arrival).toContainText(clock(delayed.expected_at!));
  await expect(page.getByTestId('order-delay')).toHaveText(
    common.orders.arrival.delayed.replace('{{minutes}}', String(minutes)),
  );
  await snap(page, 'order-delayed');
  await counter.close();
});
