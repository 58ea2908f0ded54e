import { expect, test } from './fixtures.ts';
import type { TAddressResponse } from '@delivery/contract/address';
import { addressCalls } from '@delivery/contract/calls/addresses';
import { apiMessages } from '@delivery/contract/messages';
import { addressLine } from '../apps/web/src/features/addresses/address-text.ts';
import { newCustomer, registerViaApi, signInWithPassword } from './auth-helpers.ts';
import { brl, listShops } from './catalog-helpers.ts';
import { buyerWithAddress, signInAs } from './checkout-helpers.ts';
import { common, phone, readStored, snapBoth, spec } from './helpers.ts';

test.use({ viewport: phone });

type StoredAddress = { city_id: number; city: string; address_id?: number; district_id?: number; street?: string };

test('a visitor is asked to sign in to see addresses', async ({ page }) => {
  await page.goto('/address');
  await expect(page.getByRole('heading', { name: common.addresses.visitorTitle })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: common.pages.signIn }).click();
  await expect(page.getByTestId('sign-in-modal')).toBeVisible();

  await page.goto('/new-address');
  await expect(page.getByRole('heading', { name: common.addresses.visitorTitle })).toBeVisible();
});

test('a customer adds, edits, chooses and deletes an address; choosing it stores Address', async ({
  page,
  request,
}) => {
  const customer = newCustomer('endereco');
  await registerViaApi(request, customer);
  await signInWithPassword(page, customer.email, customer.password);
  // With no stored order, sign-in leads to the addresses (docs/product.md section 2).
  await expect(page).toHaveURL('/address');
  await expect(page.getByRole('heading', { name: common.addresses.emptyTitle })).toBeVisible();

  await page.getByRole('link', { name: common.addresses.add }).click();
  await expect(page).toHaveURL('/new-address');
  await expect(page.getByRole('heading', { level: 1, name: common.pages.newAddress })).toBeVisible();
  const city = page.getByLabel(common.addresses.form.city, { exact: true });
  const district = page.getByLabel(common.addresses.form.district, { exact: true });
  // The city comes from the stored Address; the rest is asked for.
  await expect(city).toHaveValue('1');
  await page.getByRole('button', { name: common.addresses.form.save }).click();
  const errors = page.getByRole('alert');
  await expect(errors.filter({ hasText: common.addresses.errors.district })).toBeVisible();
  await expect(errors.filter({ hasText: common.addresses.errors.street })).toBeVisible();
  await expect(errors.filter({ hasText: common.addresses.errors.number })).toBeVisible();

  // A CEP of a city the tenant does not serve: said at once, its street left out, and the form
  // refuses it rather than save it beside another city.
  await page.route('**/api/addresses4api/getCep**', (route) =>
    route.fulfill({
      json: {
        error_type: 0,
        message: 'Sucesso',
        cep: '01310-100',
        street: 'Avenida Paulista',
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        city_id: null,
        district_id: null,
      },
    }),
  );
  const cepField = page.getByLabel(common.addresses.form.cep);
  await cepField.pressSequentially('01310100');
  await expect(page.getByTestId('cep-note')).toHaveText(
    common.addresses.form.cepNotServed.replace('{{city}}', 'São Paulo'),
  );
  await expect(page.getByLabel(common.addresses.form.street)).toHaveValue('');
  await expect(city).toHaveValue('1');
  await page.getByRole('button', { name: common.addresses.form.save }).click();
  await expect(errors.filter({ hasText: common.addresses.errors.cepNotServed })).toBeVisible();
  await expect(cepField).toBeFocused();
  await page.unroute('**/api/addresses4api/getCep**');
  await cepField.fill('');

  // The CEP lookup service cannot be reached here: a quiet note, and the form goes on.
  await page.getByLabel(common.addresses.form.cep).pressSequentially('13025000');
  await expect(page.getByLabel(common.addresses.form.cep)).toHaveValue('13025-000');
  await expect(page.getByTestId('cep-note')).toBeVisible();

  await district.selectOption({ label: 'Cambuí' });
  await page.getByLabel(common.addresses.form.street).fill('Rua Coronel Quirino');
  await page.getByLabel(common.addresses.form.number, { exact: true }).fill('1200');
  await page.getByLabel(common.addresses.form.complement).fill('Apto 12');
  await page.evaluate(() => window.scrollTo(0, 0));
  await snapBoth(page, 'catalog-address-form');
  await page.getByRole('button', { name: common.addresses.form.save }).click();

  await expect(page).toHaveURL('/address');
  await expect(page.getByText(apiMessages.addressSaved, { exact: true })).toBeVisible();
  const card = page.getByTestId('address-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Rua Coronel Quirino, 1200');
  await expect(card).toContainText('Cambuí');
  await expect(card).toContainText('CEP 13025-000');

  // Edit: the form comes filled; a new number is saved.
  await card
    .getByRole('link', { name: common.addresses.editNamed.replace('{{address}}', 'Rua Coronel Quirino, 1200') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: common.pages.editAddress })).toBeVisible();
  await expect(page.getByLabel(common.addresses.form.street)).toHaveValue('Rua Coronel Quirino');
  await expect(district).toHaveValue(/\d+/);
  await page.getByLabel(common.addresses.form.number, { exact: true }).fill('1300');
  await page.getByRole('button', { name: common.addresses.form.save }).click();
  await expect(page).toHaveURL('/address');
  await expect(card).toContainText('Rua Coronel Quirino, 1300');
  await snapBoth(page, 'catalog-addresses');

  // Choosing it stores docs/product.md's Address (city_id, city) with the address; home shows its fees.
  await card.getByRole('button', { name: common.addresses.deliverHere }).click();
  await expect(page).toHaveURL('/');
  const stored = await readStored<StoredAddress>(page, 'Address');
  expect(stored).toMatchObject({ city_id: 1, city: 'Campinas', street: 'Rua Coronel Quirino', number: '1300' });
  expect(typeof stored?.address_id).toBe('number');
  await expect(page.getByRole('banner').getByRole('button', { name: /Rua Coronel Quirino, 1300/ })).toBeVisible();
  const nonna = (await listShops(request, { district_id: stored!.district_id! })).find((shop) =>
    shop.name.startsWith('Forno da Nonna'),
  )!;
  await expect(page.getByTestId('shop-card').filter({ hasText: nonna.name })).toContainText(
    nonna.delivery_fee === 0 ? common.catalog.fee.free : `Entrega ${brl(Math.round(nonna.delivery_fee! * 100))}`,
  );

  // Delete, after 'Sim': the list empties and the delivery place falls back to the city.
  await page.goto('/address');
  await card
    .getByRole('button', { name: common.addresses.deleteNamed.replace('{{address}}', 'Rua Coronel Quirino, 1300') })
    .click();
  const confirm = page.getByRole('alertdialog', { name: common.addresses.deleteTitle });
  await confirm.getByRole('button', { name: spec.cancel }).click();
  await expect(card).toHaveCount(1);
  await card
    .getByRole('button', { name: common.addresses.deleteNamed.replace('{{address}}', 'Rua Coronel Quirino, 1300') })
    .click();
  await confirm.getByRole('button', { name: spec.yes }).click();
  await expect(page.getByText(apiMessages.addressDeleted, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: common.addresses.emptyTitle })).toBeVisible();
  await expect.poll(() => readStored(page, 'Address')).toEqual({ city_id: 1, city: 'Campinas' });
});

