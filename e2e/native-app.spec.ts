import { apiMessages } from '@delivery/contract/messages';
import { appInfoCalls } from '@delivery/contract/calls/app-info';
import { profileCalls } from '@delivery/contract/calls/profile';
import { customerCalls } from '@delivery/contract/calls/customer';
import type { TLoginResponse } from '@delivery/contract/customer';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { changeProfile } from './auth-profile-mocks.ts';
import { newCustomer, registerViaApi, welcome } from './auth-helpers.ts';
import { common, phone, readStored, snap, spec, withoutPageAnswers } from './helpers.ts';
import {
  buyerWithAddress,
  landedOrderId,
  lineOf,
  productNamed,
  shopNamed,
  signInAs,
  storeCart,
} from './checkout-helpers.ts';
import { forceNativePlatform, type NativeOptions } from './native-shell.ts';
import { customerWithAddress, placePixOrder } from './orders-helpers.ts';

/*
 * docs/product.md's native-only rules, run by the app's own code in Chromium with Capacitor's native
 * bridge and a double of the plugins' native half (e2e/native-shell.ts, decision 0044).
 */

test.use({ viewport: phone });

const current = { name: 'Pede Já', id: 'br.com.exemplo.pedeja', version: '2.3.0', build: '20300' };
const pushToken = 'fcm:dQw4w9WgXcQ:APA91bFakeTokenOfThisDevice';
const android: NativeOptions = { platform: 'android', app: current, push: { permission: 'granted', token: pushToken } };

/** When the home's header and the sign-in modal first appeared, in the page's clock. */
async function watchAppearances(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      if (!seen.header && document.querySelector('header')) seen.header = performance.now();
      if (!seen.modal && document.querySelector('[data-testid="sign-in-modal"]')) seen.modal = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
}
/** Long enough for the double's start-up (SQLite, push, device) on a busy 2-core machine. */
const nativeStart = 15_000;
const appearances = (page: Page) =>
  page.evaluate(() => (window as unknown as { __seen: { header?: number; modal?: number } }).__seen);

test('the native app opens the login modal 250 ms into a start with no customer, never with one', async ({
  page,
  context,
  request,
}) => {
  const native = await forceNativePlatform(context, android);
  await watchAppearances(page);
  await page.goto('/');
  const modal = page.getByTestId('sign-in-modal');
  // The app's own timing is measured in the page below; waiting longer here only absorbs a slow
  // start of the bridge double, whose every plugin call crosses to the test process and back.
  await expect(modal).toBeVisible({ timeout: nativeStart });
  const { header, modal: modalAt } = await appearances(page);
  // The check runs 250 ms after the shell is drawn (limits.loginCheckDelayMs), not before. After
  // it, the stored session is read from SQLite, which here is the double: a dozen plugin calls, each
  // a round trip to the test process (1.3 to 2 s on this machine under Capacitor 8's bridge), where
  // a device answers in milliseconds. The upper bound only says the modal does follow.
  expect(modalAt! - header!).toBeGreaterThanOrEqual(250);
  expect(modalAt! - header!).toBeLessThan(4_000);
  await snap(page, 'native-startup-login');

  // Signed in, the next start opens no modal.
  const customer = newCustomer('nativo-modal');
  await registerViaApi(request, customer);
  await modal.getByRole('button', { name: spec.continueWithEmail }).click();
  await modal.getByLabel(/e-mail/i).fill(customer.email);
  await modal.getByLabel(spec.passwordLabel).fill(customer.password);
  await modal.getByRole('button', { name: spec.signIn, exact: true }).click();
  await expect(page.getByText(welcome(customer.name))).toBeVisible();
  expect(native.sqliteRows().token).toEqual(expect.any(String));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: common.catalog.home.title })).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(page.getByTestId('sign-in-modal')).toHaveCount(0);
});

test('the browser never opens the login modal on start', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: common.catalog.home.title })).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(page.getByTestId('sign-in-modal')).toHaveCount(0);
});

