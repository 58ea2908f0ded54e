import { staffAbilities } from '@delivery/contract/staff';
import {
  and,
  asc,
  count,
  eq,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { scalarSql } from '../../db/scalar-sql.ts';
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

/** SQL for a statement of another module: the name of the staff member `staffId` (null for none). */
export const staffNameSql = (staffId: SQLWrapper): SQL<string | null> =>
  scalarSql<string | null>(sql`(select ${staff.name} from ${staff} where ${staff.id} = ${staffId})`);

/** The e-mails of the people who run the shop (owners and attendants), oldest account first. */
export async function shopStaffEmails(db: Database, shopId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: staff.email, id: staff.id })
    .from(staffRoles)
    .innerJoin(staff, eq(staff.id, staffRoles.staffId))
    .where(and(eq(staffRoles.shopId, shopId), inArray(staffRoles.role, ['owner', 'attendant'])))
    .orderBy(asc(staff.id));
  return rows.map((row) => row.email);
}

/** The e-mails of the profile's operators, oldest account first. */
export async function operatorEmails(db: Database, profileId: number): Promise<string[]> {
  const rows = await db
    .select({ email: staff.email })
    .from(staffRoles)
    .innerJoin(staff, eq(staff.id, staffRoles.staffId))
    .where(and(eq(staff.profileId, profileId), eq(staffRoles.role, 'operator'), isNull(staffRoles.shopId)))
    .orderBy(asc(staff.id));
  return rows.map((row) => row.email);
}
