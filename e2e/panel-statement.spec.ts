import { readFileSync } from 'node:fs';
import { boardCalls } from '@delivery/contract/calls/board';
import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { statementCalls, statementDevCalls } from '@delivery/contract/calls/statements';
import { apiMessages } from '@delivery/contract/messages';
import { formatMoney } from '@delivery/contract/money';
import type { TOrder } from '@delivery/contract/orders';
import type { TShopBalancesResponse } from '@delivery/contract/statements';
import type { APIRequestContext, Page } from '@playwright/test';
import { commissionMessages } from '../apps/merchant/src/features/commission-plans/commission-messages.ts';
import { statementMessages } from '../apps/merchant/src/features/statements/statement-messages.ts';
import { expect, test } from './fixtures.ts';
import { desktop, phone, snapBoth } from './helpers.ts';
import { customerWithAddress, lineFor, orderableShop, placeOrder, type Customer } from './orders-helpers.ts';
import { ownerOf, signInToPanel, staffSession } from './panel-helpers.ts';

/*
 * A marketplace's money (issue 35): the operator sets a shop's commission plan, customers order by
 * cash, Pix, card in the app (one of them refunded in part) and with the marketplace's coupon, the
 * period closes, the owner reads and exports the statement, and the operator marks it paid. The
 * figures are worked out by hand below from the plan and the orders' own totals.
 */

const operatorEmail = 'operador@exemplo.com.br';
const flowers = 'Floricultura Jardim Secreto';
const cents = (reais: number) => Math.round(reais * 100);

/** The plan the operator types: 10% delivered, 2% more paid in the app, R$ 1,00 an order. */
const plan = { delivery: '10', pickup: '5', openDelivery: '8', app: '2', onDelivery: '0', fee: '1,00' };
const FEE_CENTS = 100;
const commissionOf = (order: TOrder, paidInApp: boolean) =>
  Math.round((cents(order.totals.total_products) * (1000 + (paidInApp ? 200 : 0))) / 10_000);

async function asStaff(request: APIRequestContext, email: string) {
  const { token } = await staffSession(request, email);
  return async <T>(path: string, data: Record<string, unknown>): Promise<T> => {
    const answer = (await (
      await request.post(path, { headers: { authorization: `Bearer ${token}` }, data: { validate: 1, ...data } })
    ).json()) as T & { error_type: number; message: string };
    expect(answer.error_type, answer.message).toBe(0);
    return answer;
  };
}

