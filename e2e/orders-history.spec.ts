import { expect, test } from '@playwright/test';
import { brl } from './catalog-helpers.ts';
import { common, phone, snapBoth } from './helpers.ts';
import { customerWithAddress, lineFor, orderableShop, placeOrder, signIn } from './orders-helpers.ts';
import { counterOf } from './panel-helpers.ts';

test.use({ viewport: phone });

const title = (id: number) => common.orders.title.replace('{{id}}', String(id));

test('a customer with no orders is told so and led to the shops', async ({ page, request }) => {
  const customer = await customerWithAddress(request, 'semPedidos');
  await signIn(page, customer);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(common.pages.orders);
  await expect(page.getByRole('heading', { name: common.orders.history.emptyTitle })).toBeVisible();
  await snapBoth(page, 'orders-history-empty');
  await page.getByRole('link', { name: common.orders.history.emptyAction }).click();
  await expect(page).toHaveURL('/');
});

test('the history lists the orders newest first, ten at a time, and opens one', async ({ page, request }) => {
  const customer = await customerWithAddress(request, 'historico');
  const { shop, products } = await orderableShop(request, customer);
  const placed = [];
  for (let i = 0; i < 11; i++) {
    placed.push(
      await placeOrder(request, customer, {
        shop,
        lines: [lineFor(products[i % 2]!, shop.min_order)],
        payment_method: 'pix',
      }),
    );
  }
  const newest = placed.at(-1)!;
  expect(await (await counterOf(request, shop.shop_id)).moveOn(newest.order_id)).toBe('accepted');

  await signIn(page, customer);
  // From the profile's 'Meus pedidos'.
  await page.goto('/profile');
  await page.getByRole('link', { name: common.orders.history.myOrders }).click();
  await expect(page).toHaveURL('/orders');

  const cards = page.getByTestId('order-card');
  await expect(cards).toHaveCount(10);
  const expected = [...placed].reverse();
  for (const [index, order] of expected.slice(0, 10).entries()) {
    await expect(cards.nth(index)).toContainText(title(order.order_id));
  }
  const first = cards.first();
  await expect(first).toContainText(shop.name);
  await expect(first.getByTestId('status-chip')).toHaveText(common.orders.status.accepted);
  await expect(cards.nth(1).getByTestId('status-chip')).toHaveText(common.orders.status.received);
  await expect(first).toContainText(`${newest.items[0]!.quantity}x ${newest.items[0]!.name}`);
  await expect(first).toContainText(brl(Math.round(newest.totals.order_total * 100)));
  await expect(first).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await snapBoth(page, 'orders-history');

  const more = page.getByRole('button', { name: common.orders.history.loadMore });
  await more.click();
  await expect(cards).toHaveCount(11);
  await expect(cards.nth(10)).toContainText(title(placed[0]!.order_id));
  await expect(more).toHaveCount(0);

  await first
    .getByRole('link', { name: common.orders.history.open.replace('{{id}}', String(newest.order_id)) })
    .click();
  await expect(page).toHaveURL(`/orders/${newest.order_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(newest.order_id));
  await expect(page.getByTestId('status-chip')).toHaveText(common.orders.status.accepted);
});
