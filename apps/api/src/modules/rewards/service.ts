import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { isCompletedStatus } from '@delivery/contract/order-status';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cashbackLedger, couponUses } from '../../db/schema/rewards.ts';
import type { OrderChange } from '../orders/service.ts';
import { cashbackBalance } from './cashback-balance.ts';
import { checkCoupon, findCoupon, type CouponCheck } from './coupons.ts';
import { ledgerOf } from './ledger.ts';

/*
 * What other modules may do with rewards: check a coupon and record its use; read, spend and earn
 * cashback; give back what a cancelled order spent; forfeit a deleted account's balance. Each takes
 * the caller's database or transaction, so an order and what it spends are written together. The
 * start-up wires rewardsOfOrderChange to the orders' hooks (module-hooks.ts, decision 0076).
 */

/** Whose coupon an order used, inside the statement that reads the order (Open Delivery's). */
export { couponShopOfOrderSql } from './coupons.ts';

/**
 * Whether the coupon of this code applies to a cart at a shop, and what it takes off. `lock`
 * holds the coupon until the transaction ends, so two orders cannot both take its last use.
 */
export async function checkCouponCode(
  db: Database,
  coupon: { profileId: number; code: string; lock?: boolean },
  cart: { customerId: number; shopId: number; productsCents: number },
): Promise<CouponCheck> {
  return checkCoupon(db, await findCoupon(db, coupon.profileId, coupon.code, coupon.lock), cart);
}

export async function recordCouponUse(
  db: Database,
  use: { orderId: number; couponId: number; customerId: number; discountCents: number },
): Promise<void> {
  await db.insert(couponUses).values(use);
}

export async function balanceOf(db: Database, customerId: number, now = new Date()) {
  return cashbackBalance(await ledgerOf(db, customerId), now);
}

/** An order pays part of its total with the customer's balance. */
export async function spendCashback(
  db: Database,
  spend: { profileId: number; customerId: number; orderId: number; orderNumber: number; amountCents: number },
): Promise<void> {
  await db.insert(cashbackLedger).values({
    profileId: spend.profileId,
    customerId: spend.customerId,
    orderId: spend.orderId,
    amountCents: -spend.amountCents,
    kind: 'spend',
    description: formatMessage(apiMessages.cashbackSpent, { order: spend.orderNumber }),
  });
}

/**
 * A deleted account's balance is gone: written as a 'forfeit' entry of the ledger, in the
 * deletion's transaction, so the shop's books show where the money went and no balance is left
 * owed to nobody. Answers the cents forfeited (0 writes nothing).
 */
export async function forfeitCashback(
  db: Database,
  customer: { profileId: number; id: number },
  now = new Date(),
): Promise<number> {
  const { balanceCents } = await balanceOf(db, customer.id, now);
  if (balanceCents <= 0) return 0;
  await db.insert(cashbackLedger).values({
    profileId: customer.profileId,
    customerId: customer.id,
    amountCents: -balanceCents,
    kind: 'forfeit',
    description: apiMessages.cashbackForfeited,
    createdAt: now,
  });
  return balanceCents;
}

/** Cashback of a delivered order: the shop's percentage of what the products cost after the discount. */
export async function earnCashback(
  db: Database,
  order: {
    id: number;
    number: number;
    profileId: number;
    customerId: number;
    productsCents: number;
    discountCents: number;
  },
  percent: number,
  days: number,
): Promise<void> {
  const amountCents = Math.floor(((order.productsCents - order.discountCents) * percent) / 100);
  if (amountCents <= 0) return;
  await db
    .insert(cashbackLedger)
    .values({
      profileId: order.profileId,
      customerId: order.customerId,
      orderId: order.id,
      amountCents,
      kind: 'earn',
      description: formatMessage(apiMessages.cashbackEarned, { order: order.number }),
      expiresAt: new Date(Date.now() + days * 86_400_000),
    })
    .onConflictDoNothing();
}

/**
 * What a cancelled order spent comes back, in the caller's transaction (the cancellation's): its
 * coupon use is deleted, so the coupon's and the customer's use counts go back, and the cashback
 * it spent returns as a 'refund' entry of the ledger, never as an edited balance (the balance
 * gives it back to the earnings it came from, with their own expiry: cashback-balance.ts). Giving
 * back twice gives back once: the ledger holds one refund per order. Cashback the order earned
 * needs no undoing: only a delivered or picked-up order earns, and neither can be cancelled.
 */
export async function giveBackSpending(
  db: Database,
  order: { id: number; number: number },
): Promise<{ couponReturned: boolean; cashbackCents: number }> {
  const orderId = order.id;
  const returned = await db
    .delete(couponUses)
    .where(eq(couponUses.orderId, orderId))
    .returning({ orderId: couponUses.orderId });
  const description = formatMessage(apiMessages.cashbackRefunded, { order: order.number });
  const refunded = (await db.execute(sql`
    insert into ${cashbackLedger} (profile_id, customer_id, order_id, amount_cents, kind, description)
    select profile_id, customer_id, order_id, -amount_cents, 'refund', ${description}
    from ${cashbackLedger}
    where order_id = ${orderId} and kind = 'spend'
    on conflict (order_id, kind) do nothing
    returning amount_cents
  `)) as unknown as { rows: { amount_cents: number }[] };
  return { couponReturned: returned.length > 0, cashbackCents: refunded.rows[0]?.amount_cents ?? 0 };
}

/**
 * What rewards make of an order's change, in its transaction: a delivered or picked-up order earns
 * its shop's cashback; a cancelled one gets back what it spent.
 */
export async function rewardsOfOrderChange(tx: Database, change: OrderChange): Promise<void> {
  if (change.kind === 'moved' && isCompletedStatus(change.status)) {
    await earnCashback(tx, change.order, change.cashback.percent, change.cashback.days);
  } else if (change.kind === 'cancelled') {
    await giveBackSpending(tx, change.order);
  }
}
export { orderFacts, type OrderFacts } from './order-facts.ts';
