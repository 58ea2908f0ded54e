import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { phone } from './helpers.ts';

/**
 * The panel installs as an app of its own (decision 0069): its head names its manifest, iOS's
 * touch icon and standalone mode, so an iPhone or iPad on which it is added to the home screen
 * receives its Web Push with it closed.
 */

type Manifest = { id: string; name: string; scope: string; start_url: string; display: string; theme_color: string };

test("each demo tenant's panel links its own manifest, scoped to /painel/, and passes Chromium's installability check", async ({
  playwright,
  baseURL,
}) => {
  const launch = test.info().project.use.launchOptions ?? {};
  // Chromium refuses to install from an off-the-record context, which every new context is.
  const profileDir = mkdtempSync(join(tmpdir(), 'panel-install-'));
  const context = await playwright.chromium.launchPersistentContext(profileDir, { ...launch, viewport: phone });
  try {
    for (const [host, title] of [
      ['localhost', 'Pede Já'],
      ['pizzaria.localhost', 'Pizzaria Bella Napoli'],
    ] as const) {
      const origin = baseURL!.replace('//localhost', `//${host}`);
      const page = await context.newPage();
      await page.goto(`${origin}/painel/`);
      await expect(page).toHaveURL(/\/painel\/entrar$/);

      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/painel/manifest.webmanifest');
      await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');
      const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
      const iconType = await page.evaluate(async (url) => (await fetch(url!)).headers.get('content-type'), touchIcon);
      expect(iconType).toBe('image/png');

      const cdp = await context.newCDPSession(page);
      const { url, errors, data } = await cdp.send('Page.getAppManifest');
      expect(url).toBe(`${origin}/painel/manifest.webmanifest`);
      expect(errors).toEqual([]);
      const manifest = JSON.parse(data!) as Manifest;
      expect(manifest).toMatchObject({
        id: '/painel/',
        name: formatMessage(apiMessages.panelAppName, { title }),
        scope: '/painel/',
        start_url: '/painel/',
        display: 'standalone',
      });
      // The installed panel's bar is the colour of its header, as the page's own theme says.
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors, host).toEqual([]);
      await page.close();
    }
  } finally {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
});
