import { createApiClient } from '@delivery/client/api-client';
import { deviceIdHeader } from '@delivery/contract/device';
import { deviceId } from './device-id.ts';
import { takePageAnswer } from './page-answers.ts';

/**
 * docs/product.md section 9: in the native app the profile id is fixed by configuration (the build's
 * VITE_PROFILE_ID, beside its API); on the web the host decides and this is undefined.
 */
export const configuredProfileId: number | undefined = Number(import.meta.env.VITE_PROFILE_ID) || undefined;

/**
 * The customer app's client of the API (packages/client, decision 0072): on the page's own origin,
 * or the API host the native shell's VITE_API_URL names; the catalog reads go as GETs that caches
 * may keep, and a read the page came with is answered from it, once (lib/page-answers.ts). The
 * customer's token travels as `token` in a call's fields, as the contract declares it. A call that
 * sends a code names this device, which the API's code-send limit counts.
 */
export const { call, apiUrl } = createApiClient({
  baseUrl: import.meta.env.VITE_API_URL ?? '',
  readsByGet: true,
  headers: (route): Record<string, string> => (route.sendsCode ? { [deviceIdHeader]: deviceId() } : {}),
  answerAtHand: takePageAnswer,
});
