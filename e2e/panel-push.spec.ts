import { pushCalls } from '@delivery/contract/calls/push';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { desktop, phone, snap } from './helpers.ts';
import { customerWithAddress, lineFor, orderableShop, placeOrder } from './orders-helpers.ts';
import { openDeviceSettings, ownerOf, panel, signInToPanel } from './panel-helpers.ts';

/**
 * New-order alerts on a device whose panel is closed (decision 0031). Headless Chromium cannot
 * subscribe to a push service (its contexts are off the record, and it reaches no Google push
 * service), so the browser's subscribe() is replaced by one that makes a subscription as a browser
 * would (a P-256 key pair, an auth secret, an endpoint on a host that resolves nowhere); the rest is
 * the real panel, service worker and API. Pushes reach the worker through the DevTools protocol,
 * as a push service would deliver them.
 */

test.use({ viewport: desktop, serviceWorkers: 'allow' });

/** The browser's PushManager, without a push service: subscriptions are made here. */
async function withoutPushService(page: Page) {
  await page.addInitScript(() => {
    type Fake = { endpoint: string; options: { applicationServerKey: ArrayBuffer }; toJSON(): unknown };
    let current: (Fake & { unsubscribe(): Promise<boolean> }) | null = null;
    const base64url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    PushManager.prototype.getSubscription = async () => current as unknown as PushSubscription;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
      const p256dh = base64url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)));
      const auth = base64url(crypto.getRandomValues(new Uint8Array(16)));
      const endpoint = `https://push.example.invalid/painel/${crypto.randomUUID()}`;
      const key = options!.applicationServerKey as Uint8Array;
      current = {
        endpoint,
        options: { applicationServerKey: key.slice().buffer },
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      };
      return current as unknown as PushSubscription;
    };
  });
}

/** Delivers a push to the panel's service worker, as its push service would. */
async function pushTo(context: BrowserContext, page: Page, payload: object) {
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  await expect.poll(() => registrations.some((r) => r.scopeURL === `${origin}/painel/` && !r.isDeleted)).toBe(true);
  const { registrationId } = registrations.find((r) => r.scopeURL === `${origin}/painel/`)!;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });
  await cdp.detach();
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/painel/');
    const shown = (await registration?.getNotifications()) ?? [];
    return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag }));
  });

