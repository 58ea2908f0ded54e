import { expect, test } from './fixtures.ts';
import { storedFromAddress } from '../apps/web/src/features/addresses/address-text.ts';
import { getMenu, listShops } from './catalog-helpers.ts';
import { buyerWithAddress, landedOrderId, lineOf, storeCart } from './checkout-helpers.ts';
import { common, desktop, phone, readStored, snap, snapBoth, writeStored } from './helpers.ts';
import { demoPassword, ownerOf, panel } from './panel-helpers.ts';

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

test("the single-shop tenant's first order is its nº 1, for its customer and on its board", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  // No other journey orders from the pizzeria's tenant, and each run starts from a new database:
  // this order is the tenant's first, whatever number the marketplace's orders have reached.
  const pizzaria = baseURL!.replace('//localhost', '//pizzaria.localhost');
  // The API's calls as the pizzeria's app makes them: its host names the tenant.
  const tenant = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { host: new URL(pizzaria).host },
  });
  const buyer = await buyerWithAddress(tenant, 'primeiro-da-pizzaria');
  const [shop] = await listShops(tenant);
  const margherita = (await getMenu(tenant, shop!.shop_id))
    .flatMap((category) => category.products)
    .find((product) => product.name === 'Pizza Margherita')!;

  await page.goto(`${pizzaria}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pizzaria Bella Napoli' })).toBeVisible();
  await expect.poll(() => readStored(page, 'profile')).not.toBeNull();
  await writeStored(page, {
    Customer: buyer.session.customer[0],
    token: buyer.token,
    Address: storedFromAddress(buyer.address),
  });
  await storeCart(page, shop!, [lineOf(margherita, 1)]);
  await page.goto(`${pizzaria}/checkout`);
  await page.getByRole('radio', { name: /^Dinheiro/ }).check();
  await page.getByRole('checkbox', { name: new RegExp(common.checkout.policy.link) }).check();
  await page.getByRole('button', { name: common.checkout.place.button }).click();
  const orderId = await landedOrderId(page);

  const title = common.orders.title.replace('{{number}}', '1');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('order-placed')).toContainText(common.orders.placedText.replace('{{number}}', '1'));
  await snapBoth(page, 'single-first-order');

  // The shop's board shows the same number on the card (its order id stays in the address only).
  const counter = await browser.newContext({ viewport: desktop, locale: 'pt-BR' });
  const board = await counter.newPage();
  await board.goto(`${pizzaria}/painel/`);
  await board.getByLabel(panel.auth.email).fill(ownerOf(shop!.slug));
  await board.getByLabel(panel.auth.password, { exact: true }).fill(demoPassword);
  await board.getByRole('button', { name: panel.auth.signIn, exact: true }).click();
  const card = board.locator(`[data-order-id="${orderId}"]`);
  await expect(card.getByRole('heading', { level: 3 })).toHaveText('#1');
  for (const size of [desktop, { width: 1024, height: 768 }]) {
    await board.setViewportSize(size);
    await snap(board, 'single-first-order-board');
  }
  await counter.close();
  await tenant.dispose();
});