test("sign-in sends environment 'app', midia_source and the device's push_id, kept in SQLite first", async ({
  page,
  context,
  request,
}) => {
  const native = await forceNativePlatform(context, android);
  const customer = newCustomer('nativo-login');
  await registerViaApi(request, customer);
  await page.goto('/');
  const modal = page.getByTestId('sign-in-modal');
  await modal.getByRole('button', { name: spec.continueWithEmail }).click();
  await modal.getByLabel(/e-mail/i).fill(customer.email);
  await modal.getByLabel(spec.passwordLabel).fill(customer.password);
  const login = page.waitForRequest((r) => r.url().endsWith(customerCalls.login.path) && r.method() === 'POST');
  const answer = page.waitForResponse((r) => r.url().endsWith(customerCalls.login.path));
  await modal.getByRole('button', { name: spec.signIn, exact: true }).click();
  const body = (await login).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    profile_id: 200,
    environment: 'app',
    midia_source: 'android#14#2.3.0',
    push_id: pushToken,
    email_cpf: customer.email,
  });
  const signedIn = (await (await answer).json()) as TLoginResponse;
  expect(signedIn.customer?.[0]?.push_id).toBe(pushToken);
  await expect(page.getByText(welcome(customer.name))).toBeVisible();

  // docs/product.md's first storage place: the session is in the app's SQLite, not in IndexedDB.
  await expect.poll(() => native.sqliteRows().token).toBe(signedIn.token);
  expect((native.sqliteRows().Customer as { email: string }).email).toBe(customer.email);
  expect(await readStored(page, 'token')).toBeNull();
  // The OS asked once, then the device registered with it: no Web Push subscription.
  const pushCalls = native
    .calls()
    .filter((c) => c.pluginId === 'PushNotifications')
    .map((c) => c.methodName);
  expect(pushCalls).toEqual(expect.arrayContaining(['checkPermissions', 'requestPermissions', 'register']));
  // The OS permission counts as accepting notifications.
  await expect
    .poll(() => (native.sqliteRows().Customer as { accept_notification: string }).accept_notification)
    .toBe('1');
});

test('without SQLite the app keeps its data in IndexedDB, and without that in localStorage', async ({
  page,
  context,
  browser,
}) => {
  const native = await forceNativePlatform(context, { ...android, sqlite: 'fail' });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: common.catalog.home.title })).toBeVisible();
  await expect.poll(() => readStored(page, 'profile_id')).toBe(200);
  expect(native.calls().some((c) => c.pluginId === 'CapacitorSQLite' && c.methodName === 'createConnection')).toBe(
    true,
  );
  expect(native.sqliteRows()).toEqual({});

  // WebSQL is gone from every WebView, so after IndexedDB comes localStorage.
  const bare = await browser.newContext({ viewport: phone, serviceWorkers: 'block' });
  try {
    await forceNativePlatform(bare, { ...android, sqlite: 'fail' });
    await bare.addInitScript(() => {
      IDBFactory.prototype.open = () => {
        throw new DOMException('A mutation operation was attempted on a database that did not allow mutations.');
      };
    });
    const other = await bare.newPage();
    await other.goto('/');
    await expect(other.getByRole('heading', { name: common.catalog.home.title })).toBeVisible();
    await expect.poll(() => other.evaluate(() => localStorage.getItem('delivery-web/app/profile_id'))).toBe('200');
  } finally {
    await bare.close();
  }
});

