import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { customerEmailSql, customerNameSql, customerPhoneSql } from '../accounts/service.ts';
import { addressColumnSql, cityStateSql } from '../addresses/service.ts';
import { couponShopOfOrderSql } from '../rewards/service.ts';
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
      customer: {
        id: orders.customerId,
        name: customerNameSql(orders.customerId),
        phone: customerPhoneSql(orders.customerId),
        email: customerEmailSql(orders.customerId),
      },
      address: {
        latitude: addressColumnSql(orders.addressId, 'latitude'),
        longitude: addressColumnSql(orders.addressId, 'longitude'),
        state: cityStateSql(addressColumnSql(orders.addressId, 'cityId')),
      },
      /** The shop of the coupon used; null for the profile's own (an operator's) coupon. */
      couponShopId: couponShopOfOrderSql(orders.id),
    })
    .from(orders)
    .where(and(eq(orders.id, scope.orderId), eq(orders.profileId, scope.profileId), eq(orders.shopId, scope.shopId)));
  if (!row) return null;
  const [placed] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.customerId, row.order.customerId), eq(orders.shopId, scope.shopId)));
  const items = (await itemsOf(db, [row.order.id])).get(row.order.id) ?? [];
  return { ...row, items, customerOrdersAtShop: placed?.n ?? 0 };
}
