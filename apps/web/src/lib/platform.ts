/**
 * Where the app runs (docs/decisions/0044). Capacitor's native bridge defines `window.Capacitor`
 * before any of the app's scripts run; a browser has none. It is read here rather than through
 * `@capacitor/core`, so the web's start-up JavaScript carries nothing of the native shell: its
 * plugins are imported, dynamically, only where this says native.
 */
export type AppPlatform = 'web' | 'ios' | 'android';

type NativeBridge = { getPlatform?: () => string };

export function currentPlatform(): AppPlatform {
  const platform = (globalThis as { Capacitor?: NativeBridge }).Capacitor?.getPlatform?.();
  return platform === 'ios' || platform === 'android' ? platform : 'web';
}

export function isNativePlatform(): boolean {
  return currentPlatform() !== 'web';
}

/** docs/product.md section 3's `environment` of sign-in and the city list: 'app' in the native shell. */
export const callEnvironment = (): 'app' | 'web' => (isNativePlatform() ? 'app' : 'web');
