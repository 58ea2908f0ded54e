import { useEffect } from 'react';
import type { TCustomer } from '@delivery/contract/customer';
import { fetchPublicKey, savePushId } from '../api/push-calls.ts';
import { rememberSynced, syncedWithSession } from '../offer.ts';
import { notificationPermission, pushSupport, subscribeDevice } from '../push-device.ts';

type SignedIn = { token: string; customer: TCustomer } | null | undefined;

/**
 * At each start with a signed-in customer who accepted notifications and a browser that allows
 * them: when the device's subscription differs from the customer's push_id (docs/product.md section 4),
 * or this session has not sent it yet (a new sign-in: the server ties a device to its session),
 * `atualizaPushId` sends it. It never asks for permission: the order page's offer does.
 */
export function usePushSync(session: SignedIn, onCustomer: (customer: TCustomer) => Promise<void> | void): void {
  const token = session?.token;
  const customer = session?.customer;
  const wanted = customer?.accept_notification === '1';
  const customerId = customer?.customer_id;
  const storedPushId = customer?.push_id;
  useEffect(() => {
    if (!token || !wanted || customerId === undefined) return;
    if (pushSupport() !== 'supported' || notificationPermission() !== 'granted') return;
    let cancelled = false;
    (async () => {
      const pushId = await subscribeDevice(await fetchPublicKey());
      if (cancelled) return;
      if (pushId === storedPushId && (await syncedWithSession(customerId, token))) return;
      const saved = await savePushId(token, pushId);
      await rememberSynced(customerId, token);
      if (saved && !cancelled) await onCustomer(saved);
    })().catch(() => {
      // Offline, or no worker yet (the first visit installs it): the next start tries again.
    });
    return () => {
      cancelled = true;
    };
  }, [token, wanted, customerId, storedPushId, onCustomer]);
}
