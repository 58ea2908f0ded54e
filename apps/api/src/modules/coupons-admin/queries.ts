import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { couponUses, coupons, rewardChanges, type RewardChange } from '../../db/schema/rewards.ts';
import { customerFirstNameSql } from '../accounts/service.ts';
import { shopColumnSql } from '../catalog/service.ts';
import { orderNumberSql, orderShopIdSql } from '../orders/service.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** What the panel's form sets of a coupon. */
export type CouponFields = Pick<
  CouponRow,
  | 'shopId'
  | 'code'
  | 'description'
  | 'kind'
  | 'value'
  | 'minOrderCents'
  | 'startsAt'
  | 'endsAt'
  | 'firstOrderOnly'
  | 'maxUsesPerCustomer'
  | 'maxUses'
>;

/** How much a coupon was used: orders not cancelled (a cancellation gives its use back). */
export type CouponTotals = { uses: number; discountCents: number };

const totals = {
  uses: sql<number>`count(${couponUses.orderId})::int`,
  discountCents: sql<number>`coalesce(sum(${couponUses.discountCents}), 0)::int`,
};

/**
 * The profile's coupons of this shop, and those of every shop when `profileWide`, with their uses,
 * newest first.
 */
export async function couponsOfShop(
  db: Database,
  profileId: number,
  shopId: number,
  profileWide: boolean,
): Promise<(CouponRow & CouponTotals)[]> {
  const rows = await db
    .select({ coupon: coupons, ...totals })
    .from(coupons)
    .leftJoin(couponUses, eq(couponUses.couponId, coupons.id))
    .where(
      and(
        eq(coupons.profileId, profileId),
        profileWide ? or(eq(coupons.shopId, shopId), isNull(coupons.shopId)) : eq(coupons.shopId, shopId),
      ),
    )
    .groupBy(coupons.id)
    .orderBy(desc(coupons.createdAt), desc(coupons.id));
  return rows.map((row) => ({ ...row.coupon, uses: row.uses, discountCents: row.discountCents }));
}

export async function totalsOf(db: Database, couponId: number): Promise<CouponTotals> {
  const [row] = await db.select(totals).from(couponUses).where(eq(couponUses.couponId, couponId));
  return row ?? { uses: 0, discountCents: 0 };
}

/** The coupon of the profile, locked until the transaction ends when `lock`; null when none. */
export async function findCouponById(
  db: Database,
  profileId: number,
  couponId: number,
  lock = false,
): Promise<CouponRow | null> {
  const query = db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, couponId), eq(coupons.profileId, profileId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Whether another coupon of the profile, not ended, has this code. */
export async function codeTaken(db: Database, profileId: number, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(
        eq(coupons.profileId, profileId),
        eq(coupons.code, code),
        isNull(coupons.endedAt),
        exceptId === undefined ? undefined : ne(coupons.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertCoupon(db: Database, profileId: number, fields: CouponFields): Promise<CouponRow> {
  const [row] = await db
    .insert(coupons)
    .values({ profileId, ...fields })
    .returning();
  return row!;
}

/** The edit, one version on. */
export async function updateCoupon(db: Database, couponId: number, fields: CouponFields): Promise<CouponRow> {
  const [row] = await db
    .update(coupons)
    .set({ ...fields, version: sql`${coupons.version} + 1` })
    .where(eq(coupons.id, couponId))
    .returning();
  return row!;
}

/** Pauses (false) or resumes (true) a coupon; its version stays, so an open edit still saves. */
export async function setCouponActive(db: Database, couponId: number, active: boolean): Promise<CouponRow> {
  const [row] = await db.update(coupons).set({ active }).where(eq(coupons.id, couponId)).returning();
  return row!;
}

export async function endCouponNow(db: Database, couponId: number): Promise<CouponRow> {
  const [row] = await db
    .update(coupons)
    .set({ endedAt: sql`now()` })
    .where(eq(coupons.id, couponId))
    .returning();
  return row!;
}

/**
 * The newest uses of a coupon: the order, its shop, when, what it took off, and only the first
 * word of the customer's name (nothing that reaches them).
 */
export async function usesOf(db: Database, couponId: number, limit: number) {
  return db
    .select({
      orderId: couponUses.orderId,
      orderNumber: orderNumberSql(couponUses.orderId),
      at: couponUses.createdAt,
      shop: shopColumnSql(orderShopIdSql(couponUses.orderId), 'name'),
      firstName: customerFirstNameSql(couponUses.customerId),
      discountCents: couponUses.discountCents,
    })
    .from(couponUses)
    .where(eq(couponUses.couponId, couponId))
    .orderBy(desc(couponUses.createdAt), desc(couponUses.orderId))
    .limit(limit);
}

/** Writes what changed, in the change's own transaction; a change of nothing writes nothing. */
export async function recordRewardChange(
  db: Database,
  value: { profileId: number; shopId: number | null; couponId: number | null; staffId: number; change: RewardChange },
): Promise<void> {
  if (Object.keys(value.change).length > 0) await db.insert(rewardChanges).values(value);
}
