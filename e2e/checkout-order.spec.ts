import { expect, test } from './fixtures.ts';
import {
  buyerWithAddress,
  expectWhenChosen,
  landedOrderId,
  lineOf,
  linesCents,
  money,
  ordersOf,
  productNamed,
  shopNamed,
  signInAs,
  statusOf,
  storeCart,
} from './checkout-helpers.ts';
import { common, phone, readStored, snapBoth, spec } from './helpers.ts';

test.use({ viewport: phone });

const place = common.checkout.place.button;

test('a new customer orders a pizza from the home page and pays cash with change', async ({ page, request }) => {
  const buyer = await buyerWithAddress(request, 'sacola');
  const nonna = await shopNamed(request, 'Forno da Nonna', buyer);
  const pizza = await productNamed(request, nonna.shop_id, 'Pizza Margherita');
  const size = pizza.option_groups.find((group) => group.min > 0)!.options.find((option) => option.available)!;
  const unitCents = Math.round((pizza.promo_price ?? pizza.price) * 100) + Math.round(size.price * 100);
  const productsCents = unitCents * 2;
  const feeCents = Math.round(nonna.delivery_fee! * 100);

  await signInAs(page, buyer);
  await page.goto('/');
  await page.getByTestId('shop-card').filter({ hasText: nonna.name }).click();
  await page.getByTestId('product-row').filter({ hasText: pizza.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: pizza.name })).toBeVisible();
  await page.getByRole('radio', { name: size.name, exact: true }).check();
  await page.getByRole('button', { name: common.catalog.product.increase }).click();
  await page.getByLabel(common.catalog.product.notes).fill('Sem manjericão');
  await page.getByRole('button', { name: new RegExp(`^${common.catalog.product.add}`) }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await page.getByRole('button', { name: spec.close }).click();

  // The bag opens over the page: the line with its option and notes, and the subtotal.
  await page.getByTestId('cart-button').click();
  const sheet = page.getByRole('dialog', { name: common.cart.title });
  await expect(sheet).toContainText(common.cart.from.replace('{{shop}}', nonna.name));
  const line = sheet.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(pizza.name);
  await expect(line).toContainText(size.name);
  await expect(line).toContainText(common.cart.notes.replace('{{notes}}', 'Sem manjericão'));
  await expect(sheet.getByTestId('cart-subtotal')).toHaveText(money(productsCents));
  await snapBoth(page, 'checkout-cart-sheet');
  await sheet.getByRole('link', { name: common.cart.checkout }).click();

  await expect(page).toHaveURL('/checkout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(common.pages.checkout);
  // The stored Address is preselected; the fee and total are the server's.
  await expect(page.getByRole('radio', { name: /Rua Coronel Quirino, 1200/ })).toBeChecked();
  const totals = page.getByTestId('order-totals');
  await expect(totals).toContainText(money(feeCents));
  await expect(page.getByTestId('order-total')).toHaveText(money(productsCents + feeCents));
  const when = await expectWhenChosen(page);
  await snapBoth(page, 'checkout-top');

  // 'Troco para' must exceed the total.
  await page.getByRole('radio', { name: /^Dinheiro/ }).check();
  const change = page.getByLabel(common.checkout.payment.changeFor);
  await change.fill('10');
  await change.blur();
  await expect(
    page.getByText(common.checkout.payment.changeTooSmall.replace('{{total}}', money(productsCents + feeCents))),
  ).toBeVisible();
  const button = page.getByRole('button', { name: place });
  await expect(button).toBeDisabled();
  await expect(page.getByTestId('place-reason').filter({ visible: true })).toHaveText(
    common.checkout.place.blockers.changeTooSmall,
  );
  await change.fill('200');
  // Accepted at sign-up: the box comes ticked, and unticking it stops the order again.
  const policy = page.getByRole('checkbox', { name: new RegExp(common.checkout.policy.link) });
  await expect(policy).toBeChecked();
  await policy.uncheck();
  await expect(page.getByTestId('place-reason').filter({ visible: true })).toHaveText(spec.acceptPrivacyPolicy);
  await policy.check();
  await expect(button).toBeEnabled();
  await snapBoth(page, 'checkout-cash');

  await button.click();
  const orderId = await landedOrderId(page);
  const order = await statusOf(request, buyer.token, orderId);
  expect(order).toMatchObject({
    shop_id: nonna.shop_id,
    payment_method: 'cash',
    change_for: 200,
    delivery_type: 'delivery',
    totals: {
      total_products: productsCents / 100,
      delivery_price: feeCents / 100,
      order_total: (productsCents + feeCents) / 100,
    },
  });
  expect(order.schedule_id === null).toBe(when === 'now');
  expect(order.address).toContain('Rua Coronel Quirino, 1200');
  expect(order.items).toEqual([
    expect.objectContaining({ product_id: pizza.product_id, quantity: 2, notes: 'Sem manjericão' }),
  ]);
  // The bag is emptied once the order is placed.
  expect(await readStored(page, 'Order')).toBeNull();
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);

  // The receipt reaches the customer's e-mail with the order's lines, and reads on a phone.
  const email = buyer.session.customer[0]!.email;
  let receipt: { id: number; subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get(`/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
        messages: { id: number; subject: string; text: string }[];
      };
      receipt = messages.find((message) => message.subject.endsWith(`— ${nonna.name}`));
      return receipt?.subject;
    })
    .toBe(`Pedido nº ${order.order_number} recebido — ${nonna.name}`);
  const lines = receipt!.text.split('\n');
  expect(lines).toEqual(
    expect.arrayContaining([
      `2x ${pizza.name}  ${money(productsCents)}`,
      '   Obs.: Sem manjericão',
      `Total  ${money(productsCents + feeCents)}`,
      `Pagamento: Dinheiro · troco para ${money(20_000)}`,
    ]),
  );
  await page.goto(`/dev/outbox/${receipt!.id}`);
  await expect(page.getByText(`2x ${pizza.name}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver o pedido' })).toHaveAttribute(
    'href',
    new RegExp(`/orders/${orderId}$`),
  );
  await snapBoth(page, 'checkout-receipt-email');
});

test('the bag changes quantities, removes lines and empties; checkout then sends back to shopping', async ({
  page,
  request,
}) => {
  const buyer = await buyerWithAddress(request, 'vazia');
  const nonna = await shopNamed(request, 'Forno da Nonna', buyer);
  const pudding = lineOf(await productNamed(request, nonna.shop_id, 'Pudim de leite'), 1);
  const brownie = lineOf(await productNamed(request, nonna.shop_id, 'Brownie com sorvete'), 2);
  await signInAs(page, buyer);
  await storeCart(page, nonna, [pudding, brownie]);
  await page.reload();
  await expect(page.getByTestId('cart-badge')).toHaveText('3');

  await page.getByTestId('cart-button').click();
  const sheet = page.getByRole('dialog', { name: common.cart.title });
  await expect(sheet.getByTestId('cart-subtotal')).toHaveText(money(linesCents([pudding, brownie])));
  await sheet.getByRole('button', { name: common.cart.increase.replace('{{product}}', pudding.name) }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('4');
  await expect(sheet.getByTestId('cart-subtotal')).toHaveText(
    money(linesCents([{ ...pudding, quantity: 2 }, brownie])),
  );
  await sheet.getByRole('button', { name: common.cart.decrease.replace('{{product}}', brownie.name) }).click();
  await sheet.getByRole('button', { name: common.cart.remove.replace('{{product}}', brownie.name) }).click();
  await expect(sheet.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await sheet.getByRole('button', { name: common.cart.decrease.replace('{{product}}', pudding.name) }).click();
  await sheet.getByRole('button', { name: common.cart.remove.replace('{{product}}', pudding.name) }).click();
  await expect(sheet.getByText(common.cart.emptyTitle)).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  expect(await readStored(page, 'Order')).toBeNull();
  await snapBoth(page, 'checkout-cart-empty');
  await sheet.getByRole('button', { name: common.cart.close }).click();

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(common.pages.checkout);
  await expect(page.getByRole('heading', { name: common.checkout.empty.title })).toBeVisible();
  await page.getByRole('link', { name: common.checkout.empty.action }).click();
  await expect(page).toHaveURL('/');
  expect(await ordersOf(request, buyer.token)).toEqual([]);
});