test('turning the alerts on subscribes this device; its pushes show while no board is in front, and a tap opens the order', async ({
  page,
  context,
  request,
}) => {
  const customer = await customerWithAddress(request, 'avisos');
  const { shop, products } = await orderableShop(request, customer);
  await context.grantPermissions(['notifications']);
  await withoutPushService(page);
  await signInToPanel(page, ownerOf(shop.slug));

  // The switch is one of this device's settings, in their dialog.
  await openDeviceSettings(page);
  const toggle = page.getByRole('checkbox', { name: panel.push.toggle });
  await expect(toggle).not.toBeChecked();
  const saved = page.waitForResponse(pushCalls.staffPushSubscribe.path);
  await toggle.check();
  const answer = await saved;
  expect((await answer.json()).error_type).toBe(0);
  expect(answer.request().postDataJSON()).toMatchObject({
    endpoint: expect.stringMatching(/^https:\/\/push\.example\.invalid\/painel\//),
    p256dh: expect.stringMatching(/^B[\w-]{86}$/),
    auth: expect.stringMatching(/^[\w-]{22}$/),
  });
  await expect(toggle).toBeChecked();
  const worker = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration('/painel/'))?.active?.scriptURL,
  );
  expect(worker).toMatch(/\/painel\/sw\.js$/);
  await snap(page, 'panel-push-on');

  // Another start of the panel tells the server again (the session might be new), with the
  // settings closed, and stays on.
  const again = page.waitForResponse(pushCalls.staffPushSubscribe.path);
  await page.reload();
  expect((await (await again).json()).error_type).toBe(0);
  await openDeviceSettings(page);
  await expect(toggle).toBeChecked();
  await page.keyboard.press('Escape');

  const push = {
    title: 'Novo pedido #4242 — R$ 45,90',
    body: 'Toque para abrir o painel de pedidos',
    tag: 'pedido-4242',
    url: '/painel/?pedido=4242',
  };
  // The board is in front of someone, its sound on (the clicks on its settings turned it on): it
  // rings there, so the worker shows nothing.
  await expect(page.getByText(panel.board.soundActive)).toBeVisible();
  await pushTo(context, page, push);
  await page.waitForTimeout(500);
  expect(await shownNotifications(page)).toEqual([]);
  // On another page of the panel no board rings: the notification shows.
  await page.getByRole('link', { name: panel.nav.team }).click();
  await pushTo(context, page, push);
  await expect.poll(() => shownNotifications(page)).toEqual([{ title: push.title, body: push.body, tag: push.tag }]);

  // Turned off here: the device is forgotten by the server and by the browser.
  await page.getByRole('link', { name: panel.nav.board }).click();
  await openDeviceSettings(page);
  const forgotten = page.waitForResponse(pushCalls.staffPushUnsubscribe.path);
  await toggle.uncheck();
  expect((await (await forgotten).json()).error_type).toBe(0);
  await expect(toggle).not.toBeChecked();
  await page.keyboard.press('Escape');

  // A tap on a new order's notification: the worker names the order to this open panel, which
  // shows it without a reload (the chime would need a new click).
  const order = await placeOrder(request, customer, {
    shop,
    lines: [lineFor(products[0]!, shop.min_order)],
    payment_method: 'cash',
    change_for: 500,
  });
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
  await page.evaluate((path) => {
    navigator.serviceWorker.dispatchEvent(new MessageEvent('message', { data: { type: 'open-order', path } }));
  }, `/painel/?pedido=${order.order_id}&loja=${shop.shop_id}`);
  const details = page.getByTestId('order-details');
  await expect(details).toBeVisible();
  await expect(details).toContainText(`#${order.order_number}`);
  // The address forgets the order once it is open.
  await expect(page).toHaveURL(/\/painel\/?$/);
  expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);

  // With no panel open, the tap opens the board at that address.
  await page.goto(`/painel/?pedido=${order.order_id}&loja=${shop.shop_id}`);
  await expect(details).toBeVisible();
  await expect(details).toContainText(`#${order.order_number}`);
});

test('a browser that blocks notifications, or has no Web Push, says so in pt-BR', async ({ page, request }) => {
  const customer = await customerWithAddress(request, 'avisos-bloqueados');
  const { shop } = await orderableShop(request, customer);
  // As after "Bloquear" on the browser's prompt: it answers 'denied' without asking again.
  await page.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    Notification.requestPermission = async () => 'denied';
  });
  await signInToPanel(page, ownerOf(shop.slug));
  await openDeviceSettings(page);
  const toggle = page.getByRole('checkbox', { name: panel.push.toggle });
  await toggle.click();
  await expect(page.getByRole('status').filter({ hasText: panel.push.denied })).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await snap(page, 'panel-push-denied');
  // Closed, the settings' button on the board's bar says they need a look.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: panel.board.deviceSettingsAttention })).toBeVisible();
  await page.setViewportSize(phone);
  await snap(page, 'panel-push-denied');

  const older = await page.context().newPage();
  await older.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
  await older.goto('/painel/');
  await openDeviceSettings(older);
  const unsupported = older.getByRole('checkbox', { name: panel.push.toggle });
  await expect(unsupported).toBeDisabled();
  await expect(older.getByRole('status').filter({ hasText: panel.push.unsupported })).toBeVisible();

  // Safari's tab on an iPhone has no Web Push either, but the panel added to its home screen has.
  const iphoneTab = await page.context().newPage();
  await iphoneTab.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
    Object.defineProperty(navigator, 'standalone', { value: false });
  });
  await iphoneTab.setViewportSize(phone);
  await iphoneTab.goto('/painel/');
  await openDeviceSettings(iphoneTab);
  await expect(iphoneTab.getByRole('status').filter({ hasText: panel.push.installFirst })).toBeVisible();
  await snap(iphoneTab, 'panel-push-install-first');
});
