import { rewardCalls } from '@delivery/contract/calls/rewards';
import { expect, test } from './fixtures.ts';
import type { TCashCheckoutResponse } from '@delivery/contract/rewards';
import { brl } from './catalog-helpers.ts';
import { common, phone, snapBoth } from './helpers.ts';
import { customerWithAddress, placePixOrder, signIn } from './orders-helpers.ts';
import { counterOf } from './panel-helpers.ts';

test.use({ viewport: phone });

test('cashback: none before, then the balance and its statement row after a delivered order', async ({
  page,
  request,
}) => {
  const customer = await customerWithAddress(request, 'cashback');
  await signIn(page, customer);
  await page.goto('/profile');
  await page.getByRole('link', { name: common.pages.cashback }).click();
  await expect(page).toHaveURL('/cashback');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(common.pages.cashback);
  await expect(page.getByTestId('cashback-amount')).toHaveText(brl(0));
  await expect(page.getByRole('heading', { name: common.cashback.emptyTitle })).toBeVisible();
  await snapBoth(page, 'orders-cashback-empty');

  const order = await placePixOrder(request, customer);
  await (await counterOf(request, order.shop_id)).complete(order.order_id);
  const info = (await (
    await request.post(rewardCalls.getInfoCashCheckout.path, { data: { validate: 1, token: customer.token } })
  ).json()) as TCashCheckoutResponse;
  expect(info.balance).toBeGreaterThan(0);
  // The shop pays a few percent of the products, never more.
  expect(info.balance).toBeLessThanOrEqual(order.totals.total_products * 0.05);

  await page.reload();
  const amount = brl(Math.round(info.balance * 100));
  await expect(page.getByTestId('cashback-amount')).toHaveText(amount);
  await expect(page.getByTestId('cashback-balance')).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  const rows = page.getByTestId('statement-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-kind', 'earn');
  await expect(rows.first()).toContainText(common.cashback.kinds.earn);
  await expect(rows.first()).toContainText(`+${amount}`);
  await expect(rows.first()).toContainText(
    new RegExp(common.cashback.validUntil.replace('{{day}}', String.raw`\d{2}/\d{2}/\d{4}`)),
  );
  await snapBoth(page, 'orders-cashback');

  await rows
    .first()
    .getByRole('link', { name: common.cashback.orderLink.replace('{{number}}', String(order.order_number)) })
    .click();
  await expect(page).toHaveURL(`/orders/${order.order_id}`);
  await expect(page.getByTestId('status-chip')).toHaveText(common.orders.status.delivered);
});
