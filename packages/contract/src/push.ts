import { z } from 'zod';
import { ZEnvelope } from './envelope.ts';
import { zSessionToken, zText, zValidate } from './fields.ts';

/**
 * Web Push (decision 0031): the server signs with one VAPID key pair, whose public half any app
 * reads before it subscribes a device; a device's subscription is the browser's PushSubscription,
 * sent flat (endpoint and its two keys) so a form body carries it too.
 */

/** The longest endpoint kept: the push services' URLs are a few hundred characters. */
export const maxPushEndpointLength = 1000;

/**
 * base64url as PushSubscription.toJSON() writes it (no padding); padding is accepted and dropped.
 * The browser's key is an uncompressed P-256 point (65 bytes, first byte 4: 'B' in base64url),
 * its auth secret 16 bytes.
 */
const zBase64Url = (pattern: RegExp, what: string) =>
  z
    .string()
    .trim()
    .regex(pattern, what)
    .transform((value) => value.replace(/=+$/, ''));

export const ZPushSubscription = z.object({
  endpoint: z
    .string()
    .trim()
    .max(maxPushEndpointLength)
    .pipe(z.url({ protocol: /^https$/, error: 'precisa ser um endereço https' }))
    .refine((value) => !/^https:\/\/[^/?#]*@/i.test(value), 'não pode ter usuário ou senha'),
  p256dh: zBase64Url(/^B[A-Za-z0-9_-]{86}=?$/, 'precisa ser a chave P-256 do navegador, em base64url'),
  auth: zBase64Url(/^[A-Za-z0-9_-]{22}(==)?$/, 'precisa ter 16 bytes, em base64url'),
});
export type TPushSubscription = z.output<typeof ZPushSubscription>;

/**
 * The longest `push_id` (atualizaPushId, sign-in): a browser's subscription as JSON is its endpoint
 * (at most maxPushEndpointLength) and about 150 characters of keys and punctuation.
 */
export const maxPushIdLength = 1300;

/**
 * A customer's `push_id` names a browser's subscription when it is the JSON of one
 * (`JSON.stringify(pushSubscription)`: `{"endpoint": …, "keys": {"p256dh": …, "auth": …}}`); any
 * other text is a native app's opaque token. Both sides compare the stored value with the device's
 * own as text, so the app writes it the same way every time.
 */
export const isWebPushId = (pushId: string): boolean => pushId.trimStart().startsWith('{');

/** The subscription a Web Push `push_id` holds, flat, checked as a subscribe call's is. */
export const ZWebPushId = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'não é JSON' });
      return z.NEVER;
    }
  })
  .pipe(
    z.object({
      endpoint: z.string(),
      keys: z.object({ p256dh: z.string(), auth: z.string() }),
    }),
  )
  .transform((parsed) => ({ endpoint: parsed.endpoint, p256dh: parsed.keys.p256dh, auth: parsed.keys.auth }))
  .pipe(ZPushSubscription);

export const ZPushPublicKeyRequest = z.object({ validate: zValidate() });

export const ZPushPublicKeyResponse = ZEnvelope.extend({
  /** The server's VAPID public key (base64url), the `applicationServerKey` of a subscription. */
  public_key: z.string(),
});

export const ZStaffPushSubscribeRequest = ZPushSubscription.extend({
  validate: zValidate(),
  token: zSessionToken(),
});

export const ZStaffPushUnsubscribeRequest = z.object({
  validate: zValidate(),
  token: zSessionToken(),
  endpoint: zText(maxPushEndpointLength).min(1),
});

/**
 * What a push carries to the service worker, as JSON: it shows `title` and `body`, replaces an
 * earlier notification of the same `tag`, and opens `url` (on the app's own origin) when tapped.
 */
export type TPushNotification = {
  title: string;
  body: string;
  tag: string;
  url: string;
};

/** The board's query naming the order to open (and its shop), as a tapped notification links to it. */
export const boardOrderParams = { order: 'pedido', shop: 'loja' } as const;
