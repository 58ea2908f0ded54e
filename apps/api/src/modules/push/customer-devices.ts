import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customerPushSubscriptions, type CustomerPushSubscriptionRow } from '../../db/schema/push.ts';
import { customerFacts } from './customer-facts.ts';

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
    .where(
      and(
        eq(customerPushSubscriptions.profileId, profileId),
        eq(customerPushSubscriptions.customerId, customerId),
        customerFacts.get().acceptsNotificationsSql(customerPushSubscriptions.customerId),
      ),
    )
    .then((rows) => rows.map((row) => row.device));
}

/**
 * SQL (a boolean): whether the customer accepts notifications and has a device to tell, a
 * browser or the native app (decision 0044). Most customers have none, and then a status change
 * writes no job.
 */
export const customerHasDevicesSql = (customerId: SQL): SQL =>
  customerFacts
    .get()
    .customerHasDeviceSql(
      customerId,
      sql`exists (select 1 from ${customerPushSubscriptions} where ${customerPushSubscriptions.customerId} = ${customerId})`,
    );
