import { boardCalls } from '@delivery/contract/calls/board';
import { apiMessages } from '@delivery/contract/messages';
import { expect, test } from './fixtures.ts';
import { boardTitle } from '../apps/merchant/src/features/board/board-title.ts';
import { desktop } from './helpers.ts';
import { customerWithAddress, lineFor, orderableShop, placeOrder } from './orders-helpers.ts';
import { listen, openDeviceSettings, ownerOf, panel, signInToPanel, staffSession } from './panel-helpers.ts';

test.use({ viewport: desktop });

test('a shop that accepts automatically has a new order accepted and printed with nobody clicking', async ({
  page,
  request,
}) => {
  const customer = await customerWithAddress(request, 'automatico');
  const { shop, products } = await orderableShop(request, customer);
  const owner = ownerOf(shop.slug);
  const { token } = await staffSession(request, owner);
  const heard = await listen(page);
  try {
    await signInToPanel(page, owner);
    const settings = await openDeviceSettings(page);
    await settings.getByRole('checkbox', { name: panel.board.printOnAccept }).check();
    await page.keyboard.press('Escape');
    await expect(settings).toHaveCount(0);
    const autoAccept = page.getByRole('checkbox', { name: panel.board.autoAccept });
    await expect(autoAccept).not.toBeChecked();
    await autoAccept.check();
    await expect(page.getByText(apiMessages.autoAcceptOn)).toBeVisible();
    await expect(autoAccept).toBeChecked();
    await expect(page.getByTestId('live-mark')).toHaveAttribute('data-state', 'live');

    const order = await placeOrder(request, customer, {
      shop,
      lines: [lineFor(products[0]!, shop.min_order)],
      payment_method: 'cash',
    });
    const card = page.locator(`[data-order-id="${order.order_id}"]`);
    await expect(card).toHaveAttribute('data-status', 'accepted');
    // Orders other journeys left waiting are accepted, and printed, once it is on: count this one's.
    await expect.poll(() => heard.printsOf(order.order_number)).toBe(1);
    await expect(page).toHaveTitle(boardTitle(0));

    // A reload is another day at the counter: what was printed is not printed again.
    await page.reload();
    await expect(card).toHaveAttribute('data-status', 'accepted');
    await expect(page.getByRole('checkbox', { name: panel.board.autoAccept })).toBeChecked();
    expect(await heard.prints()).toBe(0);
  } finally {
    // Every other journey expects the demo shops to wait for a click.
    const off = await request.post(boardCalls.setAutoAccept.path, {
      headers: { authorization: `Bearer ${token}` },
      data: { validate: 1, shop_id: shop.shop_id, auto_accept: '0' },
    });
    expect((await off.json()).auto_accept).toBe(false);
  }
});
