import { gzipSync } from 'node:zlib';
import type { Response } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { common, phone } from './helpers.ts';

test.use({ viewport: phone });

/** docs/architecture.md section 7: the home page's JavaScript, everything requested at start-up, gzipped. */
const homeJsBudget = 120 * 1024;

const isJavaScript = (response: Response) =>
  /javascript/.test(response.headers()['content-type'] ?? '') || /\.m?js$/.test(new URL(response.url()).pathname);

const tenants = [
  // MARKETPLACE: the shop list.
  { name: 'Pede Já', host: 'localhost', ready: { level: 1, name: common.catalog.home.title } },
  // SINGLE: home opens its one shop, so the shop page counts too.
  { name: 'Pizzaria Bella Napoli', host: 'pizzaria.localhost', ready: { level: 1, name: 'Pizzaria Bella Napoli' } },
] as const;

for (const tenant of tenants) {
  test(`the home page of ${tenant.name} downloads at most ${homeJsBudget / 1024} KB of JavaScript gzipped at start-up`, async ({
    page,
    baseURL,
  }) => {
    // Measured as a first visit: the bytes each script would take gzipped, whatever the server sent.
    const sizes = new Map<string, Promise<number>>();
    page.context().on('response', (response) => {
      if (response.ok() && isJavaScript(response) && !sizes.has(response.url())) {
        sizes.set(
          response.url(),
          response.body().then((body) => gzipSync(body, { level: 9 }).length),
        );
      }
    });

    await page.goto(baseURL!.replace('//localhost', `//${tenant.host}`) + '/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', tenant.ready)).toBeVisible();
    // Whatever the first render asks for after showing up (lazy parts, idle prefetches) counts too.
    await page.waitForLoadState('networkidle');

    const files = await Promise.all([...sizes].map(async ([url, size]) => ({ url, size: await size })));
    const total = files.reduce((sum, file) => sum + file.size, 0);
    console.log(
      `${tenant.host}: ${(total / 1024).toFixed(1)} KB of JavaScript gzipped in ${files.length} files ` +
        `(budget ${homeJsBudget / 1024} KB)`,
    );
    expect(files.length).toBeGreaterThan(0);
    expect(total, files.map((file) => `${file.size} ${file.url}`).join('\n')).toBeLessThanOrEqual(homeJsBudget);
  });
}
