import type { TOrderCard } from '@delivery/contract/card-payments';

/*
 * A card paid in the app, as the order's page shows it (decision 0084): its name, and the word of
 * the issuer's 3-D Secure page that the customer is done there.
 */

/**
 * 'Visa •••• 4242', or the brand alone when the gateway gave no digits; the dots and digits held
 * together (no-break spaces), so a line never ends between them.
 */
export const cardName = (card: Pick<TOrderCard, 'brand' | 'last_four'>): string =>
  card.last_four ? `${card.brand}\u00a0••••\u00a0${card.last_four}` : card.brand;

/** The window the issuer's page opens in: one, reused if the customer opens it again. */
export const challengeWindow = 'mp-3ds';

/** The origin of the issuer's page (an address relative to ours in the sandbox). */
export const challengeOrigin = (url: string, base: string): string => new URL(url, base).origin;

/**
 * The issuer's page saying it ended (`{ type: 'mercadopago-3ds', status }`), from its own origin
 * only: any other page may post anything to ours. Its status is not trusted: the order is read.
 */
export function isChallengeEnd(event: { origin: string; data: unknown }, origin: string): boolean {
  if (event.origin !== origin) return false;
  const data = event.data as { type?: unknown } | null;
  return typeof data === 'object' && data !== null && data.type === 'mercadopago-3ds';
}

/** A card payment that did not go through: refused by the bank (after a challenge or a review). */
export const cardFailed = (card: TOrderCard | null): boolean =>
  card?.outcome === 'refused' || card?.outcome === 'cancelled';
