import { expect, test } from './fixtures.ts';
import { getMenu, listShops } from './catalog-helpers.ts';
import { common, phone, readStored, snapBoth, spec } from './helpers.ts';
import { customerWithAddress, placePixOrder, signIn } from './orders-helpers.ts';
import { counterOf } from './panel-helpers.ts';

test.use({ viewport: phone });

test('a shop seen before opens from the device when the network is gone', async ({ page, context, request }) => {
  const shops = await listShops(request);
  const shop = shops.find((s) => s.slug === 'forno-da-nonna')!;
  const menu = await getMenu(request, shop.shop_id);
  const product = menu[0]!.products[0]!;

  await page.goto(`/${shop.city_slug}/${shop.segment}/${shop.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
  await expect.poll(() => readStored(page, `Menu_${shop.shop_id}`)).not.toBeNull();
  await expect
    .poll(() => readStored(page, 'perma_links'))
    .toMatchObject({
      [`${shop.city_slug}/${shop.segment}/${shop.slug}`]: shop.shop_id,
    });

  // A fresh start of the app (nothing in memory), then the network drops before the shop is opened.
  await page.goto('/');
  await expect(page.getByTestId('shop-card').first()).toBeVisible();
  await context.setOffline(true);
  await page.getByTestId('shop-card').filter({ hasText: shop.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
  await expect(page.getByTestId('product-row').filter({ hasText: product.name }).first()).toBeVisible();
  await context.setOffline(false);
});

test('offline, a new shop and a search say so, and show up by themselves once the connection is back', async ({
  page,
  context,
  request,
}) => {
  const [first, second] = (await listShops(request)).filter((s) => s.slug !== 'forno-da-nonna');
  await page.goto('/');
  await expect(page.getByTestId('shop-card').first()).toBeVisible();
  const notice = page.getByTestId('offline-notice');

  // A first visit: not even the shop page's code is on the device yet.
  await context.setOffline(true);
  await page.getByTestId('shop-card').filter({ hasText: first!.name }).click();
  await expect(notice).toContainText(common.states.offlineTitle);
  await expect(notice).toContainText(common.states.offlineText);
  await expect(page.getByText(spec.unknownError)).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible();
  await expect(notice).toHaveCount(0);

  // The page's code is here now; a shop never opened on this device has nothing to show offline.
  await page.getByRole('link', { name: common.nav.home }).first().click();
  await expect(page.getByTestId('shop-card').first()).toBeVisible();
  await context.setOffline(true);
  await page.getByTestId('shop-card').filter({ hasText: second!.name }).click();
  await expect(notice).toContainText(common.states.offlineTitle);
  await expect(page.getByText(spec.unknownError)).toHaveCount(0);
  await snapBoth(page, 'offline-shop');
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: second!.name })).toBeVisible();
  await expect(notice).toHaveCount(0);

  // A search typed offline waits for the connection rather than loading forever.
  await page.getByRole('link', { name: common.nav.home }).first().click();
  await expect(page.getByTestId('shop-card').first()).toBeVisible();
  await context.setOffline(true);
  await page.getByLabel(common.catalog.home.searchLabel).fill('pizza');
  await expect(notice).toContainText(common.states.offlineTitle);
  await expect(page.getByText(common.catalog.home.loading)).toHaveCount(0);
  await snapBoth(page, 'offline-search');
  await context.setOffline(false);
  await expect(
    page.getByRole('heading', { name: common.catalog.home.resultsFor.replace('{{q}}', 'pizza') }),
  ).toBeVisible();
  await expect(page.getByTestId('shop-card').first()).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('an order followed offline says the connection is gone, and catches up once it is back', async ({
  page,
  context,
  request,
}) => {
  const customer = await customerWithAddress(request, 'sem-rede');
  const order = await placePixOrder(request, customer);
  await signIn(page, customer);
  await page.goto(`/orders/${order.order_id}`);
  await expect(page.getByTestId('status-chip')).toHaveText(common.orders.status.received);

  await context.setOffline(true);
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toHaveText(common.orders.offline);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snapBoth(page, 'offline-order');
  // The shop accepts meanwhile; the page cannot hear it until the connection is back.
  expect(await (await counterOf(request, order.shop_id)).moveOn(order.order_id)).toBe('accepted');
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await expect(page.getByTestId('status-chip')).toHaveText(common.orders.status.accepted);

  // An order not read on this device yet, opened offline: the notice, then the order once the
  // connection is back.
  const second = await placePixOrder(request, customer);
  await page.getByRole('link', { name: common.nav.orders }).first().click();
  const open = page.getByRole('link', {
    name: common.orders.history.open
      .replace('{{shop}}', second.shop_name)
      .replace('{{number}}', String(second.order_number)),
  });
  await expect(open).toBeVisible();
  await context.setOffline(true);
  await open.click();
  await expect(page.getByTestId('offline-notice')).toContainText(common.states.offlineTitle);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    common.orders.title.replace('{{number}}', String(second.order_number)),
  );
});
