import type { SecureFieldError, SecureFieldType } from './mercado-pago.ts';

/*
 * The script's errors in the customer's words: it reports a cause code with a message in its own
 * language (English on Mercado Pago's, whatever the locale), so the words shown are the app's own,
 * chosen by the field and the cause.
 */

const fieldKeys = {
  cardNumber: {
    empty: 'checkout.card.errors.numberEmpty',
    length: 'checkout.card.errors.numberIncomplete',
    other: 'checkout.card.errors.numberInvalid',
  },
  expirationDate: {
    empty: 'checkout.card.errors.expiryEmpty',
    length: 'checkout.card.errors.expiryFormat',
    other: 'checkout.card.errors.expiryInvalid',
  },
  securityCode: {
    empty: 'checkout.card.errors.cvvEmpty',
    length: 'checkout.card.errors.cvvInvalid',
    other: 'checkout.card.errors.cvvInvalid',
  },
} as const;

export type FieldErrorKey = (typeof fieldKeys)[SecureFieldType][keyof (typeof fieldKeys)[SecureFieldType]];

/** The words for a field's first error (validityChange), or null when it has none. */
export function fieldErrorKey(type: SecureFieldType, errors: readonly SecureFieldError[]): FieldErrorKey | null {
  const first = errors[0];
  if (!first) return null;
  const keys = fieldKeys[type];
  if (first.cause === 'empty' || first.cause === 'missing_field') return keys.empty;
  return first.cause === 'invalid_length' ? keys.length : keys.other;
}

/** What a refused token names, by Mercado Pago's card token cause codes. */
const tokenCauses: Record<string, SecureFieldType | 'holder' | 'cpf'> = {
  '205': 'cardNumber',
  E301: 'cardNumber',
  '208': 'expirationDate',
  '209': 'expirationDate',
  '325': 'expirationDate',
  '326': 'expirationDate',
  '224': 'securityCode',
  E302: 'securityCode',
  E203: 'securityCode',
  '221': 'holder',
  '316': 'holder',
  '212': 'cpf',
  '213': 'cpf',
  '214': 'cpf',
  '322': 'cpf',
  '323': 'cpf',
  '324': 'cpf',
};

const secureFields: readonly string[] = ['cardNumber', 'expirationDate', 'securityCode'];

/** The script rejects with a list of errors, one error, or anything: always a list. */
export function errorsOf(rejection: unknown): SecureFieldError[] {
  const list: unknown[] = Array.isArray(rejection) ? rejection : [rejection];
  return list.filter((item): item is SecureFieldError => typeof item === 'object' && item !== null);
}

export type TokenProblem = { field: SecureFieldType; key: FieldErrorKey } | { field: 'holder' | 'cpf' } | null;

/** Where to show why no token was made: a field of the card, the holder's name or CPF, or the form (null). */
export function tokenProblem(errors: readonly SecureFieldError[]): TokenProblem {
  for (const error of errors) {
    const named = error.field && secureFields.includes(error.field) ? (error.field as SecureFieldType) : undefined;
    const target = named ?? tokenCauses[String(error.cause ?? '')];
    if (target === 'holder' || target === 'cpf') return { field: target };
    if (target) return { field: target, key: named ? fieldErrorKey(target, [error])! : fieldKeys[target].other };
  }
  return null;
}
