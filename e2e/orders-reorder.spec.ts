import { expect, test } from './fixtures.ts';
import type { TGetMenuResponse, TProduct } from '@delivery/contract/catalog';
import type { StoredOrder } from '../apps/web/src/features/cart/cart.ts';
import { uniqueCpf } from './auth-helpers.ts';
import { brl, listShops } from './catalog-helpers.ts';
import { common, phone, readStored, snapBoth, spec, writeStored } from './helpers.ts';
import { customerWithAddress, lineFor, orderableShop, placeOrder, requiredChoices, signIn } from './orders-helpers.ts';
import { counterOf } from './panel-helpers.ts';

test.use({ viewport: phone });

/** The chosen options by group id, as the cart stores them. */
function selectionOf(product: TProduct, optionIds: number[]): Record<string, number[]> {
  const selection: Record<string, number[]> = {};
  for (const group of product.option_groups) {
    const chosen = group.options.filter((o) => optionIds.includes(o.option_id)).map((o) => o.option_id);
    if (chosen.length) selection[String(group.group_id)] = chosen;
  }
  return selection;
}

test("'Pedir de novo' puts the order back in the cart at today's prices, naming what is no longer available", async ({
  page,
  request,
}) => {
  const customer = await customerWithAddress(request, 'denovo');
  const { shop, products } = await orderableShop(request, customer);
  const withOptions = products.find((p) => p.option_groups.some((g) => g.min >= 1))!;
  const other = products.find((p) => p.product_id !== withOptions.product_id)!;
  const lineA = lineFor(withOptions, shop.min_order);
  const lineB = { productId: other.product_id, quantity: 1, optionIds: requiredChoices(other) };
  const cpf = uniqueCpf();
  const order = await placeOrder(request, customer, {
    shop,
    lines: [lineA, lineB],
    payment_method: 'cash',
    change_for: 500,
    cpf_on_receipt: cpf,
    notes: ['sem cebola', ''],
  });

  await signIn(page, customer);
  // A cart of another shop is waiting.
  const otherShop = (await listShops(request)).find((s) => s.shop_id !== shop.shop_id)!;
  const now = Math.floor(Date.now() / 1000);
  await writeStored(page, {
    Order: {
      shop_name: otherShop.name,
      order: {
        total_order: 10,
        schedule_id: null,
        shop_id: otherShop.shop_id,
        total_delivery: 0,
        total_products: 10,
        address_id: null,
        items: [
          {
            product_id: 1,
            quantity: 1,
            options: {},
            option_names: [],
            notes: '',
            name: 'Item',
            image: '',
            unit_price: 10,
          },
        ],
      },
    },
    cart_expired: { init: now, end: now + 3600 },
  });

  await page.goto(`/orders/${order.order_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    common.orders.title.replace('{{number}}', String(order.order_number)),
  );
  // The order as it was made: lines with options and notes, cash with change, CPF, address.
  const items = page.getByTestId('order-item');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(withOptions.name);
  await expect(items.first()).toContainText(
    common.orders.items.quantity.replace('{{quantity}}', String(lineA.quantity)),
  );
  const firstOption = order.items[0]!.options[0]!;
  await expect(items.first()).toContainText(`${firstOption.group}: ${firstOption.option}`);
  await expect(items.first()).toContainText(common.orders.items.notes.replace('{{notes}}', 'sem cebola'));
  await expect(page.getByTestId('order-payment')).toHaveText(
    `${common.orders.payment.cash} · ${common.orders.details.changeFor.replace('{{amount}}', brl(50000))}`,
  );
  await expect(page.getByText(cpf)).toBeVisible();
  await expect(page.getByText('Rua Coronel Quirino, 1200 - Apto 52')).toBeVisible();
  await expect(page.getByTestId('order-total')).toContainText(brl(Math.round(order.totals.order_total * 100)));
  await expect(page.getByTestId('pix-qr')).toHaveCount(0);

  // Since the order, the shop paused the second product.
  await page.route('**/api/shop4api/getMenu?**', async (route) => {
    const headers = { ...route.request().headers() };
    delete headers['if-none-match'];
    const response = await route.fetch({ headers });
    const menu = (await response.json()) as TGetMenuResponse;
    for (const category of menu.categories) {
      for (const product of category.products) if (product.product_id === other.product_id) product.available = false;
    }
    await route.fulfill({ response, json: menu });
  });

  await page.getByRole('button', { name: common.orders.reorder.action }).click();
  const replace = page.getByRole('alertdialog', { name: common.orders.reorder.replaceTitle });
  await expect(replace).toContainText(common.orders.reorder.replaceText.replace('{{shop}}', otherShop.name));
  await replace.getByRole('button', { name: spec.yes }).click();

  const leftOut = page.getByRole('alertdialog', { name: common.orders.reorder.leftOutTitle });
  await expect(leftOut.getByTestId('reorder-left-out')).toHaveText(
    common.orders.reorder.unavailable.replace('{{name}}', other.name),
  );
  await snapBoth(page, 'orders-reorder-left-out');
  await leftOut.getByRole('button', { name: common.orders.reorder.goToCart }).click();
  await expect(page).toHaveURL('/checkout');
  // Paid in cash then: checkout starts from it, among the shop's other ways to pay.
  const payments = page.getByRole('radiogroup', { name: common.checkout.payment.title }).getByRole('radio');
  await expect.poll(() => payments.count()).toBeGreaterThan(1);
  await expect(page.getByRole('radio', { name: /^Dinheiro/ })).toBeChecked();

  const stored = await readStored<StoredOrder>(page, 'Order');
  expect(stored?.shop_name).toBe(shop.name);
  expect(stored?.order.shop_id).toBe(shop.shop_id);
  expect(stored?.order.items).toHaveLength(1);
  expect(stored?.order.items[0]).toMatchObject({
    product_id: withOptions.product_id,
    quantity: lineA.quantity,
    notes: 'sem cebola',
    unit_price: order.items[0]!.unit_price,
    options: selectionOf(withOptions, lineA.optionIds),
  });
  await expect(page.getByTestId('cart-badge')).toHaveText(String(lineA.quantity));

  // Again, with everything on the menu and the cart already of this shop: no question, lines merged.
  await page.unroute('**/api/shop4api/getMenu?**');
  await page.goto(`/orders/${order.order_id}`);
  await page.getByRole('button', { name: common.orders.reorder.action }).click();
  await expect(page.getByText(common.orders.reorder.added)).toBeVisible();
  await expect(page).toHaveURL('/checkout');
  const merged = await readStored<StoredOrder>(page, 'Order');
  expect(merged?.order.items.map((item) => [item.product_id, item.quantity])).toEqual([
    [withOptions.product_id, lineA.quantity * 2],
    [other.product_id, 1],
  ]);
  await expect(page.getByTestId('cart-badge')).toHaveText(String(lineA.quantity * 2 + 1));
});

test("a past order is ordered again from the history's own 'Pedir de novo', paid as it was", async ({
  page,
  request,
}) => {
  const customer = await customerWithAddress(request, 'denovolista');
  const { shop, products } = await orderableShop(request, customer);
  const product = products.find((p) => p.option_groups.every((g) => g.min === 0))!;
  const order = await placeOrder(request, customer, {
    shop,
    lines: [lineFor(product, shop.min_order)],
    payment_method: 'pix',
  });
  await (await counterOf(request, shop.shop_id)).complete(order.order_id);

  await signIn(page, customer);
  await page.goto('/orders');
  const card = page
    .getByTestId('order-card')
    .filter({ hasText: common.orders.title.replace('{{number}}', String(order.order_number)) });
  const again = card.getByRole('button', {
    name: common.orders.reorder.actionNamed
      .replace('{{number}}', String(order.order_number))
      .replace('{{shop}}', shop.name),
  });
  await expect(again).toBeVisible();
  await snapBoth(page, 'orders-history-reorder');
  await again.click();
  await expect(page.getByText(common.orders.reorder.added)).toBeVisible();
  await expect(page).toHaveURL('/checkout');
  const stored = await readStored<StoredOrder>(page, 'Order');
  expect(stored?.order.items.map((item) => item.product_id)).toEqual([product.product_id]);
  await expect(page.getByRole('radio', { name: /^Pix/ })).toBeChecked();
});
