import type { PushSupport } from './push-device.ts';

/**
 * When the order page offers to tell the customer of the order's status (decision 0041): right
 * after checkout, once per customer on this device, never on the first page. What it shows
 * depends on what the browser can do.
 */
export type OfferView =
  /** Nothing: not right after checkout, answered before, already on, or no Web Push at all. */
  | 'hidden'
  /** "Quer receber avisos deste pedido?" with accept and not now. */
  | 'ask'
  /** An iPhone in Safari's tab: how to get them (add the app to the Home Screen). */
  | 'ios-home-screen'
  /** The browser blocks this site's notifications: where to allow them. */
  | 'blocked';

export type OfferInput = {
  placed: boolean;
  answered: boolean;
  acceptNotification: string;
  support: PushSupport;
  permission: NotificationPermission;
};

export function offerViewOf(input: OfferInput): OfferView {
  if (!input.placed || input.answered) return 'hidden';
  if (input.support === 'ios-home-screen') return 'ios-home-screen';
  if (input.support === 'unsupported') return 'hidden';
  if (input.acceptNotification === '1' && input.permission === 'granted') return 'hidden';
  return input.permission === 'denied' ? 'blocked' : 'ask';
}

/** This device's memory of the answer, per customer: a decline is not asked again at every order. */
const answeredKey = (customerId: number) => `push_offer_${customerId}`;
/** The session whose device was last sent as the push_id: a new sign-in sends it again. */
const syncedKey = (customerId: number) => `push_synced_${customerId}`;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode): the offer may come again, which is harmless.
  }
}

export const offerAnswered = (customerId: number): boolean => read(answeredKey(customerId)) !== null;
export const rememberOfferAnswer = (customerId: number, answer: 'accepted' | 'declined' | 'informed') =>
  write(answeredKey(customerId), answer);

/** A digest of the session token, so the token itself is not stored twice. */
async function sessionMark(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest).slice(0, 8), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function syncedWithSession(customerId: number, token: string): Promise<boolean> {
  return read(syncedKey(customerId)) === (await sessionMark(token));
}

export async function rememberSynced(customerId: number, token: string): Promise<void> {
  write(syncedKey(customerId), await sessionMark(token));
}
