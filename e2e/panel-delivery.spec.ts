import { shopSettingsCalls } from '@delivery/contract/calls/shop-settings';
import { apiMessages } from '@delivery/contract/messages';
import type { TShopDeliveryResponse } from '@delivery/contract/shop-delivery';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fill } from '../apps/merchant/src/lib/messages.ts';
import { brl } from './catalog-helpers.ts';
import { buyerWithAddress, lineOf, productNamed, shopNamed, signInAs, storeCart } from './checkout-helpers.ts';
import { common, phone } from './helpers.ts';
import { ownerCalls, ownerOf, panel, signInToPanel } from './panel-helpers.ts';

test.use({ viewport: phone });

const shopName = 'Forno da Nonna';
const dropped = 'Barão Geraldo';

/** The owner's delivery section by the API: what the journey found, and puts back. */
async function deliveryApi(request: APIRequestContext, slug: string, shopId: number) {
  const owner = await ownerCalls(request, slug, shopId);
  const call = (path: string, data: Record<string, unknown>) => owner<TShopDeliveryResponse>(path, data);
  return {
    read: () => call(shopSettingsCalls.shopDelivery.path, {}),
    restore: ({ delivery }: TShopDeliveryResponse, version: number) =>
      call(shopSettingsCalls.saveShopDelivery.path, {
        version,
        pickup: delivery.pickup ? '1' : '0',
        min_order: delivery.min_order,
        free_delivery_above: delivery.free_delivery_above,
        districts: delivery.districts
          .filter((d) => d.served)
          .map(({ district_id, fee, extra_minutes }) => ({ district_id, fee, extra_minutes })),
      }),
  };
}

test('an owner stops delivering to a district and delivers free above an amount; customers see both at checkout', async ({
  page,
  browser,
  request,
}) => {
  const buyer = await buyerWithAddress(request, 'entrega-gratis');
  const farAway = await buyerWithAddress(request, 'bairro-fora', dropped);
  const shop = await shopNamed(request, shopName, buyer);
  // Four puddings, R$ 51,60: above the shop's minimum and the free delivery amount set below.
  const puddings = lineOf(await productNamed(request, shop.shop_id, 'Pudim de leite'), 4);
  const delivery = await deliveryApi(request, shop.slug, shop.shop_id);
  const before = await delivery.read();
  expect(before.delivery.districts.find((d) => d.name === dropped)?.served).toBe(true);

  try {
    await signInToPanel(page, ownerOf(shop.slug));
    await page.getByRole('link', { name: panel.nav.shop }).click();
    await page.getByRole('link', { name: panel.shopSettings.delivery.tab }).click();
    await expect(page).toHaveURL(/\/painel\/loja\/entrega$/);
    const text = panel.shopSettings.delivery;
    await expect(page.getByRole('heading', { name: text.districts })).toBeVisible();

    await page.getByLabel(text.filter).fill('barao');
    await expect(page.getByTestId('delivery-district')).toHaveCount(1);
    await page.getByRole('checkbox', { name: dropped }).uncheck();
    await expect(page.getByTestId('delivery-district')).toContainText(text.notServed);
    await page.getByLabel(text.freeAbove).fill('50');
    await expect(page.getByText(fill(text.freeAboveNote, { value: brl(5000) }))).toBeVisible();
    await page.getByRole('button', { name: panel.shopSettings.save, exact: true }).click();
    await expect(page.getByText(apiMessages.deliverySaved)).toBeVisible();
    await expect(page.getByRole('button', { name: panel.shopSettings.save, exact: true })).toBeDisabled();
    await page.screenshot({ path: 'test-results/panel-delivery-saved.png' });

    // In Cambuí the delivery is now free for this bag.
    const customer = await browser.newPage({ viewport: phone });
    await signInAs(customer, buyer);
    await storeCart(customer, shop, [puddings]);
    await customer.goto('/checkout');
    const summary = customer.getByTestId('order-summary');
    await expect(summary).toContainText(common.checkout.summary.delivery);
    await expect(summary).toContainText(common.checkout.summary.free);
    await summary.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await customer.screenshot({ path: 'test-results/panel-delivery-free.png' });
    await customer.close();

    // In Barão Geraldo the shop no longer delivers.
    const other = await browser.newPage({ viewport: phone });
    await signInAs(other, farAway);
    await storeCart(other, shop, [puddings]);
    await other.goto('/checkout');
    await expect(other.getByText(apiMessages.notDeliveringThere)).toBeVisible();
    await other.close();
  } finally {
    // Later journeys order from this shop: its delivery goes back to what it was.
    await delivery.restore(before, (await delivery.read()).version);
  }
  expect((await delivery.read()).delivery).toEqual(before.delivery);
});
