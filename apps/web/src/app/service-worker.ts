import { isNativePlatform } from '../lib/platform.ts';
import { CACHE_IMAGES } from '../service-worker/messages.ts';
import { whenFirstPageSettled } from './first-page-settled.ts';

/**
 * Registers the service worker (src/sw.ts) once the first page has its data, so neither it nor its
 * precache competes with the page's own reads, and tells the app when a new version is waiting: the customer chooses when
 * to reload (NewVersionPrompt), never in the middle of an order. Only built apps have a worker.
 */
type Waiting = { apply: () => void } | null;

let waiting: Waiting = null;
const listeners = new Set<() => void>();

/** How often an app left open asks for a new version; browsers also ask on each page opened. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function startServiceWorker(): void {
  // The native shell's files are in the app itself: no worker keeps them (decision 0044).
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || isNativePlatform()) return;
  if (!navigator.serviceWorker.controller) handOverFirstImages();
  const start = () =>
    void import('virtual:pwa-register').then(({ registerSW }) => {
      const update = registerSW({
        immediate: true,
        onNeedRefresh() {
          waiting = { apply: () => void update(true) };
          for (const listener of listeners) listener();
        },
        onRegisteredSW(_url, registration) {
          if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
        },
      });
    });
  void whenFirstPageSettled().then(start);
}

/**
 * The first visit's images were fetched before any worker existed: once the new worker takes the
 * page over, it is told which, and keeps them for offline like those it sees itself.
 */
function handOverFirstImages(): void {
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      // Images drawn, and those fetched for pages already left; the first page's own are preloaded.
      const fetched = performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'img')
        .map((entry) => entry.name);
      const drawn = Array.from(document.images, (image) => image.currentSrc).filter(Boolean);
      const urls = [...new Set([...drawn, ...fetched])];
      if (urls.length > 0) navigator.serviceWorker.controller?.postMessage({ type: CACHE_IMAGES, urls });
    },
    { once: true },
  );
}

export const waitingVersion = (): Waiting => waiting;

export function subscribeWaitingVersion(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
