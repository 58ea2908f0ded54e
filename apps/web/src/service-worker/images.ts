/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import type { RouteMatchCallbackOptions } from 'workbox-core';
import { StaleWhileRevalidate } from 'workbox-strategies';

/** Images of the kept kinds: this origin's, and other hosts' only over HTTPS. */
const isKeptImageUrl = (url: URL, origin: string): boolean => url.origin === origin || url.protocol === 'https:';

/** Logos, banners and photos of the shops seen, for the app to show them again offline. */
export const isCachedImage = ({ request, url }: RouteMatchCallbackOptions): boolean =>
  request.destination === 'image' && isKeptImageUrl(url, self.location.origin);

/**
 * Shown from the device at once and refreshed behind: a logo replaced at the same address is seen
 * the next time. Photos of other hosts are opaque and counted large by the browser's quota, so the
 * cache is bounded, and emptied rather than failing when the quota runs out.
 */
const MAX_IMAGES = 250;
export const imageStrategy = new StaleWhileRevalidate({
  cacheName: 'images',
  plugins: [
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    new ExpirationPlugin({ maxEntries: MAX_IMAGES, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
  ],
});

/**
 * A first visit shows its images before the worker exists, so none went through `imageStrategy`.
 * The page names them once the worker takes it over, and they are kept as if just shown (mostly
 * from the browser's own cache). Only addresses of the kept kinds, and no more than the cache holds.
 */
export function keepImagesShown(event: ExtendableMessageEvent, urls: unknown): void {
  if (!Array.isArray(urls)) return;
  const kept = urls
    .filter((url): url is string => typeof url === 'string' && URL.canParse(url))
    .map((url) => new URL(url))
    .filter((url) => isKeptImageUrl(url, self.location.origin))
    .slice(0, MAX_IMAGES);
  event.waitUntil(
    Promise.allSettled(
      kept.map((url) =>
        imageStrategy.handle({
          event,
          request: new Request(url, { mode: url.origin === self.location.origin ? 'same-origin' : 'no-cors' }),
        }),
      ),
    ),
  );
}
