import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { shops } from '../../db/schema/catalog.ts';
import { staff, staffRoles } from '../../db/schema/staff.ts';

/** The tenant's live shop with its own contact e-mail, or null. */
export async function listedShop(db: Database, profileId: number, shopId: number) {
  const [shop] = await db
    .select({ id: shops.id, name: shops.name, email: shops.email })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.profileId, profileId), eq(shops.active, true)));
  return shop ?? null;
}

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
