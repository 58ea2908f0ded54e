/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import type { RouteMatchCallbackOptions } from 'workbox-core';
import { StaleWhileRevalidate } from 'workbox-strategies';

/** Logos, banners and photos of the shops seen, for the app to show them again offline. */
export const isCachedImage = ({ request, sameOrigin }: RouteMatchCallbackOptions): boolean =>
  request.destination === 'image' && (sameOrigin || request.url.startsWith('https://'));

/**
 * Shown from the device at once and refreshed behind: a logo replaced at the same address is seen
 * the next time. Photos of other hosts are opaque and counted large by the browser's quota, so the
 * cache is bounded, and emptied rather than failing when the quota runs out.
 */
export const imageStrategy = new StaleWhileRevalidate({
  cacheName: 'images',
  plugins: [
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    new ExpirationPlugin({ maxEntries: 250, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
  ],
});
