import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addresses, customers } from '../../db/schema/customers.ts';
import { orders } from '../../db/schema/orders.ts';
import { cities } from '../../db/schema/places.ts';
import { couponUses, coupons } from '../../db/schema/rewards.ts';
import { itemsOf } from './queries.ts';

export type IntegrationOrder = NonNullable<Awaited<ReturnType<typeof integrationOrderOf>>>;

/**
 * One order of a shop with everything the shop's software is told of it (Open Delivery, decision
 * 0049): its items, its customer and how many orders they placed at the shop, where its address
 * is on the map and in which state (the snapshot has neither: both come from the address row,
 * which a deleted address keeps), and whose coupon it used. Null when
 * the order is not the shop's.
 */
export async function integrationOrderOf(db: Database, scope: { profileId: number; shopId: number; orderId: number }) {
  const [row] = await db
    .select({
      order: orders,
      customer: { id: customers.id, name: customers.name, phone: customers.cellPhone, email: customers.email },
      address: { latitude: addresses.latitude, longitude: addresses.longitude, state: cities.state },
      /** The shop of the coupon used; null for the profile's own (an operator's) coupon. */
      couponShopId: coupons.shopId,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(addresses, eq(addresses.id, orders.addressId))
    .leftJoin(cities, eq(cities.id, addresses.cityId))
    .leftJoin(couponUses, eq(couponUses.orderId, orders.id))
    .leftJoin(coupons, eq(coupons.id, couponUses.couponId))
    .where(and(eq(orders.id, scope.orderId), eq(orders.profileId, scope.profileId), eq(orders.shopId, scope.shopId)));
  if (!row) return null;
  const [placed] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.customerId, row.order.customerId), eq(orders.shopId, scope.shopId)));
  const items = (await itemsOf(db, [row.order.id])).get(row.order.id) ?? [];
  return { ...row, items, customerOrdersAtShop: placed?.n ?? 0 };
}
