import type { TCardAccount } from '@delivery/contract/card-payments';
import { describe, expect, it } from 'vitest';
import { accountText, brandsIssue, connectedText, mayChangeAccount, sameBrands, toggledBrand } from './card-account.ts';

const account: TCardAccount = {
  gateway: 'mercadopago',
  scope: 'shop',
  account_id: '123456789',
  connected_at: '2026-05-21T22:00:00.000Z',
  brands: [1, 2],
};

describe("a shop's card account", () => {
  it('names the account, and says when it is the marketplace’s', () => {
    expect(connectedText(account)).toBe('Conectada: conta 123456789');
    expect(connectedText({ ...account, scope: 'profile' })).toBe('Conectada: conta 123456789 · conta do marketplace');
    expect(accountText(account)).toBe('Conta 123456789');
    expect(accountText({ ...account, scope: 'profile' })).toBe('Conta 123456789 · conta do marketplace');
  });

  it('is changed by the shop’s owner, the marketplace’s only by its operator', () => {
    expect(mayChangeAccount({ account, can_connect_profile: false })).toBe(true);
    expect(mayChangeAccount({ account: { ...account, scope: 'profile' }, can_connect_profile: false })).toBe(false);
    expect(mayChangeAccount({ account: { ...account, scope: 'profile' }, can_connect_profile: true })).toBe(true);
    expect(mayChangeAccount({ account: null, can_connect_profile: true })).toBe(false);
  });

  it('ticks brands in one order, and tells a change from the same brands', () => {
    expect(toggledBrand([1, 9], 4, true)).toEqual([1, 4, 9]);
    expect(toggledBrand([1, 4], 4, true)).toEqual([1, 4]);
    expect(toggledBrand([1, 4, 9], 4, false)).toEqual([1, 9]);
    expect(sameBrands([4, 1], [1, 4])).toBe(true);
    expect(sameBrands([1], [1, 4])).toBe(false);
  });

  it('keeps at least one brand ticked', () => {
    expect(brandsIssue([])).toBe(
      'Deixe ao menos uma bandeira marcada. Para parar de aceitar cartão pelo app, desconecte a conta.',
    );
    expect(brandsIssue([1])).toBeNull();
  });
});
