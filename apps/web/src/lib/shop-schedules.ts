import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutCalls } from '@delivery/contract/calls/checkout';
import type { TInfoHorariosResponse } from '@delivery/contract/checkout';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from './api-client.ts';

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

export function useSchedules(shopId: number, enabled = true) {
  return useQuery({ ...schedulesQueryOptions(shopId), enabled });
}

/**
 * Whether the customer can order from the shop: open now, or closed with slots to schedule for
 * (a florist's tomorrow, a night order), which the server accepts while it is closed.
 */
export function useCanOrder(shop: { shop_id: number; status: { is_open: boolean } }): {
  canOrder: boolean;
  scheduleOnly: boolean;
} {
  const open = shop.status.is_open;
  const schedules = useSchedules(shop.shop_id, !open);
  const scheduleOnly = !open && (schedules.data?.slots.length ?? 0) > 0;
  return { canOrder: open || scheduleOnly, scheduleOnly };
}
