/// <reference lib="webworker" />
import type { TPushNotification } from '@delivery/contract/push';

/**
 * Web Push of an order's status (decision 0041). The server sends `{title, body, tag, url}`
 * (TPushNotification): the worker shows it, a newer status of the same order replacing the older
 * one (same tag), and a tap brings the app to the order.
 */

/** What of the worker's global scope these handlers use: the real one, or a test's fake. */
export type PushScope = {
  location: { origin: string };
  registration: Pick<ServiceWorkerRegistration, 'showNotification'>;
  clients: Pick<Clients, 'matchAll' | 'openWindow'>;
};

/** The tenant's own icon (the server draws it per host, as for the manifest). */
const ICON = '/pwa/icon-192.png';

/** The payload as the server writes it; anything else (no payload, not ours) is null. */
function readPayload(data: PushMessageData | null): TPushNotification | null {
  try {
    const value = data?.json() as Partial<TPushNotification> | undefined;
    if (!value || typeof value.title !== 'string' || typeof value.body !== 'string') return null;
    return {
      title: value.title,
      body: value.body,
      tag: typeof value.tag === 'string' ? value.tag : '',
      url: typeof value.url === 'string' ? value.url : '/',
    };
  } catch {
    return null;
  }
}

/**
 * Only a page of this app may be opened: a URL of another origin (which our server never sends)
 * opens the app's start page instead.
 */
function appUrl(scope: PushScope, url: string): string {
  try {
    const resolved = new URL(url, scope.location.origin);
    return resolved.origin === scope.location.origin ? resolved.href : `${scope.location.origin}/`;
  } catch {
    return `${scope.location.origin}/`;
  }
}

/** Shows the status the push tells; `renotify` so a newer status of the same order is heard, not only swapped. */
export async function showPush(scope: PushScope, data: PushMessageData | null): Promise<void> {
  const payload = readPayload(data);
  if (!payload) return;
  await scope.registration.showNotification(payload.title, {
    body: payload.body,
    icon: ICON,
    ...(payload.tag ? { tag: payload.tag, renotify: true } : {}),
    data: { url: appUrl(scope, payload.url) },
  } as NotificationOptions);
}

/**
 * A tap opens the order: an open tab of the app (the focused one first) is focused and taken
 * there; with none, or one this worker does not control (it cannot be navigated), a new one opens.
 */
export async function openNotification(scope: PushScope, notification: Notification): Promise<void> {
  notification.close();
  const target = appUrl(scope, (notification.data as { url?: string } | null)?.url ?? '/');
  const windows = (await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })) as WindowClient[];
  const ours = windows.filter((client) => new URL(client.url).origin === scope.location.origin);
  const tab = ours.find((client) => client.focused) ?? ours[0];
  if (tab) {
    try {
      const focused = await tab.focus();
      if (new URL(focused.url).href === target) return;
      if (await focused.navigate(target)) return;
    } catch {
      // Not controlled by this worker (opened before it was installed): a new tab instead.
    }
  }
  await scope.clients.openWindow(target);
}

/** The worker's two listeners, as sw.ts adds them. */
export const onPush = (scope: PushScope) => (event: PushEvent) => event.waitUntil(showPush(scope, event.data));
export const onNotificationClick = (scope: PushScope) => (event: NotificationEvent) =>
  event.waitUntil(openNotification(scope, event.notification));
