import { boardCalls } from '@delivery/contract/calls/board';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  buyerWithAddress,
  lineOf,
  money,
  placeViaApi,
  productNamed,
  shopNamed,
  signInAs,
  statusOf,
  type Buyer,
} from './checkout-helpers.ts';
import { common, phone } from './helpers.ts';
import { ownerOf, panel, signInToPanel, staffSession } from './panel-helpers.ts';

test.use({ viewport: phone });

const fill = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{{${name}}}`, value), template);
/** Intl writes a no-break space between 'R$' and the amount: the page's text has it too. */
const amountOf = async (request: APIRequestContext, buyer: Buyer, orderId: number) =>
  money(Math.round((await statusOf(request, buyer.token, orderId)).totals.order_total * 100));

/** The owner's board of the shop, on a phone. */
async function ownerBoard(browser: Browser, slug: string) {
  const context = await browser.newContext({ viewport: phone, locale: 'pt-BR' });
  const board = await context.newPage();
  await signInToPanel(board, ownerOf(slug));
  return { board, close: () => context.close() };
}

/** Rejects the order from its card, reading what the dialog says of its Pix first. */
async function rejectFromCard(board: Page, orderId: number, note: string, shot: string) {
  const card = board.locator(`[data-order-id="${orderId}"]`);
  await card.getByRole('button', { name: panel.actions.reject }).click();
  const dialog = board.getByTestId('reject-dialog');
  await expect(dialog.getByTestId('reason-refund-note')).toHaveText(note);
  await board.screenshot({ path: test.info().outputPath(shot) });
  await dialog.getByRole('radio', { name: 'Item em falta' }).click();
  await dialog.getByRole('button', { name: panel.reason.rejectSubmit }).click();
  await expect(dialog).toHaveCount(0);
  return card;
}

test('a paid Pix order rejected by a shop with a provider is returned, and the customer reads it', async ({
  page,
  request,
  browser,
}) => {
  const buyer = await buyerWithAddress(request, 'pix-devolvido');
  const snack = await shopNamed(request, 'Lanchonete Ponto Certo', buyer);
  const pastel = await productNamed(request, snack.shop_id, 'Pastel de carne');
  const orderId = await placeViaApi(request, buyer, snack.shop_id, [lineOf(pastel, 2)]);
  const placed = await statusOf(request, buyer.token, orderId);
  const { charges } = (await (await request.get('/dev/pix')).json()) as {
    charges: { txid: string; copy_paste: string }[];
  };
  const { txid } = charges.find((charge) => charge.copy_paste === placed.pix!.payload)!;
  expect((await request.post(`/dev/pix/charges/${txid}/pay`, { data: {} })).status()).toBe(200);
  const amount = await amountOf(request, buyer, orderId);

  const { board, close } = await ownerBoard(browser, snack.slug);
  await rejectFromCard(board, orderId, fill(panel.reason.refundByProvider, { amount }), 'reject-provider.png');
  await close();

  await signInAs(page, buyer);
  await page.goto(`/orders/${orderId}`);
  const refund = page.getByTestId('order-refund');
  await expect(refund).toHaveAttribute('data-refund-status', 'refunded', { timeout: 30_000 });
  await expect(refund).toContainText(common.orders.refund.providerDone.title);
  await expect(refund).toContainText(`Devolvemos ${amount} por Pix`);
  await page.screenshot({ path: test.info().outputPath('customer-refunded.png'), fullPage: true });
});

test("a paid Pix order rejected by a shop with only its key is the shop's to return, until 'Devolução feita'", async ({
  page,
  request,
  browser,
}) => {
  const buyer = await buyerWithAddress(request, 'pix-loja-devolve');
  const nonna = await shopNamed(request, 'Forno da Nonna', buyer);
  const pizza = await productNamed(request, nonna.shop_id, 'Pizza Calabresa');
  const orderId = await placeViaApi(request, buyer, nonna.shop_id, [lineOf(pizza, 2)]);
  // The shop sees the Pix in its account and marks it paid.
  const { token } = await staffSession(request, ownerOf(nonna.slug));
  const marked = await request.post(boardCalls.markOrderPaid.path, {
    headers: { authorization: `Bearer ${token}` },
    data: { validate: 1, order_id: orderId },
  });
  expect(((await marked.json()) as { error_type: number }).error_type).toBe(0);
  const amount = await amountOf(request, buyer, orderId);

  const { board, close } = await ownerBoard(browser, nonna.slug);
  const card = await rejectFromCard(board, orderId, fill(panel.reason.refundByShop, { amount }), 'reject-shop.png');
  await board.getByRole('button', { name: new RegExp(panel.board.columns.done) }).click();
  await expect(card.getByTestId('order-refund')).toContainText(fill(panel.payment.refund.shopPending, { amount }));
  await board.screenshot({ path: test.info().outputPath('board-refund-task.png') });

  await signInAs(page, buyer);
  await page.goto(`/orders/${orderId}`);
  const refund = page.getByTestId('order-refund');
  await expect(refund).toContainText(common.orders.refund.shopPending.title);
  await expect(refund).toContainText(`A loja vai devolver ${amount} por Pix`);
  await page.screenshot({ path: test.info().outputPath('customer-shop-pending.png'), fullPage: true });

  await card.getByRole('button', { name: panel.actions.markRefunded }).click();
  await expect(card.getByTestId('order-refund')).toContainText(fill(panel.payment.refund.shopDone, { amount }));
  await expect(card.getByRole('button', { name: panel.actions.markRefunded })).toHaveCount(0);
  await close();
  await page.reload();
  await expect(refund).toHaveAttribute('data-refund-status', 'refunded');
  await expect(refund).toContainText(`A loja devolveu ${amount} por Pix`);
});
