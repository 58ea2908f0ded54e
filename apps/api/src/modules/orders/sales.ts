import type { PaymentMethod } from '@delivery/contract/catalog';
import { isCompletedStatus, type TOrderStatus } from '@delivery/contract/order-status';
import { toReais } from '@delivery/contract/pricing';
import type { TSalesSummary } from '@delivery/contract/reports';
import { and, asc, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { shopColumnSql } from '../catalog/service.ts';
import { refundsOf, refundTotalsOf } from '../payments/service.ts';
import { itemsOf } from './queries.ts';

type Tally = { orders: number; revenueCents: number };
type OrderRow = typeof orders.$inferSelect;

const DAY_MS = 86_400_000;

/** Every day from `from` to `to`, both included ('YYYY-MM-DD'). */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * Each tenant's orders placed since `since` and not cancelled, and what they came to: the figures
 * the platform's list of tenants shows. Tenants without such orders are not in the map.
 */
export async function tenantTotalsSince(db: Database, since: Date): Promise<Map<number, Tally>> {
  const rows = await db
    .select({
      profileId: orders.profileId,
      orders: sql<number>`count(*)::int`,
      cents: sql<string>`sum(${orders.totalCents})::bigint`,
    })
    .from(orders)
    .where(and(gte(orders.createdAt, since), ne(orders.status, 'cancelled')))
    .groupBy(orders.profileId);
  return new Map(rows.map((row) => [row.profileId, { orders: row.orders, revenueCents: Number(row.cents) }]));
}

/**
 * What the shops sold from `from` to `to`, each order counted on its day and hour in its shop's
 * time zone. One grouped read: the rows are at most days × 24 hours × methods × statuses, whatever
 * the number of orders.
 */
/** The shops' orders placed from `from` to `to`, on the day of their shop's time zone. */
function ordersInRange(shopIds: readonly number[], range: { from: string; to: string }) {
  const local = sql`(${orders.createdAt} at time zone ${shopColumnSql(orders.shopId, 'timeZone')})`;
  const day = sql<string>`to_char(${local}, 'YYYY-MM-DD')`;
  // Any time zone is within a day of UTC: the coarse bounds let the index on (shop, created_at) work.
  const inRange = and(
    inArray(orders.shopId, [...shopIds]),
    gte(orders.createdAt, new Date(Date.parse(`${range.from}T00:00:00Z`) - DAY_MS)),
    lt(orders.createdAt, new Date(Date.parse(`${range.to}T00:00:00Z`) + 2 * DAY_MS)),
    sql`${day} between ${range.from} and ${range.to}`,
  );
  return { local, day, inRange };
}

export async function salesOf(
  db: Database,
  shopIds: readonly number[],
  range: { from: string; to: string },
): Promise<TSalesSummary> {
  const { local, day, inRange } = ordersInRange(shopIds, range);
  const hour = sql<number>`extract(hour from ${local})::int`;
  const rows = shopIds.length
    ? await db
        .select({
          day,
          hour,
          method: orders.paymentMethod,
          status: orders.status,
          cancelReason: orders.cancelReason,
          count: sql<number>`count(*)::int`,
          cents: sql<number>`sum(${orders.totalCents})::bigint`,
        })
        .from(orders)
        .where(inRange)
        .groupBy(day, hour, orders.paymentMethod, orders.status, orders.cancelReason)
    : [];
  // The refunds of the range's orders, on the day of their order, like the rest of the numbers.
  const refundRows = shopIds.length
    ? await refundTotalsOf(db, sql`select ${orders.id} from ${orders} where ${inRange}`)
    : [];
  const refunds = { refunded: 0, refunded_orders: 0, pending: 0, pending_orders: 0 };
  for (const row of refundRows) {
    if (row.refunded) {
      refunds.refunded = toReais(Number(row.cents));
      refunds.refunded_orders = row.count;
    } else {
      refunds.pending = toReais(Number(row.cents));
      refunds.pending_orders = row.count;
    }
  }

  const byDay = new Map(daysOf(range.from, range.to).map((d) => [d, { orders: 0, revenueCents: 0 }]));
  const byHour = Array.from({ length: 24 }, () => ({ orders: 0, revenueCents: 0 }));
  const byPayment = new Map<PaymentMethod, Tally>();
  const reasons = new Map<string, number>();
  let all = 0;
  let completed = 0;
  let cancelled = 0;
  let revenueCents = 0;
  const add = (tally: Tally | undefined, count: number, cents: number) => {
    if (!tally) return;
    tally.orders += count;
    tally.revenueCents += cents;
  };
  for (const row of rows) {
    const cents = Number(row.cents);
    all += row.count;
    if (row.status === 'cancelled') {
      cancelled += row.count;
      const reason = row.cancelReason ?? 'Sem motivo informado';
      reasons.set(reason, (reasons.get(reason) ?? 0) + row.count);
      continue;
    }
    if (isCompletedStatus(row.status as TOrderStatus)) completed += row.count;
    revenueCents += cents;
    add(byDay.get(row.day), row.count, cents);
    add(byHour[row.hour], row.count, cents);
    if (!byPayment.has(row.method)) byPayment.set(row.method, { orders: 0, revenueCents: 0 });
    add(byPayment.get(row.method), row.count, cents);
  }
  const kept = all - cancelled;
  return {
    from: range.from,
    to: range.to,
    orders: all,
    completed,
    cancelled,
    revenue: toReais(revenueCents),
    average_ticket: kept ? toReais(Math.round(revenueCents / kept)) : 0,
    by_payment: [...byPayment].map(([method, t]) => ({ method, orders: t.orders, revenue: toReais(t.revenueCents) })),
    by_hour: byHour.map((t, h) => ({ hour: h, orders: t.orders, revenue: toReais(t.revenueCents) })),
    by_day: [...byDay].map(([date, t]) => ({ date, orders: t.orders, revenue: toReais(t.revenueCents) })),
    cancellations: [...reasons]
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
    refunds,
  };
}

/** An order of the range as the accountant's export lists it, with its items and what went back. */
export type SalesLine = {
  order: Pick<
    OrderRow,
    | 'id'
    | 'number'
    | 'shopName'
    | 'status'
    | 'paymentMethod'
    | 'cardFlag'
    | 'productsCents'
    | 'deliveryCents'
    | 'discountCents'
    | 'cashbackCents'
    | 'totalCents'
    | 'couponCode'
  > & { localTime: string };
  items: { name: string; quantity: number; unitCents: number; totalCents: number; options: string }[];
  refundedCents: number;
};

/** The range's orders, oldest first, each with its items and its refunds (decision 0084's parts too). */
export async function salesLinesOf(
  db: Database,
  shopIds: readonly number[],
  range: { from: string; to: string },
): Promise<SalesLine[]> {
  if (!shopIds.length) return [];
  const { local, inRange } = ordersInRange(shopIds, range);
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      shopName: orders.shopName,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      cardFlag: orders.cardFlag,
      productsCents: orders.productsCents,
      deliveryCents: orders.deliveryCents,
      discountCents: orders.discountCents,
      cashbackCents: orders.cashbackCents,
      totalCents: orders.totalCents,
      couponCode: orders.couponCode,
      localTime: sql<string>`to_char(${local}, 'YYYY-MM-DD HH24:MI')`,
    })
    .from(orders)
    .where(inRange)
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const ids = rows.map((row) => row.id);
  const [items, refunds] = await Promise.all([itemsOf(db, ids), refundsOf(db, ids)]);
  return rows.map((order) => ({
    order,
    items: (items.get(order.id) ?? []).map((item) => ({
      name: item.name,
      quantity: item.quantity,
      unitCents: item.unitCents,
      totalCents: item.totalCents,
      options: item.options.map((option) => `${option.group}: ${option.option}`).join('; '),
    })),
    refundedCents: (refunds.get(order.id) ?? []).reduce((sum, refund) => sum + refund.amountCents, 0),
  }));
}
