/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { handleNavigation, refreshShell } from './service-worker/navigation.ts';
import { imageStrategy, isCachedImage, keepImagesShown } from './service-worker/images.ts';
import { CACHE_IMAGES } from './service-worker/messages.ts';
import { onNotificationClick, onPush } from './service-worker/push.ts';

/**
 * The customer app's service worker (decision 0043). It keeps the shell (scripts, styles, texts,
 * the offline page) precached by version, answers pages from the network and, offline, from the
 * last page the server sent or the offline page, and keeps the images of shops seen. It never
 * answers API calls: shops' data seen before are the app's own copies (ShopInfo_, Menu_), so an
 * old worker cannot serve an old answer to a new app, nor a new answer to an old one.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// `?v=` is the texts' version (vite.config.ts): the precache keeps each text file by its revision.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/^v$/, /^utm_/, /^fbclid$/] });
cleanupOutdatedCaches();

registerRoute(({ request }) => request.mode === 'navigate', handleNavigation);
registerRoute(isCachedImage, imageStrategy);

// The first worker takes over the page that installed it, so what that first visit shows next is
// kept too. A new version still waits for the customer (below): claiming moves only pages no
// worker controls.
clientsClaim();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  // A new version waits until the customer chooses 'Atualizar' (app/service-worker.ts), so a bag
  // being filled is never reloaded under them.
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === CACHE_IMAGES) keepImagesShown(event, data.urls);
});

// The shell kept for offline pages names the previous version's files, which this one's
// activation deletes: a fresh copy takes its place.
self.addEventListener('activate', (event) => {
  event.waitUntil(refreshShell());
});

// An order's status, pushed by the server (decision 0041): shown, and a tap opens the order.
self.addEventListener('push', onPush(self));
self.addEventListener('notificationclick', onNotificationClick(self));
