import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { TProduct, TShopSummary } from '@delivery/contract/catalog';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import type { StoredOrder } from '../apps/web/src/features/cart/cart.ts';
import { brl, getMenu, getShop, halfAndHalfCents, listShops } from './catalog-helpers.ts';
import { common, desktop, phone, readStored, snapBoth, spec } from './helpers.ts';

test.use({ viewport: phone });

/** A half-and-half of two flavours (a 'flavours' group of max 2) and two of its flavours of different prices. */
async function halfAndHalf(request: Parameters<typeof getMenu>[0], shop: TShopSummary) {
  const products = (await getMenu(request, shop.shop_id)).flatMap((category) => category.products);
  const product = products.find(
    (item) => item.available && item.option_groups.some((group) => group.kind === 'flavours' && group.max === 2),
  ) as TProduct;
  const group = product.option_groups.find((candidate) => candidate.kind === 'flavours')!;
  const first = group.options.find((option) => option.available)!;
  const second = group.options.find((option) => option.available && option.price !== first.price)!;
  return { product, group, first, second };
}

async function openProductFromShop(page: Page, shop: TShopSummary, product: TProduct) {
  await page.goto(`/${shop.city_slug}/${shop.segment}/${shop.slug}`);
  await page.getByTestId('product-row').filter({ hasText: product.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
}

test('a half-and-half is priced by each shop’s rule, added to the cart, and another shop’s item replaces it', async ({
  page,
  request,
}) => {
  const pizzarias = (await listShops(request, { segment: 'pizzaria' })).filter((shop) => shop.status.is_open);
  const rules = await Promise.all(pizzarias.map(async (shop) => (await getShop(request, shop.shop_id)).half_pricing));
  // The demo has one pizzeria charging the average and one the proportional price.
  expect(new Set(rules)).toEqual(new Set(['average', 'proportional']));

  let bag = { shop: pizzarias[0]!, product: {} as TProduct, cents: 0 };
  for (const [index, shop] of pizzarias.entries()) {
    const rule = rules[index]!;
    const { product, group, first, second } = await halfAndHalf(request, shop);
    const expected = halfAndHalfCents(rule, first.price, second.price);
    bag = { shop, product, cents: expected };

    await openProductFromShop(page, shop, product);
    const add = page.getByRole('button', { name: new RegExp(`^${common.catalog.product.add}`) });
    await expect(add).toBeDisabled();
    await expect(page.getByTestId('add-reason')).toHaveText(
      formatMessage(apiMessages.chooseAtLeast, { min: group.min, group: group.name }),
    );
    await expect(page.getByTestId('half-rule')).toHaveText(
      common.catalog.product.halfRule[rule].replace('{{count}}', '2'),
    );

    await page.getByRole('checkbox', { name: first.name, exact: true }).check();
    await page.getByRole('checkbox', { name: second.name, exact: true }).check();
    // Two chosen out of two: the other flavours cannot be added.
    const third = group.options.find((option) => option.available && ![first, second].includes(option))!;
    await expect(page.getByRole('checkbox', { name: third.name, exact: true })).toBeDisabled();
    await expect(add).toBeEnabled();
    await expect(add).toHaveText(common.catalog.product.addWithPrice.replace('{{price}}', brl(expected)));

    // Two units double the price shown, one unit brings it back.
    await page.getByRole('button', { name: common.catalog.product.increase }).click();
    await expect(add).toHaveText(common.catalog.product.addWithPrice.replace('{{price}}', brl(expected * 2)));
    await page.getByRole('button', { name: common.catalog.product.decrease }).click();
    await page.getByLabel(common.catalog.product.notes).fill('Bem assada, por favor');
    if (index === 0) {
      // The shot shows the chosen halves, each marked 1/2, above the add bar.
      await page
        .getByTestId('half-rule')
        .evaluate((note) => window.scrollTo(0, note.getBoundingClientRect().top + window.scrollY - 160));
      await snapBoth(page, 'catalog-product');
    }

    await add.click();
    if (index > 0) {
      const dialog = page.getByRole('alertdialog', { name: common.cart.replaceTitle });
      await expect(dialog).toContainText(common.cart.replaceText);
      await snapBoth(page, 'catalog-cart-replace');
      await dialog.getByRole('button', { name: spec.yes }).click();
    }
    await expect(page.getByText(common.cart.added.replace('{{product}}', product.name))).toBeVisible();
    await expect(page).toHaveURL(`/${shop.city_slug}/${shop.segment}/${shop.slug}`);
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await expect(page.getByTestId('cart-button')).toHaveAccessibleName(
      common.header.cartItems_one.replace('{{count}}', '1'),
    );

    const stored = await readStored<StoredOrder>(page, 'Order');
    expect(stored?.shop_name).toBe(shop.name);
    expect(stored?.order.shop_id).toBe(shop.shop_id);
    expect(stored?.order.items).toHaveLength(1);
    expect(stored?.order.items[0]).toMatchObject({
      product_id: product.product_id,
      quantity: 1,
      unit_price: expected / 100,
      notes: 'Bem assada, por favor',
      options: { [group.group_id]: [first.option_id, second.option_id] },
    });
    expect(stored?.order.total_products).toBe(expected / 100);
    const expiry = await readStored<{ init: number; end: number }>(page, 'cart_expired');
    expect(expiry && expiry.end - expiry.init).toBe(3600);
  }

  // The badge survives a reload: it is read back from the stored Order.
  await page.reload();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  // On a phone the bag stays in reach under the menu, with its count and subtotal, and opens the bag.
  const bar = page.getByTestId('bag-bar');
  await expect(bar).toHaveAccessibleName(
    common.cart.bar.label_one.replace('{{count}}', '1').replace('{{total}}', brl(bag.cents)),
  );
  await expect(bar).toContainText(common.cart.bar.view);
  await expect(bar).toContainText(brl(bag.cents));
  await snapBoth(page, 'catalog-bag-bar');
  await bar.click();
  const sheet = page.getByRole('dialog', { name: common.cart.title });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: common.cart.close }).click();
  // A product's page keeps it atop its own bottom bar; wider screens have the header's bag only.
  await openProductFromShop(page, bag.shop, bag.product);
  await expect(page.getByTestId('add-bar').getByTestId('bag-bar')).toBeVisible();
  await page.setViewportSize(desktop);
  await expect(page.getByTestId('bag-bar')).toBeHidden();
});

test('the paused shop says “Fechada no momento” and its products cannot be added', async ({ page, request }) => {
  const paused = (await listShops(request)).find((shop) => shop.status.paused)!;
  const product = (await getMenu(request, paused.shop_id))
    .flatMap((category) => category.products)
    .find((item) => item.available)!;

  await page.goto(`/${paused.city_slug}/${paused.segment}/${paused.slug}`);
  await expect(page.getByTestId('closed-banner')).toContainText(common.catalog.banner.paused);
  await expect(page.getByTestId('closed-banner')).toContainText(common.catalog.banner.pausedText);
  // Still browsable.
  await page.getByTestId('product-row').filter({ hasText: product.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByTestId('closed-banner')).toContainText(common.catalog.banner.paused);
  const add = page.getByRole('button', { name: new RegExp(`^${common.catalog.product.add}`) });
  await expect(add).toBeDisabled();
  await expect(page.getByTestId('add-reason')).toContainText(common.catalog.product.closed);
  await snapBoth(page, 'catalog-product-closed');
  expect(await readStored(page, 'Order')).toBeNull();
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
});
