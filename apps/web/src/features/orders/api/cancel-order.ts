import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderCalls } from '@delivery/contract/calls/orders';
import type { TCustomerCancelReason, TStatusOrderResponse } from '@delivery/contract/orders';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';
import { orderQueryKey } from './get-order.ts';
import { ordersQueryKey } from './get-orders-page.ts';

/** cancelMyOrder: the order as it stands once cancelled; a refusal (the shop accepted meanwhile) rejects with its words. */
export async function cancelMyOrder(
  token: string,
  orderId: number,
  reason: TCustomerCancelReason,
): Promise<TStatusOrderResponse> {
  return expectSuccess(await call(orderCalls.cancelMyOrder, { token, order_id: orderId, reason }));
}

export function useCancelMyOrder(token: string, orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: TCustomerCancelReason) => cancelMyOrder(token, orderId, reason),
    // The page shows the cancelled order at once; the history and the cashback it gave back follow.
    onSuccess: (answer) => {
      queryClient.setQueryData(orderQueryKey(orderId), answer);
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey, refetchType: 'all' });
      void queryClient.invalidateQueries({ queryKey: ['cashback'] });
    },
    // A refusal means the order moved (accepted): the page reads it again.
    onError: () => void queryClient.invalidateQueries({ queryKey: orderQueryKey(orderId) }),
  });
}