test('the sign-in menu is the platform’s own: Facebook on Android, never on iOS', async ({
  page,
  context,
  browser,
}) => {
  const withMenus = (p: Page) =>
    changeProfile(p, (profile) => ({
      ...profile,
      facebook: { appId: '1234567890' },
      login: {
        ...profile.login,
        menu_web: { display_menu: '0', google: '0', facebook: '0', phone: '0' },
        menu_android: { display_menu: '1', google: '0', facebook: '1', phone: '1' },
        menu_ios: { display_menu: '1', google: '0', facebook: '1', phone: '0' },
      },
    }));
  await page.route(/connect\.facebook\.net/, (route) => route.abort('internetdisconnected'));
  await forceNativePlatform(context, android);
  await withMenus(page);
  await page.goto('/');
  const modal = page.getByTestId('sign-in-modal');
  await expect(modal.getByRole('button', { name: common.auth.continueWithFacebook })).toBeVisible({
    timeout: nativeStart,
  });
  await expect(modal.getByRole('button', { name: spec.continueWithPhone })).toBeVisible();
  await expect(modal.getByRole('button', { name: spec.continueWithEmail })).toBeVisible();

  const iosContext = await browser.newContext({ viewport: phone, serviceWorkers: 'block' });
  try {
    await forceNativePlatform(iosContext, { platform: 'ios', app: current });
    const ios = await iosContext.newPage();
    await withMenus(ios);
    await ios.goto('/');
    const iosModal = ios.getByTestId('sign-in-modal');
    await expect(iosModal.getByRole('button', { name: spec.continueWithEmail })).toBeVisible();
    await expect(iosModal.getByRole('button', { name: common.auth.continueWithFacebook })).toHaveCount(0);
    await expect(iosModal.getByRole('button', { name: spec.continueWithPhone })).toHaveCount(0);
  } finally {
    await iosContext.close();
  }
});

test("an older app gets 'Aviso' from getInfoApp, and 'Atualizar' opens its store", async ({ page, context }) => {
  const storeUrl = 'https://play.google.com/store/apps/details?id=br.com.pedeja';
  await context.route('https://play.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Loja</title>' }),
  );
  await forceNativePlatform(context, { ...android, app: { ...current, version: '1.4.2', build: '10402' } });
  const request = page.waitForRequest((r) => r.url().endsWith(appInfoCalls.getInfoApp.path));
  await page.goto('/');
  expect((await request).postDataJSON()).toEqual({
    validate: 1,
    profile_id: 200,
    ambiente: 'app',
    app_name: 'Pede Já',
    versao: '1.4.2',
    sistema: 'android',
  });
  // One modal at a time: the start's sign-in first (nobody is signed in), then the notice.
  await page.getByTestId('sign-in-modal').getByRole('button', { name: spec.signInLater }).click();
  // The demo publishes 2.3.0 for both stores: the API itself answers this app with its store link.
  const dialog = page.getByRole('alertdialog', { name: spec.notice });
  await expect(dialog).toContainText('Uma nova versão do Pede Já está disponível');
  await dialog.getByRole('button', { name: spec.update }).click();
  await page.waitForURL(storeUrl);
});

test('a current iPhone app is told of no update', async ({ page, context }) => {
  await forceNativePlatform(context, { platform: 'ios', app: current });
  const request = page.waitForRequest((r) => r.url().endsWith(appInfoCalls.getInfoApp.path));
  const response = page.waitForResponse((r) => r.url().endsWith(appInfoCalls.getInfoApp.path));
  await page.goto('/');
  expect((await request).postDataJSON()).toMatchObject({ ambiente: 'app', versao: '2.3.0', sistema: 'ios' });
  expect(await (await response).json()).toMatchObject({ error_type: 0, url_update_app: '' });
});

