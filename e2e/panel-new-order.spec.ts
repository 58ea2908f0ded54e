import { checkoutCalls } from '@delivery/contract/calls/checkout';
import type { TCategory, TProduct } from '@delivery/contract/catalog';
import { encodeProductsList, type CartLine } from '@delivery/contract/checkout';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { formatReais } from '@delivery/contract/money';
import type { APIRequestContext, Page } from '@playwright/test';
import { fill } from '../apps/merchant/src/lib/messages.ts';
import { getMenu, listShops } from './catalog-helpers.ts';
import { expect, test } from './fixtures.ts';
import { desktop, phone, snap } from './helpers.ts';
import { customerWithAddress } from './orders-helpers.ts';
import { attendantOf, panel, signInToPanel } from './panel-helpers.ts';

const tablet = { width: 1024, height: 768 } as const;
test.use({ viewport: tablet });

const shopSlug = 'forno-da-nonna';
const text = (value: string) => value.replace(/\u00a0/g, ' ');

/** A product of the menu by name, and the ids of its options by name. */
function productOf(categories: TCategory[], name: string) {
  const product = categories.flatMap((category) => category.products).find((one) => one.name === name) as TProduct;
  const option = (optionName: string) =>
    product.option_groups.flatMap((group) => group.options).find((one) => one.name === optionName)!.option_id;
  return { product, option };
}

/** What the customer's app would charge for these lines, delivered or picked up: validateOrderApp's total. */
async function appTotal(request: APIRequestContext, shopId: number, lines: CartLine[], delivered: boolean) {
  const customer = await customerWithAddress(request, 'balcao-preco');
  const answer = await (
    await request.post(checkoutCalls.validateOrderApp.path, {
      data: {
        validate: 1,
        token: customer.token,
        shop_id: shopId,
        products_list: encodeProductsList(lines),
        address_id: delivered ? customer.addressId : null,
        total_products: 0,
        delivery_price_shop: 0,
        order_total: 0,
      },
    })
  ).json();
  expect(answer.totals, JSON.stringify(answer)).toBeTruthy();
  return answer.totals.order_total as number;
}

async function addItem(page: Page, search: string, name: string, choices: string[], notes = '') {
  await page.getByRole('button', { name: panel.newOrder.addItem }).click();
  const picker = page.getByTestId('product-picker');
  await picker.getByLabel(panel.newOrder.pickerSearch).fill(search);
  await picker.getByRole('button', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) }).click();
  const dialog = page.getByTestId('item-choices');
  for (const choice of choices) await dialog.getByRole('button', { name: new RegExp(`^${choice}`) }).click();
  if (notes) await dialog.getByLabel(panel.newOrder.notes).fill(notes);
  await dialog.getByRole('button', { name: /^Adicionar ·/ }).click();
  await expect(dialog).toHaveCount(0);
}

test('a counter order is priced as the app prices it, placed accepted, and shown on the board', async ({
  page,
  request,
}) => {
  const shop = (await listShops(request)).find((one) => one.slug === shopSlug)!;
  const menu = await getMenu(request, shop.shop_id);
  await signInToPanel(page, attendantOf(shopSlug));
  await page.getByRole('link', { name: panel.newOrder.link }).click();
  await expect(page.getByRole('heading', { name: panel.newOrder.title, level: 1 })).toBeVisible();

  const customer = page.getByRole('form', { name: panel.newOrder.newCustomer });
  await customer.getByLabel(panel.newOrder.name).fill('Seu Jorge');
  await customer.getByRole('button', { name: panel.newOrder.saveCustomer }).click();
  await expect(page.getByTestId('order-customer')).toContainText('Seu Jorge');

  await addItem(page, 'meio a meio', 'Pizza Grande meio a meio (8 fatias)', ['Calabresa', 'Margherita'], 'bem assada');
  await addItem(page, 'margherita', 'Pizza Margherita', ['Grande']);
  await expect(page.getByTestId('draft-line')).toHaveCount(2);
  await expect(page.getByTestId('draft-line').first()).toContainText('½ Calabresa, ½ Margherita');

  const halves = productOf(menu, 'Pizza Grande meio a meio (8 fatias)');
  const single = productOf(menu, 'Pizza Margherita');
  const lines: CartLine[] = [
    {
      productId: halves.product.product_id,
      quantity: 1,
      optionIds: [halves.option('Calabresa'), halves.option('Margherita')],
    },
    { productId: single.product.product_id, quantity: 1, optionIds: [single.option('Grande (8 fatias)')] },
  ];
  const expected = await appTotal(request, shop.shop_id, lines, false);
  const totals = page.getByTestId('order-totals');
  await expect.poll(async () => text(await totals.innerText())).toContain(text(formatReais(expected)));
  await snap(page, 'new-order-counter');
  await page.setViewportSize(phone);
  await snap(page, 'new-order-counter');
  await page.setViewportSize(desktop);
  await snap(page, 'new-order-counter');

  await page.getByRole('button', { name: panel.newOrder.place }).click();
  // The board opens the order, accepted, taken at the counter.
  const details = page.getByTestId('order-details');
  await expect(details).toBeVisible();
  const number = Number((await details.getByRole('heading').first().innerText()).match(/\d+/)![0]);
  await expect(page.getByText(formatMessage(apiMessages.staffOrderPlaced, { number }))).toBeVisible();
  await details.getByRole('button', { name: panel.app.close }).first().click();
  const card = page.locator('[data-testid="order-card"]').filter({ hasText: 'Seu Jorge' }).first();
  await expect(card).toHaveAttribute('data-status', 'accepted');
  await expect(card.getByTestId('order-channel')).toHaveText(panel.newOrder.channels.counter);
  await expect(card).toContainText(text(formatReais(expected)).replace(/\s/g, ' '));
});

