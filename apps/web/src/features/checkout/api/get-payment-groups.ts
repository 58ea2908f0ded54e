import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TGroupsPaymentResponse, TPaymentGroup } from '@delivery/contract/checkout';
import { checkoutPaths } from '@delivery/contract/routes';
import { postExpectingSuccess } from '../../../lib/api-client.ts';

/** getGroupsPayment: how the shop takes payment (cash, card on delivery with its flags, Pix). */
export async function getPaymentGroups(shopId: number, signal?: AbortSignal): Promise<TPaymentGroup[]> {
  const answer = await postExpectingSuccess<TGroupsPaymentResponse>(
    checkoutPaths.getGroupsPayment,
    { shop_id: shopId },
    { signal },
  );
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
