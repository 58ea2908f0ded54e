import { deviceIdPattern } from '@delivery/contract/device';

const storageKey = 'device-id';
let known: string | undefined;

/** 128 random bits as 32 hex digits: getRandomValues, unlike randomUUID, also runs off HTTPS. */
const newDeviceId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * This install's device id (contract's device.ts), made once and kept in localStorage: read
 * synchronously as a call's header is built. Where storage is refused (a private window) it lasts
 * the page's life, and the API's per-address ceiling is what counts.
 */
export function deviceId(): string {
  if (known) return known;
  try {
    const kept = localStorage.getItem(storageKey);
    if (kept && deviceIdPattern.test(kept)) known = kept;
    else {
      known = newDeviceId();
      localStorage.setItem(storageKey, known);
    }
  } catch {
    known ??= newDeviceId();
  }
  return known;
}