test('deleting the delivery address makes the one left the delivery place', async ({ page, request }) => {
  const buyer = await buyerWithAddress(request, 'doisEnderecos');
  const second = (await (
    await request.post(addressCalls.addAddress.path, {
      data: {
        validate: 1,
        token: buyer.token,
        city_id: buyer.address.city_id,
        district_id: buyer.address.district_id,
        street: 'Avenida Norte-Sul',
        number: '500',
      },
    })
  ).json()) as TAddressResponse;
  expect(second.error_type, second.message).toBe(0);
  // The first address is the delivery place.
  await signInAs(page, buyer);
  await page.goto('/address');
  const first = addressLine(buyer.address);
  const cards = page.getByTestId('address-card');
  await expect(cards).toHaveCount(2);

  await page.getByRole('button', { name: common.addresses.deleteNamed.replace('{{address}}', first) }).click();
  await page
    .getByRole('alertdialog', { name: common.addresses.deleteTitle })
    .getByRole('button', { name: spec.yes })
    .click();
  await expect(page.getByText(apiMessages.addressDeleted, { exact: true })).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(cards.getByText(common.addresses.current)).toBeVisible();
  await expect
    .poll(() => readStored<StoredAddress>(page, 'Address'))
    .toMatchObject({ address_id: second.address.address_id, street: 'Avenida Norte-Sul', number: '500' });
  // A phone's header shows the delivery place on the home page.
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: /Avenida Norte-Sul, 500/ })).toBeVisible();
});
