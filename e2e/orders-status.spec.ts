import { expect, test } from './fixtures.ts';
import { rejectReasons } from '@delivery/contract/board';
import { brl } from './catalog-helpers.ts';
import { common, desktop, phone, snapBoth, spec } from './helpers.ts';
import {
  clock,
  customerWithAddress,
  lineFor,
  orderableShop,
  orderStatus,
  placeOrder,
  placePixOrder,
  signIn,
} from './orders-helpers.ts';
import { counterOf } from './panel-helpers.ts';

test.use({ viewport: phone });

const title = (number: number) => common.orders.title.replace('{{number}}', String(number));

const deliveryWindow = (from: string, to: string) =>
  `${common.orders.arrival.delivery} ${common.orders.arrival.window.replace('{{from}}', from).replace('{{to}}', to)}`;

test('a Pix order shows its QR and copy-paste code, and its timeline follows the status live', async ({
  page,
  request,
  context,
}) => {
  const customer = await customerWithAddress(request, 'pix');
  const order = await placePixOrder(request, customer);
  expect(order.pix).not.toBeNull();

  await signIn(page, customer);
  await page.goto(`/orders/${order.order_id}?placed=1`);
  await expect(page.getByTestId('order-placed')).toContainText(common.orders.placedTitle);
  await expect(page.getByTestId('order-placed')).toContainText(
    common.orders.placedText.replace('{{number}}', String(order.order_number)),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(order.order_number));
  // The confirmation is for the moment of placing: coming back to the order later says it no more.
  await expect(page).toHaveURL(`/orders/${order.order_id}`);
  await page.goto('/orders');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(order.order_number));
  await expect(page.getByTestId('order-placed')).toHaveCount(0);
  await expect(page).toHaveTitle(new RegExp(`^${common.pages.order} \\| `));

  // The server's SVG as an image that decodes, and the BR Code as it was issued.
  const qr = page.getByRole('img', { name: common.orders.pix.qrAlt.replace('{{number}}', String(order.order_number)) });
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByLabel(common.orders.pix.codeLabel)).toHaveValue(order.pix!.payload);
  await expect(page.getByText(common.orders.pix.note)).toBeVisible();
  await expect(
    page.getByText(common.orders.pix.amount.replace('{{amount}}', brl(Math.round(order.totals.order_total * 100)))),
  ).toBeVisible();
  await expect(page.getByTestId('order-payment')).toHaveText(common.orders.payment.pix);
  // A phone cannot scan its own screen: the code to copy comes first, the QR below it; wider
  // screens show the QR first, beside the code.
  const copyButton = page.getByRole('button', { name: common.orders.pix.copy });
  const top = async (locator: typeof qr) => (await locator.boundingBox())!.y;
  expect(await top(copyButton)).toBeLessThan(await top(qr));
  await page.setViewportSize(desktop);
  expect((await qr.boundingBox())!.x).toBeLessThan((await copyButton.boundingBox())!.x);
  await page.setViewportSize(phone);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: common.orders.pix.copy }).click();
  await expect(page.getByText(common.orders.pix.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(order.pix!.payload);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snapBoth(page, 'orders-pix');

  // Only the first step is reached; the rest wait.
  const steps = page.getByTestId('timeline-step');
  const step = (status: keyof typeof common.orders.status) => steps.filter({ hasText: common.orders.status[status] });
  await expect(steps).toHaveCount(5);
  await expect(step('received')).toHaveAttribute('data-state', 'current');
  await expect(step('received').locator('time')).toHaveText(/^\d{2}:\d{2}$/);
  await expect(step('accepted')).toHaveAttribute('data-state', 'upcoming');

  // Until the shop accepts, the arrival counts the shop's estimate from the placing.
  const { estimate_min: min, estimate_max: max } = order;
  expect(min).not.toBeNull();
  const arrival = page.getByTestId('order-arrival');
  await expect(arrival).toHaveText(deliveryWindow(clock(order.created_at, min!), clock(order.created_at, max!)));

  // A reload would lose this mark: every change below must come through the open stream.
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
  const counter = await counterOf(request, order.shop_id);
  for (const [status, previous] of [
    ['accepted', 'received'],
    ['preparing', 'accepted'],
    ['out_for_delivery', 'preparing'],
  ] as const) {
    expect(await counter.moveOn(order.order_id)).toBe(status);
    await expect(step(status)).toHaveAttribute('data-state', 'current');
    await expect(step(status).locator('time')).toHaveText(/^\d{2}:\d{2}$/);
    await expect(step(previous)).toHaveAttribute('data-state', 'done');
    await expect(page.getByTestId('status-chip')).toHaveText(common.orders.status[status]);
    if (status === 'accepted') {
      // Accepted for 30 minutes: the window now ends 30 minutes after the acceptance, live.
      const seen = await orderStatus(request, customer, order.order_id);
      const acceptedAt = seen.history.find((entry) => entry.status === 'accepted')!.at;
      expect(seen.estimate_minutes).toBe(30);
      await expect(arrival).toHaveText(
        deliveryWindow(clock(acceptedAt, Math.max(0, 30 - (max! - min!))), clock(acceptedAt, 30)),
      );
      await page.evaluate(() => window.scrollTo(0, 0));
      await snapBoth(page, 'orders-arrival');
    }
  }
  await expect(arrival).toBeVisible();
  expect(await counter.moveOn(order.order_id)).toBe('delivered');
  await expect(arrival).toHaveCount(0);
  await expect(step('delivered')).toHaveAttribute('data-state', 'done');
  await expect(steps.and(page.locator('[data-state="done"]'))).toHaveCount(5);
  await expect(page.getByText(common.orders.statusHint.delivered)).toBeVisible();
  // Paid and delivered: the Pix is no longer asked for; the review is offered.
  await expect(page.getByTestId('pix-qr')).toHaveCount(0);
  await expect(page.getByRole('link', { name: common.orders.review.action })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snapBoth(page, 'orders-delivered');
});

test('a pickup order shows the pickup path, follows it to picked up, and then closes its stream', async ({
  page,
  request,
}) => {
  const customer = await customerWithAddress(request, 'retirada');
  const { shop, products } = await orderableShop(request, customer);
  const order = await placeOrder(request, customer, {
    shop,
    lines: [lineFor(products[0]!, shop.min_order)],
    payment_method: 'pix',
    pickup: true,
  });
  expect(order.delivery_type).toBe('pickup');
  // Every EventSource the page opens, to see the stream close once the order is over.
  await page.addInitScript(() => {
    const sources: EventSource[] = [];
    Object.assign(window, { orderSources: sources });
    window.EventSource = class extends window.EventSource {
      constructor(...args: ConstructorParameters<typeof EventSource>) {
        super(...args);
        sources.push(this);
      }
    };
  });
  const openStreams = () =>
    page.evaluate(
      () =>
        (window as unknown as { orderSources: EventSource[] }).orderSources.filter(
          (source) => source.readyState !== EventSource.CLOSED,
        ).length,
    );

  await signIn(page, customer);
  await page.goto(`/orders/${order.order_id}`);
  const steps = page.getByTestId('timeline-step');
  const step = (status: keyof typeof common.orders.status) => steps.filter({ hasText: common.orders.status[status] });
  const path = ['received', 'accepted', 'preparing', 'ready_for_pickup', 'picked_up'] as const;
  await expect(steps).toContainText(path.map((status) => common.orders.status[status]));
  await expect(steps).toHaveCount(5);
  await expect(step('received')).toHaveAttribute('data-state', 'current');
  await expect.poll(openStreams).toBe(1);
  const ready = page.getByTestId('order-arrival');
  await expect(ready).toHaveText(`${common.orders.arrival.pickup} ${clock(order.created_at, order.estimate_max!)}`);
  await snapBoth(page, 'orders-pickup-arrival');

  const counter = await counterOf(request, shop.shop_id);
  for (const status of path.slice(1, 4)) {
    expect(await counter.moveOn(order.order_id)).toBe(status);
    await expect(step(status)).toHaveAttribute('data-state', 'current');
    await expect(page.getByTestId('status-chip')).toHaveText(common.orders.status[status]);
  }
  await expect(page.getByText(common.orders.statusHint.ready_for_pickup)).toBeVisible();
  // Ready: the time it would be ready by has said its part.
  await expect(ready).toHaveCount(0);
  await snapBoth(page, 'orders-pickup-ready');
  expect(await counter.moveOn(order.order_id)).toBe('picked_up');
  await expect(steps.and(page.locator('[data-state="done"]'))).toHaveCount(5);
  await expect(page.getByTestId('status-chip')).toHaveText(common.orders.status.picked_up);
  await expect(page.getByText(common.orders.statusHint.picked_up)).toBeVisible();
  await expect(page.getByRole('link', { name: common.orders.review.action })).toBeVisible();
  await expect.poll(openStreams).toBe(0);
});

test('a cancelled order ends its timeline at the cancellation, and says why', async ({ page, request }) => {
  const customer = await customerWithAddress(request, 'cancelado');
  const order = await placePixOrder(request, customer);
  await signIn(page, customer);
  await page.goto(`/orders/${order.order_id}`);
  await expect(page.getByTestId('order-placed')).toHaveCount(0);
  await expect(page.getByTestId('timeline-step')).toHaveCount(5);

  // The shop turns it down with a reason from the panel's list.
  const reason = rejectReasons[2];
  expect((await (await counterOf(request, order.shop_id)).cancel(order.order_id, reason)).status).toBe('cancelled');
  const steps = page.getByTestId('timeline-step');
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(0)).toContainText(common.orders.status.received);
  await expect(steps.nth(1)).toContainText(common.orders.status.cancelled);
  // Why, under the cancelled step.
  await expect(steps.nth(1).getByTestId('cancel-reason')).toHaveText(
    common.orders.cancelReason.replace('{{reason}}', reason),
  );
  await expect(page.getByTestId('status-chip')).toHaveText(common.orders.status.cancelled);
  await expect(page.getByTestId('pix-qr')).toHaveCount(0);
  await expect(page.getByRole('link', { name: common.orders.review.action })).toHaveCount(0);
});

test("a visitor opening an order's URL gets the 'Aviso'; another customer's order is not found", async ({
  page,
  request,
}) => {
  await page.goto('/orders');
  const notice = page.getByRole('alertdialog', { name: spec.notice });
  await expect(notice).toContainText(spec.loginRequiredForPage);
  await snapBoth(page, 'orders-visitor-notice');
  await page.goto('/orders/1');
  await expect(notice).toContainText(spec.loginRequiredForPage);
  await notice.getByRole('button', { name: spec.doLogin }).click();
  await expect(page).toHaveURL('/profile');

  // docs/product.md's guard: without 'orders' in the URL, back to the root.
  for (const path of ['/cashback', '/review?order=1']) {
    await page.goto(path);
    await expect(page).toHaveURL('/');
  }

  const owner = await customerWithAddress(request, 'dono');
  const order = await placePixOrder(request, owner);
  const stranger = await customerWithAddress(request, 'estranho');
  await signIn(page, stranger);
  await page.goto(`/orders/${order.order_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(common.orders.notFoundTitle);
  await expect(page.getByText(order.pix!.payload)).toHaveCount(0);
  await page.getByRole('link', { name: common.orders.seeAll }).click();
  await expect(page).toHaveURL('/orders');
});
