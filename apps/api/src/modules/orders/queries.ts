import { openStatuses, type TDeliveryType, type TOrderStatus } from '@delivery/contract/order-status';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { batchedNotify } from '../../db/batched-notify.ts';
import type { Database } from '../../db/client.ts';
import { orderItems, orders, orderStatusHistory, reviews } from '../../db/schema/orders.ts';
import { customerNameSql } from '../accounts/service.ts';
import { shopColumnSql } from '../catalog/service.ts';

type ItemRow = typeof orderItems.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type Review = { stars: number; comment: string };

/** An order without an address is picked up at the shop. */
export const deliveryTypeOf = (order: Pick<OrderRow, 'address'>): TDeliveryType =>
  order.address ? 'delivery' : 'pickup';

export async function findOrderByKey(db: Database, customerId: number, key: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
  return row ?? null;
}

/** An order of this customer, never another's. */
export async function findCustomerOrder(db: Database, customerId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  return row ?? null;
}

/** How many of the customer's orders are still open: placed, accepted, in the kitchen or on their way. */
export async function openOrdersCountOf(db: Database, customer: { profileId: number; id: number }): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.profileId, customer.profileId),
        eq(orders.customerId, customer.id),
        inArray(orders.status, openStatuses),
      ),
    );
  return row?.count ?? 0;
}

/** An order of the profile: where it belongs and where it stands, for a check before a move. */
export async function findProfileOrder(db: Database, profileId: number, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      number: orders.number,
      shopId: orders.shopId,
      status: orders.status,
      kitchenDoneAt: orders.kitchenDoneAt,
      address: orders.address,
      paymentMethod: orders.paymentMethod,
      estimateMinutes: orders.estimateMinutes,
      estimateMin: orders.estimateMin,
      estimateMax: orders.estimateMax,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.profileId, profileId)));
  return row ?? null;
}

/** The current status of each of these orders, for streams that may have missed a change. */
export async function statusesOf(db: Database, orderIds: number[]): Promise<{ id: number; status: TOrderStatus }[]> {
  if (!orderIds.length) return [];
  return db.select({ id: orders.id, status: orders.status }).from(orders).where(inArray(orders.id, orderIds));
}

export async function itemsOf(db: Database, orderIds: number[]): Promise<Map<number, ItemRow[]>> {
  const rows = orderIds.length
    ? await db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id))
    : [];
  const map = new Map<number, ItemRow[]>();
  for (const r of rows) map.set(r.orderId, [...(map.get(r.orderId) ?? []), r]);
  return map;
}

export async function reviewsOf(db: Database, orderIds: number[]): Promise<Map<number, Review>> {
  const rows = orderIds.length
    ? await db
        .select({ orderId: reviews.orderId, stars: reviews.stars, comment: reviews.comment })
        .from(reviews)
        .where(inArray(reviews.orderId, orderIds))
    : [];
  return new Map(rows.map((r) => [r.orderId, { stars: r.stars, comment: r.comment }]));
}

const reviewColumns = {
  orderId: reviews.orderId,
  stars: reviews.stars,
  comment: reviews.comment,
  name: customerNameSql(reviews.customerId),
  createdAt: reviews.createdAt,
  answer: reviews.answer,
  answeredAt: reviews.answeredAt,
};

/**
 * A shop's reviews with a comment or its answer (what the evaluation page shows), newest first: a
 * page of `size` and one more, to tell if more follow.
 */
export async function shopReviewsPage(db: Database, shopId: number, page: number, size: number) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .where(and(eq(reviews.shopId, shopId), or(ne(reviews.comment, ''), isNotNull(reviews.answer))))
    .orderBy(desc(reviews.createdAt), desc(reviews.orderId))
    .limit(size + 1)
    .offset((page - 1) * size);
}

/** Every review of a shop for its staff, stars alone too, with the order's number; the unanswered only if asked. */
export async function staffReviewsPage(db: Database, shopId: number, page: number, size: number, unanswered: boolean) {
  return db
    .select({ ...reviewColumns, orderNumber: orders.number })
    .from(reviews)
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .where(and(eq(reviews.shopId, shopId), unanswered ? isNull(reviews.answer) : undefined))
    .orderBy(desc(reviews.createdAt), desc(reviews.orderId))
    .limit(size + 1)
    .offset((page - 1) * size);
}

export async function unansweredCount(db: Database, shopId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.shopId, shopId), isNull(reviews.answer)));
  return row?.count ?? 0;
}

/** The review of an order, with its shop, for staff to answer: null when the order has none. */
export async function reviewOfOrder(db: Database, orderId: number) {
  const [row] = await db
    .select({ ...reviewColumns, shopId: reviews.shopId, orderNumber: orders.number })
    .from(reviews)
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .where(eq(reviews.orderId, orderId));
  return row ?? null;
}

export async function saveReviewAnswer(db: Database, orderId: number, answer: string): Promise<void> {
  await db
    .update(reviews)
    .set({ answer, answeredAt: sql`now()` })
    .where(eq(reviews.orderId, orderId));
}

export async function ordersPage(db: Database, customerId: number, page: number, size: number) {
  return db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.id))
    .limit(size + 1)
    .offset((page - 1) * size);
}

export async function historyOf(db: Database, orderId: number) {
  return db
    .select({ status: orderStatusHistory.status, at: orderStatusHistory.createdAt })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.id));
}

