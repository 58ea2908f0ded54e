import { boardCalls } from '@delivery/contract/calls/board';
import { catalogCalls } from '@delivery/contract/calls/catalog';
import { devCalls } from '@delivery/contract/calls/orders';
import { expect, test } from './fixtures.ts';
import { pauseLimits, rejectReasons, type TBoardOrder } from '@delivery/contract/board';
import type { TGetShopResponse } from '@delivery/contract/catalog';
import { apiMessages } from '@delivery/contract/messages';
import { fill } from '../apps/merchant/src/lib/messages.ts';
import { common, desktop, phone, snap } from './helpers.ts';
import { customerWithAddress, lineFor, orderableShop, placeOrder, signIn } from './orders-helpers.ts';
import {
  attendantOf,
  listen,
  openDeviceSettings,
  ownerOf,
  panel,
  signInToPanel,
  staffSession,
} from './panel-helpers.ts';

test.use({ viewport: desktop });

/**
 * Earlier journeys leave new orders in the demo shops; the shop starts this one with none waiting,
 * so the alarm and the tab's count are this order's alone.
 */
async function rejectWaiting(request: Parameters<typeof staffSession>[0], email: string) {
  const { token } = await staffSession(request, email);
  const headers = { authorization: `Bearer ${token}` };
  const { orders } = (await (
    await request.post(boardCalls.boardOrders.path, { headers, data: { validate: 1 } })
  ).json()) as {
    orders: TBoardOrder[];
  };
  for (const order of orders.filter((o) => o.status === 'received')) {
    const answer = await request.post(boardCalls.rejectOrder.path, {
      headers,
      data: { validate: 1, order_id: order.order_id, reason: rejectReasons[4] },
    });
    expect((await answer.json()).error_type).toBe(0);
  }
}

