import type { Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { buyerWithAddress, lineOf, productNamed, shopNamed, signInAs, storeCart } from './checkout-helpers.ts';
import { common, phone } from './helpers.ts';

test.use({ viewport: phone });

test('checkout asks its reads beside the shop’s, and its first totals without waiting for typing to stop', async ({
  page,
  request,
}) => {
  const buyer = await buyerWithAddress(request, 'arranque');
  const nonna = await shopNamed(request, 'Forno da Nonna', buyer);
  await signInAs(page, buyer);
  await storeCart(page, nonna, [lineOf(await productNamed(request, nonna.shop_id, 'Pizza Margherita'), 1)]);

  // The shop answers slowly: the page's own reads must not wait for it.
  const shopAnswered: number[] = [];
  await page.route('**/api/shop4api/getShop**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    const response = await route.fetch();
    shopAnswered.push(Date.now());
    await route.fulfill({ response });
  });
  const asked = new Map<string, number>();
  const answered = new Map<string, number>();
  const callOf = (r: Request) => new URL(r.url()).pathname.split('/').pop()!;
  page.on('request', (r) => {
    if (r.url().includes('/api/') && !asked.has(callOf(r))) asked.set(callOf(r), Date.now());
  });
  page.on('requestfinished', (r) => {
    if (r.url().includes('/api/') && !answered.has(callOf(r))) answered.set(callOf(r), Date.now());
  });

  await page.goto('/checkout');
  await expect(page.getByTestId('order-total')).toBeVisible();
  await expect(page.getByRole('button', { name: common.checkout.place.button })).toBeVisible();

  const shopAt = shopAnswered[0]!;
  for (const read of ['getInfoHorarios', 'getGroupsPayment', 'getInfoCashCheckout', 'getDataAddressCustomer']) {
    expect(asked.get(read), `${read} asked before the shop answered`).toBeLessThan(shopAt);
  }
  // The preview goes once the page has what it needs: no 350 ms pause for typing on arrival.
  const ready = Math.max(shopAt, ...['getInfoHorarios', 'getDataAddressCustomer'].map((r) => answered.get(r)!));
  expect(asked.get('validateOrderApp')! - ready).toBeLessThan(300);
});

test('a masked field typed into before its mask’s code arrives keeps the text, masked, and the focus', async ({
  page,
  request,
}) => {
  const buyer = await buyerWithAddress(request, 'mascara-tarde');
  const nonna = await shopNamed(request, 'Forno da Nonna', buyer);
  await signInAs(page, buyer);
  await storeCart(page, nonna, [lineOf(await productNamed(request, nonna.shop_id, 'Pizza Margherita'), 1)]);

  // The mask's code is held back until the customer has typed.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/masked-input-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/checkout');
  const cpf = page.getByLabel(common.checkout.cpf.label);
  await cpf.click();
  await cpf.pressSequentially('52998224725');
  await expect(cpf).toHaveValue('52998224725');
  release();

  await expect(cpf).toHaveValue('529.982.247-25');
  await expect(cpf).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(cpf).toHaveValue('529.982.247-2');
  // Nothing was left to correct: the field was never left.
  await expect(page.getByText(common.checkout.cpf.invalid)).toHaveCount(0);
});
