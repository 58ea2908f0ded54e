import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInfoHorariosResponse } from '@delivery/contract/checkout';
import { checkoutPaths } from '@delivery/contract/routes';
import { postExpectingSuccess } from '../../../lib/api-client.ts';

/** getInfoHorarios: whether the shop takes orders for now, and its half-hour slots. */
export function getSchedules(shopId: number, signal?: AbortSignal): Promise<TInfoHorariosResponse> {
  return postExpectingSuccess<TInfoHorariosResponse>(checkoutPaths.getInfoHorarios, { shop_id: shopId }, { signal });
}

export const schedulesQueryOptions = (shopId: number) =>
  queryOptions({
    queryKey: ['checkout', 'schedules', shopId],
    queryFn: ({ signal }) => getSchedules(shopId, signal),
    // Slots move with the clock: read again when the customer comes back to checkout.
    staleTime: 60_000,
  });

export function useSchedules(shopId: number) {
  return useQuery(schedulesQueryOptions(shopId));
}
