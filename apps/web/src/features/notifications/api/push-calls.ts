import { customerCalls } from '@delivery/contract/calls/customer';
import { pushCalls } from '@delivery/contract/calls/push';
import type { TCustomer } from '@delivery/contract/customer';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';

/** The server's VAPID public key, the subscription's applicationServerKey. */
export async function fetchPublicKey(): Promise<string> {
  return expectSuccess(await call(pushCalls.pushPublicKey, {})).public_key;
}

/** `app/atualizaPushId`: the device's subscription (its JSON) becomes the customer's push_id. */
export async function savePushId(token: string, pushId: string): Promise<TCustomer | null> {
  return expectSuccess(await call(customerCalls.atualizaPushId, { token, push_id: pushId })).customer[0] ?? null;
}

/** `customer4api/saveAcceptNotification`: whether the customer wants to be told. */
export async function saveAcceptNotification(token: string, accept: boolean): Promise<TCustomer | null> {
  const answer = expectSuccess(
    await call(customerCalls.saveAcceptNotification, { token, accept_notification: accept ? '1' : '0' }),
  );
  return answer.customer[0] ?? null;
}
