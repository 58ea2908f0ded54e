import { expect, test } from '@playwright/test';
import { common, phone, snap, snapBoth } from './helpers.ts';

test.use({ viewport: phone });

/**
 * SPEC.md section 2's routes still shown as placeholders, with the page key of their title in
 * common.json. The account routes and guards are covered by auth-*.spec.ts, the catalog and
 * address routes by catalog-*.spec.ts and addresses.spec.ts.
 */
const placeholderPages: ReadonlyArray<[path: string, page: keyof typeof common.pages]> = [['/contact', 'contact']];

test('every placeholder route renders its title', async ({ page }) => {
  for (const [path, key] of placeholderPages) {
    const title = common.pages[key];
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(`^${title} \\| `));
    await expect(page).toHaveURL(path);
    await snap(page, `route${path.replaceAll('/', '-')}`);
  }
});

test('a placeholder page leads back home', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(common.pages.contact);
  await snapBoth(page, 'placeholder-contact');
  await page.getByRole('link', { name: common.placeholder.backHome }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: common.catalog.home.title })).toBeVisible();
});

test('restaurante and product-detail without an id fall back to home', async ({ page }) => {
  for (const path of ['/restaurante', '/product-detail']) {
    await page.goto(path);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: common.catalog.home.title })).toBeVisible();
  }
});
