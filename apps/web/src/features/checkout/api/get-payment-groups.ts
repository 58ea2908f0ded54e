import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutCalls } from '@delivery/contract/calls/checkout';
import type { TPaymentGroup } from '@delivery/contract/checkout';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';

/** getGroupsPayment: how the shop takes payment (cash, card on delivery with its flags, Pix). */
export async function getPaymentGroups(shopId: number, signal?: AbortSignal): Promise<TPaymentGroup[]> {
  const answer = expectSuccess(await call(checkoutCalls.getGroupsPayment, { shop_id: shopId }, { signal }));
  return answer.groups;
}

export const paymentGroupsQueryOptions = (shopId: number) =>
  queryOptions({
    queryKey: ['checkout', 'payment-groups', shopId],
    queryFn: ({ signal }) => getPaymentGroups(shopId, signal),
    staleTime: 5 * 60_000,
  });

export function usePaymentGroups(shopId: number) {
  return useQuery(paymentGroupsQueryOptions(shopId));
}