/**
 * An order's total and where it stands, for the payment made for it, with what the modules hearing
 * of the payment read of it (hooks.ts).
 */
export async function orderForPayment(db: Database, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      number: orders.number,
      profileId: orders.profileId,
      customerId: orders.customerId,
      shopId: orders.shopId,
      shopName: orders.shopName,
      paymentMethod: orders.paymentMethod,
      productsCents: orders.productsCents,
      discountCents: orders.discountCents,
      totalCents: orders.totalCents,
      status: orders.status,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/**
 * The channel of order events: `<order id>:<status>:<shop id>` for an order placed (`received`)
 * and at every change of its status, `<order id>:paid:<shop id>` once its payment is seen. One
 * channel, so every process keeps one LISTEN connection for the customers' streams and the boards.
 */
export const ORDER_STATUS_CHANNEL = 'order_status';
export const PAID_EVENT = 'paid';
export const DETAILS_EVENT = 'details';
/** Details the shop's boards show too (a delay, a problem reported): they read the order again. */
export const BOARD_DETAILS_EVENT = 'board-details';

/**
 * Announces an order's status to every API process (events.ts), after the transaction that wrote
 * it, never inside one: PostgreSQL holds one database-wide lock from a notifying transaction's
 * pre-commit to its end, so a NOTIFY inside the order's transaction would queue every commit, fsync
 * included, behind the last (pgbench, an insert a transaction: 635–846 a second with the NOTIFY
 * inside, 2,900–4,060 with it sent next, 4,740–4,770 without). Alone, the NOTIFY's transaction
 * writes no WAL to flush, so it holds the lock for microseconds; those of orders placed at once go
 * together (batched-notify.ts).
 */
export async function notifyOrderStatus(
  db: Database,
  order: { id: number; shopId: number },
  status: TOrderStatus,
): Promise<void> {
  await batchedNotify(db, ORDER_STATUS_CHANNEL, `${order.id}:${status}:${order.shopId}`);
}

/**
 * Announces that an order's courier or times changed, as notifyOrderStatus does its status. Only
 * what a board shows (`boards`) reaches the boards: a courier's positions, reported every few
 * seconds, would have every open board read all its orders again each time.
 */
export async function notifyOrderDetails(
  db: Database,
  order: { id: number; shopId: number },
  { boards = false }: { boards?: boolean } = {},
): Promise<void> {
  const event = boards ? BOARD_DETAILS_EVENT : DETAILS_EVENT;
  await batchedNotify(db, ORDER_STATUS_CHANNEL, `${order.id}:${event}:${order.shopId}`);
}

/** Announces that the order was paid, after the transaction that marked it; its shop is read on the way. */
export async function notifyOrderPaid(db: Database, orderId: number): Promise<void> {
  await db.execute(
    sql`select pg_notify(${ORDER_STATUS_CHANNEL}, ${`${orderId}:${PAID_EVENT}:`} || ${orders.shopId}) from ${orders} where ${orders.id} = ${orderId}`,
  );
}

/**
 * An order an auto-accepting shop may accept: its shop's estimate, and whether its payment must be
 * seen first (a PSP's Pix charge, a card in the app).
 */
export type AutoAcceptable = { id: number; profileId: number; estimateMax: number; awaitsPayment: boolean };

/**
 * The orders still 'received' of shops that accept automatically, oldest first, after `afterId`,
 * with the catalog's two columns this needs (as status.ts reads them). A Pix order without a
 * static code's txid is paid through a PSP's charge; a card in the app may still be in its challenge.
 */
export async function receivedOrdersOfAutoAcceptingShops(
  db: Database,
  afterId: number,
  limit: number,
): Promise<AutoAcceptable[]> {
  return db
    .select({
      id: orders.id,
      profileId: orders.profileId,
      estimateMax: shopColumnSql(orders.shopId, 'estimateMax'),
      awaitsPayment: sql<boolean>`((${orders.paymentMethod} = 'pix' and ${orders.pixTxid} is null) or ${orders.paymentMethod} = 'card_online')`,
    })
    .from(orders)
    .where(and(eq(orders.status, 'received'), gt(orders.id, afterId), shopColumnSql(orders.shopId, 'autoAccept')))
    .orderBy(asc(orders.id))
    .limit(limit);
}

/** Sandbox: the order's deadline to accept is now, if it still waits to be accepted; answers whether it did. */
export async function passAcceptDeadline(db: Database, profileId: number, orderId: number): Promise<boolean> {
  const moved = await db
    .update(orders)
    .set({ acceptBy: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.profileId, profileId), eq(orders.status, 'received')))
    .returning({ id: orders.id });
  return moved.length > 0;
}

export async function overdueOrders(db: Database, limit: number): Promise<{ id: number; profileId: number }[]> {
  return db
    .select({ id: orders.id, profileId: orders.profileId })
    .from(orders)
    .where(and(eq(orders.status, 'received'), lte(orders.acceptBy, sql`now()`)))
    .orderBy(asc(orders.acceptBy))
    .limit(limit);
}

/** SQL: whether the customer has ordered from the shop (its staff may then find them, decision 0100). */
export const orderedAtShopSql =
  (shopId: number) =>
  (customerId: SQL): SQL<boolean> =>
    sql<boolean>`exists (select 1 from ${orders} where ${orders.customerId} = ${customerId} and ${orders.shopId} = ${shopId})`;
