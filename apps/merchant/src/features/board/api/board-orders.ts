import type { TBoardOrder } from '@delivery/contract/board';
import { boardCalls } from '@delivery/contract/calls/board';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';

/** Every board query starts with this: a move updates and refreshes them all. */
export const boardKey = ['board'] as const;

/** null: every shop the person runs. */
export const boardQuery = (shopId: number | null) =>
  queryOptions({
    queryKey: [...boardKey, shopId ?? 'all'],
    queryFn: ({ signal }) =>
      call(boardCalls.boardOrders, shopId === null ? {} : { shop_id: shopId }, { signal }).then(expectSuccess),
    select: (answer): TBoardOrder[] => answer.orders,
    // The stream says when to read again; this only catches what a long outage could have hidden.
    refetchInterval: 60_000,
    refetchIntervalInBackground: true,
  });

export const useBoardOrders = (shopId: number | null) => useQuery(boardQuery(shopId));
