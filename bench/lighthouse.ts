// Lighthouse on the customer app (issue 14, docs/architecture.md section 7): home, a shop, a product and
// checkout of the built app served by the API, at phone size (Lighthouse's mobile form factor and
// throttling) in Chromium. Prints performance, accessibility and best practices of each page, and
// Chromium's installability errors in place of Lighthouse 12's dropped PWA category;
// `npm run bench:lighthouse` exits 1 when a page is under performance 95 or accessibility 100.
//
// WEB_DIST: an already built app (else it is built into a temporary folder); PORT and DEBUG_PORT:
// the API's and Chromium's ports (else free ones); LIGHTHOUSE_RUNS: runs per page (the median
// performance is kept; 3 unless set); LIGHTHOUSE_JSON_DIR: a folder to keep each run's report in;
// LIGHTHOUSE_PAGES: some of home,shop,product,checkout (all unless set).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { buyerWithAddress, lineOf, productNamed, shopNamed, signInAs, storeCart } from '../e2e/checkout-helpers.ts';
import { assertPortFree, waitFor } from './harness.ts';

const root = path.resolve(import.meta.dirname, '..');
const chromiumPath = '/usr/bin/chromium';
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const limits = { performance: 95, accessibility: 100 };
const categories = ['performance', 'accessibility', 'best-practices'] as const;

type Scores = Record<(typeof categories)[number], number>;
type PageReport = { page: string; path: string; scores: Scores; failing: string[]; installability: string[] };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function buildWeb(): { dir: string; temporary: boolean } {
  if (process.env.WEB_DIST) return { dir: path.resolve(process.env.WEB_DIST), temporary: false };
  const dir = mkdtempSync(path.join(tmpdir(), 'lighthouse-web-'));
  const build = spawnSync('npm', ['run', 'build', '-w', '@delivery/web', '--', '--outDir', dir, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('building the web app failed');
  return { dir, temporary: true };
}

/** The API as the journeys run it: sandbox, demo data in a fresh PGlite folder, shops always open. */
async function startApi(port: number, webDist: string) {
  await assertPortFree(port);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-data-'));
  const child = spawn('node', ['apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_ENV: 'sandbox',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST: webDist,
      MERCHANT_DIST: path.join(dataDir, 'no-panel'),
      DEMO_ALWAYS_OPEN: '1',
    },
    stdio: 'inherit',
  });
  await waitFor(`http://127.0.0.1:${port}/health`);
  return {
    stop: async () => {
      await new Promise<void>((resolve) => child.once('exit', () => resolve()).kill('SIGINT'));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Audits that cost points in a category, as 'id (score)'. */
function failingAudits(lhr: Result): string[] {
  return categories.flatMap((id) =>
    lhr.categories[id]!.auditRefs.filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id]!)
      .filter((audit) => audit.score !== null && audit.score < 0.9)
      .map((audit) => `${id}: ${audit.id} (${audit.score})${audit.displayValue ? ` ${audit.displayValue}` : ''}`),
  );
}

/** Scripts of the page served without their bodies crossing the network (from the HTTP cache). */
function cachedScripts(lhr: Result): string[] {
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  return requests
    .filter(
      (request) => request.resourceType === 'Script' && request.transferSize < 1024 && request.resourceSize > 2048,
    )
    .map((request) => new URL(request.url).pathname);
}

type NetworkRequest = { url: string; resourceType?: string; transferSize: number; resourceSize: number };

/** Clears `storageTypes` of the origin (CDP's list, e.g. 'all' or 'service_workers,cache_storage'), and the HTTP cache. */
async function clearOrigin(context: BrowserContext, origin: string, storageTypes: string): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes });
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

