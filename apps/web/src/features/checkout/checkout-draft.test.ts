import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCheckoutDraft, readCheckoutDraft, writeCheckoutDraft, type CheckoutChoices } from './checkout-draft.ts';

const choices: CheckoutChoices = {
  delivery: { kind: 'delivery', addressId: 7 },
  when: 'now',
  slot: null,
  payment: { method: 'cash', changeFor: '100,00', cardFlagId: null, cardType: null },
  coupon: null,
  useBalance: false,
  cpf: '',
  acceptedPolicy: true,
};

describe('the checkout draft kept for the tab', () => {
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('gives the same customer the choices back for the same shop’s bag', () => {
    writeCheckoutDraft({ customerId: 1, shopId: 5 }, choices);
    expect(readCheckoutDraft({ customerId: 1, shopId: 5 })).toEqual(choices);
  });

  it('gives nothing to another customer or for another shop’s bag, and nothing once cleared', () => {
    writeCheckoutDraft({ customerId: 1, shopId: 5 }, choices);
    expect(readCheckoutDraft({ customerId: 2, shopId: 5 })).toBeNull();
    expect(readCheckoutDraft({ customerId: 1, shopId: 6 })).toBeNull();
    clearCheckoutDraft();
    expect(readCheckoutDraft({ customerId: 1, shopId: 5 })).toBeNull();
  });

  it('keeps nothing, and fails nothing, without a storage', () => {
    vi.stubGlobal('sessionStorage', undefined);
    writeCheckoutDraft({ customerId: 1, shopId: 5 }, choices);
    expect(readCheckoutDraft({ customerId: 1, shopId: 5 })).toBeNull();
  });
});
