import { couponCalls } from '@delivery/contract/calls/coupons';
import type { TCoupon } from '@delivery/contract/coupons';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { formatReais } from '@delivery/contract/money';
import { fill, plural } from '../apps/merchant/src/lib/messages.ts';
import {
  buyerWithAddress,
  landedOrderId,
  lineOf,
  linesCents,
  money,
  productNamed,
  shopNamed,
  signInAs,
  statusOf,
  storeCart,
} from './checkout-helpers.ts';
import { common, phone } from './helpers.ts';
import { ownerOf, panel, signInToPanel, staffSession } from './panel-helpers.ts';

test.use({ viewport: phone });

const text = panel.coupons;
const wide = { width: 1280, height: 900 } as const;

/** test-results/screenshots/<name>-390.png and -1280.png, leaving the page at phone size. */
async function shots(page: Page, name: string, fullPage = false): Promise<void> {
  for (const size of [phone, wide]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `test-results/screenshots/${name}-${size.width}.png`, fullPage });
  }
  await page.setViewportSize(phone);
}

/** The tops of the header's pages and its "Sair": one row when they are all the same. */
const headerRows = (page: Page) =>
  page
    .locator('header')
    .getByRole('link')
    .or(page.locator('header').getByRole('button', { name: panel.nav.signOut }))
    .evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size);

