import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { common, desktop, phone, snapBoth } from './helpers.ts';

test.use({ viewport: phone });

/** Whether the text is cut (an ellipsis or lines clamped away). */
const isCut = (locator: Locator) =>
  locator.evaluate(
    (element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
  );

const singleURL = (baseURL: string | undefined) => (baseURL ?? '').replace('//localhost', '//pizzaria.localhost');

test("the SINGLE tenant's header shows its whole name on a phone and 'Entregar em' whole on a desktop", async ({
  page,
  baseURL,
}) => {
  await page.goto(`${singleURL(baseURL)}/`);
  await expect(page.getByTestId('shop-page')).toBeVisible();
  const brand = page.getByRole('banner').getByTestId('brand-title');
  await expect(brand).toHaveText('Pizzaria Bella Napoli');
  expect(await isCut(brand)).toBe(false);
  // Its shop is its home: no way back from there.
  await expect(page.getByTestId('shop-back')).toHaveCount(0);
  await snapBoth(page, 'layout-single-header');

  await page.setViewportSize(desktop);
  const place = page.getByRole('banner').getByRole('button', { name: /Entregar em/ });
  const label = place.getByText(common.header.deliverTo);
  const lineHeight = await label.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  expect((await label.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  expect(await isCut(place.getByTestId('delivery-place'))).toBe(false);
  expect(await isCut(brand)).toBe(false);
});

test('shop cards show whole names on a desktop', async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto('/');
  const names = page.getByTestId('shop-card').getByRole('heading', { level: 3 });
  await expect(names.first()).toBeVisible();
  for (const name of await names.all()) expect(await isCut(name), await name.innerText()).toBe(false);
});

test('the shop page has a back arrow on phones: to where the customer came from, else home', async ({ page }) => {
  await page.goto('/orders');
  await page.goto('/');
  const card = page.getByTestId('shop-card').first();
  await card.click();
  await expect(page.getByTestId('shop-page')).toBeVisible();
  const back = page.getByRole('button', { name: common.catalog.shop.back, exact: true });
  await expect(back).toBeVisible();
  await snapBoth(page, 'layout-shop-back');
  await back.click();
  await expect(page).toHaveURL('/');

  // Opened from a shared link, the arrow leads home.
  const shopURL = await card.getAttribute('href');
  const fresh = await page.context().newPage();
  await fresh.goto(shopURL!);
  await fresh.getByRole('button', { name: common.catalog.shop.back, exact: true }).click();
  await expect(fresh).toHaveURL('/');

  // Desktops have the header's links and the browser's own back.
  await fresh.goto(shopURL!);
  await fresh.setViewportSize(desktop);
  await expect(fresh.getByRole('button', { name: common.catalog.shop.back, exact: true })).toBeHidden();
});
