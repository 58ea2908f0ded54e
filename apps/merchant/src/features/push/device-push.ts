import { fetchPublicKey, forgetDevice, saveDevice } from './api/push-devices.ts';

/**
 * This device's side of the new-order alerts (decision 0031): the panel's service worker
 * (public/sw.js, scope /painel/) and the browser's push subscription, made with the server's key
 * and told to the server.
 */

const scope = import.meta.env.BASE_URL;

/**
 * Safari's tab on an iPhone or iPad (its `navigator.standalone` is false there, and missing in
 * every other browser): Web Push reaches only a web app added to the home screen, which the
 * panel's manifest lets it become, so the switch says to add it first.
 */
export const needsHomeScreen = (): boolean => (navigator as { standalone?: boolean }).standalone === false;

/** Whether this browser can be told of orders while the panel is closed. */
export const pushSupported = (): boolean =>
  window.isSecureContext && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

const bytesOf = (base64url: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i]);

async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(`${scope}sw.js`, { scope });
  // Subscribing needs the worker active, which `ready` waits for.
  return navigator.serviceWorker.ready;
}

/**
 * Subscribes this device (or takes its subscription again) and tells the server, which ties it to
 * this session: done when turned on and at every start, so a new session or new keys are known. A
 * subscription made with another server key (the keys were changed) is replaced.
 */
export async function subscribeDevice(): Promise<void> {
  const [registration, publicKey] = await Promise.all([workerRegistration(), fetchPublicKey()]);
  const key = bytesOf(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('the browser gave a subscription without keys');
  await saveDevice({ endpoint, p256dh: keys.p256dh, auth: keys.auth });
}

/** Ends this device's subscription here and on the server. */
export async function unsubscribeDevice(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration(scope);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await Promise.all([forgetDevice(subscription.endpoint), subscription.unsubscribe()]);
}
