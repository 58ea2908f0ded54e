import { expect, test } from './fixtures.ts';
import { listShops } from './catalog-helpers.ts';
import { desktop, phone, snap } from './helpers.ts';
import { customerWithAddress, placePixOrder } from './orders-helpers.ts';
import { counterOf, ownerOf, panel, signInToPanel } from './panel-helpers.ts';

test.use({ viewport: desktop });

test("the shop finds a past order in its history by the customer's name, and reads its whole detail", async ({
  page,
  request,
}) => {
  const name = `Heloísa Quintana ${Date.now().toString(36)}`;
  const customer = await customerWithAddress(request, 'historico', name);
  const order = await placePixOrder(request, customer);
  await (await counterOf(request, order.shop_id)).complete(order.order_id);
  const shop = (await listShops(request)).find((candidate) => candidate.shop_id === order.shop_id)!;

  await signInToPanel(page, ownerOf(shop.slug));
  await page.getByRole('link', { name: panel.history.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: panel.history.title })).toBeVisible();
  // Every order of the shop, newest first: this one among them before any filter.
  await expect(page.getByTestId('history-order').first()).toBeVisible();

  const search = page.getByRole('search');
  await search.getByLabel(panel.history.search).fill('quintana');
  await search.getByLabel(panel.history.status).selectOption({ label: panel.status.delivered });
  await search.getByRole('button', { name: panel.history.submit }).click();
  const rows = page.getByTestId('history-order');
  await expect(rows).toHaveCount(1);
  const row = page.locator(`[data-testid="history-order"][data-order-id="${order.order_id}"]`);
  await expect(row).toContainText(name);
  await expect(row).toContainText(panel.status.delivered);
  for (const [size, label] of [
    [phone, 'phone'],
    [{ width: 820, height: 1180 }, 'tablet'],
    [desktop, 'desktop'],
  ] as const) {
    await page.setViewportSize(size);
    await snap(page, `panel-history-${label}`);
  }

  await row.click();
  const details = page.getByTestId('order-details');
  await expect(details).toContainText(name);
  await expect(details.getByRole('button', { name: panel.actions.print })).toBeVisible();
  // Read only: the board's moves are not offered from the history.
  await expect(details.getByRole('button', { name: panel.actions.cancel })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // By another status, it is not there.
  await search.getByLabel(panel.history.status).selectOption({ label: panel.status.cancelled });
  await search.getByRole('button', { name: panel.history.submit }).click();
  await expect(page.getByText(panel.history.empty)).toBeVisible();
});
