import { statementCalls } from '@delivery/contract/calls/statements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOk } from '../../../lib/api-client.ts';
import { LIVE_REFRESH_MS, statementsKey } from './shop-statements.ts';

const shopBalancesQuery = queryOptions({
  queryKey: [...statementsKey, 'balances'],
  queryFn: ({ signal }) => callOk(statementCalls.shopBalances, {}, { signal }).then((answer) => answer.shops),
  refetchInterval: LIVE_REFRESH_MS,
});

/** Every shop's balance with the marketplace: its period running now and what is closed and unpaid. */
export const useShopBalances = () => useQuery(shopBalancesQuery);
