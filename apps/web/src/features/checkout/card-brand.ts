import type { CardType } from '@delivery/contract/catalog-constants';
import type { TPaymentGroup } from '@delivery/contract/checkout';

/** A payment method as the gateway's script answers a card's first digits (`getPaymentMethods`). */
export type GatewayMethod = {
  id: string;
  payment_type_id: string;
  /** The card's rules by the brand: the security code's length among them. */
  settings?: { security_code?: Record<string, unknown> }[];
};

/**
 * Mercado Pago's payment method ids by our flag: `flag_id` is the place in the contract's
 * `cardFlags` from 1. The names are written here rather than read from `cardFlags`, whose module
 * builds zod schemas that checkout's code must not download (README, budget).
 */
const brands: Record<string, { flagId: number; name: string }> = {
  visa: { flagId: 1, name: 'Visa' },
  debvisa: { flagId: 1, name: 'Visa' },
  master: { flagId: 2, name: 'Mastercard' },
  debmaster: { flagId: 2, name: 'Mastercard' },
  elo: { flagId: 3, name: 'Elo' },
  debelo: { flagId: 3, name: 'Elo' },
  hipercard: { flagId: 4, name: 'Hipercard' },
  amex: { flagId: 5, name: 'American Express' },
};

export type CardBrand = { flagId: number; name: string; cardType: CardType };

/** Our brand and credit or debit of one gateway method; null for a method we do not take online. */
export function brandOf(method: GatewayMethod): CardBrand | null {
  const brand = brands[method.id];
  if (!brand) return null;
  return { ...brand, cardType: method.payment_type_id === 'debit_card' ? 'debit' : 'credit' };
}

/**
 * What the card typed is for this shop: a brand and type its card group takes; a brand it does
 * not take, or takes only as credit; or nothing known of the digits (the gateway found no method).
 */
export type DetectedCard =
  | ({ kind: 'accepted' } & CardBrand)
  | ({ kind: 'brand-refused' } & CardBrand)
  | ({ kind: 'type-refused' } & CardBrand)
  | { kind: 'unknown' };

export function detectCard(results: readonly GatewayMethod[], flags: TPaymentGroup['flags']): DetectedCard {
  const brand = results.map(brandOf).find((found) => found !== null);
  if (!brand) return { kind: 'unknown' };
  const flag = flags.find((f) => f.flag_id === brand.flagId);
  if (!flag) return { kind: 'brand-refused', ...brand };
  // A group's flag lists its types; none listed means the flag is charged as it comes.
  if (flag.card_types.length > 0 && !flag.card_types.includes(brand.cardType))
    return { kind: 'type-refused', ...brand };
  return { kind: 'accepted', ...brand };
}
