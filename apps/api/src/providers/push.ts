import { createECDH } from 'node:crypto';
import webPush from 'web-push';
import { NotPublicAddress, outboundHttpsAgent, type OutboundPolicy } from '../http/outbound.ts';

/** The key pair this server signs its pushes with (VAPID, RFC 8292), base64url. */
export type VapidKeys = { publicKey: string; privateKey: string };

/** Where a push goes and whom it is encrypted to: a browser's PushSubscription, flat. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

export type PushOptions = {
  /** How long the push service keeps it for a device that is offline; after that it is dropped. */
  ttlSeconds: number;
  /** 'high' wakes a sleeping phone at once (RFC 8030 section 5.3). */
  urgency: 'very-low' | 'low' | 'normal' | 'high';
};

/**
 * Sends one payload to one device: 'sent' once the push service took it, 'gone' when it says the
 * subscription no longer exists (404, 410) or its endpoint leads to an address that is not public
 * (never a push service), so the caller forgets it. Any other failure throws, so a job sending it
 * is retried.
 */
export type PushSender = (target: PushTarget, payload: string, options: PushOptions) => Promise<'sent' | 'gone'>;

/** A push service that hangs must not hold the job that sends through it. */
const SEND_TIMEOUT_MS = 10_000;

/** A new pair, as `web-push generate-vapid-keys` makes it. */
export const generateVapidKeys = (): VapidKeys => webPush.generateVAPIDKeys();

/**
 * Whether a browser's key is a point of P-256 that a payload can be encrypted to: the contract
 * checks its form, this its mathematics, so a subscription that could never receive is refused
 * when it is sent rather than failing every push.
 */
export function isP256PublicKey(p256dh: string): boolean {
  try {
    const ours = createECDH('prime256v1');
    ours.generateKeys();
    ours.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

/**
 * Web Push through `web-push`: the payload encrypted to the device (aes128gcm, RFC 8291) and the
 * request signed with VAPID (`Authorization: vapid t=…, k=…`), to whichever push service the
 * browser chose: an address someone else gave, so through the outbound guard (http/outbound.ts),
 * checked as the connection is made. web-push follows no redirect.
 */
export function createPushSender(keys: VapidKeys, subject: string, policy: OutboundPolicy): PushSender {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  const agent = outboundHttpsAgent(policy);
  return async (target, payload, options) => {
    try {
      await webPush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails,
          TTL: options.ttlSeconds,
          urgency: options.urgency,
          contentEncoding: 'aes128gcm',
          timeout: SEND_TIMEOUT_MS,
          ...(agent ? { agent } : {}),
        },
      );
      return 'sent';
    } catch (err) {
      if (err instanceof NotPublicAddress || (err as Error).cause instanceof NotPublicAddress) return 'gone';
      if (!(err instanceof webPush.WebPushError)) throw err;
      if (err.statusCode === 404 || err.statusCode === 410) return 'gone';
      // The error names the endpoint, a capability kept out of the logs; the status and the
      // service's words say what went wrong, so the caught error is not attached as the cause.
      // eslint-disable-next-line preserve-caught-error -- see above
      throw new Error(`push service answered ${err.statusCode}: ${String(err.body).slice(0, 200)}`);
    }
  };
}
