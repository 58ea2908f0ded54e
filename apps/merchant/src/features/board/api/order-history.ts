import type { CallInput } from '@delivery/contract/call';
import { boardCalls } from '@delivery/contract/calls/board';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callOk } from '../../../lib/api-client.ts';

export type HistoryFilters = Omit<CallInput<typeof boardCalls.orderHistory>, 'token' | 'page'>;

/** A shop's orders of any day matching the filters, a page at a time, newest first. */
export const useOrderHistory = (filters: HistoryFilters) =>
  useInfiniteQuery({
    queryKey: ['order-history', filters],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => callOk(boardCalls.orderHistory, { ...filters, page: pageParam }, { signal }),
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
  });
