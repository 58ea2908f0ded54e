import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { TOrder } from '@delivery/contract/orders';
import { fill } from '../apps/merchant/src/lib/messages.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { desktop, phone, snap } from './helpers.ts';
import { customerWithAddress, lineFor, orderableShop, placeOrder, type Customer } from './orders-helpers.ts';
import { counterOf, openDeviceSettings, ownerOf, panel, signInToPanel } from './panel-helpers.ts';

/**
 * A busy evening on a tablet (decision 0069): the header and the board's bar keep to one row at
 * 1024 px, the compact view puts one order a line, and the search finds one order among many.
 */

const tablet = { width: 1024, height: 768 } as const;
test.use({ viewport: tablet });

/** The vertical middle of each element: one row when they are all the same. */
async function middles(elements: Locator[]): Promise<number[]> {
  return Promise.all(
    elements.map(async (element) => {
      const box = (await element.boundingBox())!;
      return Math.round(box.y + box.height / 2);
    }),
  );
}

async function expectOneRow(elements: Locator[]) {
  const rows = new Set(await middles(elements));
  expect(rows.size, `middles ${[...rows].join(', ')}`).toBe(1);
}

const rowOf = (page: Page, order: TOrder) =>
  page.locator(`[data-testid="order-row"][data-order-id="${order.order_id}"]`);

