import type { CallInput } from '@delivery/contract/call';
import { shopReviewCalls } from '@delivery/contract/calls/shop-reviews';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOk } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';

const reviewsKey = (shopId: number) => ['reviews', shopId] as const;

/** A shop's reviews, a page at a time, newest first; only those without an answer when asked. */
export const useShopReviews = (shopId: number, unanswered: boolean) =>
  useInfiniteQuery({
    queryKey: [...reviewsKey(shopId), unanswered],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      callOk(shopReviewCalls.shopReviews, { shop_id: shopId, page: pageParam, unanswered }, { signal }),
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
  });

/** Publishes (or replaces) the shop's answer: the server's message as a toast, the list read again. */
export function useAnswerReview(shopId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<CallInput<typeof shopReviewCalls.answerReview>, 'token'>) =>
      callOk(shopReviewCalls.answerReview, input),
    onSuccess: (answer) => showToast(answer.message),
    onSettled: () => client.invalidateQueries({ queryKey: reviewsKey(shopId) }),
  });
}