test('a phone order keeps the caller and their address, delivers with the fee, and finds them on the next call', async ({
  page,
  request,
}) => {
  const shop = (await listShops(request)).find((one) => one.slug === shopSlug)!;
  const menu = await getMenu(request, shop.shop_id);
  await signInToPanel(page, attendantOf(shopSlug));
  await page.goto('/painel/novo-pedido');
  await page
    .getByRole('group', { name: panel.newOrder.channel })
    .getByRole('button', { name: panel.newOrder.channels.phone })
    .click();

  const newCustomer = page.getByRole('form', { name: panel.newOrder.newCustomer });
  await newCustomer.getByLabel(panel.newOrder.name).fill('Márcia Telefone');
  await newCustomer.getByRole('button', { name: panel.newOrder.saveCustomer }).click();
  await expect(newCustomer.getByText(panel.newOrder.phoneNeeded)).toBeVisible();
  await newCustomer.getByLabel(panel.newOrder.phone).fill('(19) 3232-4545');
  await newCustomer.getByRole('button', { name: panel.newOrder.saveCustomer }).click();
  await expect(page.getByTestId('order-customer')).toContainText('(19) 3232-4545');

  await addItem(page, 'margherita', 'Pizza Margherita', ['Grande']);
  const address = page.getByRole('form', { name: panel.newOrder.newAddress });
  await address.getByLabel(panel.newOrder.street).fill('Rua Coronel Quirino');
  await address.getByLabel(panel.newOrder.number).fill('1200');
  await address.getByLabel(panel.newOrder.district).selectOption({ label: 'Cambuí' });
  await address.getByLabel(panel.newOrder.complement).fill('Casa 2');
  await address.getByRole('button', { name: panel.newOrder.saveAddress }).click();
  await expect(page.getByRole('radio', { name: /Rua Coronel Quirino, 1200/ })).toHaveAttribute('aria-checked', 'true');

  const payment = page.getByRole('group', { name: panel.newOrder.payment });
  await payment.getByRole('button', { name: 'Cartão na entrega' }).click();
  await page.getByLabel(panel.newOrder.cardFlag).selectOption({ label: 'Visa' });

  const single = productOf(menu, 'Pizza Margherita');
  const expected = await appTotal(
    request,
    shop.shop_id,
    [{ productId: single.product.product_id, quantity: 1, optionIds: [single.option('Grande (8 fatias)')] }],
    true,
  );
  const totals = page.getByTestId('order-totals');
  await expect.poll(async () => text(await totals.innerText())).toContain(text(formatReais(expected)));
  await snap(page, 'new-order-phone');

  await page.getByRole('button', { name: panel.newOrder.place }).click();
  const details = page.getByTestId('order-details');
  await expect(details).toContainText('Rua Coronel Quirino, 1200');
  await expect(details).toContainText('Visa');
  await details.getByRole('button', { name: panel.app.close }).first().click();
  const card = page.locator('[data-testid="order-card"]').filter({ hasText: 'Márcia Telefone' }).first();
  await expect(card.getByTestId('order-channel')).toHaveText(panel.newOrder.channels.phone);

  // She calls again: found by part of her number, with her address.
  await page.getByRole('link', { name: panel.newOrder.link }).click();
  await page.getByLabel(panel.newOrder.search).fill('3232');
  await page.getByRole('button', { name: fill(panel.newOrder.useCustomer, { name: 'Márcia Telefone' }) }).click();
  await page
    .getByRole('group', { name: panel.newOrder.delivery })
    .getByRole('button', { name: panel.newOrder.deliver })
    .click();
  await expect(page.getByRole('radio', { name: /Rua Coronel Quirino, 1200/ })).toHaveAttribute('aria-checked', 'true');
});
