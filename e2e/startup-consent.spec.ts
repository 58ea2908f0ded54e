import { tenantSettingsCalls } from '@delivery/contract/calls/tenant-settings';
import { limits } from '@delivery/contract/constants';
import type { TTenantSettingsResponse } from '@delivery/contract/tenant-settings';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { common, desktop, phone, snapBoth, spec } from './helpers.ts';
import { staffSession } from './panel-helpers.ts';

/*
 * docs/product.md section 2's cookie and privacy popups, and the profile's analytics that load only when
 * a key is set and cookies were accepted (decision 0042). Analytics hosts are answered here with a
 * stub, so nothing leaves the machine.
 */

// A first visit: none of the popups answered (fixtures.ts answers them for other journeys).
test.use({ viewport: phone, storageState: { cookies: [], origins: [] } });

const policy = '/politica-de-privacidade.html';
const analyticsHosts = [
  'www.googletagmanager.com',
  'www.google-analytics.com',
  'region1.google-analytics.com',
  'www.googleadservices.com',
  'googleads.g.doubleclick.net',
  'connect.facebook.net',
  'www.facebook.com',
  'mautic.pedeja.test',
];
const keys = {
  ga_key: 'G-TESTE123',
  adwords_key: 'AW-987654',
  key_gtm: 'GTM-TESTE1',
  face_pixel_key: '1234567890',
  mautic_key: 'https://mautic.pedeja.test',
};

const cookiePopup = (page: Page) => page.getByRole('dialog', { name: common.consent.cookieLabel });
const privacyPopup = (page: Page) => page.getByRole('dialog', { name: common.consent.privacyTitle });

/** Every request to an analytics host, with when it was made; each answered with an empty script. */
async function watchAnalytics(page: Page) {
  const seen: { url: string; at: number }[] = [];
  await page.route(
    (url) => analyticsHosts.includes(url.hostname),
    (route) => {
      seen.push({ url: route.request().url(), at: Date.now() });
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* stub */' });
    },
  );
  return seen;
}

/** The demo marketplace operator's links section: set for the analytics journeys, put back after. */
async function linksApi(request: APIRequestContext) {
  const { token } = await staffSession(request, 'operador@exemplo.com.br');
  const call = async (path: string, data: Record<string, unknown>) => {
    const response = await request.post(path, {
      headers: { authorization: `Bearer ${token}` },
      data: { validate: 1, ...data },
    });
    const answer = (await response.json()) as TTenantSettingsResponse;
    expect(answer.error_type, answer.message).toBe(0);
    return answer;
  };
  const read = () => call(tenantSettingsCalls.tenantSettings.path, {});
  const save = async (values: Record<string, string>) => {
    const now = await read();
    await call(tenantSettingsCalls.saveTenantLinks.path, { ...now.links, ...values, version: now.versions.links });
  };
  return { read, save };
}

test('a visitor answers the cookie popup, then reads the privacy notice; neither comes back', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: common.catalog.home.title })).toBeVisible();
  const cookies = cookiePopup(page);
  await expect(cookies).toContainText(spec.cookieMessage);
  expect(spec.cookieMessage.startsWith('Este site usa cookies')).toBe(true);
  await expect(cookies.getByRole('link', { name: spec.cookieLearnMore })).toHaveAttribute('href', policy);
  await expect(cookies.getByRole('button', { name: spec.cookieAccept })).toBeVisible();

  // On a phone it sits above the tab bar, whose buttons stay free.
  const bar = await page.getByRole('navigation', { name: common.nav.label }).boundingBox();
  const card = await cookies.boundingBox();
  expect((card?.y ?? Infinity) + (card?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
  await page.getByRole('navigation', { name: common.nav.label }).getByRole('link').first().click({ trial: true });
  await snapBoth(page, 'startup-cookies');

  // A product's page has its own bottom bar instead of the tabs: the popup rises above it too.
  await page.getByRole('main').getByRole('link').filter({ hasText: 'Forno da Nonna' }).first().click();
  await page.getByTestId('product-row').first().click();
  const addBar = await page.getByTestId('add-bar').boundingBox();
  await expect
    .poll(async () => {
      const box = await cookies.boundingBox();
      return (box?.y ?? Infinity) + (box?.height ?? 0);
    })
    .toBeLessThanOrEqual(addBar?.y ?? 0);
  await page.goto('/');

  // At the bottom right of a wide screen.
  await page.setViewportSize(desktop);
  const wide = await cookies.boundingBox();
  expect(wide && desktop.width - (wide.x + wide.width)).toBeLessThan(40);
  expect(wide && desktop.height - (wide.y + wide.height)).toBeLessThan(40);
  await page.setViewportSize(phone);

  // From the top of the page, the keyboard reaches it a few Tabs in, after the skip link, not
  // after every link of the page.
  await page.locator('body').focus();
  const decline = cookies.getByRole('button', { name: spec.cookieDecline });
  let tabs = 0;
  while (tabs < 5 && !(await decline.evaluate((button) => button === document.activeElement))) {
    await page.keyboard.press('Tab');
    tabs += 1;
  }
  await expect(decline).toBeFocused();

  await decline.click();
  await expect(cookies).toBeHidden();
  const kept = await page.evaluate(() => localStorage.getItem('cookie_consent'));
  expect(JSON.parse(kept ?? 'null')).toMatchObject({ choice: 'declined' });

  // The visitor's privacy popup, one at a time: after the cookie answer.
  const privacy = privacyPopup(page);
  await expect(privacy).toContainText(common.consent.privacyText.replace('{{app}}', 'Pede Já'));
  await expect(privacy.getByRole('link', { name: common.consent.privacyRead })).toHaveAttribute('href', policy);
  await snapBoth(page, 'startup-privacy');
  await privacy.getByRole('button', { name: common.consent.privacyOk }).click();
  await expect(privacy).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('privacy_notice_seen'))).not.toBeNull();

  await page.reload();
  await expect(page.getByRole('heading', { name: common.catalog.home.title })).toBeVisible();
  // Both answers are read before anything would show: give the lazy start-up time to run.
  await page.waitForTimeout(1_000);
  await expect(cookiePopup(page)).toHaveCount(0);
  await expect(privacyPopup(page)).toHaveCount(0);
});

