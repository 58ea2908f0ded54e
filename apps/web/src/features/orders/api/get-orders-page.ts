import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { orderCalls } from '@delivery/contract/calls/orders';
import type { TOrdersPageResponse } from '@delivery/contract/orders';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';

/** getOrdersPage: the customer's orders, newest first, 10 a page. */
export async function getOrdersPage(token: string, page: number, signal?: AbortSignal): Promise<TOrdersPageResponse> {
  return expectSuccess(await call(orderCalls.getOrdersPage, { token, page }, { signal }));
}

export const ordersQueryKey = ['orders'] as const;

export const ordersQueryOptions = (token: string) =>
  infiniteQueryOptions({
    queryKey: [...ordersQueryKey, token],
    queryFn: ({ pageParam, signal }) => getOrdersPage(token, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    staleTime: 15_000,
  });

export function useOrdersPages(token: string) {
  return useInfiniteQuery(ordersQueryOptions(token));
}
