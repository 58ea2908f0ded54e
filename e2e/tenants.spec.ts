import { expect, test } from '@playwright/test';
import { common, phone, snapBoth } from './helpers.ts';

test.use({ viewport: phone });

test('the SINGLE profile is resolved from its host name', async ({ page }) => {
  await page.goto('http://pizzaria.localhost:3100/');

  const header = page.getByRole('banner');
  await expect(header.getByText('Pizzaria Bella Napoli', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Pizzaria Bella Napoli');
  await expect(page.getByRole('heading', { name: common.home.chooseCity })).toBeVisible();
  await expect(page.getByRole('button', { name: /Campinas/ })).toBeVisible();
  await snapBoth(page, 'single-profile-home');
});

test('the MARKETPLACE profile is resolved on localhost', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByText('Pede Já', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Pede Já');
});