test('a shop link opens the shop, and a tapped order notification opens the order', async ({
  page,
  context,
  request,
}) => {
  const customer = await customerWithAddress(request, 'nativo-links');
  const order = await placePixOrder(request, customer);
  const native = await forceNativePlatform(context, {
    ...android,
    launchUrl: 'https://localhost/campinas/pizzaria/forno-da-nonna',
  });
  // Opened by a link to a shop: the app starts on that shop.
  await page.goto('/');
  await expect(page).toHaveURL(/\/campinas\/pizzaria\/forno-da-nonna$/);
  // The start's login modal, dismissed as a visitor would: while it is open the page behind it is
  // hidden from assistive technology, its heading too.
  await page.getByTestId('sign-in-modal').getByRole('button', { name: spec.signInLater }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forno da Nonna' })).toBeVisible();

  // A link of the app's own scheme while it runs.
  await native.emit(page, 'App', 'appUrlOpen', { url: 'br.com.exemplo.pedeja://campinas/lanches/brasa-burger' });
  await expect(page.getByRole('heading', { level: 1, name: 'Brasa Burger' })).toBeVisible();
  // A link to another site is not the app's to open.
  await native.emit(page, 'App', 'appUrlOpen', { url: 'https://example.com/campinas/pizzaria/forno-da-nonna' });
  await expect(page).toHaveURL(/brasa-burger$/);

  // Signed in, the notification of the order's status opens the order.
  const modalSignIn = async () => {
    // A new start with nobody signed in opens the login modal by itself.
    await page.goto('/');
    const modal = page.getByTestId('sign-in-modal');
    await modal.getByRole('button', { name: spec.continueWithEmail }).click();
    await modal.getByLabel(/e-mail/i).fill(customer.session.customer[0]!.email);
    await modal.getByLabel(spec.passwordLabel).fill('segredo123');
    await modal.getByRole('button', { name: spec.signIn, exact: true }).click();
    await expect(page.getByText(welcome(customer.session.customer[0]!.name))).toBeVisible();
  };
  await modalSignIn();
  await native.emit(page, 'PushNotifications', 'pushNotificationActionPerformed', {
    actionId: 'tap',
    notification: { id: '1', data: { url: `/orders/${order.order_id}` } },
  });
  await expect(page).toHaveURL(new RegExp(`/orders/${order.order_id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    common.orders.title.replace('{{number}}', String(order.order_number)),
  );
});

test("a failed start in the native app says 'ao iniciar o App', the web's words being its own", async ({
  page,
  context,
}) => {
  await forceNativePlatform(context, android);
  await withoutPageAnswers(page);
  await page.route(`**${profileCalls.getProfile.path}**`, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await expect(page.getByText(spec.startupErrorApp)).toBeVisible({ timeout: nativeStart });
  await expect(page.getByText(spec.startupError)).toHaveCount(0);
});

test("a 3-D Secure challenge opens in a sheet of the order, no window, and the bank's answer comes back to the paid order", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  // The session and the bag are stored as a previous visit left them, in IndexedDB (SQLite off):
  // what this follows is the card, not the storage.
  await forceNativePlatform(context, { ...android, sqlite: 'fail' });
  const buyer = await buyerWithAddress(request, 'nativo-3ds');
  const shop = await shopNamed(request, 'Floricultura Jardim Secreto', buyer);
  const bouquet = await productNamed(request, shop.shop_id, 'Buquê de 12 rosas vermelhas');
  await signInAs(page, buyer);
  await storeCart(page, shop, [lineOf(bouquet, 1)]);
  await page.goto('/checkout');
  await page.getByRole('radio', { name: apiMessages.paymentGroupCardOnline }).check();
  const field = (label: string) =>
    page.getByRole('group', { name: label }).locator('iframe').contentFrame().locator('input');
  await field(common.checkout.card.number).fill('5483 9281 6457 4623');
  await field(common.checkout.card.expiry).fill('11/30');
  await field(common.checkout.card.cvv).fill('123');
  await page.getByLabel(common.checkout.card.holder).fill('APRO');
  await page.getByLabel(common.checkout.card.holderCpf).fill('529.982.247-25');
  await page.getByRole('checkbox', { name: new RegExp(common.checkout.policy.link) }).check();
  await page.getByRole('button', { name: common.checkout.place.button }).click();
  await landedOrderId(page);

  const challenge = page.getByTestId('card-challenge');
  await expect(challenge).toContainText(common.orders.card.challengeTitle);
  const popups: Page[] = [];
  page.on('popup', (popup) => popups.push(popup));
  await challenge.getByRole('button', { name: common.orders.card.challengeOpen }).click();
  const sheet = page.getByRole('dialog', { name: common.orders.card.challengeSheetTitle });
  await expect(sheet).toBeVisible();
  const bank = sheet.locator('iframe[name="mp-3ds-frame"]').contentFrame();
  const authenticate = bank.getByRole('button', { name: 'Autenticar', exact: true });
  await expect(authenticate).toBeVisible();
  await snap(page, 'native-card-challenge-sheet');
  await authenticate.click();
  // The bank's last page tells the order's page, its parent: the sheet closes, the order is read.
  await expect(sheet).toHaveCount(0);
  await expect(page.getByText('Pago com Mastercard •••• 4623')).toBeVisible({ timeout: 15_000 });
  await expect(challenge).toHaveCount(0);
  expect(popups).toEqual([]);
});
