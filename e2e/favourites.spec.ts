import { favouriteCalls } from '@delivery/contract/calls/favourites';
import { apiMessages } from '@delivery/contract/messages';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newCustomer, registerViaApi, signInWithPassword, welcome } from './auth-helpers.ts';
import { common, phone, snapBoth, spec } from './helpers.ts';

test.use({ viewport: phone });

const nonna = 'Forno da Nonna Pizzaria';
const addLabel = common.favourites.add.replace('{{shop}}', nonna);
const removeLabel = common.favourites.remove.replace('{{shop}}', nonna);
const favouriteRow = (page: Page) => page.getByRole('region', { name: common.favourites.title });

test('a visitor tapping a heart is asked to sign in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: addLabel }).click();
  await expect(page.getByTestId('sign-in-modal')).toBeVisible();
});

test('a customer favourites a shop from its card, finds it on the home and removes it from the shop page', async ({
  page,
  request,
}) => {
  const customer = newCustomer('favoritos');
  await registerViaApi(request, customer);
  await signInWithPassword(page, customer.email, customer.password);
  await expect(page.getByText(welcome(customer.name))).toBeVisible();

  await page.goto('/');
  await expect(page.getByTestId('shop-card').first()).toBeVisible();
  await expect(favouriteRow(page)).toHaveCount(0);

  const added = page.waitForResponse(favouriteCalls.addFavoriteShop.path);
  await page.getByRole('button', { name: addLabel }).click();
  // The heart fills at once; the row of favourites appears above the list with the shop.
  await expect(page.getByRole('button', { name: removeLabel }).first()).toBeVisible();
  expect((await (await added).json()).error_type).toBe(0);
  const row = favouriteRow(page);
  await expect(row.getByTestId('shop-card')).toHaveCount(1);
  await expect(row).toContainText(nonna);
  await snapBoth(page, 'favourites-home');

  // Kept by the server: still there on a fresh start.
  await page.reload();
  await expect(favouriteRow(page).getByTestId('shop-card')).toHaveCount(1);

  await favouriteRow(page).getByTestId('shop-card').click();
  await expect(page.getByRole('heading', { level: 1, name: nonna })).toBeVisible();
  const heart = page.getByRole('button', { name: removeLabel });
  await expect(heart).toHaveAttribute('data-favourite', 'true');
  await snapBoth(page, 'favourites-shop');
  const removed = page.waitForResponse(favouriteCalls.removeFavoriteShop.path);
  await heart.click();
  await expect(page.getByRole('button', { name: addLabel })).toBeVisible();
  expect((await (await removed).json()).error_type).toBe(0);

  await page.goto('/');
  await expect(page.getByTestId('shop-card').first()).toBeVisible();
  await expect(favouriteRow(page)).toHaveCount(0);
});

test('a heart that the server could not save goes back and says so', async ({ page, request }) => {
  const customer = newCustomer('favoritos-falha');
  await registerViaApi(request, customer);
  await signInWithPassword(page, customer.email, customer.password);
  await expect(page.getByText(welcome(customer.name))).toBeVisible();
  await page.goto('/');

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${favouriteCalls.addFavoriteShop.path}`, async (route) => {
    await held;
    await route.abort('internetdisconnected');
  });
  await page.getByRole('button', { name: addLabel }).click();
  // Filled while the call is on its way…
  await expect(page.getByRole('button', { name: removeLabel }).first()).toBeVisible();
  release();
  // …and empty again once it failed, with a message.
  await expect(page.getByRole('button', { name: addLabel })).toBeVisible();
  await expect(page.getByText(common.favourites.failed)).toBeVisible();
  await expect(favouriteRow(page)).toHaveCount(0);
});

test("a heart the server refuses says the server's reason in 'Oops'", async ({ page, request }) => {
  const customer = newCustomer('favoritos-recusa');
  await registerViaApi(request, customer);
  await signInWithPassword(page, customer.email, customer.password);
  await expect(page.getByText(welcome(customer.name))).toBeVisible();
  await page.goto('/');

  // A shop gone from the tenant since the page was drawn: the real server refuses it.
  await page.route(`**${favouriteCalls.addFavoriteShop.path}`, (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    return route.continue({ postData: JSON.stringify({ ...body, shop_id: 999_999 }) });
  });
  await page.getByRole('button', { name: addLabel }).click();
  const oops = page.getByRole('alertdialog', { name: spec.oops });
  await expect(oops).toContainText(apiMessages.shopNotFound);
  await oops.getByRole('button', { name: spec.close }).click();
  await expect(page.getByRole('button', { name: addLabel })).toBeVisible();
  await expect(favouriteRow(page)).toHaveCount(0);
});
