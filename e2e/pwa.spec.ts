import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { listShops } from './catalog-helpers.ts';
import { common, phone, snap } from './helpers.ts';

/**
 * The installable app (decision 0043): the tenant's manifest, the service worker's offline pages
 * and the prompt of a new version, in Chromium with the built app.
 */

test.use({ viewport: phone, serviceWorkers: 'allow' });

const webDist = process.env.E2E_WEB_DIST ?? join(import.meta.dirname, '../apps/web/dist');

/** Waits until the page is controlled by the app's worker with its precache complete. */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
}

test("each demo tenant's home passes Chromium's installability check with its own name and icons", async ({
  playwright,
  baseURL,
}) => {
  const launch = test.info().project.use.launchOptions ?? {};
  // Chromium refuses to install from an off-the-record context, which every new context is.
  const profileDir = mkdtempSync(join(tmpdir(), 'pwa-install-'));
  const context = await playwright.chromium.launchPersistentContext(profileDir, { ...launch, viewport: phone });
  try {
    for (const [host, name] of [
      ['localhost', 'Pede Já'],
      ['pizzaria.localhost', 'Pizzaria Bella Napoli'],
    ] as const) {
      const page = await context.newPage();
      await page.goto(baseURL!.replace('//localhost', `//${host}`));
      await page.evaluate(() => navigator.serviceWorker.ready);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors, host).toEqual([]);
      const { url, errors, data } = await cdp.send('Page.getAppManifest');
      expect(url).toMatch(/\/manifest\.webmanifest$/);
      expect(errors).toEqual([]);
      const manifest = JSON.parse(data!) as { name: string; display: string; icons: { purpose: string }[] };
      expect(manifest.name).toBe(name);
      expect(manifest.display).toBe('standalone');
      expect(manifest.icons.map((icon) => icon.purpose)).toContain('maskable');
      const iconType = await page.evaluate(async () => (await fetch('/pwa/icon-192.png')).headers.get('content-type'));
      expect(iconType).toBe('image/png');
      await page.close();
    }
  } finally {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
});

test('offline, a shop seen before opens again on reload, and a page never kept shows "Sem conexão"', async ({
  page,
  context,
  request,
}) => {
  const shop = (await listShops(request)).find((s) => s.slug === 'forno-da-nonna')!;
  const shopPath = `/${shop.city_slug}/${shop.segment}/${shop.slug}`;
  await page.goto('/');
  await controlled(page);

  const calls: { url: string; fromWorker: boolean }[] = [];
  page.on('response', (response) => calls.push({ url: response.url(), fromWorker: response.fromServiceWorker() }));
  // The shop's own answers come with its page; the start-up's (the update check) follow it.
  const apiAnswer = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/'));
  await page.goto(shopPath);
  await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
  await apiAnswer;
  // Answers of the API never come from the worker: an old worker cannot hand a new app an old answer.
  const apiCalls = calls.filter((call) => new URL(call.url).pathname.startsWith('/api/'));
  expect(apiCalls.length).toBeGreaterThan(0);
  expect(apiCalls.filter((call) => call.fromWorker)).toEqual([]);

  // The page is kept without the answers it came with (decision 0046): offline, the app draws
  // what the device kept, never answers as old as the page.
  const kept = await page.evaluate(async () => (await (await caches.open('app-shell')).match('/'))?.text());
  expect(kept).toContain('<div id="root">');
  expect(kept).not.toContain('page-answers');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
  await snap(page, 'pwa-offline-shop');

  // With the kept page gone (as after the browser evicted it), only the offline page is left.
  await page.evaluate(() => caches.delete('app-shell'));
  await page.goto('/');
  const offlineTitle = page.getByRole('heading', { level: 1, name: 'Sem conexão' });
  await expect(offlineTitle).toBeVisible();
  await snap(page, 'pwa-offline-page');
  // Still offline, trying again shows it again; back online, it tries again by itself.
  await Promise.all([page.waitForEvent('load'), page.getByRole('link', { name: 'Tentar de novo' }).click()]);
  await expect(offlineTitle).toBeVisible();
  // The page loaded again listens for the network's return. Back online with the server not yet
  // reachable, it stays and keeps asking; once the server answers, it opens the app.
  let refused = 0;
  await context.route('**/*', (route) => {
    refused++;
    return route.abort('connectionrefused');
  });
  await context.setOffline(false);
  await expect.poll(() => refused, { timeout: 10_000 }).toBeGreaterThan(1);
  await expect(offlineTitle).toBeVisible();
  await context.unrouteAll();
  await expect(page.getByRole('navigation', { name: common.nav.label })).toBeVisible();
  await expect(offlineTitle).toBeHidden();
});

test('a shop seen on the very first visit shows its images offline too, though no worker saw them load', async ({
  page,
  context,
  request,
}) => {
  const shop = (await listShops(request)).find((s) => s.slug === 'forno-da-nonna')!;
  await page.goto(`/${shop.city_slug}/${shop.segment}/${shop.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
  const shown = page.locator('main img');
  await expect(shown.first()).toBeVisible();
  const drawn = () =>
    shown.evaluateAll((images) => [
      ...new Set(
        (images as HTMLImageElement[])
          .filter((image) => image.complete && image.naturalWidth > 0)
          .map((image) => image.currentSrc),
      ),
    ]);
  await expect.poll(async () => (await drawn()).length).toBeGreaterThan(2);
  const sources = await drawn();

  // The worker arrives after the page's images: it takes the page over and keeps what it showed.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('images')).keys()).map((key) => key.url)))
    .toEqual(expect.arrayContaining(sources));

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
  await expect.poll(drawn).toEqual(expect.arrayContaining(sources));
  await snap(page, 'pwa-offline-first-visit');
  await context.setOffline(false);
});

test('an app started offline says so, and shows the shops by itself once the connection is back', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlled(page);
  await expect(page.getByTestId('shop-card').first()).toBeVisible();

  // The kept page opens with no network: the list of shops has to wait for one.
  await context.setOffline(true);
  await page.reload();
  const notice = page.getByTestId('offline-notice');
  await expect(notice).toContainText(common.states.offlineTitle);
  await expect(page.getByTestId('shop-card')).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByTestId('shop-card').first()).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('a new version waiting offers "Atualizar", which reloads into it, or "Agora não"', async ({ page }) => {
  const workerFile = join(webDist, 'sw.js');
  const original = readFileSync(workerFile, 'utf8');
  await page.goto('/');
  await controlled(page);
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);

  const prompt = page.getByRole('dialog', { name: common.newVersion.title });
  try {
    // A deploy: the worker's bytes change, and the next page the browser opens finds it.
    writeFileSync(workerFile, `${original}\n// nova versão ${Date.now()}\n`);
    await page.reload();
    // The app asks for a new worker only once its first page has settled (app/service-worker.ts).
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    await snap(page, 'pwa-new-version');

    await prompt.getByRole('button', { name: common.newVersion.later }).click();
    await expect(prompt).toBeHidden();

    await page.reload();
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    await Promise.all([
      page.waitForEvent('load'),
      prompt.getByRole('button', { name: common.newVersion.update }).click(),
    ]);
    await expect(prompt).toBeHidden();
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null))
      .toBeNull();
    expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).toBe(firstWorker);
  } finally {
    writeFileSync(workerFile, original);
  }
});
