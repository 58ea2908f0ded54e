import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { common, phone, readStored, snapBoth, spec } from './helpers.ts';

test.use({ viewport: phone });

const placeSheet = (page: Page) => page.getByTestId('delivery-place-sheet');

/** Opens 'Entregar em …' (the header's second row on a phone) and returns the sheet. */
async function openPlaceSheet(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(common.header.deliverTo) })
    .click();
  await expect(placeSheet(page)).toBeVisible();
  return placeSheet(page);
}

test('home lists the stored city’s shops; the header’s “Entregar em” changes the city and stores it', async ({
  page,
}) => {
  await page.goto('/');

  await expect(page.getByText(spec.sandboxBadge)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: common.catalog.home.title })).toBeVisible();
  // A first start stores the profile's first city as the address (docs/product.md section 4).
  await expect.poll(() => readStored(page, 'Address')).toEqual({ city_id: 1, city: 'Campinas' });
  await expect(page.getByRole('heading', { name: 'Lojas em Campinas' })).toBeVisible();
  await expect(page.getByTestId('shop-card')).toHaveCount(8);
  await expect(page.getByRole('banner').getByRole('button', { name: /Campinas/ })).toBeVisible();

  let sheet = await openPlaceSheet(page);
  await expect(sheet.getByRole('button', { name: /Campinas/ })).toHaveAttribute('aria-pressed', 'true');
  await sheet.getByRole('button', { name: /Valinhos/ }).click();
  await expect(sheet).toBeHidden();
  await expect.poll(() => readStored(page, 'Address')).toEqual({ city_id: 2, city: 'Valinhos' });
  // Valinhos has no shops yet: the empty state says so, and counts '0 lojas'.
  await expect(
    page.getByRole('heading', { name: common.catalog.home.emptyCityTitle.replace('{{city}}', 'Valinhos') }),
  ).toBeVisible();
  await expect(page.getByText(common.catalog.home.emptyCityText)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^\d+ lojas?$/ })).toHaveText('0 lojas');
  await snapBoth(page, 'home-city-without-shops');

  sheet = await openPlaceSheet(page);
  await sheet.getByRole('button', { name: /Campinas/ }).click();
  await expect.poll(() => readStored(page, 'Address')).toEqual({ city_id: 1, city: 'Campinas' });
  await expect(page.getByTestId('shop-card')).toHaveCount(8);

  await page.reload();
  sheet = await openPlaceSheet(page);
  await expect(sheet.getByRole('button', { name: /Campinas/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(sheet.getByRole('link', { name: new RegExp(common.deliveryPlace.myAddresses) })).toBeVisible();
  await snapBoth(page, 'home-delivery-place');
});

test('an unknown route falls back to home', async ({ page }) => {
  await page.goto('/nao-existe/xyz/abc/def');

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: common.catalog.home.title })).toBeVisible();
});

test('the tab bar reaches the main pages on a phone', async ({ page }) => {
  await page.goto('/');
  const tabs = page.getByRole('navigation', { name: common.nav.label });

  await tabs.getByRole('link', { name: common.pages.profile }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(common.pages.profile);
  await expect(tabs.getByRole('link', { name: common.pages.profile })).toHaveAttribute('aria-current', 'page');

  // Orders need a customer: a visitor gets docs/product.md's 'Aviso' (auth-guards.spec.ts covers it).
  await tabs.getByRole('link', { name: common.pages.orders }).click();
  await expect(page).toHaveURL('/orders');
  await expect(page.getByRole('alertdialog', { name: spec.notice })).toBeVisible();
  await page.getByRole('button', { name: spec.cancel }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: common.catalog.home.title })).toBeVisible();
});
