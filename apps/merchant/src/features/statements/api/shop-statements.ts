import { statementCalls } from '@delivery/contract/calls/statements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOk } from '../../../lib/api-client.ts';

/** Every query of the statements starts with this: a settled one is read again everywhere. */
export const statementsKey = ['statements'] as const;

/** While a period is open its orders keep coming: what is on screen is read again each minute. */
export const LIVE_REFRESH_MS = 60_000;

const shopStatementsQuery = (shopId: number) =>
  queryOptions({
    queryKey: [...statementsKey, 'shop', shopId],
    queryFn: ({ signal }) =>
      callOk(statementCalls.shopStatements, { shop_id: shopId }, { signal }).then((answer) => answer.statements),
    refetchInterval: LIVE_REFRESH_MS,
  });

/** The shop's statements, newest first: the period running now, then those closed. */
export const useShopStatements = (shopId: number) => useQuery(shopStatementsQuery(shopId));
