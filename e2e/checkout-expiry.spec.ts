import { expect, test } from './fixtures.ts';
import { lineOf, productNamed } from './checkout-helpers.ts';
import { listShops } from './catalog-helpers.ts';
import { common, phone, readStored, snapBoth, writeStored } from './helpers.ts';

test.use({ viewport: phone });

async function storedBag(request: Parameters<typeof listShops>[0], end: number) {
  const nonna = (await listShops(request)).find((shop) => shop.name.startsWith('Forno da Nonna'))!;
  const line = lineOf(await productNamed(request, nonna.shop_id, 'Pudim de leite'), 1);
  return {
    Order: {
      shop_name: nonna.name,
      order: {
        total_order: line.unit_price,
        schedule_id: null,
        shop_id: nonna.shop_id,
        total_delivery: 0,
        total_products: line.unit_price,
        address_id: null,
        items: [line],
      },
    },
    cart_expired: { init: end - 3600, end },
  };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

test('a bag past its hour is emptied and the customer is told', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: common.catalog.home.title })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => readStored(page, 'profile')).not.toBeNull();
  await writeStored(page, await storedBag(request, nowSeconds() - 60));
  await page.reload();
  await expect(page.getByText(common.cart.expired)).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  expect(await readStored(page, 'Order')).toBeNull();
  expect(await readStored(page, 'cart_expired')).toBeNull();
  await snapBoth(page, 'checkout-cart-expired');
});

test('a bag that expires while the page is open empties then, with the same notice', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: common.catalog.home.title })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => readStored(page, 'profile')).not.toBeNull();
  await writeStored(page, await storedBag(request, nowSeconds() + 3));
  await page.reload();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await expect(page.getByText(common.cart.expired)).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  expect(await readStored(page, 'Order')).toBeNull();
});
