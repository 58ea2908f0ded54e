import { shopSettingsCalls } from '@delivery/contract/calls/shop-settings';
import { apiMessages } from '@delivery/contract/messages';
import type { TShopPaymentsResponse } from '@delivery/contract/shop-payments';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  buyerWithAddress,
  landedOrderId,
  lineOf,
  productNamed,
  shopNamed,
  signInAs,
  statusOf,
  storeCart,
} from './checkout-helpers.ts';
import { fill } from '../apps/merchant/src/lib/messages.ts';
import { common, desktop, phone } from './helpers.ts';
import { ownerCalls, ownerOf, panel, signInToPanel } from './panel-helpers.ts';

test.use({ viewport: phone });

const shopName = 'Brasa Burger';
/** What the owner leaves of the card flags: the others go. */
const kept = ['Visa', 'Elo'];

/** The owner's call of the shop's payments, by the API: what the journey found, and puts back. */
async function paymentsApi(request: APIRequestContext, slug: string, shopId: number) {
  const owner = await ownerCalls(request, slug, shopId);
  const call = (path: string, data: Record<string, unknown>) => owner<TShopPaymentsResponse>(path, data);
  return {
    read: () => call(shopSettingsCalls.shopPayments.path, {}),
    /** Puts back what `answer` read; a demo shop's Pix has no provider of its own. */
    save: (answer: TShopPaymentsResponse, version: number) =>
      call(shopSettingsCalls.saveShopPayments.path, { ...answer.payments, provider: null, version }),
  };
}

test('the owner turns cash off and keeps two card flags, and a customer’s checkout offers only those', async ({
  page,
  browser,
  request,
}) => {
  const buyer = await buyerWithAddress(request, 'bandeiras');
  const shop = await shopNamed(request, shopName, buyer);
  const burger = lineOf(await productNamed(request, shop.shop_id, 'Clássico Brasa'), 1);
  const payments = await paymentsApi(request, shop.slug, shop.shop_id);
  const before = await payments.read();
  expect(before.payments.payment_methods).toEqual(['cash', 'card_on_delivery', 'pix']);
  expect(before.payments.provider).toBeNull();
  const text = panel.shopSettings.payments;

  try {
    await signInToPanel(page, ownerOf(shop.slug));
    await page.getByRole('link', { name: panel.nav.shop }).click();
    await page.getByRole('link', { name: text.tab }).click();
    await expect(page).toHaveURL(/\/painel\/loja\/pagamentos$/);
    await expect(page.getByRole('heading', { name: text.methods })).toBeVisible();
    await expect(page.getByRole('heading', { name: text.provider })).toBeVisible();

    const cash = page.getByRole('switch', { name: fill(text.switchName, { method: text.cash }) });
    await expect(cash).toHaveAttribute('aria-checked', 'true');
    await cash.click();
    await expect(cash).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('checkbox', { name: new RegExp(text.cashChange) })).toHaveCount(0);

    // A key typed as a phone, without +55, is read as one, and the panel says what it read.
    const key = page.getByLabel(text.pixKey);
    await key.fill('(19) 99876-5432');
    await expect(
      page.getByText(fill(text.pixKeyRead, { kind: text.pixKeyKinds.phone, key: '+5519998765432' })),
    ).toBeVisible();
    await key.fill(before.payments.pix_key);

    // None left is refused before anything is sent; then two are ticked again.
    await page.getByRole('button', { name: text.noFlags }).click();
    await page.getByRole('button', { name: panel.shopSettings.save, exact: true }).click();
    await expect(page.getByText('Marque ao menos uma bandeira de cartão')).toBeVisible();
    for (const flag of kept) await page.getByRole('checkbox', { name: flag, exact: true }).check();
    await expect(page.getByText(panel.shopSettings.unsaved)).toBeVisible();
    await page.screenshot({ path: 'test-results/panel-payments-phone.png', fullPage: true });

    await page.getByRole('button', { name: panel.shopSettings.save, exact: true }).click();
    await expect(page.getByText(apiMessages.paymentsSaved)).toBeVisible();
    await expect(page.getByText(panel.shopSettings.unsaved)).toHaveCount(0);
    await expect(page.getByRole('button', { name: panel.shopSettings.save, exact: true })).toBeDisabled();
    await page.setViewportSize(desktop);
    await page.screenshot({ path: 'test-results/panel-payments-desktop.png', fullPage: true });

    // A customer with the shop in the bag: no cash, and the card takes only the two flags.
    const customer = await browser.newPage({ viewport: phone });
    await signInAs(customer, buyer);
    await storeCart(customer, shop, [burger]);
    await customer.goto('/checkout');
    const payment = customer.getByRole('radiogroup', { name: common.checkout.payment.title });
    await expect(payment.getByRole('radio', { name: /^Pix/ })).toBeVisible();
    await expect(payment.getByRole('radio', { name: /^Dinheiro/ })).toHaveCount(0);
    await payment.getByRole('radio', { name: /^Cartão/ }).check();
    const flags = customer.getByLabel(common.checkout.payment.flag).locator('option:not([value=""])');
    await expect.poll(() => flags.allTextContents()).toEqual(kept);
    await customer.getByLabel(common.checkout.payment.flag).selectOption({ label: 'Elo' });
    await customer
      .getByRole('group', { name: common.checkout.payment.cardType })
      .getByRole('radio', { name: common.checkout.payment.cardTypes.credit })
      .check();
    await customer
      .getByRole('heading', { name: common.checkout.payment.title })
      .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    await customer.screenshot({ path: 'test-results/panel-payments-checkout.png' });
    await customer.getByRole('checkbox', { name: new RegExp(common.checkout.policy.link) }).check();
    await customer.getByRole('button', { name: common.checkout.place.button }).click();
    const order = await statusOf(request, buyer.token, await landedOrderId(customer));
    expect(order).toMatchObject({ payment_method: 'card_on_delivery', card_flag: 'Elo', card_type: 'credit' });
    await customer.close();

    // The board's card tells the courier how to set the machine.
    await page.goto('/painel/');
    const card = page.locator(`[data-order-id="${order.order_id}"]`);
    await expect(card.getByTestId('order-payment')).toContainText(
      fill(panel.payment.cardFlag, { card: panel.payment.cardTypes.credit, flag: 'Elo' }),
    );
    await card.screenshot({ path: 'test-results/panel-payments-card-type.png' });
  } finally {
    // Later journeys pay this shop in cash: its methods and flags come back whatever happened above.
    const now = await payments.read();
    if (JSON.stringify(now.payments) !== JSON.stringify(before.payments)) await payments.save(before, now.version);
  }
  expect((await payments.read()).payments).toEqual(before.payments);
});
