import type { Database } from '../../db/client.ts';
import type { CustomerRow } from '../../db/schema/customers.ts';
import { balanceOf, checkCouponCode } from '../rewards/service.ts';

/**
 * What the order's coupon takes off and the cashback the customer may spend on it. A coupon
 * refused is only named: the totals are still worked out without it, so the app can show them.
 */
export type OrderRewards = {
  discountCents: number;
  /** `shopId` null: the marketplace's coupon, of every shop. */
  coupon: { id: number; code: string; shopId: number | null } | null;
  couponRefusal: string | null;
  cashbackAvailableCents: number;
};

export async function rewardsOf(
  db: Database,
  customer: CustomerRow,
  cart: { shopId: number; productsCents: number },
  asked: { couponCode: string | undefined; useCashback: boolean },
): Promise<OrderRewards> {
  const check = asked.couponCode
    ? await checkCouponCode(
        db,
        { profileId: customer.profileId, code: asked.couponCode },
        { customerId: customer.id, ...cart },
      )
    : null;
  const cashbackAvailableCents = asked.useCashback ? (await balanceOf(db, customer.id)).balanceCents : 0;
  return {
    discountCents: check?.ok ? check.discountCents : 0,
    coupon: check?.ok ? check.coupon : null,
    couponRefusal: check && !check.ok ? check.message : null,
    cashbackAvailableCents,
  };
}
