import { boardCalls } from '@delivery/contract/calls/board';
import { rejectReasons, type TBoardOrder } from '@delivery/contract/board';
import { shopSettingsCalls } from '@delivery/contract/calls/shop-settings';
import type { TShopHoursResponse } from '@delivery/contract/shop-hours';
import { expect, test } from './fixtures.ts';
import { fill } from '../apps/merchant/src/lib/messages.ts';
import { buyerWithAddress, landedOrderId, productNamed, shopNamed, signInAs, statusOf } from './checkout-helpers.ts';
import { common, desktop, phone, snapBoth } from './helpers.ts';
import { ownerCalls, ownerOf, panel, signInToPanel } from './panel-helpers.ts';

const shopName = 'Forno da Nonna';
/** The shop's own clock, which the counter and its customers read. */
const timezoneId = 'America/Sao_Paulo';

test.use({ viewport: phone, timezoneId });

test('a customer schedules tomorrow at a shop closed today, and the board holds it quietly with its day', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const buyer = await buyerWithAddress(request, 'agendado');
  const shop = await shopNamed(request, shopName, buyer);
  const pudding = await productNamed(request, shop.shop_id, 'Pudim de leite');
  const owner = await ownerCalls(request, shop.slug, shop.shop_id);
  const before = await owner<TShopHoursResponse>(shopSettingsCalls.shopHours.path, {});
  // Earlier journeys leave new orders in the demo shop: the board starts with none due.
  const { orders } = await owner<{ error_type: number; message: string; orders: TBoardOrder[] }>(
    boardCalls.boardOrders.path,
    {},
  );
  for (const order of orders.filter((o) => o.status === 'received')) {
    await owner(boardCalls.rejectOrder.path, { order_id: order.order_id, reason: rejectReasons[4] });
  }

  try {
    // Closed all day today, as a florist on a Sunday: tomorrow's slots are still offered.
    await owner(shopSettingsCalls.saveShopHours.path, {
      ...before.hours,
      exceptions: [...before.hours.exceptions, { date: before.today, closed: true, label: 'Folga' }],
      version: before.version,
    });

    await signInAs(page, buyer);
    await page.goto('/');
    await page.getByTestId('shop-card').filter({ hasText: shop.name }).click();
    await expect(page.getByTestId('closed-banner')).toContainText(common.catalog.banner.scheduleText);
    await page.getByTestId('product-row').filter({ hasText: pudding.name }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: pudding.name })).toBeVisible();
    await expect(page.getByTestId('closed-banner')).toContainText(common.catalog.product.scheduleOnly);
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: common.catalog.product.increase }).click();
    const add = page.getByRole('button', { name: new RegExp(`^${common.catalog.product.add}`) });
    await expect(add).toBeEnabled();
    await snapBoth(page, 'scheduled-closed-product');
    await add.click();
    await expect(page.getByTestId('cart-badge')).toHaveText('4');

    await page.goto('/checkout');
    await expect(page.getByRole('radio', { name: new RegExp(`^${common.checkout.when.now}`) })).toBeDisabled();
    await expect(page.getByRole('radio', { name: new RegExp(`^${common.checkout.when.schedule}`) })).toBeChecked();
    const slotField = page.getByLabel(common.checkout.when.slot, { exact: true });
    const slots = slotField.locator('option:not([value=""])');
    await expect.poll(() => slots.count()).toBeGreaterThan(0);
    // Tomorrow at 19:00, within the pizzeria's evening hours.
    const evening = slots.filter({ hasText: /^Amanhã, 19:00/ });
    await slotField.selectOption((await evening.first().getAttribute('value'))!);
    await page.getByRole('radio', { name: /^Dinheiro/ }).check();
    await page.getByLabel(common.checkout.payment.changeFor).fill('100');
    await page.getByRole('button', { name: common.checkout.place.button }).click();
    const orderId = await landedOrderId(page);
    const placed = await statusOf(request, buyer.token, orderId);
    expect(placed).toMatchObject({ status: 'received', schedule_id: expect.stringMatching(/T19:00$/) });
    // The order's page says its slot first: 'Agendado para dom., 29/11, 19:00–19:30'.
    const [year, month, day] = placed.schedule_id!.slice(0, 10).split('-').map(Number) as [number, number, number];
    const weekday = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', weekday: 'short' }).format(
      Date.UTC(year, month - 1, day),
    );
    const slotDay = `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}`;
    await expect(page.getByTestId('order-arrival')).toHaveText(
      `${common.orders.arrival.scheduled} ${fill(common.orders.details.scheduleValue, { weekday, day: slotDay, from: '19:00', to: '19:30' })}`,
    );
    await snapBoth(page, 'orders-scheduled');

    // The board: no ring, no count in the tab, not late; the card says the day and when to start.
    const board = await browser.newPage({ viewport: desktop, timezoneId });
    await signInToPanel(board, ownerOf(shop.slug));
    const card = board.locator(`[data-order-id="${orderId}"]`);
    await expect(card).toBeVisible();
    await expect(board).toHaveTitle(panel.app.title);
    await expect(card).not.toHaveAttribute('data-late');
    await expect(card.getByTestId('scheduled')).toContainText(
      fill(panel.board.scheduledFor, { time: fill(panel.days.tomorrow, { time: '19:00' }) }),
    );
    await expect(card.getByTestId('scheduled')).toContainText(
      fill(panel.board.prepareFrom, { time: fill(panel.days.tomorrow, { time: '18:00' }) }),
    );
    await card.scrollIntoViewIfNeeded();
    await snapBoth(board, 'scheduled-board-card');
    await board.close();
    await owner(boardCalls.rejectOrder.path, { order_id: orderId, reason: rejectReasons[4] });
  } finally {
    // Later journeys order from this shop: it opens again whatever happened above.
    const now = await owner<TShopHoursResponse>(shopSettingsCalls.shopHours.path, {});
    if (JSON.stringify(now.hours) !== JSON.stringify(before.hours)) {
      await owner(shopSettingsCalls.saveShopHours.path, { ...before.hours, version: now.version });
    }
  }
});
