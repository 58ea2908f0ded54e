import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { common, phone } from './helpers.ts';

/*
 * A first visit draws from the answers its page came with (decision 0046): the profile, the
 * cities and the shops of the home, or the shop and its menu, without a round trip each. A page
 * reached afterwards asks the API as before.
 */

test.use({ viewport: phone });

/** The paths of the API calls the page makes from now on. */
function apiCallsOf(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(pathname);
  });
  return calls;
}

const firstReads = [
  '/api/profile4api/getProfile',
  '/api/addresses4api/cities',
  '/api/app/getInfoSlider',
  '/api/shop4api/listShops',
];

test("the home's shops are drawn from the page's answers; a shop opened from there asks the API", async ({ page }) => {
  const calls = apiCallsOf(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Lojas em Campinas' })).toBeVisible();
  await expect(page.getByTestId('shop-card')).toHaveCount(8);
  await expect(page.getByRole('region', { name: common.slider.label })).toBeVisible();
  expect(calls.filter((path) => firstReads.includes(path))).toEqual([]);

  // The title the server wrote for the page stays; a page opened in the app gets the app's.
  await expect(page).toHaveTitle('Pede Já: delivery em Campinas');
  await page.getByTestId('shop-card').filter({ hasText: 'Forno da Nonna' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forno da Nonna' })).toBeVisible();
  await expect(page).toHaveTitle(`${common.pages.place} | Pede Já`);
  // The menu is asked for once the shop has answered: on a busy machine, after its heading shows.
  await expect.poll(() => calls).toEqual(expect.arrayContaining(['/api/shop4api/getShop', '/api/shop4api/getMenu']));

  // Every page sent comes with its own answers: opened again, the home asks for none of them either.
  const before = calls.length;
  await page.goto('/');
  await expect(page.getByTestId('shop-card')).toHaveCount(8);
  expect(calls.slice(before).filter((path) => firstReads.includes(path))).toEqual([]);
});

test("the SINGLE tenant's home opens its shop and menu from the page's answers", async ({ page, baseURL }) => {
  const calls = apiCallsOf(page);
  await page.goto(baseURL!.replace('localhost', 'pizzaria.localhost'));
  await expect(page.getByRole('heading', { level: 1, name: 'Pizzaria Bella Napoli' })).toBeVisible();
  await expect(page.getByText('Pizza Margherita').first()).toBeVisible();
  // It went on to its shop's permalink, which the page named as its address: the title stays.
  await expect(page).toHaveTitle('Pizzaria Bella Napoli: Pizzaria em Campinas');
  expect(
    calls.filter((path) => [...firstReads, '/api/shop4api/getShop', '/api/shop4api/getMenu'].includes(path)),
  ).toEqual([]);
});
