import { staffAbilities } from '@delivery/contract/staff';
import { and, count, eq, inArray, isNotNull, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { staff, staffRoles } from '../../db/schema/staff.ts';
import { shopNamesOfProfile } from '../catalog/service.ts';

/** The roles that may run a shop's orders: who hears of its new ones. */
const orderRoles = () => inArray(staffRoles.role, [...staffAbilities.runOrders]);

type Id = number | Placeholder | SQL;

/** A role in this shop, or operator of its profile, that may run its orders. */
const runsShop = (profileId: Id, shopId: Id) =>
  and(eq(staff.profileId, profileId), or(eq(staffRoles.shopId, shopId), isNull(staffRoles.shopId)), orderRoles());

/**
 * SQL (a boolean) for a statement of another module: whether the staff member `staffId` (a column
 * of that statement) may run the orders of this shop of this profile (ids, or SQL such as the
 * placeholders of a prepared statement).
 */
export const runsShopSql = (staffId: AnyPgColumn, profileId: Id, shopId: Id): SQL =>
  sql`exists (select 1 from ${staffRoles} inner join ${staff} on ${staff.id} = ${staffRoles.staffId} where ${staffRoles.staffId} = ${staffId} and ${runsShop(profileId, shopId)})`;

/**
 * Everyone who may run the orders of this shop (its owners and attendants, the profile's
 * operators), with how many shops each runs: one who runs several needs to be told which.
 */
export async function staffWhoRunShop(
  db: Database,
  profileId: number,
  shopId: number,
): Promise<{ staffId: number; shopCount: number }[]> {
  const rows = await db
    .select({ staffId: staffRoles.staffId, role: staffRoles.role })
    .from(staffRoles)
    .innerJoin(staff, eq(staff.id, staffRoles.staffId))
    .where(runsShop(profileId, shopId));
  if (!rows.length) return [];
  const operators = new Set(rows.filter((row) => row.role === 'operator').map((row) => row.staffId));
  const others = [...new Set(rows.map((row) => row.staffId))].filter((id) => !operators.has(id));
  const [profileShops, counts] = await Promise.all([
    operators.size ? shopNamesOfProfile(db, profileId).then((shops) => shops.length) : 0,
    others.length
      ? db
          .select({ staffId: staffRoles.staffId, shops: count() })
          .from(staffRoles)
          .where(and(inArray(staffRoles.staffId, others), isNotNull(staffRoles.shopId)))
          .groupBy(staffRoles.staffId)
      : [],
  ]);
  return [
    ...[...operators].map((staffId) => ({ staffId, shopCount: profileShops })),
    ...counts.map((row) => ({ staffId: row.staffId, shopCount: row.shops })),
  ];
}
