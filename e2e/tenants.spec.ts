import { expect, test } from '@playwright/test';
import { common, phone, snapBoth } from './helpers.ts';

test.use({ viewport: phone });

test('the SINGLE profile is resolved from its host name and its home is its only shop', async ({ page, baseURL }) => {
  const pizzaria = baseURL!.replace('//localhost', '//pizzaria.localhost');
  await page.goto(`${pizzaria}/`);

  const header = page.getByRole('banner');
  await expect(header.getByText('Pizzaria Bella Napoli', { exact: true })).toBeVisible();
  // SINGLE: home goes straight to the shop's permalink, replacing itself in the history.
  await expect(page).toHaveURL(`${pizzaria}/campinas/pizzaria/pizzaria-bella-napoli`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pizzaria Bella Napoli' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: common.catalog.shop.categoriesLabel })).toBeVisible();
  await expect(page.getByTestId('product-row').first()).toBeVisible();
  // The title the server wrote for the shop it sent, naming the shop once on its own site.
  await expect(page).toHaveTitle('Pizzaria Bella Napoli: Pizzaria em Campinas');
  await snapBoth(page, 'single-profile-home');

  // The home tab leads back to the same shop.
  await page.getByRole('navigation', { name: common.nav.label }).getByRole('link', { name: common.nav.home }).click();
  await expect(page).toHaveURL(/\/campinas\/pizzaria\/pizzaria-bella-napoli$/);
});

test('the MARKETPLACE profile is resolved on localhost', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByText('Pede Já', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Pede Já: delivery em Campinas');
});