test('on a busy evening the tablet board shows every order a line, and the search finds one by number, name or phone', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // A shop few journeys order from, so what the board shows is mostly this evening's.
  const names = ['Bianca Sato', 'Rafael Moura', 'Joana Brito', 'Tiago Lopes'];
  const customers: Customer[] = [];
  for (const [index, name] of names.entries())
    customers.push(await customerWithAddress(request, `noite${index}`, name));
  const { shop, products } = await orderableShop(request, customers[0]!, ['Lanchonete Ponto Certo']);
  const order = (customer: Customer) =>
    placeOrder(request, customer, { shop, lines: [lineFor(products[0]!, shop.min_order)], payment_method: 'cash' });
  const named: TOrder[] = [];
  for (const customer of customers) named.push(await order(customer));
  // Another 26 from regulars: 30 on the board.
  const regular = await customerWithAddress(request, 'noite-regular', 'Marcos Reis');
  for (let i = 0; i < 26; i += 1) await order(regular);
  // One is already in the kitchen.
  const counter = await counterOf(request, shop.shop_id);
  await counter.moveOn(named[1]!.order_id);

  await signInToPanel(page, ownerOf(shop.slug));
  await expect(page.getByTestId('live-mark')).toHaveAttribute('data-state', 'live');
  const header = page.getByRole('banner');
  const search = page.getByRole('searchbox', { name: panel.board.search });
  const compact = page.getByRole('button', { name: panel.board.compact });

  // One row each: the header's pages and "Sair", the bar's mark, search, view, sound, settings and pause.
  await expectOneRow([
    header.getByRole('link', { name: panel.nav.board }),
    header.getByRole('link', { name: panel.nav.shop }),
    header.getByRole('button', { name: panel.nav.signOut }),
    header.getByText(shop.name),
  ]);
  await expectOneRow([
    page.getByTestId('live-mark'),
    search,
    compact,
    page.getByRole('button', { name: panel.board.soundOn }),
    page.getByRole('button', { name: panel.board.deviceSettings }),
    page.getByRole('checkbox', { name: panel.board.autoAccept }),
    page.getByRole('button', { name: panel.pause.pause }),
  ]);
  await snap(page, 'panel-board-cards');
  for (const size of [desktop, phone]) {
    await page.setViewportSize(size);
    await snap(page, 'panel-board-cards');
  }
  await page.setViewportSize(tablet);

  // Printing and the alerts are set once per device, behind one button.
  const settings = await openDeviceSettings(page);
  await expect(settings.getByRole('checkbox', { name: panel.board.printOnAccept })).toBeVisible();
  await expect(settings.getByRole('checkbox', { name: panel.push.toggle })).toBeVisible();
  await snap(page, 'panel-board-settings');
  await page.keyboard.press('Escape');

  // The compact view: a line per order, each with its number, first name, total, age and next move.
  await expect(compact).toHaveAttribute('aria-pressed', 'false');
  await compact.click();
  await expect(compact).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('order-card')).toHaveCount(0);
  for (const one of named) await expect(rowOf(page, one)).toBeVisible();
  const bianca = rowOf(page, named[0]!);
  await expect(bianca).toContainText(`#${named[0]!.order_number}`);
  await expect(bianca).toContainText('Bianca');
  await expect(bianca).not.toContainText('Sato');
  await expect(bianca).toContainText(
    named[0]!.totals.order_total.toLocaleString('pt-BR', { minimumFractionDigits: 2 }),
  );
  await expect(bianca.getByRole('button', { name: panel.actions.accept })).toBeVisible();
  await expect(page.getByTestId('column-preparing').locator(rowOf(page, named[1]!))).toBeVisible();
  await expect(rowOf(page, named[1]!).getByRole('button', { name: panel.advanceTo.preparing })).toBeVisible();
  // Each line is one line: as tall as its button, whatever the name.
  const heights = await page.getByTestId('order-row').evaluateAll((rows) => rows.map((row) => row.clientHeight));
  expect(Math.max(...heights)).toBeLessThanOrEqual(48);
  // Thirty orders on a tablet, all at once (the cards showed two); in the whole suite other
  // journeys' orders of the shop are on the board too, and fill the columns further.
  const inView = await page
    .getByTestId('order-row')
    .evaluateAll(
      (rows) =>
        rows.filter((row) => row.getBoundingClientRect().bottom <= document.documentElement.clientHeight).length,
    );
  expect(inView).toBeGreaterThanOrEqual(30);
  await snap(page, 'panel-board-compact');
  await page.setViewportSize(desktop);
  await snap(page, 'panel-board-compact');
  await expectNoSeriousViolations(page, 'the compact board');
  await page.setViewportSize(tablet);

  // Remembered on this device.
  await page.reload();
  await expect(compact).toHaveAttribute('aria-pressed', 'true');
  await expect(bianca).toBeVisible();

  // The search: by name, by number, by the phone's last digits; then every order again.
  const rows = page.getByTestId('order-row');
  await search.fill('bianca sato');
  await expect(rows).toHaveCount(1);
  await expect(bianca).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: fill(panel.board.searchFound.one, { count: 1 }) }),
  ).toBeAttached();
  await search.fill(`#${named[2]!.order_number}`);
  await expect(rowOf(page, named[2]!)).toBeVisible();
  await expect(bianca).toHaveCount(0);
  const tiagoPhone = customers[3]!.session.customer[0]!.cell_phone.replace(/\D/g, '');
  await search.fill(tiagoPhone.slice(-5));
  await expect(rowOf(page, named[3]!)).toBeVisible();
  await expect(bianca).toHaveCount(0);
  await search.fill('ninguém com este nome');
  await expect(rows).toHaveCount(0);
  await expect(page.getByTestId('column-new')).toContainText(panel.board.searchEmpty);
  await search.fill('');
  await expect(bianca).toBeVisible();
  await expect(rows).not.toHaveCount(1);

  // The line's move: accepting from it asks the estimate as the card does, and the line moves on.
  await bianca.getByRole('button', { name: panel.actions.accept }).click();
  const accept = page.getByTestId('accept-dialog');
  await accept.getByRole('button', { name: fill(panel.accept.quickOption, { minutes: 30 }) }).click();
  await accept.getByRole('button', { name: fill(panel.accept.submit, { minutes: 30 }) }).click();
  await expect(page.getByTestId('column-preparing').locator(bianca)).toBeVisible();

  // A phone: the same lines, one column at a time, the search on a row of its own.
  await page.setViewportSize(phone);
  await search.fill('bianca');
  await page.getByRole('button', { name: new RegExp(panel.board.columns.preparing) }).click();
  await expect(bianca).toBeVisible();
  await search.fill('');
  await snap(page, 'panel-board-compact');
});
