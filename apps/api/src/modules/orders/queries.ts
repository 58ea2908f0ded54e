import type { TDeliveryType, TOrderStatus } from '@delivery/contract/order-status';
import type { TOrder } from '@delivery/contract/orders';
import { toReais } from '@delivery/contract/pricing';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems, orders, orderStatusHistory, reviews } from '../../db/schema/orders.ts';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
/** An item as the wire shows it: a stored row, or one just written. */
type WireItem = Omit<ItemRow, 'id' | 'orderId'>;
type Review = { stars: number; comment: string };

/** An order without an address is picked up at the shop. */
export const deliveryTypeOf = (order: Pick<OrderRow, 'address'>): TDeliveryType =>
  order.address ? 'delivery' : 'pickup';

export function toWireOrder(
  order: OrderRow,
  items: WireItem[],
  qrSvg: string | null,
  review: Review | null = null,
): TOrder {
  const a = order.address;
  return {
    order_id: order.id,
    shop_id: order.shopId,
    shop_name: order.shopName,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    schedule_id: order.scheduleId,
    delivery_type: deliveryTypeOf(order),
    address: a
      ? `${a.street}, ${a.number}${a.complement ? ` - ${a.complement}` : ''} - ${a.district}, ${a.city}`
      : null,
    payment_method: order.paymentMethod,
    change_for: order.changeForCents === null ? null : toReais(order.changeForCents),
    card_flag: order.cardFlag,
    cpf_on_receipt: order.cpfOnReceipt,
    totals: {
      total_products: toReais(order.productsCents),
      delivery_price: toReais(order.deliveryCents),
      discount: toReais(order.discountCents),
      cashback: toReais(order.cashbackCents),
      order_total: toReais(order.totalCents),
    },
    items: items.map((i) => ({
      product_id: i.productId,
      name: i.name,
      quantity: i.quantity,
      unit_price: toReais(i.unitCents),
      total: toReais(i.totalCents),
      options: i.options.map((o) => ({ group: o.group, option: o.option, price: toReais(o.priceCents) })),
      notes: i.notes,
    })),
    pix: order.pixPayload && qrSvg ? { payload: order.pixPayload, qr_svg: qrSvg } : null,
    review,
  };
}

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

/** Announces a status to every API process; their streams pass it on (events.ts). */
export async function notifyOrderStatus(db: Database, orderId: number, status: TOrderStatus): Promise<void> {
  await db.execute(sql`select pg_notify('order_status', ${`${orderId}:${status}`})`);
}
