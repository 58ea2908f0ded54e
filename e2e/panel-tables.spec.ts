import { shopTableCalls } from '@delivery/contract/calls/shop-tables';
import { tableParam } from '@delivery/contract/shop-tables';
import { fill } from '../apps/merchant/src/lib/messages.ts';
import { listShops } from './catalog-helpers.ts';
import { expect, test } from './fixtures.ts';
import { desktop, phone, snap } from './helpers.ts';
import { ownerOf, panel, signInToPanel, staffSession } from './panel-helpers.ts';

test.use({ viewport: desktop });

const slug = 'cantina-vesuvio';

test('an owner numbers the tables and prints their QR codes, six to an A4 page, each opening the shop at it', async ({
  page,
  request,
  browser,
}) => {
  await signInToPanel(page, ownerOf(slug));
  await page.goto('/painel/loja/mesas');
  await expect(page.getByRole('heading', { name: panel.tables.title })).toBeVisible();
  await expect(page.getByText(panel.tables.empty)).toBeVisible();

  await page.getByLabel(panel.tables.from).fill('1');
  await page.getByLabel(panel.tables.to).fill('6');
  await page.getByRole('button', { name: panel.tables.add }).click();
  await expect(page.getByText('Mesas 1 a 6 prontas')).toBeVisible();
  const tables = page.getByTestId('shop-table');
  await expect(tables).toHaveCount(6);
  await expect(tables.first()).toContainText(fill(panel.tables.table, { label: '1' }));
  await expect(page.getByRole('img', { name: fill(panel.tables.qrOf, { label: '6' }) })).toBeVisible();
  await snap(page, 'panel-tables');
  await page.setViewportSize(phone);
  await snap(page, 'panel-tables');
  await page.setViewportSize(desktop);

  // The printed sheet: the six cards alone, on one A4 page.
  const sheet = page.getByTestId('print-tables');
  await expect(sheet).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(sheet.locator('.print-table')).toHaveCount(6);
  await expect(sheet.locator('.print-table svg')).toHaveCount(6);
  await expect(page.getByRole('heading', { name: panel.tables.title })).toBeHidden();
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const pages = [...pdf.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map(([, w, h]) => ({
    widthMm: (Number(w) * 25.4) / 72,
    heightMm: (Number(h) * 25.4) / 72,
  }));
  // One A4 page: 210 × 297 mm.
  expect(pages).toHaveLength(1);
  expect(pages[0]!.widthMm).toBeCloseTo(210, 0);
  expect(pages[0]!.heightMm).toBeCloseTo(297, 0);
  await page.emulateMedia({ media: 'screen' });

  // Removing one asks first, and its code is gone from the sheet.
  await page.getByRole('button', { name: fill(panel.tables.removeLabel, { label: '6' }) }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: panel.tables.remove }).click();
  await expect(tables).toHaveCount(5);
  await expect(sheet.locator('.print-table')).toHaveCount(5);

  // Its address is the shop's page at that table: scanned by a guest's phone, it opens the menu.
  const { token } = await staffSession(request, ownerOf(slug));
  const shop = (await listShops(request)).find((one) => one.slug === slug)!;
  const answer = await (
    await request.post(shopTableCalls.shopTables.path, {
      headers: { authorization: `Bearer ${token}` },
      data: { validate: 1, shop_id: shop.shop_id },
    })
  ).json();
  const url = new URL(answer.tables[0].url);
  expect(url.pathname).toBe(`/${shop.city_slug}/${shop.segment}/${shop.slug}`);
  expect(url.searchParams.get(tableParam)).toMatch(/^[\w-]{22}$/);
  const guest = await browser.newContext({ viewport: phone });
  const scanned = await guest.newPage();
  await scanned.goto(`${url.pathname}${url.search}`);
  await expect(scanned.getByRole('heading', { name: shop.name, level: 1 })).toBeVisible();
  await guest.close();
});
