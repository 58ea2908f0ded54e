import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { devCalls } from '@delivery/contract/calls/orders';
import { apiMessages } from '@delivery/contract/messages';
import {
  buyerWithAddress,
  landedOrderId,
  lineOf,
  placeViaApi,
  productNamed,
  shopNamed,
  signInAs,
  statusOf,
} from './checkout-helpers.ts';
import { common, desktop, phone, spec } from './helpers.ts';
import { counterOf, ownerOf, panel, signInToPanel } from './panel-helpers.ts';

test.use({ viewport: phone });

/** Marks the page; `stillThere` then says whether it is the same page, never reloaded. */
async function markPage(page: Page) {
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
  return () => page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage === true);
}

test("a customer pays a Pix order at the sandbox PSP and another lets one run out: both customers and the shop's board see it live", async ({
  page,
  request,
  browser,
}) => {
  const buyer = await buyerWithAddress(request, 'pix-ao-vivo');
  const late = await buyerWithAddress(request, 'pix-expira');
  const snack = await shopNamed(request, 'Lanchonete Ponto Certo', buyer);
  const pastel = await productNamed(request, snack.shop_id, 'Pastel de carne');

  // Someone orders by Pix and never pays.
  const unpaidId = await placeViaApi(request, late, snack.shop_id, [lineOf(pastel, 2)]);
  const unpaid = await statusOf(request, late.token, unpaidId);
  expect(unpaid).toMatchObject({ payment_status: 'pending', status: 'received' });

  // The shop's counter: the owner's board shows it waiting for its Pix.
  const counter = await browser.newContext({ viewport: desktop, locale: 'pt-BR' });
  const board = await counter.newPage();
  await signInToPanel(board, ownerOf(snack.slug));
  await expect(board.getByTestId('live-mark')).toHaveAttribute('data-state', 'live');
  const boardStill = await markPage(board);
  const unpaidCard = board.locator(`[data-order-id="${unpaidId}"]`);
  await expect(board.getByTestId('column-new').locator(unpaidCard)).toBeVisible();
  await expect(unpaidCard.getByTestId('order-payment')).toContainText(panel.payment.pixWaiting);

  // Its customer keeps the order's page open, with the QR to pay.
  const lateDevice = await browser.newContext({ viewport: phone, locale: 'pt-BR' });
  const latePage = await lateDevice.newPage();
  await signInAs(latePage, late);
  await latePage.goto(`/orders/${unpaidId}`);
  await expect(latePage.getByTestId('pix-qr')).toBeVisible();
  const lateStill = await markPage(latePage);

  // Another customer goes from home to a placed Pix order.
  await signInAs(page, buyer);
  await page.goto('/');
  await page.getByTestId('shop-card').filter({ hasText: snack.name }).click();
  await page.getByTestId('product-row').filter({ hasText: pastel.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: pastel.name })).toBeVisible();
  await page.getByRole('button', { name: common.catalog.product.increase }).click();
  await page.getByRole('button', { name: new RegExp(`^${common.catalog.product.add}`) }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await page.getByRole('button', { name: spec.close }).click();
  await page.getByTestId('cart-button').click();
  await page.getByRole('dialog', { name: common.cart.title }).getByRole('link', { name: common.cart.checkout }).click();

  await expect(page).toHaveURL('/checkout');
  await page.getByRole('radio', { name: /^Pix/ }).check();
  await page.getByRole('checkbox', { name: new RegExp(common.checkout.policy.link) }).check();
  await page.getByRole('button', { name: common.checkout.place.button }).click();
  const orderId = await landedOrderId(page);
  const order = await statusOf(request, buyer.token, orderId);
  expect(order).toMatchObject({ payment_method: 'pix', status: 'received' });

  // The confirmation, the QR and the copy-paste code of the charge the shop's PSP (the sandbox's) made.
  await expect(page.getByTestId('order-placed')).toContainText(common.orders.placedTitle);
  await expect(page.getByTestId('pix-qr')).toBeVisible();
  await expect(page.getByLabel(common.orders.pix.codeLabel)).toHaveValue(order.pix!.payload);
  await expect(page.getByTestId('pix-expires')).toBeVisible();
  expect(order.pix!.expires_at).not.toBeNull();
  // It reaches the board as it is placed, waiting for its Pix too.
  const card = board.locator(`[data-order-id="${orderId}"]`);
  await expect(card.getByTestId('order-payment')).toContainText(panel.payment.pixWaiting);

  // Someone pays it at the sandbox PSP's page; its webhook tells the API, whose streams tell the
  // customer's page and the board.
  const { charges } = (await (await request.get('/dev/pix')).json()) as {
    charges: { txid: string; copy_paste: string; payer_request: string | null }[];
  };
  const { txid, payer_request } = charges.find((charge) => charge.copy_paste === order.pix!.payload)!;
  // The payer's bank app names the order by the number its page shows (decision 0067).
  const title = common.orders.title.replace('{{number}}', String(order.order_number));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(payer_request).toBe(`Pedido nº ${order.order_number} — ${snack.name}`);
  const psp = await page.context().newPage();
  await psp.goto('/dev/pix');
  await psp.locator(`tr[data-txid="${txid}"]`).getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(psp.getByRole('status')).toContainText('webhook: HTTP 200');
  await psp.close();
  await expect(page.getByTestId('payment-confirmed')).toContainText(common.orders.paid.title);
  await expect(page.getByTestId('pix-qr')).toHaveCount(0);
  await expect(card.getByTestId('order-payment')).toContainText(panel.payment.pixPaid);

  // Each change reaches the open page through its stream, with no reload.
  const steps = page.getByTestId('timeline-step');
  const step = (status: keyof typeof common.orders.status) => steps.filter({ hasText: common.orders.status[status] });
  await expect(step('received')).toHaveAttribute('data-state', 'current');
  const pageStill = await markPage(page);
  const shopStaff = await counterOf(request, snack.shop_id);
  for (const status of ['accepted', 'preparing', 'out_for_delivery'] as const) {
    expect(await shopStaff.moveOn(orderId)).toBe(status);
    await expect(step(status)).toHaveAttribute('data-state', 'current');
    await expect(page.getByTestId('status-chip')).toHaveText(common.orders.status[status]);
  }
  expect(await pageStill()).toBe(true);

  // The unpaid charge runs out (the sandbox's clock for it, decision 0086): the platform cancels its
  // order, and both sides see why.
  const passed = await request.post(devCalls.passPixExpiry.path, { data: { order_id: unpaidId } });
  expect(passed.ok(), await passed.text()).toBe(true);
  const reason = common.orders.cancelReason.replace('{{reason}}', apiMessages.pixExpiredReason);
  await expect(latePage.getByTestId('status-chip')).toHaveText(common.orders.status.cancelled, { timeout: 15_000 });
  await expect(latePage.getByText(reason)).toBeVisible();
  await expect(latePage.getByTestId('pix-qr')).toHaveCount(0);
  await expect(unpaidCard).toHaveAttribute('data-status', 'cancelled');
  await board.getByRole('button', { name: panel.board.showDone }).click();
  await expect(board.getByTestId('column-done').locator(unpaidCard)).toContainText(apiMessages.pixExpiredReason);
  expect(await lateStill()).toBe(true);
  expect(await boardStill()).toBe(true);
  // The charge itself was removed at the PSP: no one can pay it now.
  const after = (await (await request.get('/dev/pix')).json()) as {
    charges: { copy_paste: string; state: string }[];
  };
  expect(after.charges.find((charge) => charge.copy_paste === unpaid.pix!.payload)?.state).toBe('removed');

  await counter.close();
  await lateDevice.close();
});