test('an owner makes a coupon in the panel, a customer takes it at checkout, the owner sees the use, ends it, and the code is refused', async ({
  page,
  browser,
  request,
}) => {
  // Two apps and a whole order in one journey: 31 s once in CI, past the 30 s default.
  test.slow();
  const buyer = await buyerWithAddress(request, 'cupom-painel');
  const nonna = await shopNamed(request, 'Forno da Nonna', buyer);
  const owner = ownerOf(nonna.slug);
  const code = `PAINEL${Date.now().toString(36).toUpperCase()}`;
  const shopper = await browser.newPage({ viewport: phone });
  try {
    await signInToPanel(page, owner);
    // "Cupons e cashback" lives in "Vendas": the header keeps one row of icons on a phone.
    expect(await headerRows(page)).toBe(1);
    await page.getByRole('link', { name: panel.nav.sales }).click();
    await page.getByRole('link', { name: panel.nav.coupons }).click();
    await expect(page).toHaveURL(/\/painel\/vendas\/cupons$/);
    await expect(page.getByRole('heading', { name: text.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: text.cashback.title, exact: true })).toBeVisible();

    await page.getByRole('button', { name: text.newCoupon }).click();
    const form = page.getByTestId('coupon-dialog');
    await form.getByRole('button', { name: text.form.save }).click();
    await expect(form.getByText(text.form.codeInvalid)).toBeVisible();
    await form.getByLabel(text.form.code).fill(code.toLowerCase());
    await expect(form.getByLabel(text.form.code)).toHaveValue(code);
    await form.getByLabel(text.form.description).fill('Desconto de quem chegou pelo painel');
    await form.getByRole('button', { name: text.form.kinds.fixed }).click();
    // Typed as a Brazilian types it: the comma for cents.
    await form.getByLabel(text.form.amount).pressSequentially('7,5');
    await form.getByLabel(text.form.minOrder).pressSequentially('30');
    await shots(page, 'panel-coupons-form');
    await form.getByRole('button', { name: text.form.save }).click();
    await expect(page.getByText(formatMessage(apiMessages.couponSaved, { code }))).toBeVisible();
    await expect(form).toBeHidden();
    const card = page.getByTestId('coupon').filter({ hasText: code });
    await expect(card).toContainText(text.status.active);
    await expect(card).toContainText(fill(text.rules.fixed, { value: formatReais(7.5) }));
    await expect(card).toContainText(fill(text.rules.minimum, { value: formatReais(30) }));
    await expect(card).toContainText(plural(text.used, 0));
    await shots(page, 'panel-coupons', true);

    // The customer types it at checkout and sees the discount in the totals.
    const lines = [lineOf(await productNamed(request, nonna.shop_id, 'Pizza Margherita'), 2)];
    const productsCents = linesCents(lines);
    const feeCents = Math.round(nonna.delivery_fee! * 100);
    await signInAs(shopper, buyer);
    await storeCart(shopper, nonna, lines);
    await shopper.goto('/checkout');
    const total = shopper.getByTestId('order-total');
    await expect(total).toHaveText(money(productsCents + feeCents));
    await shopper.getByLabel(common.checkout.coupon.label).fill(code.toLowerCase());
    await shopper.getByRole('button', { name: common.checkout.coupon.apply }).click();
    await expect(shopper.getByTestId('applied-coupon')).toContainText(code);
    await expect(shopper.getByTestId('order-totals')).toContainText(
      `${common.checkout.summary.discount}−${money(750)}`,
    );
    await expect(total).toHaveText(money(productsCents + feeCents - 750));
    await shopper.getByRole('radio', { name: /^Dinheiro/ }).check();
    await shopper.getByRole('checkbox', { name: new RegExp(common.checkout.policy.link) }).check();
    await shopper.getByRole('button', { name: common.checkout.place.button }).click();
    const orderId = await landedOrderId(shopper);

    // The owner sees the use: the order and the customer's first name, nothing more of them.
    await page.reload();
    await expect(card).toContainText(plural(text.used, 1));
    await expect(card).toContainText(fill(text.discountGiven, { value: formatReais(7.5) }));
    await card.getByRole('button', { name: text.uses }).click();
    const uses = page.getByTestId('coupon-uses');
    const { order_number } = await statusOf(request, buyer.token, orderId);
    await expect(uses).toContainText(fill(text.usesDialog.order, { number: order_number }));
    await expect(uses).toContainText('Cliente');
    await expect(uses).toContainText(`− ${formatReais(7.5)}`);
    await expect(uses).not.toContainText('cupom-painel');
    await shots(page, 'panel-coupons-uses');
    await uses.getByRole('button', { name: panel.app.close }).click();

    // Ended, after a question: kept in the list with its use, refused at checkout.
    await card.getByRole('button', { name: text.end }).click();
    const question = page.getByRole('alertdialog', { name: fill(text.endTitle, { code }) });
    await question.getByRole('button', { name: text.end }).click();
    await expect(page.getByText(formatMessage(apiMessages.couponEnded, { code }))).toBeVisible();
    await expect(card).toContainText(text.status.ended);
    await expect(card).toContainText(plural(text.used, 1));
    await expect(card.getByRole('button', { name: text.edit })).toHaveCount(0);

    await storeCart(shopper, nonna, lines);
    await shopper.goto('/checkout');
    await expect(shopper.getByTestId('order-total')).toHaveText(money(productsCents + feeCents));
    await shopper.getByLabel(common.checkout.coupon.label).fill(code);
    await shopper.getByRole('button', { name: common.checkout.coupon.apply }).click();
    await expect(shopper.getByRole('alert').filter({ hasText: apiMessages.couponNotFound })).toBeVisible();
  } finally {
    // Journeys share one server: the coupon ends, whatever happened, so no other journey meets it.
    const { token } = await staffSession(request, owner);
    const call = (path: string, data: Record<string, unknown>) =>
      request.post(path, { headers: { authorization: `Bearer ${token}` }, data: { validate: 1, ...data } });
    const { coupons } = (await (await call(couponCalls.shopCoupons.path, { shop_id: nonna.shop_id })).json()) as {
      coupons: TCoupon[];
    };
    const made = coupons.find((coupon) => coupon.code === code);
    if (made && made.status !== 'ended') {
      await call(couponCalls.endCoupon.path, { shop_id: nonna.shop_id, coupon_id: made.coupon_id });
    }
    await shopper.close();
  }
});
