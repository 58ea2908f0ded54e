import { expect, test } from './fixtures.ts';
import { rejectReasons } from '@delivery/contract/board';
import { brl } from './catalog-helpers.ts';
import { common, phone, snapBoth } from './helpers.ts';
import { customerWithAddress, lineFor, orderableShop, placeOrder, signIn } from './orders-helpers.ts';
import { counterOf } from './panel-helpers.ts';

test.use({ viewport: phone });

const title = (number: number) => common.orders.title.replace('{{number}}', String(number));

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
  const counter = await counterOf(request, shop.shop_id);
  expect(await counter.moveOn(newest.order_id)).toBe('accepted');
  // One order is over: it goes to the past orders, below those under way.
  const cancelled = placed.at(-2)!;
  expect((await counter.cancel(cancelled.order_id, rejectReasons[0])).status).toBe('cancelled');

  await signIn(page, customer);
  // From the profile's 'Meus pedidos'.
  await page.goto('/profile');
  await page.getByRole('link', { name: common.orders.history.myOrders }).click();
  await expect(page).toHaveURL('/orders');

  const cards = page.getByTestId('order-card');
  await expect(cards).toHaveCount(10);
  const active = page.getByRole('list', { name: common.orders.history.activeTitle }).getByTestId('order-card');
  const past = page.getByRole('list', { name: common.orders.history.pastTitle }).getByTestId('order-card');
  const expected = [...placed].reverse().filter((order) => order !== cancelled);
  await expect(active).toHaveCount(9);
  for (const [index, order] of expected.slice(0, 9).entries()) {
    await expect(active.nth(index)).toContainText(title(order.order_number));
  }
  await expect(past).toHaveCount(1);
  await expect(past.first()).toContainText(title(cancelled.order_number));
  await expect(past.first().getByTestId('status-chip')).toHaveText(common.orders.status.cancelled);
  const first = active.first();
  await expect(first).toContainText(shop.name);
  // The shop's logo, as the shop list shows it.
  await expect(first.getByTestId('order-shop-logo')).toHaveAttribute('src', shop.logo);
  await expect
    .poll(() => first.getByTestId('order-shop-logo').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(first.getByTestId('status-chip')).toHaveText(common.orders.status.accepted);
  await expect(active.nth(1).getByTestId('status-chip')).toHaveText(common.orders.status.received);
  await expect(first).toContainText(`${newest.items[0]!.quantity}x ${newest.items[0]!.name}`);
  await expect(first).toContainText(brl(Math.round(newest.totals.order_total * 100)));
  await expect(first).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await snapBoth(page, 'orders-history');

  const more = page.getByRole('button', { name: common.orders.history.loadMore });
  await more.click();
  await expect(cards).toHaveCount(11);
  await expect(active.nth(9)).toContainText(title(placed[0]!.order_number));
  await expect(more).toHaveCount(0);

  await first
    .getByRole('link', {
      name: common.orders.history.open
        .replace('{{shop}}', newest.shop_name)
        .replace('{{number}}', String(newest.order_number)),
    })
    .click();
  await expect(page).toHaveURL(`/orders/${newest.order_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(newest.order_number));
  await expect(page.getByTestId('status-chip')).toHaveText(common.orders.status.accepted);
});
