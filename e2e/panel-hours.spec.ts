import { shopSettingsCalls } from '@delivery/contract/calls/shop-settings';
import { apiMessages } from '@delivery/contract/messages';
import type { TShopHoursResponse } from '@delivery/contract/shop-hours';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fill } from '../apps/merchant/src/lib/messages.ts';
import { buyerWithAddress, lineOf, productNamed, shopNamed, signInAs, storeCart } from './checkout-helpers.ts';
import { common, phone } from './helpers.ts';
import { ownerCalls, ownerOf, panel, signInToPanel } from './panel-helpers.ts';

test.use({ viewport: phone });

const shopName = 'Forno da Nonna';
const holiday = 'Feriado municipal';

/** The owner's call of the shop's hours, by the API: what the journey found, and puts back. */
async function hoursApi(request: APIRequestContext, slug: string, shopId: number) {
  const owner = await ownerCalls(request, slug, shopId);
  const call = (path: string, data: Record<string, unknown>) => owner<TShopHoursResponse>(path, data);
  return {
    read: () => call(shopSettingsCalls.shopHours.path, {}),
    save: (answer: TShopHoursResponse, version: number) =>
      call(shopSettingsCalls.saveShopHours.path, { ...answer.hours, version }),
  };
}

test('an owner closes the shop for a holiday today, and a customer’s checkout offers scheduled slots only', async ({
  page,
  browser,
  request,
}) => {
  const buyer = await buyerWithAddress(request, 'feriado');
  const shop = await shopNamed(request, shopName, buyer);
  const pudding = lineOf(await productNamed(request, shop.shop_id, 'Pudim de leite'), 2);
  const hours = await hoursApi(request, shop.slug, shop.shop_id);
  const before = await hours.read();
  expect(before.hours.exceptions.map((exception) => exception.date)).not.toContain(before.today);

  try {
    await signInToPanel(page, ownerOf(shop.slug));
    await page.getByRole('link', { name: panel.nav.shop }).click();
    await expect(page).toHaveURL(/\/painel\/loja\/horarios$/);
    await expect(page.getByRole('heading', { name: panel.shopSettings.title, level: 1 })).toBeVisible();
    await expect(page.getByText(fill(panel.shopSettings.lead, { shop: shop.name }))).toBeVisible();
    await expect(page.getByRole('heading', { name: panel.shopSettings.hours.week })).toBeVisible();

    // The new date starts at the shop's today, closed all day: a name is all a holiday needs.
    const text = panel.shopSettings.hours;
    await expect(page.getByLabel(text.date, { exact: true })).toHaveValue(before.today);
    await expect(page.getByRole('button', { name: text.kindClosed, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByLabel(text.label).fill(holiday);
    await page.getByRole('button', { name: text.addException }).click();
    const added = page.getByTestId('hours-exception');
    await expect(added).toHaveCount(before.hours.exceptions.length + 1);
    await expect(added.filter({ hasText: holiday })).toContainText(`(${text.today})`);
    await expect(added.filter({ hasText: holiday })).toContainText(text.closedAllDay);
    await expect(page.getByText(panel.shopSettings.unsaved)).toBeVisible();
    await page.screenshot({ path: 'test-results/panel-hours-holiday.png' });

    await page.getByRole('button', { name: panel.shopSettings.save, exact: true }).click();
    await expect(page.getByText(apiMessages.hoursSaved)).toBeVisible();
    await expect(page.getByText(panel.shopSettings.unsaved)).toHaveCount(0);
    await expect(page.getByRole('button', { name: panel.shopSettings.save, exact: true })).toBeDisabled();

    // A customer who had it in the bag: no "Agora", only slots of another day.
    const customer = await browser.newPage({ viewport: phone });
    await signInAs(customer, buyer);
    await storeCart(customer, shop, [pudding]);
    await customer.goto('/checkout');
    const now = customer.getByRole('radio', { name: new RegExp(`^${common.checkout.when.now}`) });
    await expect(now).toBeDisabled();
    await expect(customer.getByText(common.checkout.when.closedNow)).toBeVisible();
    await expect(customer.getByRole('radio', { name: new RegExp(`^${common.checkout.when.schedule}`) })).toBeChecked();
    const slots = customer.getByLabel(common.checkout.when.slot, { exact: true }).locator('option:not([value=""])');
    await expect.poll(() => slots.count()).toBeGreaterThan(0);
    const labels = await slots.allTextContents();
    expect(labels.filter((label) => label.startsWith('Hoje'))).toEqual([]);
    expect(labels[0]).toMatch(/^Amanhã, /);
    await customer
      .getByRole('heading', { name: common.checkout.when.title })
      .evaluate((heading) => heading.scrollIntoView({ block: 'center' }));
    await customer.screenshot({ path: 'test-results/panel-hours-checkout.png' });
    await customer.close();
  } finally {
    // Later journeys order from this shop: it opens again whatever happened above.
    const now = await hours.read();
    if (JSON.stringify(now.hours) !== JSON.stringify(before.hours)) await hours.save(before, now.version);
  }
  expect((await hours.read()).hours).toEqual(before.hours);
});