test.describe('analytics from the profile keys', () => {
  test.describe.configure({ mode: 'serial' });
  let before: TTenantSettingsResponse['links'];

  test.beforeAll(async ({ request }) => {
    const api = await linksApi(request);
    before = (await api.read()).links;
    await api.save(keys);
  });
  test.afterAll(async ({ request }) => {
    await (await linksApi(request)).save(before);
  });

  test("the page's policy allows exactly the tenant's analytics; the other tenant's stays closed", async ({
    page,
    baseURL,
  }) => {
    const policyOf = async (url: string) => String((await page.goto(url))?.headers()['content-security-policy']);
    const marketplace = await policyOf('/');
    for (const origin of [
      'https://www.googletagmanager.com',
      'https://www.googleadservices.com',
      'https://mautic.pedeja.test',
    ]) {
      expect(marketplace).toContain(origin);
    }
    expect(marketplace).toContain('https://www.facebook.com');
    const single = await policyOf((baseURL ?? '').replace('//localhost', '//pizzaria.localhost') + '/');
    for (const origin of ['googletagmanager', 'google-analytics', 'googleadservices', 'mautic']) {
      expect(single).not.toContain(origin);
    }
  });

  test('cookies refused: no request to any analytics host', async ({ page }) => {
    const seen = await watchAnalytics(page);
    await page.goto('/');
    await cookiePopup(page).getByRole('button', { name: spec.cookieDecline }).click();
    await page.waitForTimeout(limits.pixelSetupDelayMs + 1_500);
    await page.reload();
    await expect(page.getByRole('heading', { name: common.catalog.home.title })).toBeVisible();
    await page.waitForTimeout(limits.pixelSetupDelayMs + 1_500);
    expect(seen.map(({ url }) => url)).toEqual([]);
  });

  test('cookies accepted: each provider loads its script, the Meta pixel 1000 ms later', async ({ page }) => {
    const seen = await watchAnalytics(page);
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto('/');
    await page.waitForTimeout(limits.pixelSetupDelayMs + 500);
    expect(seen).toEqual([]);

    const acceptedAt = Date.now();
    await cookiePopup(page).getByRole('button', { name: spec.cookieAccept }).click();
    const script = (part: string) => expect.poll(() => seen.find(({ url }) => url.includes(part))?.url).toBeTruthy();
    await script('www.googletagmanager.com/gtag/js?id=G-TESTE123');
    await script('www.googletagmanager.com/gtm.js?id=GTM-TESTE1');
    await script('mautic.pedeja.test/mtc.js');
    await script('connect.facebook.net/en_US/fbevents.js');
    const pixel = seen.find(({ url }) => url.includes('fbevents.js'));
    expect((pixel?.at ?? 0) - acceptedAt).toBeGreaterThanOrEqual(limits.pixelSetupDelayMs);
    expect(blocked).toEqual([]);
    // The queues the providers read are set up with the profile's ids.
    const queued = await page.evaluate(() => ({
      gtag: JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer),
      pixel: JSON.stringify((window as unknown as { fbq?: { queue: unknown[] } }).fbq?.queue),
    }));
    expect(queued.gtag).toContain('G-TESTE123');
    expect(queued.gtag).toContain('AW-987654');
    expect(queued.pixel).toContain('1234567890');

    // Kept: the next start loads them without asking, the pixel again after its delay.
    seen.length = 0;
    const startedAt = Date.now();
    await page.reload();
    await script('gtag/js');
    await expect(cookiePopup(page)).toHaveCount(0);
    await script('fbevents.js');
    expect((seen.find(({ url }) => url.includes('fbevents.js'))?.at ?? 0) - startedAt).toBeGreaterThanOrEqual(
      limits.pixelSetupDelayMs,
    );
  });
});
