import { expect, test } from '@playwright/test';
import { common, phone } from './helpers.ts';

test.use({ viewport: phone });

test('restaurante and product-detail without an id fall back to home', async ({ page }) => {
  for (const path of ['/restaurante', '/product-detail']) {
    await page.goto(path);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: common.catalog.home.title })).toBeVisible();
  }
});
