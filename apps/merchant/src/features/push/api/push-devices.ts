import { pushCalls } from '@delivery/contract/calls/push';
import { call, callOk } from '../../../lib/api-client.ts';

/** The server's VAPID public key (base64url), the one key every device subscribes with. */
export const fetchPublicKey = async (): Promise<string> => (await callOk(pushCalls.pushPublicKey, {})).public_key;

/** Tells the server this device's subscription, for the signed-in person and this session. */
export const saveDevice = (subscription: { endpoint: string; p256dh: string; auth: string }) =>
  callOk(pushCalls.staffPushSubscribe, subscription);

/** Asks the server to forget this device; a failure is left to the push service, which will say it is gone. */
export const forgetDevice = (endpoint: string) =>
  call(pushCalls.staffPushUnsubscribe, { endpoint }).catch(() => undefined);