test('a new order rings on the board within a second, and the customer follows its acceptance and each step live', async ({
  page,
  browser,
  request,
}) => {
  // The alarm is heard ringing twice and then silent: about 15 s of waiting alone.
  test.setTimeout(60_000);
  const customer = await customerWithAddress(request, 'painel');
  const { shop, products } = await orderableShop(request, customer);
  const owner = ownerOf(shop.slug);
  await rejectWaiting(request, owner);

  const heard = await listen(page);
  await signInToPanel(page, owner);
  await expect(page.getByTestId('live-mark')).toHaveAttribute('data-state', 'live');
  await expect(page).toHaveTitle(panel.app.title);
  await page.getByRole('button', { name: panel.board.soundOn }).click();
  await expect(page.getByText(panel.board.soundActive)).toBeVisible();

  const placedAt = Date.now();
  const order = await placeOrder(request, customer, {
    shop,
    lines: [lineFor(products[0]!, shop.min_order)],
    payment_method: 'cash',
    change_for: 500,
  });
  const card = page.locator(`[data-order-id="${order.order_id}"]`);
  await expect(card).toBeVisible({ timeout: 1_000 });
  console.log(`order ${order.order_id} on the board ${Date.now() - placedAt} ms after it was placed`);
  await expect(page.getByTestId('column-new').locator(card)).toBeVisible();
  await expect(page).toHaveTitle(fill(panel.app.titleWithNew, { count: 1 }));
  await expect(card).toContainText(customer.session.customer[0]!.name);
  const change = Math.round(500 * 100 - order.totals.order_total * 100) / 100;
  await expect(card.getByTestId('order-change')).toContainText(
    change.toLocaleString('pt-BR', { minimumFractionDigits: 2 }),
  );
  // It rings at once and again until someone acts.
  await expect.poll(heard.chimes).toBeGreaterThanOrEqual(1);
  await expect.poll(heard.chimes, { timeout: 8_000 }).toBeGreaterThanOrEqual(2);

  // The customer's order page, on their phone.
  const phoneContext = await browser.newContext({ viewport: phone, locale: 'pt-BR' });
  const customerPage = await phoneContext.newPage();
  await signIn(customerPage, customer);
  await customerPage.goto(`/orders/${order.order_id}`);
  const steps = customerPage.getByTestId('timeline-step');
  const step = (status: keyof typeof common.orders.status) => steps.filter({ hasText: common.orders.status[status] });
  await expect(step('received')).toHaveAttribute('data-state', 'current');
  // A reload would lose this mark: every change below must come through the open stream.
  await customerPage.evaluate(() => Object.assign(window, { stillThisPage: true }));

  await card.getByRole('button', { name: panel.actions.accept, exact: true }).click();
  const accept = page.getByTestId('accept-dialog');
  await expect(accept.getByRole('spinbutton', { name: panel.accept.minutes })).toHaveValue(String(shop.estimate_max));
  await accept.getByRole('button', { name: fill(panel.accept.quickOption, { minutes: 30 }) }).click();
  await accept.getByRole('button', { name: fill(panel.accept.submit, { minutes: 30 }) }).click();
  await expect(accept).toHaveCount(0);
  await expect(page.getByTestId('column-preparing').locator(card)).toBeVisible();
  await expect(step('accepted')).toHaveAttribute('data-state', 'current');
  await expect(page).toHaveTitle(panel.app.title);
  const chimesAfterAccept = await heard.chimes();

  for (const [label, status] of [
    [panel.advanceTo.preparing, 'preparing'],
    [panel.advanceTo.out_for_delivery, 'out_for_delivery'],
  ] as const) {
    await card.getByRole('button', { name: label, exact: true }).click();
    await expect(card).toHaveAttribute('data-status', status);
    await expect(step(status)).toHaveAttribute('data-state', 'current');
    await expect(customerPage.getByTestId('status-chip')).toHaveText(common.orders.status[status]);
  }
  await expect(page.getByTestId('column-ready').locator(card)).toBeVisible();
  await card.getByRole('button', { name: panel.advanceTo.delivered, exact: true }).click();
  await expect(step('delivered')).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('column-done').getByTestId('column-count')).not.toHaveText('0');
  expect(await customerPage.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(
    true,
  );
  // Nothing waits any more: the alarm has stopped.
  await page.waitForTimeout(6_000);
  expect(await heard.chimes()).toBe(chimesAfterAccept);

  // The cash came back with the courier: handing the order over marked it paid.
  await page.getByRole('button', { name: panel.board.showDone }).click();
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: panel.actions.markPaid })).toHaveCount(0);

  // The ticket of the finished order, printed from its card.
  await card.getByRole('button', { name: new RegExp(panel.actions.print) }).click();
  expect(await heard.prints()).toBe(1);
  const ticket = page.getByTestId('print-ticket');
  await expect(ticket).toContainText(`#${order.order_number}`);
  await expect(ticket).toContainText(shop.name);
  await expect(ticket).toContainText(fill(panel.payment.changeFor, { amount: '' }).trim());
  await expect(ticket).toContainText(panel.payment.paid);
  await page.emulateMedia({ media: 'print' });
  await expect(ticket).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await snap(page, 'board-ticket-print');
  // On paper: one page 80 mm wide and as long as the ticket, not a Letter sheet.
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const pages = [...pdf.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map(([, w, h]) => ({
    widthMm: (Number(w) * 25.4) / 72,
    heightMm: (Number(h) * 25.4) / 72,
  }));
  expect(pages).toHaveLength(1);
  expect(pages[0]!.widthMm).toBeCloseTo(80, 0);
  const ticketMm = ((await ticket.boundingBox())!.height * 25.4) / 96;
  expect(Math.abs(pages[0]!.heightMm - ticketMm)).toBeLessThan(2);
  await phoneContext.close();
});

