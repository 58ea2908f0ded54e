import { couponCalls } from '@delivery/contract/calls/coupons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOk } from '../../../lib/api-client.ts';

export const couponsKey = (shopId: number) => ['coupons', shopId] as const;

const couponsQuery = (shopId: number) =>
  queryOptions({
    queryKey: couponsKey(shopId),
    queryFn: ({ signal }) =>
      callOk(couponCalls.shopCoupons, { shop_id: shopId }, { signal }).then((answer) => answer.coupons),
  });

/** The shop's coupons (and the profile's, for an operator), with their status and uses. */
export const useShopCoupons = (shopId: number) => useQuery(couponsQuery(shopId));

const usesQuery = (shopId: number, couponId: number) =>
  queryOptions({
    queryKey: [...couponsKey(shopId), 'uses', couponId],
    queryFn: ({ signal }) =>
      callOk(couponCalls.couponUses, { shop_id: shopId, coupon_id: couponId }, { signal }).then(
        (answer) => answer.uses,
      ),
  });

/** A coupon's newest uses: order, when, the customer's first name and the discount. */
export const useCouponUses = (shopId: number, couponId: number) => useQuery(usesQuery(shopId, couponId));
