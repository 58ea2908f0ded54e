import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderCalls } from '@delivery/contract/calls/orders';
import type { TStatusOrderResponse } from '@delivery/contract/orders';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';

/** getStatusOrder: the order with its status and the time of each step. */
export async function getOrder(token: string, orderId: number, signal?: AbortSignal): Promise<TStatusOrderResponse> {
  return expectSuccess(await call(orderCalls.getStatusOrder, { token, order_id: orderId }, { signal }));
}

export const orderQueryKey = (orderId: number) => ['order', orderId] as const;

/** How often a page asks again while the provider returns a cancelled order's Pix. */
const REFUND_RECHECK_MS = 10_000;

/**
 * A provider's devolução takes seconds, and a cancelled order has no live stream: its page asks
 * again until the money is back. A refund the shop makes by hand can take days: not polled.
 */
export const refundInProgress = (answer: TStatusOrderResponse | undefined): boolean =>
  answer?.order.refund?.by === 'provider' && answer.order.refund.status !== 'refunded';

export const orderQueryOptions = (token: string, orderId: number) =>
  queryOptions({
    queryKey: orderQueryKey(orderId),
    queryFn: ({ signal }) => getOrder(token, orderId, signal),
    // The status stream says when it changes; a refetch on every visit is not needed.
    staleTime: 30_000,
    refetchInterval: (query) => (refundInProgress(query.state.data) ? REFUND_RECHECK_MS : false),
  });

export function useOrder(token: string, orderId: number) {
  return useQuery(orderQueryOptions(token, orderId));
}
