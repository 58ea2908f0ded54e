import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffPushSubscriptions, type StaffPushSubscriptionRow } from '../../db/schema/push.ts';
import { insertJobSql } from '../../jobs/job-row.ts';
import { runsShopSql } from '../staff/service.ts';
import type { NewOrderJob } from './new-order-alerts.ts';
import { NEW_ORDER_QUEUE } from './queues.ts';

type NewSubscription = Pick<
  StaffPushSubscriptionRow,
  'profileId' | 'staffId' | 'staffSessionHash' | 'endpoint' | 'p256dh' | 'auth' | 'userAgent'
>;

/**
 * Keeps a device's subscription for this person and session. The endpoint names the device: sent
 * again (the panel does at every start) it moves to whoever sent it, with its keys of now.
 */
export async function saveStaffSubscription(db: Database, values: NewSubscription): Promise<void> {
  const { endpoint: _endpoint, ...changes } = values;
  await db
    .insert(staffPushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: staffPushSubscriptions.endpoint, set: { ...changes, updatedAt: sql`now()` } });
}

/** Forgets one of this person's subscriptions; someone else's endpoint is left alone. */
export async function deleteStaffSubscription(db: Database, staffId: number, endpoint: string): Promise<void> {
  await db
    .delete(staffPushSubscriptions)
    .where(and(eq(staffPushSubscriptions.staffId, staffId), eq(staffPushSubscriptions.endpoint, endpoint)));
}

export async function deleteSubscription(db: Database, id: number): Promise<void> {
  await db.delete(staffPushSubscriptions).where(eq(staffPushSubscriptions.id, id));
}

export async function findSubscription(db: Database, id: number): Promise<StaffPushSubscriptionRow | null> {
  const [row] = await db.select().from(staffPushSubscriptions).where(eq(staffPushSubscriptions.id, id));
  return row ?? null;
}

/** The devices of these staff members of the profile. */
export async function subscriptionsOfStaff(
  db: Database,
  profileId: number,
  staffIds: readonly number[],
): Promise<StaffPushSubscriptionRow[]> {
  if (!staffIds.length) return [];
  return db
    .select()
    .from(staffPushSubscriptions)
    .where(
      and(eq(staffPushSubscriptions.profileId, profileId), inArray(staffPushSubscriptions.staffId, [...staffIds])),
    );
}

/**
 * SQL (a boolean): whether anyone who runs this shop's orders has a device subscribed. It starts
 * from the profile's devices, which most profiles have none of.
 */
const shopHasSubscribersSql = (profileId: SQL, shopId: SQL): SQL =>
  sql`exists (select 1 from ${staffPushSubscriptions} where ${staffPushSubscriptions.profileId} = ${profileId} and ${runsShopSql(staffPushSubscriptions.staffId, profileId, shopId)})`;

/**
 * SQL writing the alert job of an order being placed, as a data-modifying CTE of the order's own
 * statement (insert-order.ts), so the order and its alert commit together: written, keyed by the
 * order, only when the order was written and someone who runs its shop has a device subscribed.
 * A shop without one pays a read, not a write.
 */
export function newOrderJobSql(job: { [Key in keyof NewOrderJob]-?: SQL }): SQL {
  const fields = Object.entries(job).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`);
  return insertJobSql(NEW_ORDER_QUEUE, {
    data: sql`jsonb_build_object(${sql.join(fields, sql`, `)})`,
    startAfter: null,
    singletonKey: sql`${job.order_id}::text`,
    onlyIf: sql`${job.order_id} is not null and ${shopHasSubscribersSql(job.profile_id, job.shop_id)}`,
  });
}
