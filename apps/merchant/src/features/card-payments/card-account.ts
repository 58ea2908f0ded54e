import type { TCardAccount, TShopCardResponse } from '@delivery/contract/card-payments';
import { fill, messages } from '../../lib/messages.ts';

const text = messages.cardAccount;

type AccountName = Pick<TCardAccount, 'account_id' | 'scope'>;

const whose = (line: string, account: AccountName) =>
  account.scope === 'profile' ? `${line} · ${text.profileAccount}` : line;

/** 'Conectada: conta 123456789', and whose it is when it is the marketplace's. */
export const connectedText = (account: AccountName): string =>
  whose(fill(text.connected, { account: account.account_id }), account);

/** 'Conta 123456789', the same way: under the return page's "Conta do Mercado Pago conectada". */
export const accountText = (account: AccountName): string =>
  whose(fill(text.landing.account, { account: account.account_id }), account);

/**
 * Whether this person may change the account the shop uses: the shop's own is its owner's; the
 * marketplace's only its operator's (the API refuses anyone else the same way).
 */
export const mayChangeAccount = (answer: Pick<TShopCardResponse, 'account' | 'can_connect_profile'>): boolean =>
  answer.account !== null && (answer.account.scope === 'shop' || answer.can_connect_profile);

/** The brands in one order whatever order they were ticked in. */
export const toggledBrand = (brands: readonly number[], flagId: number, on: boolean): number[] =>
  on ? [...new Set([...brands, flagId])].sort((a, b) => a - b) : brands.filter((id) => id !== flagId);

export const sameBrands = (a: readonly number[], b: readonly number[]): boolean => {
  const sorted = [...b].sort((x, y) => x - y);
  return a.length === b.length && [...a].sort((x, y) => x - y).every((id, i) => id === sorted[i]);
};

/**
 * At least one brand stays ticked: with none the account would stay connected and checkout would
 * refuse every card, which is what disconnecting says plainly. The contract takes an empty list, so
 * the rule is the panel's.
 */
export const brandsIssue = (brands: readonly number[]): string | null => (brands.length === 0 ? text.brandsNone : null);
