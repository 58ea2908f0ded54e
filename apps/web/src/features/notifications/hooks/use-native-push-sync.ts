import { useEffect } from 'react';
import type { TCustomer } from '@delivery/contract/customer';
import { isNativePlatform } from '../../../lib/platform.ts';
import { saveAcceptNotification, savePushId } from '../api/push-calls.ts';

type SignedIn = { token: string; customer: TCustomer } | null | undefined;

/**
 * The native app's push (decision 0044): at each start it registers with the OS (FCM, APNs),
 * whose prompt asks the first time; with a customer signed in, a token that differs from their
 * push_id is sent with `atualizaPushId` (docs/product.md section 4), and the OS permission granted counts
 * as accepting notifications. The web's offer and Web Push stay off in the native app.
 */
export function useNativePushSync(session: SignedIn, onCustomer: (customer: TCustomer) => Promise<void> | void): void {
  const token = session?.token;
  const storedPushId = session?.customer.push_id;
  const accepted = session?.customer.accept_notification === '1';
  useEffect(() => {
    if (!isNativePlatform()) return;
    let cancelled = false;
    (async () => {
      const { nativePushToken } = await import('../../../lib/native/push-registration.ts');
      const pushId = await nativePushToken();
      if (cancelled || !pushId || !token) return;
      let saved = pushId === storedPushId ? null : await savePushId(token, pushId);
      if (!accepted) saved = (await saveAcceptNotification(token, true)) ?? saved;
      if (saved && !cancelled) await onCustomer(saved);
    })().catch(() => {
      // Offline, or the OS refused: the next start tries again.
    });
    return () => {
      cancelled = true;
    };
  }, [token, storedPushId, accepted, onCustomer]);
}
