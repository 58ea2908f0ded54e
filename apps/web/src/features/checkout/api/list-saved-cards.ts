import { queryOptions, useQuery } from '@tanstack/react-query';
import { savedCardCalls } from '@delivery/contract/calls/card-payments';
import type { TSavedCard } from '@delivery/contract/card-payments';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';

/** savedCards: the customer's cards kept at the account that charges this shop's cards. */
export async function listSavedCards(token: string, shopId: number, signal?: AbortSignal): Promise<TSavedCard[]> {
  const answer = expectSuccess(await call(savedCardCalls.savedCards, { token, shop_id: shopId }, { signal }));
  return answer.cards;
}

export const savedCardsQueryKey = (token: string, shopId: number) => ['checkout', 'saved-cards', token, shopId];

export const savedCardsQueryOptions = (token: string, shopId: number) =>
  queryOptions({
    queryKey: savedCardsQueryKey(token, shopId),
    queryFn: ({ signal }) => listSavedCards(token, shopId, signal),
    staleTime: 60_000,
    // Without the list the customer still pays with a card typed anew.
    retry: false,
  });

export function useSavedCards(token: string, shopId: number) {
  return useQuery(savedCardsQueryOptions(token, shopId));
}
