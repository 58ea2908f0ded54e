import { couponDiscountCents } from '@delivery/contract/pricing';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { and, count, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { scalarSql } from '../../db/scalar-sql.ts';
import { couponUses, coupons } from '../../db/schema/rewards.ts';
import { formatMoney } from '@delivery/contract/money';
import { orderFacts } from './order-facts.ts';

export type Coupon = typeof coupons.$inferSelect;
export type CouponCheck = { ok: true; coupon: Coupon; discountCents: number } | { ok: false; message: string };

/**
 * The coupon of a profile by its code (any case), when it is neither paused nor ended: either is
 * refused as an unknown code. `lock` holds it until the transaction ends.
 */
export async function findCoupon(db: Database, profileId: number, code: string, lock = false): Promise<Coupon | null> {
  const query = db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.profileId, profileId),
        eq(coupons.code, code.trim().toUpperCase()),
        eq(coupons.active, true),
        isNull(coupons.endedAt),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Whether a coupon applies to this customer's cart at this shop, and what it takes off: percent
 * or fixed, never more than the products. Uses are counted in the database, so inside the
 * order's transaction (with the coupon locked) two orders cannot both take its last use.
 */
export async function checkCoupon(
  db: Database,
  coupon: Coupon | null,
  cart: { customerId: number; shopId: number; productsCents: number; now?: Date },
): Promise<CouponCheck> {
  if (!coupon) return { ok: false, message: apiMessages.couponNotFound };
  const now = cart.now ?? new Date();
  if (coupon.startsAt && coupon.startsAt > now) return { ok: false, message: apiMessages.couponNotStarted };
  if (coupon.endsAt && coupon.endsAt <= now) return { ok: false, message: apiMessages.couponExpired };
  if (coupon.shopId !== null && coupon.shopId !== cart.shopId)
    return { ok: false, message: apiMessages.couponOtherShop };
  if (cart.productsCents < coupon.minOrderCents) {
    return {
      ok: false,
      message: formatMessage(apiMessages.couponMinimum, { minimum: formatMoney(coupon.minOrderCents) }),
    };
  }
  if (coupon.firstOrderOnly) {
    // In the order's transaction when one is being placed, under the customer's lock.
    if ((await orderFacts.get().uncancelledOrdersOf(db, cart.customerId)) > 0)
      return { ok: false, message: apiMessages.couponFirstOrder };
  }
  const [uses] = await db
    .select({
      total: count(),
      mine: sql<number>`count(*) filter (where ${couponUses.customerId} = ${cart.customerId})::int`,
    })
    .from(couponUses)
    .where(eq(couponUses.couponId, coupon.id));
  if (
    (coupon.maxUses !== null && (uses?.total ?? 0) >= coupon.maxUses) ||
    (uses?.mine ?? 0) >= coupon.maxUsesPerCustomer
  ) {
    return { ok: false, message: apiMessages.couponUsedUp };
  }
  return { ok: true, coupon, discountCents: couponDiscountCents(coupon, cart.productsCents) };
}

/** SQL for another module's statement: the shop of the coupon the order `orderId` used; null for none or a profile's own. */
export const couponShopOfOrderSql = (orderId: SQLWrapper): SQL<number | null> =>
  scalarSql<number | null>(
    sql`(select ${coupons.shopId} from ${couponUses} inner join ${coupons} on ${coupons.id} = ${couponUses.couponId} where ${couponUses.orderId} = ${orderId})`,
  );
