import { isNativePlatform } from '../../lib/platform.ts';

/**
 * This browser's side of Web Push (decision 0041): whether it can be told at all, and its
 * subscription, made with the server's key. The subscription travels as its JSON, the customer's
 * push_id, which the app compares with the stored one as text.
 */

export type PushSupport =
  /** Web Push and notifications are there. */
  | 'supported'
  /** An iPhone or iPad in Safari's tab: Web Push comes only to an app added to the Home Screen. */
  | 'ios-home-screen'
  /** No Web Push in this browser. */
  | 'unsupported';

export type PushEnvironment = {
  userAgent: string;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
  standalone: boolean;
};

export function pushSupportOf(env: PushEnvironment): PushSupport {
  const apple =
    /iPhone|iPad|iPod/.test(env.userAgent) || (/Macintosh/.test(env.userAgent) && /Mobile\//.test(env.userAgent));
  if (apple && !env.standalone) return 'ios-home-screen';
  return env.hasServiceWorker && env.hasPushManager && env.hasNotification ? 'supported' : 'unsupported';
}

export function pushSupport(): PushSupport {
  // The native shell's pushes are the OS's own (use-native-push-sync.ts), never Web Push.
  if (isNativePlatform()) return 'unsupported';
  return pushSupportOf({
    userAgent: navigator.userAgent,
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: typeof window.PushManager !== 'undefined',
    hasNotification: typeof window.Notification !== 'undefined',
    standalone:
      window.matchMedia?.('(display-mode: standalone)').matches === true ||
      (navigator as Navigator & { standalone?: boolean }).standalone === true,
  });
}

export const notificationPermission = (): NotificationPermission =>
  typeof window.Notification === 'undefined' ? 'denied' : Notification.permission;

/** A worker that is not ready by then will not be (a development server has none). */
const WORKER_READY_MS = 10_000;

async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  let timer = 0;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = window.setTimeout(() => reject(new Error('service worker not ready')), WORKER_READY_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    window.clearTimeout(timer);
  }
}

const sameKey = (subscription: PushSubscription, publicKey: string): boolean => {
  const key = subscription.options.applicationServerKey;
  if (!key) return false;
  const bytes = new Uint8Array(key);
  const encoded = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return encoded === publicKey;
};

const keyBytes = (publicKey: string): Uint8Array<ArrayBuffer> => {
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
};

/** The browser's current subscription, as the push_id it sends; null when it has none. */
export async function currentPushId(): Promise<string | null> {
  const registration = await workerRegistration();
  const subscription = await registration.pushManager.getSubscription();
  return subscription ? JSON.stringify(subscription) : null;
}

/**
 * Subscribes this browser with the server's key (permission must be granted), keeping a
 * subscription made with it; one made with another key (the server's keys changed) is replaced,
 * since its pushes would be refused. Answers the push_id.
 */
export async function subscribeDevice(publicKey: string): Promise<string> {
  const registration = await workerRegistration();
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing, publicKey)) return JSON.stringify(existing);
  await existing?.unsubscribe();
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  return JSON.stringify(subscription);
}