test('an order is rejected with a reason from the list, another printed on accepting and cancelled with a typed one', async ({
  page,
  request,
}) => {
  const customer = await customerWithAddress(request, 'recusa');
  const { shop, products } = await orderableShop(request, customer);
  const owner = ownerOf(shop.slug);
  await rejectWaiting(request, owner);
  const heard = await listen(page);
  await signInToPanel(page, owner);
  await expect(page.getByTestId('live-mark')).toHaveAttribute('data-state', 'live');
  const draft = {
    shop,
    lines: [lineFor(products[0]!, shop.min_order)],
    payment_method: 'pix' as const,
    pickup: shop.pickup,
  };
  const first = await placeOrder(request, customer, draft);
  const second = await placeOrder(request, customer, draft);
  await expect(page).toHaveTitle(fill(panel.app.titleWithNew, { count: 2 }));

  const firstCard = page.locator(`[data-order-id="${first.order_id}"]`);
  await firstCard.getByRole('button', { name: panel.actions.reject }).click();
  const reject = page.getByTestId('reject-dialog');
  await reject.getByRole('button', { name: panel.reason.rejectSubmit }).click();
  await expect(reject.getByRole('alert')).toHaveText(panel.reason.pick);
  await reject.getByRole('radio', { name: rejectReasons[0] }).click();
  await reject.getByRole('button', { name: panel.reason.rejectSubmit }).click();
  await expect(page.getByTestId('column-done').locator(firstCard)).toBeAttached();
  await expect(firstCard).toHaveAttribute('data-status', 'cancelled');
  await expect(page).toHaveTitle(fill(panel.app.titleWithNew, { count: 1 }));

  const secondCard = page.locator(`[data-order-id="${second.order_id}"]`);
  await secondCard.getByRole('button', { name: panel.actions.accept, exact: true }).click();
  const accept = page.getByTestId('accept-dialog');
  // Kept on this device: the switch of its settings says the same.
  await accept.getByRole('checkbox', { name: panel.board.printOnAccept }).check();
  await accept.getByRole('button', { name: /^Aceitar em/ }).click();
  await expect.poll(heard.prints).toBe(1);
  await expect(page.getByTestId('print-ticket')).toContainText(`#${second.order_number}`);
  const settings = await openDeviceSettings(page);
  await expect(settings.getByRole('checkbox', { name: panel.board.printOnAccept })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(secondCard).toHaveAttribute('data-status', 'accepted');
  await secondCard.getByRole('button', { name: panel.board.details }).click();
  const details = page.getByTestId('order-details');
  await expect(details).toContainText(shop.pickup ? panel.board.pickup : panel.board.delivery);
  await details.getByRole('button', { name: panel.actions.cancel }).click();
  const cancel = page.getByTestId('cancel-dialog');
  await cancel.getByRole('radio', { name: panel.reason.other }).click();
  await cancel.getByLabel(panel.reason.otherLabel).fill('Forno quebrou');
  await cancel.getByRole('button', { name: panel.reason.cancelSubmit }).click();
  await expect(secondCard).toHaveAttribute('data-status', 'cancelled');
  await page.getByRole('button', { name: panel.board.showDone }).click();
  await expect(secondCard).toContainText('Forno quebrou');
});

test('a static Pix seen in the account is marked paid on the card, and the customer sees it paid at once', async ({
  page,
  browser,
  request,
}) => {
  const customer = await customerWithAddress(request, 'pix-na-conta');
  // The cashback shops keep the static BR Code of their own key: only the shop can tell it was paid.
  const { shop, products } = await orderableShop(request, customer);
  const order = await placeOrder(request, customer, {
    shop,
    lines: [lineFor(products[0]!, shop.min_order)],
    payment_method: 'pix',
  });
  expect(order.pix).toMatchObject({ expires_at: null });

  const phoneContext = await browser.newContext({ viewport: phone, locale: 'pt-BR' });
  const customerPage = await phoneContext.newPage();
  await signIn(customerPage, customer);
  await customerPage.goto(`/orders/${order.order_id}`);
  await expect(customerPage.getByTestId('pix-qr')).toBeVisible();
  await expect(customerPage.getByText(common.orders.pix.note)).toBeVisible();
  await expect(customerPage.getByTestId('payment-confirmed')).toHaveCount(0);
  await customerPage.evaluate(() => Object.assign(window, { stillThisPage: true }));

  await signInToPanel(page, attendantOf(shop.slug));
  const card = page.locator(`[data-order-id="${order.order_id}"]`);
  // A new order is accepted or rejected first: its card offers nothing else, and neither do its
  // details (one rule decides both).
  await expect(card.getByRole('button', { name: panel.actions.accept, exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: panel.actions.markPaid })).toHaveCount(0);
  await card.getByRole('button', { name: panel.board.details }).click();
  const details = page.getByTestId('order-details');
  await expect(
    details.getByRole('heading', { name: fill(panel.board.orderNumber, { number: order.order_number }) }),
  ).toBeVisible();
  await expect(details.getByRole('button', { name: panel.actions.accept, exact: true })).toBeVisible();
  await expect(details.getByRole('button', { name: panel.actions.reject, exact: true })).toBeVisible();
  await expect(details.getByRole('button', { name: panel.actions.markPaid })).toHaveCount(0);
  for (const size of [desktop, { width: 1024, height: 768 }, phone]) {
    await page.setViewportSize(size);
    await snap(page, 'panel-new-order-details');
  }
  await page.setViewportSize(desktop);
  await details.getByRole('button', { name: panel.app.close }).click();
  await expect(details).toHaveCount(0);
  await card.getByRole('button', { name: panel.actions.accept, exact: true }).click();
  await page
    .getByTestId('accept-dialog')
    .getByRole('button', { name: /^Aceitar em/ })
    .click();
  await expect(card).toHaveAttribute('data-status', 'accepted');
  await expect(card.getByTestId('order-payment')).toHaveText(panel.payment.pixWaiting);

  await card.getByRole('button', { name: panel.actions.markPaid }).click();
  await expect(card.getByTestId('order-payment')).toHaveText(panel.payment.pixPaid);
  await expect(card.getByRole('button', { name: panel.actions.markPaid })).toHaveCount(0);
  const confirmed = customerPage.getByTestId('payment-confirmed');
  await expect(confirmed).toContainText(common.orders.paid.title);
  await expect(confirmed).toContainText(/\d{2}:\d{2}/);
  await expect(customerPage.getByTestId('pix-qr')).toHaveCount(0);
  await expect(customerPage.getByTestId('status-chip')).toHaveText(common.orders.status.accepted);
  expect(await customerPage.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(
    true,
  );
  await phoneContext.close();
});

test('an order no one accepts in time is cancelled by itself: the customer reads why, the card leaves the new ones', async ({
  page,
  browser,
  request,
}) => {
  const customer = await customerWithAddress(request, 'prazo');
  const { shop, products } = await orderableShop(request, customer, ['Cantina Vesúvio']);
  await signInToPanel(page, ownerOf(shop.slug));
  await expect(page.getByTestId('live-mark')).toHaveAttribute('data-state', 'live');

  const order = await placeOrder(request, customer, {
    shop,
    lines: [lineFor(products[0]!, shop.min_order)],
    payment_method: 'pix',
  });
  const card = page.locator(`[data-order-id="${order.order_id}"]`);
  await expect(page.getByTestId('column-new').locator(card)).toBeVisible();
  await expect(page).toHaveTitle(fill(panel.app.titleWithNew, { count: 1 }));

  const phoneContext = await browser.newContext({ viewport: phone, locale: 'pt-BR' });
  const customerPage = await phoneContext.newPage();
  await signIn(customerPage, customer);
  await customerPage.goto(`/orders/${order.order_id}`);
  const steps = customerPage.getByTestId('timeline-step');
  await expect(steps).toHaveCount(5);
  await expect(steps.first()).toHaveAttribute('data-state', 'current');
  await customerPage.evaluate(() => Object.assign(window, { stillThisPage: true }));

  // No one acts, and the shop's minutes to accept pass: the sandbox's clock for this order moves
  // its deadline to now (the API tests hold the minutes themselves). The platform's sweep, which
  // looks every second on the journeys' server, gives up on it, and the open page hears it.
  const passed = await request.post(devCalls.passAcceptDeadline.path, { data: { order_id: order.order_id } });
  expect(await passed.json()).toEqual({ error_type: 0, message: apiMessages.ok });
  await expect(steps).toHaveCount(2, { timeout: 10_000 });
  await expect(steps.nth(1)).toContainText(common.orders.status.cancelled);
  await expect(steps.nth(1).getByTestId('cancel-reason')).toHaveText(
    common.orders.cancelReason.replace('{{reason}}', apiMessages.acceptTimeoutReason),
  );
  await expect(customerPage.getByTestId('status-chip')).toHaveText(common.orders.status.cancelled);
  await expect(customerPage.getByTestId('pix-qr')).toHaveCount(0);
  expect(await customerPage.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(
    true,
  );

  // The board lets it go on its own: out of the new orders, quiet, and finished with the reason.
  await expect(page.getByTestId('column-new').locator(card)).toHaveCount(0);
  await expect(page).toHaveTitle(panel.app.title);
  await page.getByRole('button', { name: panel.board.showDone }).click();
  await expect(page.getByTestId('column-done').locator(card)).toHaveAttribute('data-status', 'cancelled');
  await expect(card).toContainText(apiMessages.acceptTimeoutReason);
  await phoneContext.close();
});

test('the shop pauses for 15 minutes, closed to its customers until then, and takes orders again', async ({
  page,
  request,
}) => {
  const owner = ownerOf('lanchonete-ponto-certo');
  const { staff, token } = await staffSession(request, owner);
  const shopId = staff.shops[0]!.shop_id;
  const pausedUntil = async () => {
    const answer = await request.post(catalogCalls.getShop.path, { data: { validate: 1, shop_id: shopId } });
    return ((await answer.json()) as TGetShopResponse).shop.status.paused_until ?? null;
  };
  try {
    await signInToPanel(page, owner);
    await page.getByRole('button', { name: panel.pause.pause }).click();
    const dialog = page.getByTestId('pause-dialog');
    await dialog.getByRole('spinbutton', { name: panel.pause.minutes }).fill('0');
    await dialog.getByRole('button', { name: panel.pause.pause }).click();
    await expect(dialog.getByRole('alert')).toHaveText(fill(panel.pause.outOfRange, pauseLimits));
    await dialog.getByRole('button', { name: fill(panel.pause.quickOption, { minutes: 15 }) }).click();
    await dialog.getByRole('button', { name: fill(panel.pause.submit, { minutes: 15 }) }).click();

    await expect.poll(pausedUntil).not.toBeNull();
    const until = (await pausedUntil())!;
    expect(Date.parse(until) - Date.now()).toBeGreaterThan(14 * 60_000);
    const clock = await page.evaluate(
      (iso) => new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' }),
      until,
    );
    await expect(page.getByTestId('paused-until')).toHaveText(fill(panel.pause.pausedUntil, { time: clock }));
    // Another device of the shop sees the same pause after a reload.
    await page.reload();
    await expect(page.getByTestId('paused-until')).toHaveText(fill(panel.pause.pausedUntil, { time: clock }));

    // The first tap after the reload also turns the sound on; the toolbar holds still under the
    // finger until it is lifted, so the tap lands on "Retomar" (a press held for a moment).
    const resume = (await page.getByRole('button', { name: panel.pause.resume }).boundingBox())!;
    await page.mouse.move(resume.x + resume.width / 2, resume.y + resume.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(300);
    await expect(page.getByRole('button', { name: panel.board.soundOn })).toBeVisible();
    await page.mouse.up();
    await expect(page.getByText(panel.board.soundActive)).toBeVisible();
    await expect(page.getByRole('button', { name: panel.pause.pause })).toBeVisible();
    expect(await pausedUntil()).toBeNull();
  } finally {
    await request.post(boardCalls.pauseShop.path, {
      headers: { authorization: `Bearer ${token}` },
      data: { validate: 1, shop_id: shopId, minutes: 0 },
    });
  }
});
