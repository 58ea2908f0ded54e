import { isNativePlatform } from './platform.ts';

export type SignInContext = { environment: 'app' | 'web'; midia_source?: string; push_id?: string };

/**
 * What sign-in and sign-up send beside the customer's data (docs/product.md section 3): `environment`,
 * and in the native app `midia_source` (platform#OS version#app version) and the device's
 * `push_id` when the OS has given one (else the push sync sends it once it does).
 */
export async function signInContext(): Promise<SignInContext> {
  if (!isNativePlatform()) return { environment: 'web' };
  const [{ midiaSourceOf, nativeIdentity }, { knownPushToken }] = await Promise.all([
    import('./native/app-identity.ts'),
    import('./native/push-registration.ts'),
  ]);
  const pushId = knownPushToken();
  return {
    environment: 'app',
    midia_source: midiaSourceOf(await nativeIdentity()),
    ...(pushId ? { push_id: pushId } : {}),
  };
}
