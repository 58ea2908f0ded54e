import { describe, expect, it } from 'vitest';
import type { TPaymentGroup } from '@delivery/contract/checkout';
import { brandOf, detectCard } from './card-brand.ts';

/** The card group as getGroupsPayment sends it: Hipercard and Amex credit only (onlineCardTypesOf). */
const flags: TPaymentGroup['flags'] = [
  { flag_id: 1, name: 'Visa', card_types: ['credit', 'debit'] },
  { flag_id: 2, name: 'Mastercard', card_types: ['credit', 'debit'] },
  { flag_id: 4, name: 'Hipercard', card_types: ['credit'] },
];

describe('brandOf (Mercado Pago’s payment method → our flag)', () => {
  it('maps each brand and its debit method to one flag, debit by the payment type', () => {
    const cases = [
      ['visa', 'credit_card', 1, 'Visa', 'credit'],
      ['debvisa', 'debit_card', 1, 'Visa', 'debit'],
      ['master', 'credit_card', 2, 'Mastercard', 'credit'],
      ['debmaster', 'debit_card', 2, 'Mastercard', 'debit'],
      ['elo', 'credit_card', 3, 'Elo', 'credit'],
      ['debelo', 'debit_card', 3, 'Elo', 'debit'],
      ['hipercard', 'credit_card', 4, 'Hipercard', 'credit'],
      ['amex', 'credit_card', 5, 'American Express', 'credit'],
    ] as const;
    for (const [id, type, flagId, name, cardType] of cases) {
      expect(brandOf({ id, payment_type_id: type })).toEqual({ flagId, name, cardType });
    }
  });

  it('reads anything but debit_card as credit, and knows no other method', () => {
    expect(brandOf({ id: 'visa', payment_type_id: 'prepaid_card' })?.cardType).toBe('credit');
    expect(brandOf({ id: 'pix', payment_type_id: 'bank_transfer' })).toBeNull();
    expect(brandOf({ id: 'naranja', payment_type_id: 'credit_card' })).toBeNull();
  });
});

describe('detectCard', () => {
  it('accepts a brand and type the shop’s card group takes', () => {
    expect(detectCard([{ id: 'debmaster', payment_type_id: 'debit_card' }], flags)).toEqual({
      kind: 'accepted',
      flagId: 2,
      name: 'Mastercard',
      cardType: 'debit',
    });
  });

  it('refuses a brand the shop does not take, and a debit card of a brand it takes as credit only', () => {
    expect(detectCard([{ id: 'amex', payment_type_id: 'credit_card' }], flags)).toMatchObject({
      kind: 'brand-refused',
      name: 'American Express',
    });
    expect(detectCard([{ id: 'hipercard', payment_type_id: 'debit_card' }], flags)).toMatchObject({
      kind: 'type-refused',
      name: 'Hipercard',
      cardType: 'debit',
    });
  });

  it('knows nothing of digits the gateway found no method for, and skips methods we do not take', () => {
    expect(detectCard([], flags)).toEqual({ kind: 'unknown' });
    expect(
      detectCard(
        [
          { id: 'naranja', payment_type_id: 'credit_card' },
          { id: 'visa', payment_type_id: 'credit_card' },
        ],
        flags,
      ),
    ).toMatchObject({ kind: 'accepted', flagId: 1 });
  });
});
