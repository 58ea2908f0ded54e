import { PushNotifications } from '@capacitor/push-notifications';

/**
 * The device's push token (FCM on Android, APNs on iOS) through @capacitor/push-notifications:
 * the customer's `push_id` in the native app (decision 0044). Asked once per start: the OS shows
 * its permission prompt the first time, and answers the same token after.
 */

/** A registration the OS never answers (no Firebase configuration in the build) must not hold the app. */
const REGISTRATION_TIMEOUT_MS = 15_000;

let registering: Promise<string | null> | null = null;
let known: string | null = null;

async function register(): Promise<string | null> {
  let { receive } = await PushNotifications.checkPermissions();
  if (receive === 'prompt' || receive === 'prompt-with-rationale') {
    receive = (await PushNotifications.requestPermissions()).receive;
  }
  if (receive !== 'granted') return null;
  const token = new Promise<string | null>((resolve) => {
    void PushNotifications.addListener('registration', ({ value }) => resolve(value));
    void PushNotifications.addListener('registrationError', () => resolve(null));
    setTimeout(() => resolve(null), REGISTRATION_TIMEOUT_MS);
  });
  await PushNotifications.register();
  known = await token;
  return known;
}

/** The token, once the OS gave it; null when refused or unavailable. */
export function nativePushToken(): Promise<string | null> {
  registering ??= register().catch(() => null);
  return registering;
}

/** The token if the OS already answered: a sign-in sends it without waiting for the OS. */
export const knownPushToken = (): string | null => known;

/**
 * A tap on one of the app's notifications: `url` is the page it opens (the server's order status
 * pushes carry `/orders/123`).
 */
export function onNotificationOpened(open: (path: string) => void): void {
  void PushNotifications.addListener('pushNotificationActionPerformed', ({ notification }) => {
    const url = (notification.data as { url?: unknown } | undefined)?.url;
    if (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')) open(url);
  });
}
