import { openDeliveryCalls } from '@delivery/contract/calls/open-delivery';
import { apiMessages } from '@delivery/contract/messages';
import type { TOpenDeliveryCredentialsResponse } from '@delivery/contract/open-delivery';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expectNoSeriousViolations } from './axe.ts';
import { desktop, snapBoth } from './helpers.ts';
import { customerWithAddress, lineFor, orderableShop, placeOrder } from './orders-helpers.ts';
import { ownerCalls, ownerOf, panel, signInToPanel } from './panel-helpers.ts';

test.use({ viewport: desktop });

const text = panel.openDelivery;

/** The software's sign-in at the standard's token route: the status, and the token when given. */
async function tokenOf(request: APIRequestContext, credentials: { client_id: string; client_secret: string }) {
  const answer = await request.post('/opendelivery/oauth/token', {
    form: { ...credentials, grant_type: 'client_credentials' },
  });
  return { status: answer.status(), token: answer.ok() ? ((await answer.json()).access_token as string) : null };
}

/** The shop's software's webhook: a local server that takes every event and keeps what came. */
async function webhookReceiver() {
  const received: { headers: IncomingHttpHeaders; body: { eventType?: string; orderId?: string } }[] = [];
  const server = createServer((request, response) => {
    // Its merchant address has no menu to give: an import from it fails, and says why.
    if (request.method === 'GET') {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"title":"Not found","status":404}');
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(body || '{}') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/od/webhook`,
    merchantUrl: `http://127.0.0.1:${port}/pdv`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('the owner connects the shop’s software: credentials once, a token with them, events in the list', async ({
  page,
  request,
}) => {
  // Two axe sweeps, a webhook and the events of an order: 25 s of the 30 allowed on a loaded CI machine (2026-11-30).
  test.setTimeout(60_000);
  const customer = await customerWithAddress(request, 'open-delivery');
  const { shop, products } = await orderableShop(request, customer);
  const owner = await ownerCalls(request, shop.slug, shop.shop_id);
  const webhook = await webhookReceiver();
  try {
    await signInToPanel(page, ownerOf(shop.slug));
    await page.goto('/painel/loja/integracao');
    await expect(page.getByRole('heading', { name: text.title })).toBeVisible();
    await expect(page.getByText(text.noCredentials)).toBeVisible();
    await expect(page.getByRole('status', { name: text.baseUrl })).toHaveText(/^http:\/\/localhost:\d+\/opendelivery$/);
    // The AppId the vendor needs is on screen before any credentials: the events' sourceAppId (below).
    const appId = page.getByRole('status', { name: text.appId });
    await expect(appId).toHaveText(/^[0-9a-f-]{36}$/);

    // Generated: the secret is on screen this once, beside the client id and merchant id.
    const issuedAnswer = page.waitForResponse(openDeliveryCalls.issueOpenDeliveryCredentials.path);
    await page.getByRole('button', { name: text.generate }).click();
    const issued = ((await (await issuedAnswer).json()) as TOpenDeliveryCredentialsResponse).credentials;
    await expect(page.getByText(text.secretOnce)).toBeVisible();
    await expect(page.getByRole('status', { name: text.clientSecret })).toHaveText(issued.client_secret);
    await expect(page.getByRole('status', { name: text.clientId })).toHaveText(issued.client_id);
    await expect(page.getByRole('status', { name: text.merchantId })).toHaveText(issued.merchant_id);
    await snapBoth(page, 'panel-open-delivery-secret');
    await expectNoSeriousViolations(page, 'Integração');

    // Read again, the page has the client id and never the secret.
    await page.reload();
    await expect(page.getByText(text.secretHidden)).toBeVisible();
    await expect(page.getByRole('status', { name: text.clientId })).toHaveText(issued.client_id);
    await expect(page.getByText(issued.client_secret)).toHaveCount(0);

    // A link starts off: the software cannot sign in until the owner turns it on.
    expect((await tokenOf(request, issued)).status).not.toBe(200);
    const on = page.getByRole('switch', { name: text.switchLabel });
    await expect(on).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText(text.switchTitleOff, { exact: true })).toBeVisible();
    await expect(page.getByText(text.switchTitle, { exact: true })).toHaveCount(0);
    await on.click();
    await expect(page.getByText(text.switchTitle, { exact: true })).toBeVisible();
    await page.getByLabel(text.webhookUrl).fill('pdv.exemplo.com/webhook');
    await page.getByRole('button', { name: panel.shopSettings.save, exact: true }).click();
    await expect(page.getByText(text.urlInvalid)).toBeVisible();
    await page.getByLabel(text.webhookUrl).fill(webhook.url);
    await page.getByLabel(text.merchantUrl).fill(webhook.merchantUrl);
    await page.getByLabel(text.apiKey).fill('chave-do-pdv');
    const saved = page.waitForResponse(openDeliveryCalls.saveOpenDelivery.path);
    await page.getByRole('button', { name: panel.shopSettings.save, exact: true }).click();
    expect((await (await saved).json()).message).toBe(apiMessages.openDeliverySaved);
    await expect(on).toHaveAttribute('aria-checked', 'true');
    // The apiKey is never shown again: only that one is set.
    await expect(page.getByLabel(text.apiKey)).toHaveValue('');
    await expect(page.getByText(text.apiKeySet)).toBeVisible();

    const signedIn = await tokenOf(request, issued);
    expect(signedIn.status).toBe(200);
    expect(signedIn.token).toBeTruthy();

    // An order placed now is an event for the software: in its polling, pushed to its webhook, and listed.
    await expect(page.getByText(text.noEvents)).toBeVisible();
    const order = await placeOrder(request, customer, {
      shop,
      lines: [lineFor(products[0]!, shop.min_order)],
      payment_method: 'cash',
    });
    const polled = await request.get('/opendelivery/v1/events:polling', {
      headers: { authorization: `Bearer ${signedIn.token}` },
    });
    expect(polled.status()).toBe(200);
    expect(await polled.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          eventType: 'CREATED',
          orderId: expect.any(String),
          sourceAppId: await appId.innerText(),
        }),
      ]),
    );
    const row = page.getByRole('listitem').filter({ hasText: `#${order.order_number}` });
    await expect(async () => {
      await page.getByRole('button', { name: text.refresh }).click();
      await expect(row).toContainText(text.eventTypes.CREATED!, { timeout: 1_000 });
      await expect(row).toContainText(text.webhookDelivered, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(row).toContainText(text.notAcknowledged);
    expect(webhook.received.some((event) => event.body.eventType === 'CREATED')).toBe(true);
    expect(webhook.received[0]!.headers['x-app-signature']).toMatch(/^[0-9a-f]{64}$/);
    // The software has no menu at its address: the import fails, and the owner reads why.
    await expect(page.getByText(text.importNever)).toBeVisible();
    await page.getByRole('button', { name: text.importNow }).click();
    const lastImport = page.getByTestId('open-delivery-last-import');
    await expect(lastImport).toContainText(/Falhou em/);
    await expect(lastImport).toContainText(/Motivo: /);
    await row.scrollIntoViewIfNeeded();
    await snapBoth(page, 'panel-open-delivery');
    await expectNoSeriousViolations(page, 'Integração');

    // New credentials, after the owner confirms, end the old ones at once.
    await page.getByRole('button', { name: text.regenerate }).click();
    await expect(page.getByText(text.regenerateText)).toBeVisible();
    const rotated = page.waitForResponse(openDeliveryCalls.issueOpenDeliveryCredentials.path);
    await page.getByRole('alertdialog').getByRole('button', { name: text.regenerate }).click();
    const fresh = ((await (await rotated).json()) as TOpenDeliveryCredentialsResponse).credentials;
    await expect(page.getByRole('status', { name: text.clientSecret })).toHaveText(fresh.client_secret);
    expect((await tokenOf(request, issued)).status).toBe(401);
    expect((await tokenOf(request, fresh)).status).toBe(200);
    await page.getByRole('button', { name: text.done }).click();
    await expect(page.getByText(fresh.client_secret)).toHaveCount(0);
  } finally {
    // Other journeys order from this shop: its software stops hearing of them.
    await owner(openDeliveryCalls.saveOpenDelivery.path, { enabled: false, webhook_url: '', merchant_url: '' }).catch(
      () => undefined,
    );
    await webhook.close();
  }
});