async function audit(
  context: BrowserContext,
  debugPort: number,
  url: string,
  keepStorage: boolean,
): Promise<{ scores: Scores; failing: string[] }> {
  const { origin } = new URL(url);
  const results: Result[] = [];
  for (let attempt = 0; results.length < runs; attempt += 1) {
    // Each run a first visit: Lighthouse's own reset leaves IndexedDB. Checkout keeps the stored
    // session and bag, but not a worker or its caches from the set-up (nor the HTTP cache, which
    // Lighthouse clears only with the storage).
    await clearOrigin(context, origin, keepStorage ? 'service_workers,cache_storage' : 'all');
    const flags: Flags = {
      port: debugPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      disableStorageReset: keepStorage,
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    // A run whose trace Lighthouse could not read has no scores: run it again, twice at most.
    if (result.lhr.runtimeError) {
      console.warn(`${url}: ${result.lhr.runtimeError.code}, running again`);
      if (attempt >= runs + 1) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
      continue;
    }
    // A run that found the page's code in the browser's cache measured a repeat visit (the set-up's
    // page can leave it there despite the clearing): run it again.
    if (cachedScripts(result.lhr).length) {
      console.warn(`${url}: ${cachedScripts(result.lhr).join(', ')} came from the cache, running again`);
      if (attempt >= runs + 1) throw new Error(`${url}: scripts kept coming from the cache`);
      continue;
    }
    // A guard sending the page elsewhere (checkout without a session or a bag) would score another page.
    const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed}`);
    if (process.env.LIGHTHOUSE_JSON_DIR) {
      const name = `${new URL(url).pathname.replaceAll('/', '_') || '_'}-${results.length}.json`;
      writeFileSync(path.join(process.env.LIGHTHOUSE_JSON_DIR, name), JSON.stringify(result.lhr));
    }
    results.push(result.lhr);
  }
  const score = (lhr: Result, id: (typeof categories)[number]) => Math.round((lhr.categories[id]!.score ?? 0) * 100);
  const byPerformance = [...results].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const kept = byPerformance[Math.floor(byPerformance.length / 2)]!;
  return {
    scores: {
      performance: median(results.map((lhr) => score(lhr, 'performance'))),
      accessibility: Math.min(...results.map((lhr) => score(lhr, 'accessibility'))),
      'best-practices': Math.min(...results.map((lhr) => score(lhr, 'best-practices'))),
    },
    failing: failingAudits(kept),
  };
}

/** What keeps Chromium from offering to install the app on this page (empty once it is a PWA). */
async function installabilityErrors(context: BrowserContext, url: string): Promise<string[]> {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  await page.close();
  return installabilityErrors.map((error) => error.errorId);
}

async function main() {
  const web = buildWeb();
  const port = Number(process.env.PORT ?? (await freePort()));
  const debugPort = Number(process.env.DEBUG_PORT ?? (await freePort()));
  const api = await startApi(port, web.dir);
  const origin = `http://localhost:${port}`;
  const profileDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-chromium-'));
  // One browser profile for Lighthouse and the set-up: checkout needs a signed-in customer and a bag
  // in the app's storage. No viewport of Playwright's own: Lighthouse emulates the phone.
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath,
    viewport: null,
    baseURL: origin,
    locale: 'pt-BR',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', `--remote-debugging-port=${debugPort}`],
  });
  const reports: PageReport[] = [];
  try {
    const buyer = await buyerWithAddress(context.request, 'lighthouse');
    const nonna = await shopNamed(context.request, 'Forno da Nonna', buyer);
    const margherita = await productNamed(context.request, nonna.shop_id, 'Pizza Margherita');
    const pages = [
      { page: 'home', path: '/' },
      { page: 'shop', path: '/campinas/pizzaria/forno-da-nonna' },
      { page: 'product', path: `/product-detail/${margherita.product_id}` },
      { page: 'checkout', path: '/checkout' },
    ];
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    for (const { page, path: at } of pages.filter(({ page }) => !only || only.includes(page))) {
      const checkout = page === 'checkout';
      if (checkout) {
        const setUp = await context.newPage();
        await signInAs(setUp, buyer);
        await storeCart(setUp, nonna, [lineOf(margherita, 2)]);
        await setUp.close();
      }
      const { scores, failing } = await audit(context, debugPort, origin + at, checkout);
      const installability = await installabilityErrors(context, origin + at);
      reports.push({ page, path: at, scores, failing, installability });
    }
  } finally {
    await context.close();
    await api.stop();
    rmSync(profileDir, { recursive: true, force: true });
    if (web.temporary) rmSync(web.dir, { recursive: true, force: true });
  }

  console.log(`\nLighthouse ${runs === 1 ? '' : `(median performance of ${runs} runs) `}at phone size, Chromium:`);
  console.table(
    reports.map((r) => ({
      page: `${r.page} ${r.path}`,
      performance: r.scores.performance,
      accessibility: r.scores.accessibility,
      'best practices': r.scores['best-practices'],
      'PWA (installability errors)': r.installability.join(', ') || 'none',
    })),
  );
  for (const r of reports.filter((report) => report.failing.length)) {
    console.log(`${r.page}: ${r.failing.join('; ')}`);
  }
  const under = reports.filter(
    (r) => r.scores.performance < limits.performance || r.scores.accessibility < limits.accessibility,
  );
  if (under.length) {
    console.log(
      `\nUnder performance ${limits.performance} / accessibility ${limits.accessibility}: ${under.map((r) => r.page).join(', ')}`,
    );
    process.exitCode = 1;
  }
}

await main();
