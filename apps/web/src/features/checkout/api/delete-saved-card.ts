import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedCardCalls } from '@delivery/contract/calls/card-payments';
import type { TSavedCard } from '@delivery/contract/card-payments';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';
import { savedCardsQueryKey } from './list-saved-cards.ts';

/** deleteSavedCard: removes the card (at the gateway too) and answers the cards left. */
export async function deleteSavedCard(token: string, cardId: number): Promise<TSavedCard[]> {
  const answer = expectSuccess(await call(savedCardCalls.deleteSavedCard, { token, card_id: cardId }));
  return answer.cards;
}

/** The list shown becomes the server's answer: the cards left, as the server has them. */
export function useDeleteSavedCard(token: string, shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: number) => deleteSavedCard(token, cardId),
    onSuccess: (cards) => queryClient.setQueryData(savedCardsQueryKey(token, shopId), cards),
  });
}
