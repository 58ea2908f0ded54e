import { expect, test } from './fixtures.ts';
import { newCustomer, registerViaApi } from './auth-helpers.ts';
import { listShops } from './catalog-helpers.ts';
import { lineOf, productNamed, storeCart } from './checkout-helpers.ts';
import { common, phone, readStored, writeStored } from './helpers.ts';

test.use({ viewport: phone });

test('a customer with no address adds one from checkout and comes back to the order with it chosen', async ({
  page,
  request,
}) => {
  const session = await registerViaApi(request, newCustomer('sem-endereco'));
  const nonna = (await listShops(request)).find((shop) => shop.slug === 'forno-da-nonna')!;
  const lines = [lineOf(await productNamed(request, nonna.shop_id, 'Pizza Margherita'), 1)];

  await page.goto('/');
  await expect(page.getByRole('heading', { name: common.catalog.home.title })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => readStored(page, 'profile')).not.toBeNull();
  await writeStored(page, { Customer: session.customer[0], token: session.token });
  await storeCart(page, nonna, lines);
  await page.goto('/checkout');

  await page.getByRole('link', { name: common.checkout.delivery.add }).click();
  await expect(page).toHaveURL('/new-address');
  await page.getByLabel(common.addresses.form.district, { exact: true }).selectOption({ label: 'Cambuí' });
  await page.getByLabel(common.addresses.form.street).fill('Rua Maria Monteiro');
  await page.getByLabel(common.addresses.form.number, { exact: true }).fill('830');
  await page.getByRole('button', { name: common.addresses.form.save }).click();

  await expect(page).toHaveURL('/checkout');
  await expect(page.getByRole('radio', { name: /Rua Maria Monteiro, 830/ })).toBeChecked();
  await expect(page.getByTestId('order-totals')).toContainText('R$');
  expect(await readStored(page, 'Address')).toMatchObject({ street: 'Rua Maria Monteiro', number: '830' });
});
