import type { TCourier } from '@delivery/contract/orders';
import { isFinalStatus, type TOrderStatus } from '@delivery/contract/order-status';
import type { AddressSnapshot } from '../../db/schema/orders.ts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderCouriers, orders } from '../../db/schema/orders.ts';
import { distanceKm } from '../../providers/geocoder.ts';
import { addressColumnSql } from '../addresses/service.ts';
import { deliveryTypeOf, notifyOrderDetails } from './queries.ts';

type CourierRow = typeof orderCouriers.$inferSelect;
/**
 * What a report from the shop's software says of the courier: each field it names replaces the
 * last one, the others stay. `stage: null` calls the courier's delivery off (its person and
 * position go with it). `report` is the report as sent.
 */
export type CourierReport = Partial<Omit<CourierRow, 'orderId' | 'report' | 'updatedAt'>> & {
  report: Record<string, unknown>;
};

/** A position older than this no longer says how far the courier is. */
const POSITION_FRESH_MS = 10 * 60_000;

/**
 * Why an order takes no courier report: a pickup has no courier, an order the shop has not
 * accepted has none yet, one that is over needs none. Null when it takes one.
 */
export function courierRefusal(order: {
  status: TOrderStatus;
  address: AddressSnapshot | null;
}): 'pickup' | 'unaccepted' | 'over' | null {
  if (deliveryTypeOf(order) === 'pickup') return 'pickup';
  if (order.status === 'received') return 'unaccepted';
  return isFinalStatus(order.status) ? 'over' : null;
}

/** Writes a report over the order's courier (courierRefusal first) and tells the customer's page. */
export async function recordCourier(
  db: Database,
  order: { id: number; shopId: number },
  report: CourierReport,
): Promise<void> {
  const calledOff = report.stage === null;
  const values = {
    ...report,
    ...(calledOff
      ? { name: null, vehicle: null, plate: null, etaAt: null, latitude: null, longitude: null, locatedAt: null }
      : {}),
    updatedAt: new Date(),
  };
  const named = Object.keys(values) as (keyof typeof values)[];
  await db
    .insert(orderCouriers)
    .values({ orderId: order.id, ...values })
    .onConflictDoUpdate({
      target: orderCouriers.orderId,
      set: Object.fromEntries(
        named.map((key) => [key, sql.raw(`excluded.${orderCouriers[key].name}`)]),
      ) as Partial<CourierRow>,
    });
  await notifyOrderDetails(db, order);
}

/**
 * The courier the customer's order page shows: while the order is on its way and something of the
 * courier is known. The distance is from a fresh position to the address, once out for delivery; a
 * problem shows while nothing was reported after it.
 */
export async function courierOf(
  db: Database,
  order: { id: number; status: TOrderStatus; address: AddressSnapshot | null },
  now = Date.now(),
): Promise<TCourier | null> {
  if (courierRefusal(order) !== null) return null;
  const [row] = await db
    .select({
      courier: orderCouriers,
      latitude: addressColumnSql(orders.addressId, 'latitude'),
      longitude: addressColumnSql(orders.addressId, 'longitude'),
    })
    .from(orderCouriers)
    .innerJoin(orders, eq(orders.id, orderCouriers.orderId))
    .where(eq(orderCouriers.orderId, order.id));
  if (!row) return null;
  const { courier } = row;
  const fresh =
    order.status === 'out_for_delivery' &&
    courier.locatedAt !== null &&
    now - courier.locatedAt.getTime() < POSITION_FRESH_MS;
  const distanceM =
    fresh && courier.latitude !== null && courier.longitude !== null && row.latitude !== null && row.longitude !== null
      ? Math.round(
          distanceKm(
            { latitude: courier.latitude, longitude: courier.longitude },
            { latitude: row.latitude, longitude: row.longitude },
          ) * 1000,
        )
      : null;
  const problem =
    courier.problem !== null && (courier.problemAt?.getTime() ?? 0) >= (courier.stageAt?.getTime() ?? 0)
      ? courier.problem
      : null;
  const shown: TCourier = {
    stage: courier.stage,
    name: courier.name,
    vehicle: courier.vehicle,
    plate: courier.plate,
    eta: courier.etaAt?.toISOString() ?? null,
    distance_m: distanceM,
    problem,
  };
  return Object.values(shown).some((value) => value !== null) ? shown : null;
}
