import { and, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { scalarSql } from '../../db/scalar-sql.ts';
import { customers } from '../../db/schema/customers.ts';

/*
 * The customers table is this module's (db/schema/owners.ts). Another module's statement that needs
 * a customer's column takes it from these SQL pieces, each by the customer's id (a column or
 * value of that statement), so it stays one query.
 */

/** SQL: the customer's name. */
export const customerNameSql = (customerId: SQLWrapper): SQL<string> =>
  scalarSql<string>(sql`(select ${customers.name} from ${customers} where ${customers.id} = ${customerId})`);

/** SQL: the first word of the customer's name, all a shop's staff see of who used a coupon. */
export const customerFirstNameSql = (customerId: SQLWrapper): SQL<string> =>
  scalarSql<string>(
    sql`(select split_part(trim(${customers.name}), ' ', 1) from ${customers} where ${customers.id} = ${customerId})`,
  );

/** SQL: the customer's cell phone, null when none. */
export const customerPhoneSql = (customerId: SQLWrapper): SQL<string | null> =>
  scalarSql<string | null>(
    sql`(select ${customers.cellPhone} from ${customers} where ${customers.id} = ${customerId})`,
  );

/** SQL: the customer's e-mail, null when none. */
export const customerEmailSql = (customerId: SQLWrapper): SQL<string | null> =>
  scalarSql<string | null>(sql`(select ${customers.email} from ${customers} where ${customers.id} = ${customerId})`);

/** Who an order's receipt goes to: a live customer's name and e-mail; null when deleted or without one. */
export async function receiptContactOf(
  db: Database,
  customerId: number,
): Promise<{ name: string; email: string } | null> {
  const [row] = await db
    .select({ name: customers.name, email: customers.email })
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)));
  return row?.email ? { name: row.name, email: row.email } : null;
}

/** SQL (a boolean): the customer is live (not deleted) and accepts notifications. */
export const acceptsNotificationsSql = (customerId: SQLWrapper): SQL<boolean> =>
  scalarSql<boolean>(
    sql`exists (select 1 from ${customers} where ${customers.id} = ${customerId} and ${customers.acceptNotification} and ${customers.deletedAt} is null)`,
  );

/** SQL (a boolean) of a customers row: its push_id is a native app's token, not a browser's subscription (its JSON). */
const hasNativePushIdSql = sql`${customers.pushId} <> '' and left(${customers.pushId}, 1) <> '{'`;

/**
 * SQL (a boolean): the customer accepts notifications and has a device to tell, the native app
 * (its push_id) or `otherDevice` (the caller's SQL: a browser's subscription, decision 0044).
 */
export const customerHasDeviceSql = (customerId: SQL, otherDevice: SQL): SQL<boolean> =>
  scalarSql<boolean>(
    sql`exists (select 1 from ${customers} where ${customers.id} = ${customerId} and ${customers.acceptNotification} and (${hasNativePushIdSql} or ${otherDevice}))`,
  );

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
