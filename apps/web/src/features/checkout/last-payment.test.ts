import { describe, expect, it } from 'vitest';
import type { TPaymentGroup } from '@delivery/contract/checkout';
import { paymentToStart, type LastPayment } from './last-payment.ts';
import type { Payment } from './order-draft.ts';

const none: Payment = { method: null, changeFor: '', cardFlagId: null, cardType: null };
const groups: TPaymentGroup[] = [
  { group: 'cash', label: 'Dinheiro', accepts_change: true, flags: [] },
  {
    group: 'card_on_delivery',
    label: 'Cartão na entrega',
    accepts_change: false,
    flags: [
      { flag_id: 3, name: 'Visa', card_types: ['credit', 'debit'] },
      { flag_id: 9, name: 'VR', card_types: [] },
    ],
  },
];
const visaDebit: LastPayment = { method: 'card_on_delivery', card_flag: 'Visa', card_type: 'debit' };

describe('paymentToStart', () => {
  it('starts from how the customer paid last, its flag found by name among today’s', () => {
    expect(paymentToStart(none, visaDebit, groups)).toEqual({
      ...none,
      method: 'card_on_delivery',
      cardFlagId: 3,
      cardType: 'debit',
    });
  });

  it('asks the flag again when the shop no longer takes it', () => {
    expect(paymentToStart(none, { ...visaDebit, card_flag: 'Elo' }, groups)).toEqual({
      ...none,
      method: 'card_on_delivery',
    });
  });

  it('keeps what the customer picked, and starts empty with no last payment', () => {
    const cash: Payment = { ...none, method: 'cash', changeFor: '100' };
    expect(paymentToStart(cash, visaDebit, groups)).toBe(cash);
    expect(paymentToStart(none, null, groups)).toBe(none);
  });
});
