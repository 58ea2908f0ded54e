import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { mayDo, type TStaffAbility, type TStaffRole } from '@delivery/contract/staff';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staff, staffRoles, staffSessions, type StaffRow } from '../../db/schema/staff.ts';
import { AppError } from '../../http/app-error.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import { shopNamesOfProfile } from '../catalog/service.ts';

/**
 * Who a staff session is and what it may reach: the one thing every merchant call is scoped by.
 * Built once per request by the signed-in hook (`auth: 'staff'`).
 */
export type StaffScope = {
  member: StaffRow;
  /** Operator of the profile: every shop of it. */
  operator: boolean;
  /** The shops granted one by one, with the role in each. */
  roles: ReadonlyMap<number, TStaffRole>;
};

const DAY_MS = 86_400_000;

/** Staff stay signed in at the counter for a month of shifts; a password change ends it sooner. */
export const STAFF_SESSION_DAYS = 30;

export async function createStaffSession(db: Database, member: StaffRow): Promise<string> {
  const token = newToken();
  await db.insert(staffSessions).values({
    tokenHash: sha256(token),
    staffId: member.id,
    profileId: member.profileId,
    expiresAt: new Date(Date.now() + STAFF_SESSION_DAYS * DAY_MS),
  });
  return token;
}

/**
 * The roles of a staff member, as the scope keeps them: an operator holds every shop of the profile
 * (operator outranks a shop role), so no check can reach a shop of another profile.
 */
export async function scopeOf(db: Database, member: StaffRow): Promise<StaffScope> {
  const rows = await db
    .select({ role: staffRoles.role, shopId: staffRoles.shopId })
    .from(staffRoles)
    .where(eq(staffRoles.staffId, member.id));
  const operator = rows.some((row) => row.role === 'operator');
  const roles = new Map<number, TStaffRole>();
  if (operator) for (const shop of await shopNamesOfProfile(db, member.profileId)) roles.set(shop.id, 'operator');
  else for (const row of rows) if (row.shopId !== null) roles.set(row.shopId, row.role);
  return { member, operator, roles };
}

/** The live staff member of a token of this profile, with their roles; anything else is one refusal. */
export async function staffOfToken(db: Database, profileId: number, token: string): Promise<StaffScope> {
  const [row] = await db
    .select({ member: staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, sha256(token)),
        eq(staffSessions.profileId, profileId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!row) throw new AppError(ErrorType.UNAUTHENTICATED, apiMessages.staffSessionExpired);
  return scopeOf(db, row.member);
}

/** Ends one session (sign-out), or every session of the person but `keepToken`'s. */
export async function endStaffSessions(db: Database, staffId: number, only: { token?: string; keepToken?: string }) {
  await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        only.token ? eq(staffSessions.tokenHash, sha256(only.token)) : undefined,
        only.keepToken ? ne(staffSessions.tokenHash, sha256(only.keepToken)) : undefined,
      ),
    );
}

/**
 * Refuses a shop the scope does not reach as not found (another shop's existence is not told), and
 * a role that may not do `ability` there.
 */
export function requireShop(scope: StaffScope, shopId: number, ability: TStaffAbility): TStaffRole {
  const role = scope.roles.get(shopId);
  if (!role) throw new AppError(ErrorType.NOT_FOUND, apiMessages.shopNotFound);
  if (!mayDo(role, ability)) throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.staffNotAllowed);
  return role;
}

/** The shops the scope reaches, with names and the role in each, in the profile's order. */
export async function shopsOf(db: Database, scope: StaffScope) {
  const shops = await shopNamesOfProfile(db, scope.member.profileId, [...scope.roles.keys()]);
  return shops.map((shop) => ({ shop_id: shop.id, name: shop.name, role: scope.roles.get(shop.id)! }));
}
