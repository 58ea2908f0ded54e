import { useMutation } from '@tanstack/react-query';
import { rewardCalls } from '@delivery/contract/calls/rewards';
import type { TDiscountInfoResponse } from '@delivery/contract/rewards';
import { call } from '../../../lib/api-client.ts';

export type DiscountInput = { token: string; code: string; shopId: number; totalProducts: number };

/** getDiscountInfo: what a coupon takes off this bag, or the server's reason it does not apply. */
export function getDiscount(input: DiscountInput): Promise<TDiscountInfoResponse> {
  return call(rewardCalls.getDiscountInfo, {
    token: input.token,
    code: input.code,
    shop_id: input.shopId,
    total_products: input.totalProducts,
  });
}

export function useDiscount() {
  return useMutation({ mutationFn: getDiscount });
}
