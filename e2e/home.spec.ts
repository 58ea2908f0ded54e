import { expect, test } from '@playwright/test';
import { common, phone, readStored, snapBoth, spec } from './helpers.ts';

test.use({ viewport: phone });

test('home shows the sandbox badge and the profile’s cities, and stores the chosen one', async ({ page }) => {
  await page.goto('/');

  await expect(page.getByText(spec.sandboxBadge)).toBeVisible();
  await expect(page.getByRole('heading', { name: common.home.chooseCity })).toBeVisible();
  const campinas = page.getByRole('button', { name: /Campinas/ });
  const valinhos = page.getByRole('button', { name: /Valinhos/ });
  await expect(campinas).toBeVisible();

  // A first start stores the profile's first city as the address (SPEC.md section 4).
  await expect.poll(() => readStored(page, 'Address')).toEqual({ city_id: 1, city: 'Campinas' });
  await expect(campinas).toHaveAttribute('aria-pressed', 'true');
  await snapBoth(page, 'home');

  await valinhos.click();
  await expect(valinhos).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => readStored(page, 'Address')).toEqual({ city_id: 2, city: 'Valinhos' });

  await campinas.click();
  await expect.poll(() => readStored(page, 'Address')).toEqual({ city_id: 1, city: 'Campinas' });
  await expect(page.getByRole('status').filter({ hasText: 'Campinas' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: /Campinas/ })).toHaveAttribute('aria-pressed', 'true');
  await snapBoth(page, 'home-city-chosen');
});

test('an unknown route falls back to home', async ({ page }) => {
  await page.goto('/nao-existe/xyz/abc/def');

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: common.home.chooseCity })).toBeVisible();
  await snapBoth(page, 'unknown-route');
});

test('the tab bar reaches the main pages on a phone', async ({ page }) => {
  await page.goto('/');
  const tabs = page.getByRole('navigation', { name: common.nav.label });

  await tabs.getByRole('link', { name: common.pages.profile }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(common.pages.profile);
  await expect(tabs.getByRole('link', { name: common.pages.profile })).toHaveAttribute('aria-current', 'page');

  // Orders need a customer: a visitor gets SPEC.md's 'Aviso' (auth-guards.spec.ts covers it).
  await tabs.getByRole('link', { name: common.pages.orders }).click();
  await expect(page).toHaveURL('/orders');
  await expect(page.getByRole('alertdialog', { name: spec.notice })).toBeVisible();
  await page.getByRole('button', { name: spec.cancel }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: common.home.chooseCity })).toBeVisible();
});
