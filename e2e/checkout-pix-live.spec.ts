import { expect, test } from '@playwright/test';
import { buyerWithAddress, landedOrderId, productNamed, shopNamed, signInAs, statusOf } from './checkout-helpers.ts';
import { common, phone, spec } from './helpers.ts';
import { advanceOrder } from './orders-helpers.ts';

test.use({ viewport: phone });

test('a new customer goes from home to a placed Pix order, pays it and watches its status change live', async ({
  page,
  request,
  context,
}) => {
  const buyer = await buyerWithAddress(request, 'pix-ao-vivo');
  const snack = await shopNamed(request, 'Lanchonete Ponto Certo', buyer);
  const pastel = await productNamed(request, snack.shop_id, 'Pastel de carne');

  await signInAs(page, buyer);
  await page.goto('/');
  await page.getByTestId('shop-card').filter({ hasText: snack.name }).click();
  await page.getByTestId('product-row').filter({ hasText: pastel.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: pastel.name })).toBeVisible();
  await page.getByRole('button', { name: common.catalog.product.increase }).click();
  await page.getByRole('button', { name: new RegExp(`^${common.catalog.product.add}`) }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await page.getByRole('button', { name: spec.close }).click();
  await page.getByTestId('cart-button').click();
  await page.getByRole('dialog', { name: common.cart.title }).getByRole('link', { name: common.cart.checkout }).click();

  await expect(page).toHaveURL('/checkout');
  await page.getByRole('radio', { name: /^Pix/ }).check();
  await page.getByRole('checkbox', { name: new RegExp(common.checkout.policy.link) }).check();
  await page.getByRole('button', { name: common.checkout.place.button }).click();
  const orderId = await landedOrderId(page);
  const order = await statusOf(request, buyer.token, orderId);
  expect(order).toMatchObject({ payment_method: 'pix', status: 'received' });

  // The confirmation, the QR and the copy-paste code of the charge the shop's PSP (the sandbox's) made.
  await expect(page.getByTestId('order-placed')).toContainText(common.orders.placedTitle);
  await expect(page.getByTestId('pix-qr')).toBeVisible();
  await expect(page.getByLabel(common.orders.pix.codeLabel)).toHaveValue(order.pix!.payload);
  await expect(page.getByTestId('pix-expires')).toBeVisible();
  expect(order.pix!.expires_at).not.toBeNull();

  // Someone pays it at the sandbox PSP's page; its webhook tells the API, whose stream tells the page.
  const { charges } = (await (await request.get('/dev/pix')).json()) as {
    charges: { txid: string; copy_paste: string }[];
  };
  const { txid } = charges.find((charge) => charge.copy_paste === order.pix!.payload)!;
  const psp = await context.newPage();
  await psp.goto('/dev/pix');
  await psp.locator(`tr[data-txid="${txid}"]`).getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(psp.getByRole('status')).toContainText('webhook: HTTP 200');
  await psp.close();
  await expect(page.getByTestId('payment-confirmed')).toContainText(common.orders.paid.title);
  await expect(page.getByTestId('pix-qr')).toHaveCount(0);

  // Each change reaches the open page through its stream, with no reload.
  const steps = page.getByTestId('timeline-step');
  const step = (status: keyof typeof common.orders.status) => steps.filter({ hasText: common.orders.status[status] });
  await expect(step('received')).toHaveAttribute('data-state', 'current');
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
  for (const status of ['accepted', 'preparing', 'out_for_delivery'] as const) {
    expect(await advanceOrder(request, orderId)).toBe(status);
    await expect(step(status)).toHaveAttribute('data-state', 'current');
    await expect(page.getByTestId('status-chip')).toHaveText(common.orders.status[status]);
  }
  expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
});
