import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCashCheckoutResponse } from '@delivery/contract/rewards';
import { rewardPaths } from '@delivery/contract/routes';
import { postExpectingSuccess } from '../../../lib/api-client.ts';

/** getInfoCashCheckout: the cashback balance the customer can spend now. */
export function getCashback(token: string, signal?: AbortSignal): Promise<TCashCheckoutResponse> {
  return postExpectingSuccess<TCashCheckoutResponse>(rewardPaths.getInfoCashCheckout, { token }, { signal });
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
