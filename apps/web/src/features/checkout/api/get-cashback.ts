import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardCalls } from '@delivery/contract/calls/rewards';
import type { TCashCheckoutResponse } from '@delivery/contract/rewards';
import { call, expectSuccess } from '../../../lib/api-client.ts';

/** getInfoCashCheckout: the cashback balance the customer can spend now. */
export async function getCashback(token: string, signal?: AbortSignal): Promise<TCashCheckoutResponse> {
  return expectSuccess(await call(rewardCalls.getInfoCashCheckout, { token }, { signal }));
}

export function useCashback(token: string) {
  return useQuery(
    queryOptions({
      queryKey: ['checkout', 'cashback', token],
      queryFn: ({ signal }) => getCashback(token, signal),
      staleTime: 0,
      retry: false,
    }),
  );
}
