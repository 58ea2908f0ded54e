import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { specMessages } from '@delivery/contract/messages';
import { pageAnswersElementId } from '@delivery/contract/page-answers';
import type commonTexts from '../apps/web/public/locales/pt-BR/common.json';

/** The app's own texts and docs/product.md's, read from the files the app loads, so a test never copies a word. */
export const common = JSON.parse(
  readFileSync(new URL('../apps/web/public/locales/pt-BR/common.json', import.meta.url), 'utf8'),
) as typeof commonTexts;

export const spec = JSON.parse(
  readFileSync(new URL('../apps/web/public/locales/pt-BR/spec.json', import.meta.url), 'utf8'),
) as typeof specMessages;

export const phone = { width: 390, height: 844 } as const;
export const desktop = { width: 1280, height: 800 } as const;

/**
 * Saves test-results/screenshots/<name>-<width>.png at the page's current size, once the images
 * on screen have loaded (lazy ones further down are not fetched until scrolled to).
 */
export async function snap(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((image) => image.loading !== 'lazy' || image.getBoundingClientRect().top < window.innerHeight)
      .every((image) => image.complete),
  );
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png` });
}

/** Saves the page at phone and desktop sizes, leaving it at phone size. */
export async function snapBoth(page: Page, name: string): Promise<void> {
  await page.setViewportSize(phone);
  await snap(page, name);
  await page.setViewportSize(desktop);
  await snap(page, name);
  await page.setViewportSize(phone);
}

// The web app's IndexedDB database and store (apps/web/src/lib/storage.ts).
const dbName = 'delivery-web';
const storeName = 'app';

/**
 * Reads one key of the app's device storage: null while the app has not opened it yet, without
 * creating the database itself (an empty one of ours would leave the app unable to make its store).
 */
export function readStored<T>(page: Page, key: string): Promise<T | null> {
  return page.evaluate(
    ([db, store, k]) =>
      new Promise<T | null>((resolve, reject) => {
        const open = indexedDB.open(db);
        let missing = false;
        open.onupgradeneeded = () => {
          missing = true;
          open.transaction?.abort();
        };
        open.onerror = () => (missing ? resolve(null) : reject(open.error));
        open.onsuccess = () => {
          if (!open.result.objectStoreNames.contains(store)) {
            open.result.close();
            return resolve(null);
          }
          const request = open.result.transaction(store, 'readonly').objectStore(store).get(k);
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            open.result.close();
            resolve((request.result as T | undefined) ?? null);
          };
        };
      }),
    [dbName, storeName, key] as const,
  );
}

/** Writes keys of the app's device storage, as a previous visit would have left them. */
export function writeStored(page: Page, entries: Record<string, unknown>): Promise<void> {
  return page.evaluate(
    ([db, store, values]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction(store, 'readwrite');
          for (const [key, value] of Object.entries(values)) transaction.objectStore(store).put(value, key);
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    [dbName, storeName, entries] as const,
  );
}

/**
 * The app's pages without the answers the server sends with them (decision 0046): the app then
 * asks the API for its first reads itself, so a journey can hold, change or fail those calls.
 */
export async function withoutPageAnswers(page: Page): Promise<void> {
  const answers = new RegExp(`<script type="application/json" id="${pageAnswersElementId}">[^<]*</script>`);
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(answers, '') });
  });
}

/**
 * Stops the page's installed clock a second ahead of its own time: from then on only the journey
 * moves it, so a count shown depends on its jumps alone. A busy machine can take longer than that
 * second between reading the time and pausing; the clock then refuses to go back, and we try again.
 */
export async function pausePageClock(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 1_000);
      return;
    } catch (error) {
      if (attempt === 3 || !String(error).includes('to the past')) throw error;
    }
  }
}
