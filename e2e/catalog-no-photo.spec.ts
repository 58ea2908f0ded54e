import { menuCalls } from '@delivery/contract/calls/menu';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { segmentImage } from '../apps/web/src/lib/segment-images.ts';
import { listShops } from './catalog-helpers.ts';
import { common, snapBoth } from './helpers.ts';
import { ownerCalls } from './panel-helpers.ts';

/** Every image on the page has an address: an empty (or missing) src draws a broken-image box. */
async function expectNoEmptyImage(page: Page): Promise<void> {
  await expect(page.locator('img[src=""], img:not([src])')).toHaveCount(0);
}

test('a product with no photo shows its shop’s segment illustration on the menu, its page and a search, never a broken image', async ({
  page,
  request,
}) => {
  const [shop] = await listShops(request);
  const run = Date.now().toString(36);
  const name = `Bolo caseiro ${run}`;
  const owner = await ownerCalls(request, shop!.slug, shop!.shop_id);
  const category = await owner<{ error_type: number; message: string; category: { category_id: number } }>(
    menuCalls.saveCategory.path,
    { name: `Sem foto ${run}`, hidden: '0' },
  );
  // As a menu imported from a point-of-sale system often has it: no image at all.
  const saved = await owner<{ error_type: number; message: string; product: { product_id: number; image: string } }>(
    menuCalls.saveProduct.path,
    { category_id: category.category.category_id, name, description: 'Fatia generosa', price: '9,90', available: '1' },
  );
  expect(saved.product.image).toBe('');
  const placeholder = segmentImage[shop!.segment];

  await page.goto(`/${shop!.city_slug}/${shop!.segment}/${shop!.slug}`);
  const row = page.getByTestId('product-row').filter({ hasText: name });
  await row.scrollIntoViewIfNeeded();
  await expect(row.locator('img')).toHaveAttribute('src', placeholder);
  await expect.poll(() => row.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoEmptyImage(page);

  await row.click();
  await expect(page).toHaveURL(`/product-detail/${saved.product.product_id}`);
  const picture = page.getByTestId('product-page').locator('img').first();
  await expect(picture).toHaveAttribute('src', placeholder);
  await expectNoEmptyImage(page);
  await snapBoth(page, 'product-no-photo');

  await page.goto('/');
  await page.getByRole('searchbox', { name: common.catalog.home.searchLabel }).fill(run);
  const dishes = page.getByRole('list', { name: common.catalog.home.matchesIn.replace('{{shop}}', shop!.name) });
  await expect(dishes.getByRole('link').filter({ hasText: name }).locator('img')).toHaveAttribute('src', placeholder);
  await expectNoEmptyImage(page);

  // The page as the server sends it (for link previews and search engines): no empty image address.
  const html = await (await request.get(`/product-detail/${saved.product.product_id}`)).text();
  expect(html).toContain(name);
  expect(html).not.toMatch(/<(meta|link)[^>]*(content|href)=""/);
  const structured = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => m[1]);
  expect(structured.length).toBeGreaterThan(0);
  for (const data of structured) expect(data).not.toContain('"image":""');

  await owner(menuCalls.saveCategory.path, {
    category_id: category.category.category_id,
    version: 1,
    name: `Sem foto ${run}`,
    hidden: '1',
  });
});
