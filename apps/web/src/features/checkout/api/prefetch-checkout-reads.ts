import type { QueryClient } from '@tanstack/react-query';
import type { TAddressMode } from '@delivery/contract/profile';
import { checkoutCashbackQueryOptions } from './get-cashback.ts';
import { paymentGroupsQueryOptions } from './get-payment-groups.ts';
import { schedulesQueryOptions } from '../../../lib/shop-schedules.ts';
import { checkoutAddressesQueryOptions } from './list-addresses.ts';

/**
 * Starts checkout's own reads as soon as the bag and the session are known, beside the shop's:
 * the page waits for the shop before it renders, and its reads would otherwise wait one round
 * trip more (and the order preview after them).
 */
export function prefetchCheckoutReads(
  queryClient: QueryClient,
  { shopId, token, addressMode }: { shopId: number; token: string; addressMode: TAddressMode },
): void {
  void queryClient.prefetchQuery(checkoutAddressesQueryOptions(token, addressMode));
  void queryClient.prefetchQuery(schedulesQueryOptions(shopId));
  void queryClient.prefetchQuery(paymentGroupsQueryOptions(shopId));
  void queryClient.prefetchQuery(checkoutCashbackQueryOptions(token));
}
