/**
 * Where the app runs. The native shell (Capacitor) is not installed yet, so every build is the
 * web one; the native start-up login and the iOS/Android login menus hang on these answers.
 */
export type AppPlatform = 'web' | 'ios' | 'android';

export function isNativePlatform(): boolean {
  return false;
}

export function currentPlatform(): AppPlatform {
  return 'web';
}
