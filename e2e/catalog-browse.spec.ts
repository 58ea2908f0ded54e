import { expect, test } from './fixtures.ts';
import { brl, getMenu, getShop, listShops } from './catalog-helpers.ts';
import { common, phone, snapBoth } from './helpers.ts';

test.use({ viewport: phone });

test('a visitor filters by segment, searches a product, opens a shop, jumps to a category and opens a product', async ({
  page,
  request,
}) => {
  const shops = await listShops(request);
  const pizzarias = shops.filter((shop) => shop.segment === 'pizzaria');
  const withAcai = await listShops(request, { q: 'acai' });
  expect(withAcai.length).toBeGreaterThan(0);

  await page.goto('/');
  const cards = page.getByTestId('shop-card');
  await expect(cards).toHaveCount(shops.length);
  // Closed shops come after the open ones, under their own heading, muted.
  await expect(page.getByRole('heading', { name: common.catalog.home.groups.closed })).toBeVisible();
  await expect(cards.last()).toHaveAttribute('data-muted', 'true');
  const nonna = cards.filter({ hasText: 'Forno da Nonna' });
  await expect(nonna).toContainText('4,6 (612)');
  await expect(nonna).toContainText('40–60 min');
  await expect(nonna).toContainText(`Entrega a partir de ${brl(699)}`);
  await expect(nonna).toContainText(`Pedido mín. ${brl(4000)}`);
  await expect(cards.filter({ hasText: 'Temakeria Maré' })).toContainText(common.catalog.status.paused);
  await snapBoth(page, 'catalog-home');

  const segments = page.getByRole('group', { name: common.catalog.home.segmentsLabel });
  await segments.getByRole('button', { name: common.catalog.segments.pizzaria }).click();
  await expect(page).toHaveURL(/segmento=pizzaria/);
  await expect(cards).toHaveCount(pizzarias.length);
  for (const shop of pizzarias) await expect(cards.filter({ hasText: shop.name })).toBeVisible();
  await segments.getByRole('button', { name: common.catalog.segments.pizzaria }).click();
  await expect(cards).toHaveCount(shops.length);

  // The search ignores accents: 'acai' finds the shop that sells 'Açaí'.
  await page.getByRole('searchbox', { name: common.catalog.home.searchLabel }).fill('acai');
  await expect(page.getByRole('heading', { name: 'Resultados para “acai”' })).toBeVisible();
  await expect(cards).toHaveCount(withAcai.length);
  const found = withAcai[0]!;
  await cards.filter({ hasText: found.name }).click();

  await expect(page).toHaveURL(`/${found.city_slug}/${found.segment}/${found.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: found.name })).toBeVisible();
  const menu = await getMenu(request, found.shop_id);
  const nav = page.getByRole('navigation', { name: common.catalog.shop.categoriesLabel });
  await expect(nav.getByRole('link')).toHaveCount(menu.length);
  const last = menu.at(-1)!;
  await nav.getByRole('link', { name: last.name, exact: true }).click();
  await expect(nav.getByRole('link', { name: last.name, exact: true })).toHaveAttribute('aria-current', 'location');
  await expect(page.getByRole('heading', { level: 2, name: last.name, exact: true })).toBeInViewport();
  // Scrolling back to the top hands the highlight back to the first category.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(nav.getByRole('link', { name: menu[0]!.name, exact: true })).toHaveAttribute('aria-current', 'location');

  const product = last.products.find((item) => item.available)!;
  await page.getByTestId('product-row').filter({ hasText: product.name }).first().click();
  await expect(page).toHaveURL(`/product-detail/${product.product_id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('link', { name: common.catalog.product.backTo.replace('{{shop}}', found.name) }).click();
  await expect(page).toHaveURL(`/${found.city_slug}/${found.segment}/${found.slug}`);
});

test('a shop’s permalink and its id show the same shop, with hours and payment methods', async ({ page, request }) => {
  const shop = (await listShops(request, { segment: 'pizzaria' }))[0]!;

  await page.goto(`/restaurante/${shop.shop_id}`);
  await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
  await expect(page.getByTestId('shop-page')).toHaveAttribute('data-shop-id', String(shop.shop_id));

  await page.goto(`/campinas/pizzaria/${shop.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
  await expect(page.getByTestId('shop-page')).toHaveAttribute('data-shop-id', String(shop.shop_id));
  await expect(page.getByText(common.catalog.shop.paymentMethod.pix, { exact: false }).first()).toBeVisible();
  // Its cashback is told before any order, as the shop's own settings give it.
  const { cashback_percent: cashback } = await getShop(request, shop.shop_id);
  expect(cashback).toBeGreaterThan(0);
  await expect(page.getByTestId('shop-cashback')).toHaveText(
    `${common.catalog.shop.cashback.replace('{{percent}}', String(cashback))} ${common.catalog.shop.cashbackDetail}`,
  );
  await snapBoth(page, 'catalog-shop');

  await page.getByRole('button', { name: new RegExp(common.catalog.shop.hours) }).click();
  const hours = page.getByRole('dialog', { name: common.catalog.shop.hoursTitle });
  await expect(hours).toBeVisible();
  await expect(hours.getByText('domingo')).toBeVisible();
  await expect(hours.getByText('sábado')).toBeVisible();
  await snapBoth(page, 'catalog-shop-hours');
  await hours.getByRole('button', { name: common.catalog.shop.close }).click();
  await expect(hours).toBeHidden();

  await page.goto('/campinas/pizzaria/nao-existe');
  await expect(page.getByRole('heading', { level: 1, name: common.catalog.shop.notFoundTitle })).toBeVisible();
});

test('a search for a dish lists it under each shop that has it, with its price, and opens its page', async ({
  page,
  request,
}) => {
  const found = (await listShops(request, { q: 'calabresa' })).filter((shop) => shop.matches?.length);
  expect(found.length).toBeGreaterThan(1);

  await page.goto('/');
  await page.getByRole('searchbox', { name: common.catalog.home.searchLabel }).fill('calabresa');
  await expect(page.getByRole('heading', { name: 'Resultados para “calabresa”' })).toBeVisible();
  for (const shop of found) {
    const dishes = page.getByRole('list', { name: common.catalog.home.matchesIn.replace('{{shop}}', shop.name) });
    await expect(dishes.getByRole('link')).toHaveCount(shop.matches!.length);
    for (const dish of shop.matches!) {
      const row = dishes.getByRole('link').filter({ hasText: dish.name });
      await expect(row).toContainText(brl(Math.round(dish.price * 100)));
      if (dish.from) await expect(row).toContainText(common.catalog.shop.from);
    }
  }
  await snapBoth(page, 'catalog-dish-search');

  const dish = found[0]!.matches![0]!;
  await page
    .getByRole('list', { name: common.catalog.home.matchesIn.replace('{{shop}}', found[0]!.name) })
    .getByRole('link')
    .filter({ hasText: dish.name })
    .click();
  await expect(page).toHaveURL(`/product-detail/${dish.product_id}`);
  await expect(page.getByRole('heading', { level: 1, name: dish.name })).toBeVisible();
});
