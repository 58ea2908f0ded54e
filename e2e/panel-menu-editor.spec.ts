import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { expect, test } from './fixtures.ts';
import { phonePhoto } from '../apps/api/test/helpers/photos.ts';
import { formatReais } from '@delivery/contract/money';
import { fill } from '../apps/merchant/src/lib/messages.ts';
import { getMenu } from './catalog-helpers.ts';
import { desktop } from './helpers.ts';
import { customerWithAddress, lineFor, orderableShop, placeOrder } from './orders-helpers.ts';
import { ownerOf, panel, signInToPanel, staffSession } from './panel-helpers.ts';

test.use({ viewport: desktop });

test('an owner adds a category and a product with a photo and an option group, priced the Brazilian way; a customer orders it; its price history follows an edit', async ({
  page,
  browser,
  request,
}) => {
  // Two apps, a photo upload, an order and an edit: on a loaded machine this outlasts 30 s.
  test.slow();
  const customer = await customerWithAddress(request, 'cardapio-novo');
  const { shop } = await orderableShop(request, customer);
  const run = Date.now().toString(36);
  const categoryName = `Especiais ${run}`;
  const productName = `Burger da casa ${run}`;

  const owner = ownerOf(shop.slug);
  const { staff } = await staffSession(request, owner);
  await signInToPanel(page, owner);
  await page.getByRole('link', { name: panel.nav.menuPage }).click();
  await expect(page.getByRole('heading', { name: panel.menu.title, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: panel.menu.newCategory }).click();
  const categoryForm = page.getByRole('dialog', { name: panel.menu.category.newTitle });
  await categoryForm.getByLabel(panel.menu.category.name).fill(categoryName);
  await categoryForm.getByRole('button', { name: panel.menu.save }).click();
  await expect(page.getByText(formatMessage(apiMessages.categorySaved, { name: categoryName }))).toBeVisible();
  const section = page.getByTestId('menu-category').filter({ has: page.getByRole('heading', { name: categoryName }) });
  await expect(section).toContainText(panel.menu.emptyCategory);

  await section.getByRole('button', { name: panel.menu.newProduct }).click();
  const productForm = page.getByTestId('product-dialog');
  await productForm.getByRole('button', { name: panel.menu.save }).click();
  await expect(productForm.getByText(panel.menu.nameRequired)).toBeVisible();
  await expect(productForm.getByText(panel.menu.priceRequired)).toBeVisible();
  await productForm.getByLabel(panel.menu.product.name).fill(productName);
  await productForm.getByLabel(panel.menu.product.description).fill('Pão brioche, blend de 180 g e cheddar.');
  // Typed as a Brazilian types it: the comma for cents, the thousands dot added by the field.
  const price = productForm.getByLabel(panel.menu.product.price, { exact: true });
  await price.pressSequentially('1234,5');
  await expect(price).toHaveValue('1.234,5');
  await price.fill('');
  await price.pressSequentially('32,9');
  await productForm.getByLabel(panel.menu.product.promoPrice).pressSequentially('29.9');
  await expect(productForm.getByLabel(panel.menu.product.promoPrice)).toHaveValue('29,9');
  // A phone's photo, sideways with its GPS position: sent at once, shown once the server has it.
  await productForm
    .getByLabel(panel.menu.product.photoAdd)
    .setInputFiles({ name: 'IMG_0042.JPG', mimeType: 'image/jpeg', buffer: await phonePhoto() });
  const preview = productForm.locator('img');
  await expect(preview).toHaveAttribute('src', /\/media\/shops\/\d+\/[0-9a-f]{32}\.webp$/);
  await expect(productForm.getByText(panel.menu.product.photoChange)).toBeVisible();
  const photoUrl = await preview.getAttribute('src');
  await productForm.getByRole('button', { name: panel.menu.save }).click();
  await expect(page.getByText(formatMessage(apiMessages.productSaved, { name: productName }))).toBeVisible();
  const row = section.getByTestId('menu-product').filter({ hasText: productName });
  await expect(row).toContainText(`${formatReais(29.9)} ${formatReais(32.9)}`);
  await page.screenshot({ path: 'test-results/panel-menu-editor.png' });

  // An option group, added from the saved product's form: a size the customer must choose.
  await row.getByRole('button', { name: productName }).click();
  await expect(productForm.getByText(panel.menu.groups.lead)).toBeVisible();
  await productForm.getByRole('button', { name: panel.menu.groups.add }).click();
  const groupForm = page.getByTestId('option-group-dialog');
  await groupForm.getByLabel(panel.menu.groups.name).fill('Tamanho');
  await groupForm.getByLabel(panel.menu.groups.min).fill('1');
  const optionForms = groupForm.getByTestId('option-form');
  await optionForms.nth(0).getByLabel(panel.menu.groups.optionName).fill('Simples');
  await optionForms.nth(0).getByLabel(panel.menu.groups.optionPrice).pressSequentially('0');
  await groupForm.getByRole('button', { name: panel.menu.groups.addOption }).click();
  await groupForm.getByRole('button', { name: panel.menu.save }).click();
  await expect(groupForm.getByText(panel.menu.groups.optionNameRequired)).toBeVisible();
  await optionForms.nth(1).getByLabel(panel.menu.groups.optionName).fill('Duplo');
  await optionForms.nth(1).getByLabel(panel.menu.groups.optionPrice).pressSequentially('8');
  await groupForm.getByRole('button', { name: panel.menu.save }).click();
  await expect(page.getByText(formatMessage(apiMessages.optionGroupSaved, { name: 'Tamanho' }))).toBeVisible();
  await expect(groupForm).toBeHidden();
  await expect(productForm.getByTestId('option-group')).toContainText('Tamanho');
  await page.screenshot({ path: 'test-results/panel-menu-editor-group.png' });
  await productForm.getByRole('button', { name: panel.app.cancel }).click();

  // The customer's menu has it at once, and an order of it, double, is placed at its promotional price plus the size's.
  const product = (await getMenu(request, shop.shop_id))
    .flatMap((category) => category.products)
    .find((item) => item.name === productName)!;
  expect(product).toMatchObject({
    price: 32.9,
    promo_price: 29.9,
    available: true,
    image: photoUrl,
  });
  // On the shop's page the photo is offered as WebP, with its JPEG for browsers without it.
  const shopPage = await browser.newPage({ viewport: desktop });
  await shopPage.goto(`/${shop.city_slug}/${shop.segment}/${shop.slug}`);
  const card = shopPage.getByTestId('product-row').filter({ hasText: productName });
  await expect(card.locator('source[type="image/webp"]')).toHaveAttribute('srcset', product.image);
  await expect(card.locator('img')).toHaveAttribute('src', product.image.replace(/\.webp$/, '.jpg'));
  // Lazy, as the menu's images are: it loads once scrolled to.
  await card.scrollIntoViewIfNeeded();
  await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shopPage.close();
  const [size] = product.option_groups;
  expect(size).toMatchObject({
    name: 'Tamanho',
    min: 1,
    max: 1,
    options: [{ name: 'Simples' }, { name: 'Duplo', price: 8 }],
  });
  const line = lineFor(product, shop.min_order, [size!.options[1]!.option_id]);
  const order = await placeOrder(request, customer, { shop, lines: [line], payment_method: 'cash' });
  expect(order.items).toEqual([
    expect.objectContaining({ name: productName, quantity: line.quantity, unit_price: 37.9 }),
  ]);

  // A new price, then the history: who changed it, from what to what.
  await row.getByRole('button', { name: productName }).click();
  await price.fill('');
  await price.pressSequentially('35');
  await productForm.getByRole('button', { name: panel.menu.save }).click();
  await expect(row).toContainText(`${formatReais(29.9)} ${formatReais(35)}`);
  await row.getByRole('button', { name: productName }).click();
  await productForm.getByRole('button', { name: panel.menu.product.history }).click();
  const changes = productForm.getByTestId('price-change');
  await expect(changes).toHaveCount(2);
  await expect(changes.nth(0)).toContainText(
    fill(panel.menu.history.change, { from: formatReais(32.9), to: formatReais(35) }),
  );
  await expect(changes.nth(1)).toContainText(fill(panel.menu.history.created, { price: formatReais(32.9) }));
  await expect(changes.nth(0)).toContainText(fill(panel.menu.history.by, { name: staff.name }));
});
