import { customerCalls } from '@delivery/contract/calls/customer';
import { pushCalls } from '@delivery/contract/calls/push';
import type { TPushSubscription } from '@delivery/contract/push';
import { devCalls } from '@delivery/contract/calls/orders';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test as base } from './fixtures.ts';
import { startPushService, verifyVapid, type PushService } from '../apps/api/test/helpers/push-service.ts';
import { common, phone, snap } from './helpers.ts';
import { customerWithAddress, lineFor, orderableShop, placeOrder, signIn, type Customer } from './orders-helpers.ts';

/**
 * Pushes of an order's status to the customer (decision 0041). After checkout the order page
 * offers them; accepting asks the browser's permission and subscribes this device with the
 * server's key. Headless Chromium reaches no push service (as in panel-push.spec.ts), so
 * `PushManager.subscribe` hands the app a subscription made here: a real P-256 key pair and auth
 * secret whose endpoint is a push service on loopback (the API tests' own, which the journeys'
 * server trusts). The server's push arrives there signed and encrypted; it is checked and
 * decrypted as a browser would, and delivered to the app's worker through the DevTools protocol,
 * as the push service would deliver it.
 */

/** The push service on loopback, for the tests that subscribe a device to it. */
const test = base.extend<{ pushService: PushService }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  pushService: async ({}, use) => {
    const service = await startPushService();
    await use(service);
    await service.close();
  },
});

test.use({ viewport: phone, serviceWorkers: 'allow' });

const texts = common.notifications;

/**
 * The browser's PushManager, without a push service: `subscribe` answers the subscription of the
 * device given (made by the test, which keeps its private key) and keeps it in the page's
 * storage, as a browser keeps its own across starts.
 */
async function subscribesAs(page: Page, device: TPushSubscription) {
  await page.addInitScript((given) => {
    type Kept = { endpoint: string; key: number[]; json: unknown };
    const KEY = 'e2e_push_subscription';
    const asSubscription = (kept: Kept) =>
      ({
        endpoint: kept.endpoint,
        options: { applicationServerKey: new Uint8Array(kept.key).buffer },
        toJSON: () => kept.json,
        unsubscribe: async () => {
          localStorage.removeItem(KEY);
          return true;
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.getSubscription = async () => {
      const kept = localStorage.getItem(KEY);
      return kept ? asSubscription(JSON.parse(kept) as Kept) : null;
    };
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const { endpoint, p256dh, auth } = given;
      const kept: Kept = {
        endpoint,
        key: Array.from(options!.applicationServerKey as Uint8Array),
        json: { endpoint, expirationTime: null, keys: { p256dh, auth } },
      };
      localStorage.setItem(KEY, JSON.stringify(kept));
      return asSubscription(kept);
    };
  }, device);
}

/** Delivers a push to the app's service worker, as its push service would. */
async function pushTo(context: BrowserContext, page: Page, payload: object) {
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  await expect.poll(() => registrations.some((r) => r.scopeURL === `${origin}/` && !r.isDeleted)).toBe(true);
  const { registrationId } = registrations.find((r) => r.scopeURL === `${origin}/`)!;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });
  await cdp.detach();
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const shown = (await registration?.getNotifications()) ?? [];
    return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
  });

/** An order of the customer, placed as checkout places it, and its page as checkout opens it. */
async function orderAndOpen(page: Page, customer: Customer) {
  const { shop, products } = await orderableShop(page.request, customer);
  const order = await placeOrder(page.request, customer, {
    shop,
    lines: [lineFor(products[0]!, shop.min_order)],
    payment_method: 'cash',
    change_for: 500,
  });
  await page.goto(`/orders/${order.order_id}?placed=1`);
  await expect(page.getByTestId('order-placed')).toBeVisible();
  return { order, shop };
}

