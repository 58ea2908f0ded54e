import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutCalls } from '@delivery/contract/calls/checkout';
import type { TInfoHorariosResponse } from '@delivery/contract/checkout';
import { call, expectSuccess } from '../../../lib/api-client.ts';

/** getInfoHorarios: whether the shop takes orders for now, and its half-hour slots. */
export async function getSchedules(shopId: number, signal?: AbortSignal): Promise<TInfoHorariosResponse> {
  return expectSuccess(await call(checkoutCalls.getInfoHorarios, { shop_id: shopId }, { signal }));
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
