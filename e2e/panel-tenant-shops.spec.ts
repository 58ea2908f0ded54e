import { randomUUID } from 'node:crypto';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { placeCalls } from '@delivery/contract/calls/places';
import { shopSettingsCalls } from '@delivery/contract/calls/shop-settings';
import type { TShopHoursResponse } from '@delivery/contract/shop-hours';
import { expect, test } from './fixtures.ts';
import { listShops } from './catalog-helpers.ts';
import { common, desktop, phone, snap, snapBoth } from './helpers.ts';
import { panel, panelLinkFromOutbox, signInToPanel, staffSession } from './panel-helpers.ts';
import { fill } from '../apps/merchant/src/lib/messages.ts';

test('an operator adds a shop, its owner sets up its menu in the panel, and the operator opens it to customers', async ({
  page,
  browser,
  request,
}) => {
  // Two people, two devices and a customer: the operator's screens, the owner's whole first menu,
  // the shop's first hours, and its page as a customer reads it.
  test.setTimeout(150_000);
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
  // Nothing to sell yet: the operator is told why it cannot open, and where that is put right.
  await row.getByRole('button', { name: panel.tenantShops.open }).click();
  const refused = row.getByTestId('open-refused');
  await expect(refused.getByRole('alert')).toHaveText(apiMessages.shopNeedsProducts);
  await expect(refused.getByRole('link', { name: panel.tenantShops.fix.products })).toBeVisible();
  // The new shop is the operator's to run at once: the header's picker has it.
  await expect(page.getByRole('banner').getByRole('option', { name })).toBeAttached();

  // The owner joins from the e-mail, on their own device, and sets up the menu in the panel: the
  // shop is off the customers' lists, and its menu editor opens all the same, empty.
  const link = await panelLinkFromOutbox(request, ownerEmail, 'convite');
  const ownerDevice = await browser.newContext({ viewport: phone });
  const owner = await ownerDevice.newPage();
  await owner.goto(link);
  await owner.getByLabel(panel.auth.newPassword).fill('senha-da-bia');
  await owner.getByLabel(panel.auth.repeatPassword).fill('senha-da-bia');
  await owner.getByRole('button', { name: panel.auth.acceptInvite }).click();
  await expect(owner).toHaveURL(/\/painel\/?$/);
  await owner.goto('/painel/cardapio');
  await expect(owner.getByRole('heading', { name: panel.menu.title, level: 1 })).toBeVisible();
  const setUp = owner.getByRole('region', { name: panel.menu.setUpTitle });
  await expect(setUp).toContainText(panel.menu.setUpLead);
  await expect(owner.getByText(apiMessages.shopNotFound)).toHaveCount(0);
  await snapBoth(owner, 'panel-menu-set-up');

  await setUp.getByRole('button', { name: panel.menu.setUpAction }).click();
  const categoryForm = owner.getByRole('dialog', { name: panel.menu.category.newTitle });
  await categoryForm.getByLabel(panel.menu.category.name).fill('Açaí');
  await categoryForm.getByRole('button', { name: panel.menu.save }).click();
  await expect(owner.getByText(formatMessage(apiMessages.categorySaved, { name: 'Açaí' }))).toBeVisible();
  await expect(setUp).toBeHidden();
  const section = owner.getByTestId('menu-category').filter({ has: owner.getByRole('heading', { name: 'Açaí' }) });
  await section.getByRole('button', { name: panel.menu.newProduct }).click();
  const productForm = owner.getByTestId('product-dialog');
  await productForm.getByLabel(panel.menu.product.name).fill('Açaí 500 ml');
  await productForm.getByLabel(panel.menu.product.description).fill('Com granola e banana');
  await productForm.getByLabel(panel.menu.product.price, { exact: true }).pressSequentially('18');
  await productForm.getByRole('button', { name: panel.menu.save }).click();
  await expect(owner.getByText(formatMessage(apiMessages.productSaved, { name: 'Açaí 500 ml' }))).toBeVisible();
  await expect(section.getByTestId('menu-product')).toContainText('Açaí 500 ml');
  await snapBoth(owner, 'panel-menu-set-up-done');
  await ownerDevice.close();

  await page.reload();
  await expect(row).toContainText('1 produto à venda');
  // Something to sell, but no hours: customers would find it closed with no opening ahead.
  await row.getByRole('button', { name: panel.tenantShops.open }).click();
  await expect(refused.getByRole('alert')).toHaveText(apiMessages.shopNeedsHours);
  await expect(row).toContainText(panel.tenantShops.preparing);
  for (const size of [phone, { width: 1024, height: 768 }, desktop]) {
    await page.setViewportSize(size);
    await row.scrollIntoViewIfNeeded();
    await snap(page, 'panel-tenant-shop-open-refused');
  }

  // The link opens that shop's hours, whichever shop the header had.
  await refused.getByRole('link', { name: panel.tenantShops.fix.hours }).click();
  await expect(page).toHaveURL(/\/painel\/loja\/horarios$/);
  await expect(page.getByText(fill(panel.shopSettings.lead, { shop: name }))).toBeVisible();
  const hours = panel.shopSettings.hours;
  const monday = hours.days[1]!;
  await page.getByRole('button', { name: fill(hours.addPeriodTo, { day: monday }) }).click();
  const period = fill(hours.periodName, { day: monday, number: 1 });
  await page.getByLabel(`${hours.opens} (${period})`).fill('14:00');
  await page.getByLabel(`${hours.closes} (${period})`).fill('22:00');
  await page.getByRole('button', { name: panel.shopSettings.save, exact: true }).click();
  await expect(page.getByText(apiMessages.hoursSaved)).toBeVisible();

  await page
    .getByRole('navigation', { name: panel.nav.settingsArea })
    .getByRole('link', { name: panel.nav.tenantShops })
    .click();
  await row.getByRole('button', { name: panel.tenantShops.open }).click();
  await expect(row).toContainText(panel.tenantShops.listed);
  await expect(refused).toHaveCount(0);
  await expect.poll(async () => (await listShops(request)).map((shop) => shop.name)).toContain(name);

  // Its week emptied once open, a customer reads the true reason it is closed: no pause of its staff.
  const listed = (await listShops(request)).find((shop) => shop.name === name)!;
  const { token } = await staffSession(request, 'operador@exemplo.com.br');
  const asOperator = async (path: string, data: Record<string, unknown>) =>
    (await (
      await request.post(path, {
        headers: { authorization: `Bearer ${token}` },
        data: { validate: 1, shop_id: listed.shop_id, ...data },
      })
    ).json()) as TShopHoursResponse;
  const week = await asOperator(shopSettingsCalls.shopHours.path, {});
  const emptied = await asOperator(shopSettingsCalls.saveShopHours.path, {
    ...week.hours,
    version: week.version,
    opening_hours: [],
  });
  expect(emptied.error_type, emptied.message).toBe(0);
  const customer = await browser.newPage({ viewport: phone });
  await customer.goto(`/${listed.city_slug}/${listed.segment}/${listed.slug}`);
  const banner = customer.getByTestId('closed-banner');
  await expect(banner).toContainText(common.catalog.banner.noHours);
  await expect(banner).toContainText(common.catalog.banner.noHoursText);
  await expect(banner).not.toContainText(common.catalog.banner.pausedText);
  // A new shop has no logo or cover yet: its initial and its segment's art stand in, never a
  // broken image.
  await expect(customer.getByRole('heading', { level: 1 })).toHaveText(listed.name);
  const broken = () =>
    customer
      .locator('img')
      .evaluateAll((images) => images.filter((image) => !(image as HTMLImageElement).getAttribute('src')).length);
  expect(await broken()).toBe(0);
  await expect(customer.locator('header [data-placeholder]')).toHaveCount(2);
  await snapBoth(customer, 'catalog-shop-no-hours');
  await customer.close();

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
  // The field empties once the district is in: typed before, the next name would be wiped.
  await expect(district).toHaveValue('');
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
