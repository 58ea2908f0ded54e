import {
  onlineCardFlags,
  onlineFlagIds,
  type TCardAccount,
  type TShopCardResponse,
} from '@delivery/contract/card-payments';

export { fakeApi, type SentCall } from '../../test/fake-api.ts';

/** The brands as the API offers them (payments' card-connect.ts): the online ones, in the platform's order. */
export const brandsOffered = onlineCardFlags.map((name, i) => ({ flag_id: onlineFlagIds[i]!, name }));
export const flagIdOf = (name: (typeof onlineCardFlags)[number]) => onlineFlagIds[onlineCardFlags.indexOf(name)]!;

export function cardAccount(overrides: Partial<TCardAccount> = {}): TCardAccount {
  return {
    gateway: 'mercadopago',
    scope: 'shop',
    account_id: '2200113344',
    connected_at: '2026-05-21T22:00:00.000Z',
    brands: [flagIdOf('Visa'), flagIdOf('Mastercard')],
    ...overrides,
  };
}

/** shopCardAccount's answer: a platform with Mercado Pago, no account yet, seen by a shop's owner. */
export function cardAnswer(overrides: Partial<TShopCardResponse> = {}): TShopCardResponse {
  return {
    error_type: 0,
    message: 'Sucesso',
    available: true,
    account: null,
    can_connect_profile: false,
    brands_offered: brandsOffered,
    ...overrides,
  };
}
