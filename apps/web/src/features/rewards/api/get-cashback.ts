import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardCalls } from '@delivery/contract/calls/rewards';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';

export const cashbackQueryKey = ['cashback'] as const;

/** getInfoCashCheckout: the balance that can be spent now and when its oldest part expires. */
export const cashbackBalanceQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...cashbackQueryKey, 'balance', token],
    queryFn: async ({ signal }) => expectSuccess(await call(rewardCalls.getInfoCashCheckout, { token }, { signal })),
    staleTime: 15_000,
  });

/** getExtratoCash: every earning, spending and expiry, newest first. */
export const cashbackStatementQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...cashbackQueryKey, 'statement', token],
    queryFn: async ({ signal }) => expectSuccess(await call(rewardCalls.getExtratoCash, { token }, { signal })),
    staleTime: 15_000,
  });

export const useCashbackBalance = (token: string) => useQuery(cashbackBalanceQueryOptions(token));
export const useCashbackStatement = (token: string) => useQuery(cashbackStatementQueryOptions(token));
