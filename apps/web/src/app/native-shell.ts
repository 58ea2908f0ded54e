import { isNativePlatform } from '../lib/platform.ts';
import { startupDomain } from './startup.ts';

/**
 * The native app's links into it (decision 0044): a tapped order notification opens the order,
 * a shop's link opens the shop. Nothing of it loads on the web.
 */
export function startNativeShell(navigate: (path: string) => void): void {
  if (!isNativePlatform()) return;
  void import('../lib/native/app-links.ts').then(({ onAppLinks }) => onAppLinks(startupDomain(), navigate));
  void import('../lib/native/push-registration.ts').then(({ onNotificationOpened }) => onNotificationOpened(navigate));
}