/** What the sandbox's Mercado Pago script makes of the test card in the customer's browser. */
async function cardToken(request: APIRequestContext, shopId: number): Promise<string> {
  const flags = await (
    await request.post(checkoutCalls.getFlagsCardOnline.path, { data: { validate: 1, shop_id: shopId } })
  ).json();
  const res = await request.post(
    `/dev/mercadopago/v1/card_tokens?public_key=${encodeURIComponent(flags.gateway.public_key)}`,
    {
      data: {
        card_number: '5031433215406351',
        security_code: '123',
        expiration_month: 11,
        expiration_year: 2030,
        cardholder: { name: 'APRO', identification: { type: 'CPF', number: '52998224725' } },
      },
    },
  );
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function setShopPlan(page: Page) {
  await page.goto('/painel/comissoes');
  await expect(page.getByRole('heading', { name: commissionMessages.title, level: 1 })).toBeVisible();
  const row = page.getByTestId('shop-plan').filter({ hasText: flowers });
  await row
    .getByRole('button', { name: new RegExp(`${commissionMessages.shops.setOwn}|${commissionMessages.shops.edit}`) })
    .click();
  const dialog = page.getByRole('dialog');
  const terms = commissionMessages.terms;
  await dialog.getByLabel(terms.delivery_percent, { exact: true }).fill(plan.delivery);
  await dialog.getByLabel(terms.pickup_percent, { exact: true }).fill(plan.pickup);
  await dialog.getByLabel(terms.open_delivery_percent, { exact: true }).fill(plan.openDelivery);
  await dialog.getByLabel(terms.app_payment_percent, { exact: true }).fill(plan.app);
  await dialog.getByLabel(terms.on_delivery_payment_percent, { exact: true }).fill(plan.onDelivery);
  await dialog.getByLabel(terms.order_fee, { exact: true }).fill(plan.fee);
  await dialog.getByLabel(terms.monthly_fee, { exact: true }).fill('0');
  await dialog
    .getByRole('group', { name: terms.gateway_fee_payer })
    .getByRole('button', { name: commissionMessages.payers.shop })
    .click();
  await dialog
    .getByRole('group', { name: terms.statement_period })
    .getByRole('button', { name: commissionMessages.periods.weekly })
    .click();
  await dialog.getByRole('button', { name: commissionMessages.form.save }).click();
  await expect(page.getByTestId('toast')).toContainText(apiMessages.commissionPlanSaved);
  await expect(row).toContainText('10% entrega');
}

test('the operator sets a plan, customers order, the period closes, the owner exports it and the operator settles it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const customer: Customer = await customerWithAddress(request, 'extrato');
  const { shop, products } = await orderableShop(request, customer, [flowers]);
  const operator = await asStaff(request, operatorEmail);
  const owner = await asStaff(request, ownerOf(shop.slug));
  const closePeriod = async () => {
    const res = await request.post(statementDevCalls.closeStatementPeriod.path, { data: { shop_id: shop.shop_id } });
    expect(res.ok(), await res.text()).toBe(true);
  };
  // What other journeys left at the shop is closed and settled first: the statement below is this one's alone.
  await closePeriod();
  const before = await operator<TShopBalancesResponse>(statementCalls.shopBalances.path, {});
  for (const earlier of before.shops.find((row) => row.shop_id === shop.shop_id)!.unpaid) {
    await operator(statementCalls.markStatementPaid.path, {
      statement_id: earlier.statement_id,
      paid_on: earlier.to.slice(0, 10),
      reference: 'jornadas anteriores',
    });
  }

  await page.setViewportSize(desktop);
  await signInToPanel(page, operatorEmail);
  await setShopPlan(page);
  await snapBoth(page, 'panel-commission-plans');

  // Five orders: cash; Pix to the shop's own key; card in the app; cash with the marketplace's R$ 5
  // coupon; card in the app with R$ 7,50 given back by the shop.
  const line = [lineFor(products[0]!, shop.min_order)];
  const draft = { shop, lines: line };
  const cash = await placeOrder(request, customer, { ...draft, payment_method: 'cash' });
  const pix = await placeOrder(request, customer, { ...draft, payment_method: 'pix' });
  const cardOrder = (token: string) =>
    placeOrder(request, customer, {
      ...draft,
      payment_method: 'card_online',
      card_flag_id: 2,
      card: { token, type: 'credit' },
    });
  const card = await cardOrder(await cardToken(request, shop.shop_id));
  const coupon = await placeOrder(request, customer, {
    ...draft,
    payment_method: 'cash',
    coupon_code: 'PEDEJA5',
  });
  expect(coupon.totals.discount).toBe(5);
  const refunded = await cardOrder(await cardToken(request, shop.shop_id));
  await owner(boardCalls.refundOrderPart.path, { order_id: refunded.order_id, amount: 7.5, reason: 'Faltou o cartão' });
  await closePeriod();

  // By hand: the cash and Pix the shop holds owe their commission and fee; the cards were split at
  // the gateway, so they owe nothing; the marketplace owes the shop its coupon.
  const paidCents = [cash, pix, card, coupon, refunded].reduce((sum, o) => sum + cents(o.totals.order_total), 0) - 750;
  const balanceCents =
    -(commissionOf(cash, false) + FEE_CENTS) -
    (commissionOf(pix, true) + FEE_CENTS) -
    (commissionOf(coupon, false) + FEE_CENTS) +
    500;
  expect(balanceCents).toBeLessThan(0);
  const due = formatMoney(-balanceCents);

  // The owner reads the closed week and exports it.
  const ownerDevice = await browser.newContext({ viewport: phone });
  const ownerPage = await ownerDevice.newPage();
  await signInToPanel(ownerPage, ownerOf(shop.slug));
  await ownerPage.goto('/painel/vendas/financeiro');
  const past = ownerPage.getByRole('region', { name: statementMessages.past });
  await past.getByRole('link').first().click();
  await expect(ownerPage.getByTestId('statement-balance')).toContainText(statementMessages.balance.pay);
  await expect(ownerPage.getByTestId('statement-balance')).toContainText(due);
  await expect(ownerPage.getByText(formatMoney(paidCents)).first()).toBeVisible();
  await snapBoth(ownerPage, 'panel-statement-closed');
  const [download] = await Promise.all([
    ownerPage.waitForEvent('download'),
    ownerPage.getByRole('button', { name: statementMessages.exportCsv }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^extrato-\d{4}-\d{2}-\d{2}-\d+\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain(`Extrato;${flowers}\r\n`);
  for (const order of [cash, pix, card, coupon, refunded]) expect(csv).toContain(`\r\n${order.order_number};`);
  const money = (value: number) => `${value < 0 ? '-' : ''}${(Math.abs(value) / 100).toFixed(2).replace('.', ',')}`;
  expect(csv).toContain(`Pago pelos clientes;${money(paidCents)}\r\n`);
  expect(csv).toContain(`;${money(balanceCents)}\r\n`);

  // The operator settles it: the shop's transfer, by Pix, today.
  await page.goto('/painel/vendas/financeiro?ver=saldos');
  const balance = page.getByTestId('shop-balance').filter({ hasText: flowers });
  await expect(balance).toContainText(due);
  await balance.getByRole('button', { name: statementMessages.markPaid.action }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${flowers} paga ${due} ao marketplace.`);
  await dialog.getByLabel(statementMessages.markPaid.reference).fill('PIX E2E0001');
  await dialog.getByRole('button', { name: statementMessages.markPaid.save }).click();
  await expect(page.getByTestId('toast')).toContainText(apiMessages.statementPaid);
  await expect(balance.getByRole('button', { name: statementMessages.markPaid.action })).toHaveCount(0);

  await ownerPage.reload();
  await expect(ownerPage.getByTestId('statement-balance')).toContainText(statementMessages.balance.paid);
  await expect(ownerPage.getByText('PIX E2E0001')).toBeVisible();
  await ownerDevice.close();
});
