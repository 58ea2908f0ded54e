import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema/customers.ts';
import { customerPushSubscriptions, type CustomerPushSubscriptionRow } from '../../db/schema/push.ts';

type NewCustomerDevice = Pick<
  CustomerPushSubscriptionRow,
  'profileId' | 'customerId' | 'sessionHash' | 'endpoint' | 'p256dh' | 'auth' | 'userAgent'
>;

/**
 * Keeps a browser's subscription for this customer and session. The endpoint names the device:
 * sent again (the app does whenever its subscription differs from the stored push_id, or after a
 * new sign-in) it moves to whoever sent it, with its keys of now.
 */
export async function saveCustomerDevice(db: Database, values: NewCustomerDevice): Promise<void> {
  const { endpoint: _endpoint, ...changes } = values;
  await db
    .insert(customerPushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: customerPushSubscriptions.endpoint, set: { ...changes, updatedAt: sql`now()` } });
}

export async function findCustomerDevice(db: Database, id: number): Promise<CustomerPushSubscriptionRow | null> {
  const [row] = await db.select().from(customerPushSubscriptions).where(eq(customerPushSubscriptions.id, id));
  return row ?? null;
}

export async function deleteCustomerDevice(db: Database, id: number): Promise<void> {
  await db.delete(customerPushSubscriptions).where(eq(customerPushSubscriptions.id, id));
}

/** The devices subscribed from one session (signing out of it silences them at once). */
export async function deleteSessionDevices(db: Database, sessionHash: string): Promise<void> {
  await db.delete(customerPushSubscriptions).where(eq(customerPushSubscriptions.sessionHash, sessionHash));
}

/** Every device of a customer (the account deleted: its endpoints are personal data too). */
export async function deleteCustomerDevices(db: Database, customerId: number): Promise<void> {
  await db.delete(customerPushSubscriptions).where(eq(customerPushSubscriptions.customerId, customerId));
}

/** The devices of a customer of the profile, when the customer is live and accepts notifications. */
export async function devicesToTell(
  db: Database,
  profileId: number,
  customerId: number,
): Promise<CustomerPushSubscriptionRow[]> {
  return db
    .select({ device: customerPushSubscriptions })
    .from(customerPushSubscriptions)
    .innerJoin(customers, eq(customers.id, customerPushSubscriptions.customerId))
    .where(
      and(
        eq(customerPushSubscriptions.profileId, profileId),
        eq(customerPushSubscriptions.customerId, customerId),
        eq(customers.acceptNotification, true),
        sql`${customers.deletedAt} is null`,
      ),
    )
    .then((rows) => rows.map((row) => row.device));
}

/** SQL (a boolean) of a customers row: its push_id is a native app's token, not a browser's subscription (its JSON). */
const hasNativePushIdSql = sql`${customers.pushId} <> '' and left(${customers.pushId}, 1) <> '{'`;

/**
 * SQL (a boolean): whether the customer accepts notifications and has a device to tell, a
 * browser or the native app (decision 0044). Most customers have none, and then a status change
 * writes no job.
 */
export const customerHasDevicesSql = (customerId: SQL): SQL =>
  sql`exists (select 1 from ${customers} where ${customers.id} = ${customerId} and ${customers.acceptNotification} and (${hasNativePushIdSql} or exists (select 1 from ${customerPushSubscriptions} where ${customerPushSubscriptions.customerId} = ${customerId})))`;

/** The native app's token of a live customer of the profile who accepts notifications; null when none. */
export async function nativePushIdToTell(db: Database, profileId: number, customerId: number): Promise<string | null> {
  const [row] = await db
    .select({ pushId: customers.pushId })
    .from(customers)
    .where(
      and(
        eq(customers.id, customerId),
        eq(customers.profileId, profileId),
        eq(customers.acceptNotification, true),
        sql`${customers.deletedAt} is null`,
        hasNativePushIdSql,
      ),
    );
  return row?.pushId ?? null;
}

/** A token the provider says is gone is forgotten, unless the customer has sent another since. */
export async function forgetNativePushId(db: Database, customerId: number, pushId: string): Promise<void> {
  await db
    .update(customers)
    .set({ pushId: null })
    .where(and(eq(customers.id, customerId), eq(customers.pushId, pushId)));
}
