import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderCalls } from '@delivery/contract/calls/orders';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';
import { orderQueryKey } from './get-order.ts';
import { ordersQueryKey } from './get-orders-page.ts';

export type ReviewInput = { orderId: number; stars: number; comment: string };

/** saveReview: answers the server's thank-you message; a refusal (not delivered, already reviewed) rejects with its own. */
export async function saveReview(token: string, { orderId, stars, comment }: ReviewInput): Promise<string> {
  const body = { token, order_id: orderId, stars, comment: comment.trim() || undefined };
  return expectSuccess(await call(orderCalls.saveReview, body)).message;
}

export function useSaveReview(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => saveReview(token, input),
    // The order page and the history show the review once given: neither may show a stale order.
    // Not awaited: the caller leaves the form at once instead of waiting for the refetches.
    onSuccess: (_message, input) => {
      void queryClient.invalidateQueries({ queryKey: orderQueryKey(input.orderId), refetchType: 'all' });
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey, refetchType: 'all' });
    },
  });
}
