import type { TCommissionPlan } from '@delivery/contract/finance';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { commissionPlans } from '../../db/schema/finance.ts';
import { staffNameSql } from '../staff/service.ts';
import { financeFacts } from './facts.ts';
import type { CommissionPlan, OrderTerms } from './ledger.ts';

/*
 * Commission plans (decision 0085): a change is a new row, so an order placed before it keeps the
 * plan its entries name, and the history stays.
 */

/** What an operator sets, in basis points and cents. */
export type PlanTerms = Pick<
  CommissionPlan,
  | 'deliveryBp'
  | 'pickupBp'
  | 'openDeliveryBp'
  | 'appPaymentBp'
  | 'onDeliveryPaymentBp'
  | 'orderFeeCents'
  | 'monthlyFeeCents'
  | 'gatewayFeePayer'
  | 'statementPeriod'
>;

/** The newest row of the shop and of the default: what an order of the shop placed now follows. */
const newestOfEachSql = sql`${commissionPlans.id} = (
  select max(c.id) from commission_plans c
  where c.profile_id = ${commissionPlans.profileId} and c.shop_id is not distinct from ${commissionPlans.shopId}
)`;

/** The shop's own plan, unless it went back to the default; else the default; else none. */
function planAmong<T extends Pick<CommissionPlan, 'shopId' | 'followsDefault'>>(rows: T[]): T | null {
  const own = rows.find((row) => row.shopId !== null);
  if (own && !own.followsDefault) return own;
  return rows.find((row) => row.shopId === null) ?? null;
}

/** The rows an order of the shop may follow: the newest of its own and of the default. */
const candidatesOf = (profileId: number, shopId: number) =>
  and(
    eq(commissionPlans.profileId, profileId),
    or(eq(commissionPlans.shopId, shopId), isNull(commissionPlans.shopId)),
    newestOfEachSql,
  );

/**
 * What an order of this shop is placed under, read in one statement: its plan and whether the
 * shop's software takes its orders through Open Delivery. A SINGLE tenant reads nothing.
 */
export async function termsOfOrder(
  db: Database,
  order: { marketplace: boolean; profileId: number; shopId: number },
): Promise<OrderTerms> {
  if (!order.marketplace) return { marketplace: false, plan: null, openDelivery: false };
  const rows = await db
    .select({
      plan: commissionPlans,
      openDelivery: financeFacts.get().openDeliveryLinkedSql(sql`${order.shopId}::int`),
    })
    .from(commissionPlans)
    .where(candidatesOf(order.profileId, order.shopId));
  const chosen = planAmong(rows.map((row) => row.plan));
  return { marketplace: true, plan: chosen, openDelivery: rows[0]?.openDelivery ?? false };
}

/** The plan the shop is on now; null: none set. */
export async function planOfShop(db: Database, shop: { profileId: number; shopId: number }) {
  return planAmong(await db.select().from(commissionPlans).where(candidatesOf(shop.profileId, shop.shopId)));
}

const percent = (basisPoints: number) => basisPoints / 100;
const reais = (cents: number) => cents / 100;

function wirePlan(plan: CommissionPlan, setBy: string | null): TCommissionPlan {
  return {
    delivery_percent: percent(plan.deliveryBp),
    pickup_percent: percent(plan.pickupBp),
    open_delivery_percent: percent(plan.openDeliveryBp),
    app_payment_percent: percent(plan.appPaymentBp),
    on_delivery_payment_percent: percent(plan.onDeliveryPaymentBp),
    order_fee: reais(plan.orderFeeCents),
    monthly_fee: reais(plan.monthlyFeeCents),
    gateway_fee_payer: plan.gatewayFeePayer,
    statement_period: plan.statementPeriod,
    since: plan.createdAt.toISOString(),
    set_by: setBy,
  };
}

/** The default plan and each shop's own as they stand, each with who set it. */
export async function currentPlans(
  db: Database,
  profileId: number,
): Promise<{ defaultPlan: TCommissionPlan | null; shops: Map<number, TCommissionPlan | null> }> {
  const rows = await db
    .select({ plan: commissionPlans, setBy: staffNameSql(commissionPlans.setBy) })
    .from(commissionPlans)
    .where(and(eq(commissionPlans.profileId, profileId), newestOfEachSql))
    .orderBy(desc(commissionPlans.id));
  const shops = new Map<number, TCommissionPlan | null>();
  let defaultPlan: TCommissionPlan | null = null;
  for (const { plan, setBy } of rows) {
    if (plan.shopId === null) defaultPlan = wirePlan(plan, setBy);
    else shops.set(plan.shopId, plan.followsDefault ? null : wirePlan(plan, setBy));
  }
  return { defaultPlan, shops };
}

/** A new plan for the shop (or the default): orders placed from its commit on follow it. */
export async function savePlan(
  db: Database,
  plan: { profileId: number; shopId: number | null; setBy: number } & (PlanTerms | { followsDefault: true }),
): Promise<void> {
  await db.insert(commissionPlans).values(plan);
}