test('after checkout the customer accepts status pushes: this device subscribes, and a status change shows on it', async ({
  page,
  context,
  pushService,
}) => {
  const customer = await customerWithAddress(page.request, 'avisos-cliente');
  await context.grantPermissions(['notifications']);
  const device = pushService.device(`cliente-${customer.token.slice(0, 12)}`);
  await subscribesAs(page, device.subscription);
  await signIn(page, customer);
  // Never on the first page.
  await expect(page.getByTestId('push-offer')).toHaveCount(0);

  const { order, shop } = await orderAndOpen(page, customer);
  const offer = page.getByRole('region', { name: texts.offerTitle });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText(texts.offerText);
  await snap(page, 'customer-push-offer');

  const pushIdSaved = page.waitForResponse(customerCalls.atualizaPushId.path);
  const acceptSaved = page.waitForResponse(customerCalls.saveAcceptNotification.path);
  await offer.getByRole('button', { name: texts.accept }).click();
  const pushIdAnswer = await pushIdSaved;
  const sentPushId = pushIdAnswer.request().postDataJSON().push_id as string;
  const { endpoint, p256dh, auth } = device.subscription;
  expect(JSON.parse(sentPushId)).toEqual({ endpoint, expirationTime: null, keys: { p256dh, auth } });
  expect(await pushIdAnswer.json()).toMatchObject({ error_type: 0, customer: [{ push_id: sentPushId }] });
  const accepted = await acceptSaved;
  expect(accepted.request().postDataJSON()).toMatchObject({ accept_notification: '1' });
  expect(await accepted.json()).toMatchObject({ error_type: 0, customer: [{ accept_notification: '1' }] });
  await expect(offer).toHaveCount(0);
  await expect(page.getByText(texts.enabled)).toBeVisible();

  // The shop accepts the order (the sandbox's stand-in for the board): the server's push reaches
  // the push service signed with its key and encrypted to this device, in pt-BR.
  const moved = await page.request.post(devCalls.advanceOrder.path, { data: { order_id: order.order_id } });
  expect((await moved.json()).status).toBe('accepted');
  await expect.poll(() => pushService.pushesTo(device.name).length, { timeout: 20_000 }).toBe(1);
  const [received] = pushService.pushesTo(device.name);
  const publicKey = (await (await page.request.post(pushCalls.pushPublicKey.path, { data: {} })).json()).public_key;
  const vapid = await verifyVapid(received!);
  expect(vapid.key).toBe(publicKey);
  expect(vapid.audience).toBe(pushService.origin);
  expect(received!.headers['content-encoding']).toBe('aes128gcm');
  const push = JSON.parse(device.decrypt(received!.body)) as object;
  expect(push).toEqual({
    title: formatMessage(apiMessages.pushOrderStatusTitle, {
      number: order.order_number,
      status: apiMessages.pushStatusAccepted,
    }),
    body: formatMessage(apiMessages.pushBodyAccepted, { shop: shop.name }),
    tag: `pedido-${order.order_id}`,
    url: `/orders/${order.order_id}`,
  });
  // Delivered to the device as its push service would: the worker shows it.
  await pushTo(context, page, push);
  const origin = new URL(page.url()).origin;
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: `Pedido #${order.order_number}: aceito pela loja`,
        body: formatMessage(apiMessages.pushBodyAccepted, { shop: shop.name }),
        tag: `pedido-${order.order_id}`,
        data: { url: `${origin}/orders/${order.order_id}` },
      },
    ]);

  // A later start with the same subscription and session sends nothing; the next order offers nothing.
  let resent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith(customerCalls.atualizaPushId.path)) resent++;
  });
  await orderAndOpen(page, customer);
  await page.waitForTimeout(1_500);
  await expect(page.getByTestId('push-offer')).toHaveCount(0);
  expect(resent).toBe(0);
});

test('"Agora não" records the refusal, and the next order does not ask again', async ({ page }) => {
  const customer = await customerWithAddress(page.request, 'avisos-recusa');
  await page.addInitScript(() => {
    Notification.requestPermission = async () => {
      (window as unknown as { asked: number }).asked = ((window as unknown as { asked?: number }).asked ?? 0) + 1;
      return 'granted';
    };
  });
  await signIn(page, customer);
  await orderAndOpen(page, customer);
  const offer = page.getByRole('region', { name: texts.offerTitle });
  const declined = page.waitForResponse(customerCalls.saveAcceptNotification.path);
  await offer.getByRole('button', { name: texts.notNow }).click();
  const answer = await declined;
  expect(answer.request().postDataJSON()).toMatchObject({ accept_notification: '0' });
  expect(await answer.json()).toMatchObject({ error_type: 0, customer: [{ accept_notification: '0' }] });
  await expect(offer).toHaveCount(0);
  // The browser was never asked.
  expect(await page.evaluate(() => (window as unknown as { asked?: number }).asked ?? 0)).toBe(0);

  await orderAndOpen(page, customer);
  await page.waitForTimeout(1_000);
  await expect(page.getByTestId('push-offer')).toHaveCount(0);
});

test('a browser that blocks notifications, and an iPhone outside a Home Screen app, are told so in pt-BR', async ({
  page,
  browser,
}) => {
  const customer = await customerWithAddress(page.request, 'avisos-bloqueio');
  await page.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
  });
  await signIn(page, customer);
  await orderAndOpen(page, customer);
  const blocked = page.getByRole('region', { name: texts.blockedTitle });
  await expect(blocked).toContainText(texts.blockedText);
  await snap(page, 'customer-push-blocked');
  await blocked.getByRole('button', { name: texts.understood }).click();
  await expect(blocked).toHaveCount(0);

  const iphone = await browser.newContext({
    viewport: phone,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });
  try {
    const safari = await iphone.newPage();
    const other = await customerWithAddress(safari.request, 'avisos-iphone');
    await signIn(safari, other);
    await orderAndOpen(safari, other);
    const howTo = safari.getByRole('region', { name: texts.iosTitle });
    await expect(howTo).toContainText(texts.iosText);
    await snap(safari, 'customer-push-iphone');
  } finally {
    await iphone.close();
  }
});
