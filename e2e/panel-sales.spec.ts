import { readFileSync } from 'node:fs';
import { reportCalls } from '@delivery/contract/calls/reports';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { TSalesSummary } from '@delivery/contract/reports';
import { addDays, todayIn } from '../apps/merchant/src/features/sales/sales-range.ts';
import { formatMoney } from '@delivery/contract/money';
import { fill, plural } from '../apps/merchant/src/lib/messages.ts';
import { phone, snapBoth } from './helpers.ts';
import { customerWithAddress, lineFor, orderableShop, placeOrder } from './orders-helpers.ts';
import { ownerOf, panel, signInToPanel, staffSession } from './panel-helpers.ts';

test.use({ viewport: phone });

/** One day's report of the shop as its owner's session reads it: the numbers the screen starts from. */
async function salesOn(request: APIRequestContext, email: string, shopId: number, day: string) {
  const { token } = await staffSession(request, email);
  const answer = (await (
    await request.post(reportCalls.salesSummary.path, {
      headers: { authorization: `Bearer ${token}` },
      data: { validate: 1, shop_id: shopId, from: day, to: day },
    })
  ).json()) as { error_type: number; message: string; summary: TSalesSummary };
  expect(answer.error_type, answer.message).toBe(0);
  return answer.summary;
}

const cents = (reais: number) => Math.round(reais * 100);

const hourIn = (timeZone: string, iso: string) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(new Date(iso)));

test('an owner sees today’s sales count an order placed while the screen is open', async ({ page, request }) => {
  const customer = await customerWithAddress(request, 'vendas');
  const { shop, products } = await orderableShop(request, customer);
  const owner = ownerOf(shop.slug);
  const today = todayIn(shop.time_zone, Date.now());
  const before = await salesOn(request, owner, shop.shop_id, today);
  const keptBefore = before.orders - before.cancelled;
  const cashBefore = before.by_payment.find((row) => row.method === 'cash')?.orders ?? 0;

  await signInToPanel(page, owner);
  await page.getByRole('link', { name: panel.nav.sales }).click();
  await expect(page).toHaveURL(/\/painel\/vendas$/);
  await expect(page.getByRole('heading', { name: panel.sales.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: panel.sales.presets.today })).toHaveAttribute('aria-pressed', 'true');
  if (before.orders === 0) await expect(page.getByText(panel.sales.empty)).toBeVisible();
  else await expect(page.getByTestId('sales-orders')).toHaveText(String(keptBefore));

  const order = await placeOrder(request, customer, {
    shop,
    lines: [lineFor(products[0]!, shop.min_order)],
    payment_method: 'cash',
    change_for: 500,
  });
  await page.getByRole('button', { name: panel.sales.refresh }).click();

  await expect(page.getByTestId('sales-orders')).toHaveText(String(keptBefore + 1));
  await expect(page.getByTestId('sales-revenue')).toHaveText(
    formatMoney(cents(before.revenue) + cents(order.totals.order_total)),
  );
  const cash = page.getByTestId('sales-payment-row').filter({ hasText: panel.sales.methods.cash });
  await expect(cash.getByRole('cell').first()).toHaveText(String(cashBefore + 1));
  // The chart's hour of the order counts it too (read from the table that stands for the drawing).
  const hour = hourIn(shop.time_zone, order.created_at);
  const hourRow = page.getByRole('row', {
    name: fill(panel.sales.chart.hourSpan, { from: hour, to: (hour + 1) % 24 }),
  });
  await expect(hourRow).toContainText(plural(panel.sales.orderCount, before.by_hour[hour]!.orders + 1));

  // The accountant's CSV of the day: a line per item, the order among them with its total.
  await snapBoth(page, 'panel-sales-export');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: panel.sales.exportCsv }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`vendas-${today}-a-${today}.csv`);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFPedido;Data e hora;Loja;Status;Pagamento')).toBe(true);
  const orderLine = csv.split('\r\n').find((line) => line.startsWith(`${order.order_number};`));
  expect(orderLine).toContain(';Dinheiro;');
  expect(orderLine).toContain(
    `;${formatMoney(cents(order.totals.order_total))
      .replace(/^R\$\s/, '')
      .replace('.', '')};`,
  );

  // Yesterday is another report, without this order.
  const yesterday = await salesOn(request, owner, shop.shop_id, addDays(today, -1));
  await page.getByRole('button', { name: panel.sales.presets.yesterday }).click();
  await expect(page).toHaveURL(/periodo=ontem$/);
  if (yesterday.orders === 0) await expect(page.getByText(panel.sales.empty)).toBeVisible();
  else await expect(page.getByTestId('sales-orders')).toHaveText(String(yesterday.orders - yesterday.cancelled));
});
