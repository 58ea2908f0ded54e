import { randomUUID } from 'node:crypto';
import { menuCalls } from '@delivery/contract/calls/menu';
import { placeCalls } from '@delivery/contract/calls/places';
import { staffCalls } from '@delivery/contract/calls/staff';
import { expect, test } from '@playwright/test';
import { listShops } from './catalog-helpers.ts';
import { desktop } from './helpers.ts';
import { panel, panelLinkFromOutbox, signInToPanel } from './panel-helpers.ts';
import { fill } from '../apps/merchant/src/lib/messages.ts';

test('an operator adds a shop, its owner sets up a product, and the operator opens it to customers', async ({
  page,
  request,
}) => {
  const name = `Açaí ${randomUUID().slice(0, 6)}`;
  const ownerEmail = `dona-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  await page.setViewportSize(desktop);
  await signInToPanel(page, 'operador@exemplo.com.br');
  await page.getByRole('link', { name: panel.nav.shop }).click();
  await page
    .getByRole('navigation', { name: panel.nav.settingsArea })
    .getByRole('link', { name: panel.nav.tenantShops })
    .click();
  await expect(page.getByRole('heading', { name: panel.tenantShops.title, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: panel.tenantShops.add }).click();
  const dialog = page.getByTestId('new-shop-dialog');
  await dialog.getByRole('button', { name: panel.tenantShops.form.save }).click();
  await expect(dialog.getByText(panel.tenantShops.form.nameRequired)).toBeVisible();
  await dialog.getByLabel(panel.tenantShops.form.name).fill(name);
  await dialog.getByLabel(panel.tenantShops.form.segment).selectOption({ label: panel.segments.doceria });
  await dialog.getByLabel(panel.tenantShops.form.ownerName).fill('Bia Dona');
  await dialog.getByLabel(panel.tenantShops.form.ownerEmail).fill(ownerEmail);
  await dialog.getByRole('button', { name: panel.tenantShops.form.save }).click();
  await expect(page.getByTestId('toast')).toContainText(ownerEmail);

  const row = page.getByTestId('tenant-shop').filter({ hasText: name });
  await expect(row).toContainText(panel.tenantShops.preparing);
  await expect(row).toContainText(panel.tenantShops.noProducts);
  // Nothing to sell yet: the operator is told why it cannot open.
  await row.getByRole('button', { name: panel.tenantShops.open }).click();
  await expect(page.getByTestId('toast').last()).toContainText('Cadastre ao menos um produto');
  // The new shop is the operator's to run at once: the header's picker has it.
  await expect(page.getByRole('banner').getByRole('option', { name })).toBeAttached();

  // The owner joins from the e-mail and puts a product on the menu (here by the API, as the menu
  // editor's own journeys drive its screens).
  const link = await panelLinkFromOutbox(request, ownerEmail, 'convite');
  const joined = await (
    await request.post(staffCalls.staffAcceptInvite.path, {
      data: { validate: 1, invite_token: new URL(link).searchParams.get('token'), password: 'senha-da-bia' },
    })
  ).json();
  expect(joined.staff.shops).toEqual([expect.objectContaining({ name, role: 'owner' })]);
  const shopId: number = joined.staff.shops[0].shop_id;
  const edit = async (path: string, data: Record<string, unknown>) =>
    (await request.post(path, { data: { validate: 1, token: joined.token, shop_id: shopId, ...data } })).json();
  const category = await edit(menuCalls.saveCategory.path, { name: 'Açaí', hidden: '0' });
  const product = await edit(menuCalls.saveProduct.path, {
    category_id: category.category.category_id,
    name: 'Açaí 500 ml',
    description: 'Com granola e banana',
    price: '18,00',
    available: '1',
  });
  expect(product.error_type, product.message).toBe(0);

  await page.reload();
  await expect(row).toContainText('1 produto à venda');
  await row.getByRole('button', { name: panel.tenantShops.open }).click();
  await expect(row).toContainText(panel.tenantShops.listed);
  await expect.poll(async () => (await listShops(request)).map((shop) => shop.name)).toContain(name);

  // Off the customers' lists again, after saying what that does.
  await row.getByRole('button', { name: panel.tenantShops.hide }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(panel.tenantShops.hideLead);
  await confirm.getByRole('button', { name: panel.tenantShops.hide }).click();
  await expect(row).toContainText(panel.tenantShops.preparing);
  await expect.poll(async () => (await listShops(request)).map((shop) => shop.name)).not.toContain(name);
});

test('an operator serves another city with a district, and customers can choose them', async ({ page, request }) => {
  const city = `Cidade ${randomUUID().slice(0, 6)}`;
  await page.setViewportSize(desktop);
  await signInToPanel(page, 'operador@exemplo.com.br');
  await page.getByRole('link', { name: panel.nav.shop }).click();
  await page
    .getByRole('navigation', { name: panel.nav.settingsArea })
    .getByRole('link', { name: panel.nav.tenantShops })
    .click();
  const places = page.getByRole('region', { name: panel.tenantShops.places.title });
  const newCity = places.getByRole('form', { name: panel.tenantShops.places.newCity });
  await newCity.getByLabel(panel.tenantShops.places.cityName, { exact: true }).fill(city);
  await newCity.getByLabel(panel.tenantShops.places.state).selectOption('MG');
  await newCity.getByRole('button', { name: panel.tenantShops.places.addCity }).click();
  const card = places.getByTestId('tenant-city').filter({ hasText: city });
  await expect(card).toContainText('MG');
  await expect(card).toContainText(panel.tenantShops.places.noDistricts);

  const district = card.getByLabel(fill(panel.tenantShops.places.newDistrict, { city }));
  await district.fill('Centro');
  await card.getByRole('button', { name: panel.tenantShops.places.addDistrict }).click();
  await expect(card.getByRole('listitem')).toHaveText(['Centro']);
  await district.fill('centro');
  await card.getByRole('button', { name: panel.tenantShops.places.addDistrict }).click();
  await expect(card.getByRole('alert')).toHaveText('O bairro centro já está na lista desta cidade');

  // The customer's place picker reads the cities and districts at once.
  const cities = (await (await request.post(placeCalls.cities.path, { data: { validate: 1 } })).json()) as {
    cities: { city_id: number; city_name: string }[];
  };
  const served = cities.cities.find((one) => one.city_name === city);
  expect(served).toBeDefined();
  const districts = await (
    await request.post(placeCalls.getDistricts.path, { data: { validate: 1, city_id: served!.city_id } })
  ).json();
  expect(districts.districts.map((one: { district_name: string }) => one.district_name)).toEqual(['Centro']);
});
