import { expect, test } from './fixtures.ts';
import { common, phone } from './helpers.ts';

test.use({ viewport: phone });

test('restaurante and product-detail without an id fall back to home', async ({ page }) => {
  for (const path of ['/restaurante', '/product-detail']) {
    await page.goto(path);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: common.catalog.home.title })).toBeVisible();
  }
});

test('an unknown permalink, shop or product answers 404, kept out of search, and the app says what is missing', async ({
  page,
}) => {
  for (const [path, title] of [
    ['/campinas/pizzaria/nao-existe', common.catalog.shop.notFoundTitle],
    ['/restaurante/999999', common.catalog.shop.notFoundTitle],
    ['/product-detail/999999', common.catalog.product.notFoundTitle],
    ['/evaluation/999999', common.catalog.shop.notFoundTitle],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('heading', { name: title }), path).toBeVisible();
    await expect(page, path).toHaveURL(path);
  }
});
