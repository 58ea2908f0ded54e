import { expect, test } from '@playwright/test';
import { getMenu, listShops } from './catalog-helpers.ts';
import { phone, readStored } from './helpers.ts';

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
