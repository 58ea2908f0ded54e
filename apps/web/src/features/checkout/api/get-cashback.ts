import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardCalls } from '@delivery/contract/calls/rewards';
import type { TCashCheckoutResponse } from '@delivery/contract/rewards';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';

/** getInfoCashCheckout: the cashback balance the customer can spend now. */
export async function getCashback(token: string, signal?: AbortSignal): Promise<TCashCheckoutResponse> {
  return expectSuccess(await call(rewardCalls.getInfoCashCheckout, { token }, { signal }));
}

export const checkoutCashbackQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['checkout', 'cashback', token],
    queryFn: ({ signal }) => getCashback(token, signal),
    // Read anew on each visit to checkout; the few seconds let the read started on entering
    // (prefetchCheckoutReads) serve the page's first render instead of being asked twice.
    staleTime: 10_000,
    retry: false,
  });

export function useCashback(token: string) {
  return useQuery(checkoutCashbackQueryOptions(token));
}
