import { expect, test } from './fixtures.ts';
import { listShops } from './catalog-helpers.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { buyerWithAddress, lineOf, productNamed, shopNamed, signInAs, storeCart } from './checkout-helpers.ts';
import { common, spec } from './helpers.ts';
import { customerWithAddress, placePixOrder, signIn } from './orders-helpers.ts';

test('a visitor meets no serious axe violation on the main routes of both tenants', async ({ page, request }) => {
  // Sixteen axe passes.
  test.setTimeout(120_000);
  const [shop] = await listShops(request);
  const routes: Array<[string, string, () => Promise<unknown>]> = [
    ['/', 'home', () => expect(page.getByTestId('shop-card').first()).toBeVisible()],
    [
      `/restaurante/${shop!.shop_id}`,
      'shop',
      () => expect(page.getByRole('heading', { level: 1 })).toHaveText(shop!.name),
    ],
    // A visitor is told to sign in first ('Aviso').
    ['/orders', 'orders', () => expect(page.getByRole('alertdialog')).toBeVisible()],
    [
      '/profile',
      'profile',
      () => expect(page.getByRole('main').getByRole('button', { name: spec.signIn, exact: true })).toBeVisible(),
    ],
    ['/address', 'addresses', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
    ['/contact', 'contact', () => expect(page.getByTestId('contact-whatsapp')).toBeVisible()],
  ];
  for (const [path, label, ready] of routes) {
    await page.goto(path);
    await ready();
    await expectNoSeriousViolations(page, label);
  }

  // The sign-in modal, where 'ENTRAR DEPOIS' sits at the screen's edge.
  await page.goto('/profile');
  await page.getByRole('main').getByRole('button', { name: spec.signIn, exact: true }).click();
  const modal = page.getByTestId('sign-in-modal');
  await expect(modal).toBeVisible();
  await expectNoSeriousViolations(page, 'sign-in');
  // Its focus ring is drawn inside the button: the screen's edge and the sheet's corner cut none of it.
  const later = modal.getByRole('button', { name: spec.signInLater });
  // Focus comes to it from the keyboard (the modal put it there on opening, by a click).
  await page.keyboard.press('Tab');
  for (let tab = 0; tab < 15 && !(await later.evaluate((element) => element === document.activeElement)); tab++) {
    await page.keyboard.press('Shift+Tab');
  }
  const ring = await later.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      visible: element.matches(':focus-visible'),
      outside: parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset),
    };
  });
  expect(ring).toEqual({ visible: true, outside: 0 });

  // The SINGLE tenant's home: its only shop.
  await page.goto(
    page
      .url()
      .replace('//localhost', '//pizzaria.localhost')
      .replace(/\/profile$/, '/'),
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, 'single home');
});

test('a customer meets no serious axe violation on their pages', async ({ page, request }) => {
  test.setTimeout(90_000);
  const customer = await customerWithAddress(request, 'axe');
  await signIn(page, customer);
  for (const [path, label] of [
    ['/profile', 'profile'],
    ['/orders', 'orders'],
    ['/address', 'addresses'],
    ['/profile-edit', 'profile edit'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoSeriousViolations(page, label);
  }
});

test("a customer meets no serious axe violation on a product, checkout, an order, its review, cashback and a shop's reviews", async ({
  page,
  request,
}) => {
  // Twenty axe passes.
  test.setTimeout(150_000);
  const buyer = await buyerWithAddress(request, 'axe-rotas');
  const customer = { session: buyer.session, token: buyer.token, addressId: buyer.address.address_id };
  const order = await placePixOrder(request, customer);
  const shop = await shopNamed(request, 'Forno da Nonna', buyer);
  const pizza = await productNamed(request, shop.shop_id, 'Pizza Margherita');
  await signInAs(page, buyer);
  const heading = () => expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  for (const [path, label] of [
    [`/product-detail/${pizza.product_id}`, 'product'],
    [`/${shop.city_slug}/${shop.segment}/${shop.slug}`, 'shop permalink'],
    [`/evaluation/${shop.shop_id}`, "shop's reviews"],
    [`/orders/${order.order_id}`, 'order'],
    [`/review?order=${order.order_id}`, 'review of an order not delivered'],
    ['/review', 'reviews to give'],
    ['/cashback', 'cashback'],
    ['/new-address', 'new address'],
  ] as const) {
    await page.goto(path);
    await heading();
    await expectNoSeriousViolations(page, label);
  }
  await storeCart(page, shop, [lineOf(pizza, 1)]);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(common.pages.checkout);
  await expect(page.getByTestId('order-totals')).toBeVisible();
  await expectNoSeriousViolations(page, 'checkout');
});

test('a visitor meets no serious axe violation on the sign-up and recovery modals', async ({ page }) => {
  for (const [path, label] of [
    ['/sign-up', 'sign-up-modal'],
    ['/recover-password', 'recovery-modal'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(label)).toBeVisible();
    await expectNoSeriousViolations(page, label);
  }
});
