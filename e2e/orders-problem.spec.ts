import { apiMessages } from '@delivery/contract/messages';
import { fill } from '../apps/merchant/src/lib/messages.ts';
import { expect, test } from './fixtures.ts';
import { listShops } from './catalog-helpers.ts';
import { common, desktop, phone, snap } from './helpers.ts';
import { customerWithAddress, placePixOrder, signIn } from './orders-helpers.ts';
import { counterOf, ownerOf, panel, signInToPanel } from './panel-helpers.ts';

test.use({ viewport: phone });

test('the customer reports a missing item, the shop answers from its board, and the customer reads it', async ({
  page,
  request,
  browser,
}) => {
  const customer = await customerWithAddress(request, 'problema');
  const order = await placePixOrder(request, customer);
  await (await counterOf(request, order.shop_id)).complete(order.order_id);

  await signIn(page, customer);
  await page.goto(`/orders/${order.order_id}`);
  const offer = page.getByTestId('report-problem');
  await expect(offer).toContainText(common.orders.problem.title);
  await offer.getByRole('button', { name: common.orders.problem.action }).click();
  const sheet = page.getByTestId('report-problem-sheet');
  await sheet.getByText(common.orders.problem.kinds.missing_item).click();
  const told = 'Veio sem o refrigerante';
  await sheet.getByLabel(common.orders.problem.text).fill(told);
  await snap(page, 'order-problem-sheet');
  await sheet.getByRole('button', { name: common.orders.problem.send }).click();
  await expect(page.getByText(apiMessages.problemReported)).toBeVisible();
  const reported = page.getByTestId('order-problem');
  await expect(reported).toContainText(
    common.orders.problem.yours.replace('{{kind}}', common.orders.problem.kinds.missing_item),
  );
  await expect(reported).toContainText(common.orders.problem.waiting);

  // The shop's board, though the order is finished: a strip says so, and opens it.
  const shop = (await listShops(request)).find((candidate) => candidate.shop_id === order.shop_id)!;
  const counter = await browser.newContext({ viewport: desktop });
  const board = await counter.newPage();
  await signInToPanel(board, ownerOf(shop.slug));
  const banner = board.getByTestId('problems-banner');
  await banner.getByRole('button', { name: fill(panel.problem.open, { number: order.order_number }) }).click();
  const details = board.getByTestId('order-details');
  const problem = details.getByTestId('order-problem');
  await expect(problem).toContainText(panel.problem.kinds.missing_item);
  await expect(problem).toContainText(told);
  const answer = 'Desculpe! Vamos mandar o refrigerante no próximo pedido, por nossa conta.';
  await problem.getByLabel(panel.problem.answerLabel).fill(answer);
  await snap(board, 'board-problem-answer');
  await problem.getByRole('button', { name: panel.problem.send }).click();
  await expect(board.getByText(apiMessages.problemAnswered)).toBeVisible();
  await expect(problem.getByTestId('order-problem-answer')).toHaveText(answer);
  await board.keyboard.press('Escape');
  await expect(banner).toHaveCount(0);
  await counter.close();

  // The customer, back on the order, reads the shop's answer.
  await page.reload();
  await expect(page.getByTestId('order-problem-answer')).toContainText(answer);
  await snap(page, 'order-problem-answered');
});
