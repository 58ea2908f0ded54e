import { cardAccountCalls } from '@delivery/contract/calls/card-payments';
import type { TShopCardResponse } from '@delivery/contract/card-payments';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callOk } from '../../../lib/api-client.ts';

/** Every shop's card account is under this key: a connection may be the marketplace's, shared by many. */
export const cardAccountsKey = ['shop-card'] as const;
export const shopCardKey = (shopId: number) => [...cardAccountsKey, shopId] as const;

/** The card account the shop uses (its own or the marketplace's) and the brands it may show; never a token. */
export const shopCardQuery = (shopId: number) =>
  queryOptions({
    queryKey: shopCardKey(shopId),
    queryFn: ({ signal }) => callOk(cardAccountCalls.shopCardAccount, { shop_id: shopId }, { signal }),
  });

export const useShopCardAccount = (shopId: number) => useQuery(shopCardQuery(shopId));

/**
 * A change's answer is the shop's account as it now stands. When the account is the marketplace's,
 * the other shops read theirs again, since the same change reached them.
 */
export function keepCardAnswer(client: QueryClient, shopId: number, answer: TShopCardResponse): void {
  client.setQueryData(shopCardKey(shopId), answer);
  void client.invalidateQueries({
    queryKey: cardAccountsKey,
    predicate: (query) => query.queryKey[1] !== shopId,
  });
}
