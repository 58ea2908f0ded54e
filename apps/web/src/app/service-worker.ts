import { isNativePlatform } from '../lib/platform.ts';
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

export const waitingVersion = (): Waiting => waiting;

export function subscribeWaitingVersion(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
