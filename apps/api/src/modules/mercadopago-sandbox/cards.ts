import { createHmac } from 'node:crypto';

/*
 * The card brands the stand-in knows, and how it tells them from a card's first digits (its BIN),
 * as Mercado Pago's payment methods of Brazil do.
 */

export type Brand = {
  id: string;
  name: string;
  paymentTypeId: 'credit_card' | 'debit_card';
  securityCodeLength: 3 | 4;
  /** The lengths a number of this brand may have. */
  lengths: number[];
  issuer: { id: number; name: string };
};

const brands = {
  visa: {
    id: 'visa',
    name: 'Visa',
    paymentTypeId: 'credit_card',
    securityCodeLength: 3,
    lengths: [13, 16, 19],
    issuer: { id: 25, name: 'Visa' },
  },
  master: {
    id: 'master',
    name: 'Mastercard',
    paymentTypeId: 'credit_card',
    securityCodeLength: 3,
    lengths: [16],
    issuer: { id: 24, name: 'Mastercard' },
  },
  amex: {
    id: 'amex',
    name: 'American Express',
    paymentTypeId: 'credit_card',
    securityCodeLength: 4,
    lengths: [15],
    issuer: { id: 1000, name: 'American Express' },
  },
  elo: {
    id: 'elo',
    name: 'Elo',
    paymentTypeId: 'credit_card',
    securityCodeLength: 3,
    lengths: [16],
    issuer: { id: 687, name: 'Elo' },
  },
  debelo: {
    id: 'debelo',
    name: 'Elo Débito',
    paymentTypeId: 'debit_card',
    securityCodeLength: 3,
    lengths: [16],
    issuer: { id: 687, name: 'Elo' },
  },
  hipercard: {
    id: 'hipercard',
    name: 'Hipercard',
    paymentTypeId: 'credit_card',
    securityCodeLength: 3,
    lengths: [13, 16, 19],
    issuer: { id: 1049, name: 'Hipercard' },
  },
} as const satisfies Record<string, Brand>;

export type BrandId = keyof typeof brands;

/** Mercado Pago's own test cards first, then the brands' ranges; more specific prefixes first. */
const exactBins: [string, BrandId][] = [
  ['503143', 'master'],
  ['423564', 'visa'],
  ['375365', 'amex'],
  ['506776', 'debelo'],
  ['548392', 'master'],
];
const prefixes: [RegExp, BrandId][] = [
  [/^(636368|438935|504175|451416|4576|4011|5067)/, 'elo'],
  [/^(606282|3841)/, 'hipercard'],
  [/^3[47]/, 'amex'],
  [/^4/, 'visa'],
  [/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, 'master'],
];

/** The brand of a number or of its first 6 to 8 digits; null for none the stand-in knows. */
export function brandOf(digits: string): Brand | null {
  const exact = exactBins.find(([bin]) => digits.startsWith(bin));
  if (exact) return brands[exact[1]];
  const prefix = prefixes.find(([pattern]) => pattern.test(digits));
  return prefix ? brands[prefix[1]] : null;
}

export const brandById = (id: string): Brand | null => (id in brands ? brands[id as BrandId] : null);

/** The Luhn check every card number passes. */
export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length > 0 && sum % 10 === 0;
}

/**
 * Tells two cards apart without keeping their number: a keyed hash under a key that is no secret
 * (nothing real is ever typed into a sandbox), so the same number is the same card.
 */
export const cardHash = (number: string): string =>
  createHmac('sha256', 'mercadopago-sandbox-card').update(number).digest('hex');

/** Mercado Pago's 3-D Secure test card: it asks for a challenge when the payment allows one. */
export const CHALLENGE_CARD_PREFIX = '5483928164574623';

/** Whether the card (month 1-12, four-digit year) is still good this month. */
export function notExpired(month: number, year: number, now = new Date()): boolean {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) >= current;
}
