import { whatsAppCalls } from '@delivery/contract/calls/whatsapp';
import { formatMoney } from '@delivery/contract/money';
import type { TWhatsAppSettingsResponse } from '@delivery/contract/whatsapp-settings';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fill } from '../apps/merchant/src/lib/messages.ts';
import { sandboxWhatsApp } from '../apps/api/src/modules/whatsapp-sandbox/service.ts';
import {
  buyerWithAddress,
  landedOrderId,
  lineOf,
  productNamed,
  shopNamed,
  signInAs,
  statusOf,
  storeCart,
} from './checkout-helpers.ts';
import { common, desktop, phone } from './helpers.ts';
import { ownerOf, panel, signInToPanel, staffSession } from './panel-helpers.ts';

test.use({ viewport: phone });

/** The demo marketplace's operator, whose tenant the sandbox's WhatsApp number belongs to (decision 0091). */
const operatorEmail = 'operador@exemplo.com.br';
const text = panel.tenant.whatsApp;

const templateRow = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

test('an operator moves the WhatsApp number to a new business account, submits the templates and sees Meta approve one', async ({
  page,
  request,
}) => {
  const { token } = await staffSession(request, operatorEmail);
  const settings = async () =>
    (await (
      await request.post(whatsAppCalls.whatsAppSettings.path, {
        headers: { authorization: `Bearer ${token}` },
        data: { validate: 1 },
      })
    ).json()) as TWhatsAppSettingsResponse;
  const before = await settings();
  expect(before.account?.business_account_id).toBe(sandboxWhatsApp.businessAccountId);

  try {
    await signInToPanel(page, operatorEmail);
    await page.goto('/painel/plataforma/whatsapp');
    await expect(page.getByRole('link', { name: text.tab })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(fill(text.connected, { phone: sandboxWhatsApp.displayPhone }))).toBeVisible();
    // Meta's webhook settings, to copy; the token and the app secret are never shown.
    await expect(page.getByLabel(text.webhookUrl, { exact: true })).toHaveText(before.account!.webhook_url);
    await expect(page.getByLabel(text.verifyToken, { exact: true })).toHaveText(before.account!.verify_token);
    await expect(page.getByLabel(text.accessToken)).toHaveValue('');
    expect(await page.content()).not.toContain(sandboxWhatsApp.accessToken);
    await expect(templateRow(page, 'pedido_aceito').getByText(text.states.APPROVED)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('whatsapp-phone.png'), fullPage: true });

    // A typo is caught before anything is sent.
    const accountField = page.getByLabel(text.businessAccountId);
    await accountField.fill('conta 2');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText('use o número de identificação do painel da Meta (só dígitos)')).toBeVisible();

    // The secrets left blank are kept; Meta is asked for the new account, which holds no template.
    await accountField.fill(sandboxWhatsApp.emptyBusinessAccountId);
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(`WhatsApp conectado: ${sandboxWhatsApp.displayPhone}`).first()).toBeVisible();
    await expect(templateRow(page, 'pedido_entregue').getByText(text.states.MISSING)).toBeVisible();

    await page.getByRole('button', { name: text.submit }).click();
    await expect(templateRow(page, 'pedido_entregue').getByText(text.states.PENDING)).toBeVisible();
    await expect(page.getByRole('button', { name: text.submit })).toHaveCount(0);

    // Meta's reviewers approve one and reject another; the page shows it when opened again.
    await request.post('/dev/whatsapp/review', { data: { name: 'pedido_entregue', status: 'APPROVED' } });
    await request.post('/dev/whatsapp/review', {
      data: { name: 'pix_expirando', status: 'REJECTED', reason: 'INVALID_FORMAT' },
    });
    await page.reload();
    await expect(templateRow(page, 'pedido_entregue').getByText(text.states.APPROVED)).toBeVisible();
    await expect(templateRow(page, 'pix_expirando').getByText(text.states.REJECTED)).toBeVisible();
    await expect(
      templateRow(page, 'pix_expirando').getByText(fill(text.reason, { reason: 'INVALID_FORMAT' })),
    ).toBeVisible();
    await page.setViewportSize(desktop);
    await page.screenshot({ path: test.info().outputPath('whatsapp-desktop.png'), fullPage: true });
  } finally {
    // The demo's number goes back to the sandbox's account, where every template is approved.
    await request.post(whatsAppCalls.saveWhatsApp.path, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        validate: 1,
        phone_number_id: sandboxWhatsApp.phoneNumberId,
        business_account_id: sandboxWhatsApp.businessAccountId,
        access_token: '',
        app_secret: '',
      },
    });
  }
  expect((await settings()).account?.business_account_id).toBe(sandboxWhatsApp.businessAccountId);
});

test('a shop owner turns on the WhatsApp alert, and an order placed while no board is open reaches their phone', async ({
  page,
  browser,
  request,
}) => {
  const alerts = panel.shopWhatsAppAlert;
  const buyer = await buyerWithAddress(request, 'alerta', 'Cambuí', 'Bia Alerta');
  const nonna = await shopNamed(request, 'Forno da Nonna', buyer);
  const pizza = await productNamed(request, nonna.shop_id, 'Pizza Margherita');
  const { token } = await staffSession(request, ownerOf('forno-da-nonna'));
  const alertsTo = async (to: string) =>
    ((await (await request.get('/dev/whatsapp')).json()) as { messages: { to: string; template: unknown }[] }).messages
      .filter((message) => message.to === to)
      .map((message) => message.template);

  try {
    await signInToPanel(page, ownerOf('forno-da-nonna'));
    await page.goto('/painel/loja/integracao');
    const field = page.getByLabel(alerts.phone);
    await field.fill('19 3232 1010');
    await page.getByRole('button', { name: alerts.save }).click();
    await expect(page.getByText('informe um celular com DDD')).toBeVisible();
    await field.fill('19977776666');
    await expect(field).toHaveValue('(19) 97777-6666');
    await page.getByRole('button', { name: alerts.save }).click();
    await expect(page.getByText(fill(alerts.on, { phone: '(19) 97777-6666' }), { exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('shop-alert-phone.png') });
    // The panel is closed for the night: no board shows the shop any more.
    await page.close();

    const customer = await browser.newPage({ viewport: phone });
    await signInAs(customer, buyer);
    await storeCart(customer, nonna, [lineOf(pizza, 2)]);
    await customer.goto('/checkout');
    await customer.getByRole('radio', { name: /^Dinheiro/ }).check();
    await customer.getByRole('button', { name: common.checkout.place.button }).click();
    const orderId = await landedOrderId(customer);
    const { order_number: number, totals } = await statusOf(request, buyer.token, orderId);
    await expect
      .poll(() => alertsTo('5519977776666'), { timeout: 15_000 })
      .toEqual([
        {
          name: 'pedido_novo_loja',
          language: 'pt_BR',
          params: [String(number), nonna.name, formatMoney(Math.round(totals.order_total * 100))],
        },
      ]);
  } finally {
    await request.post(whatsAppCalls.saveShopWhatsAppAlert.path, {
      headers: { authorization: `Bearer ${token}` },
      data: { validate: 1, shop_id: nonna.shop_id, phone: '' },
    });
  }
});
