// @ts-check
/// <reference lib="webworker" />

/**
 * The panel's service worker (scope /painel/, decision 0031), written by hand and served as it is:
 * it shows the new-order pushes the API sends, unless a board in front of someone says its chime
 * rings (features/board answers 'board-rings?'), and a tap takes the panel to that order
 * ('open-order', features/push). It caches nothing: the panel works online only. The push's JSON
 * is the contract's TPushNotification (packages/contract/src/push.ts).
 */

const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

/** The panel's root, its scope: where its pages are. */
const panelPath = new URL(sw.registration.scope).pathname;

/** @param {string} url */
const pathOf = (url) => new URL(url).pathname;

// A new version takes over the open panels at once: it holds no state to hand over.
sw.addEventListener('install', () => {
  void sw.skipWaiting();
});
sw.addEventListener('activate', (event) => {
  event.waitUntil(sw.clients.claim());
});

/**
 * The push's notification, or null for a push that is not one of ours.
 * @param {PushMessageData | null} data
 * @returns {{ title: string; body: string; tag: string; url: string } | null}
 */
function notificationOf(data) {
  try {
    const push = data?.json();
    const fields = ['title', 'body', 'tag', 'url'];
    return push && fields.every((field) => typeof push[field] === 'string') ? push : null;
  } catch {
    return null;
  }
}

/** How long a panel in front has to say it shows a board that will chime. */
const answerMs = 500;

/**
 * Whether a panel in front of someone says its board will ring for the order: asked, since a
 * client's URL is the one it opened with, not the page it shows now, and only the page knows whether
 * its chime may play. A panel that does not answer in time is taken as not ringing.
 * @param {WindowClient} client
 * @returns {Promise<boolean>}
 */
function ringsThere(client) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), answerMs);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(event.data === true);
    };
    client.postMessage({ type: 'board-rings?' }, [channel.port2]);
  });
}

/** Whether a board in front of someone rings for new orders now (the panel's own alarm). */
async function boardRings() {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const inFront = windows.filter(
    (client) => client.focused && client.visibilityState === 'visible' && pathOf(client.url).startsWith(panelPath),
  );
  // The first yes is enough; a no from every one of them (or none in front) means show it.
  const yes = (/** @type {WindowClient} */ client) => ringsThere(client).then((rings) => rings || Promise.reject());
  return Promise.any(inFront.map(yes)).then(
    () => true,
    () => false,
  );
}

sw.addEventListener('push', (event) => {
  const notification = notificationOf(event.data);
  if (!notification) return;
  event.waitUntil(
    (async () => {
      if (await boardRings()) return;
      await sw.registration.showNotification(notification.title, {
        body: notification.body,
        // A second push of the same order replaces the first instead of piling up.
        tag: notification.tag,
        // A new order waits for someone: the notification stays until it is tapped or dismissed.
        requireInteraction: true,
        data: { url: notification.url },
      });
    })(),
  );
});

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? panelPath, sw.location.origin);
  if (target.origin !== sw.location.origin) return;
  const path = target.pathname + target.search;
  event.waitUntil(
    (async () => {
      const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const panel = windows.find((client) => pathOf(client.url).startsWith(panelPath));
      if (!panel) {
        await sw.clients.openWindow(path);
        return;
      }
      // An open panel goes to the order itself, without a reload that would silence its chime.
      await panel.focus();
      panel.postMessage({ type: 'open-order', path });
    })(),
  );
});
