import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { TypeFlow } from '@delivery/contract/constants';
import { mayDo, mayRunTenant, type TStaffAbility, type TStaffRole } from '@delivery/contract/staff';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
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

/** What names a staff session where it is kept (and what other modules may point at): its token's hash. */
export const staffSessionKey = (token: string): string => sha256(token);

const liveSession = () => and(isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, sql`now()`));

/** The live staff member of a token of this profile, with their roles; anything else is one refusal. */
export async function staffOfToken(db: Database, profileId: number, token: string): Promise<StaffScope> {
  const scope = await staffOfSession(db, profileId, staffSessionKey(token));
  if (!scope) throw new AppError(ErrorType.UNAUTHENTICATED, apiMessages.staffSessionExpired);
  return scope;
}

/** The staff member of the session named by its key (`staffSessionKey`), or null once it has ended. */
export async function staffOfSession(db: Database, profileId: number, key: string): Promise<StaffScope | null> {
  const [row] = await db
    .select({ member: staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, key), eq(staffSessions.profileId, profileId), liveSession()))
    .limit(1);
  return row ? scopeOf(db, row.member) : null;
}

/** Which of these staff sessions are still live: not ended, not expired. */
export async function liveStaffSessions(db: Database, keys: readonly string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db
    .select({ key: staffSessions.tokenHash })
    .from(staffSessions)
    .where(and(inArray(staffSessions.tokenHash, [...keys]), liveSession()));
  return new Set(rows.map((row) => row.key));
}

/**
 * Every process hears whose sessions ended or whose roles changed (the staff id), so what a session
 * holds open (a board's stream) is checked again at once on all of them.
 */
export const STAFF_CHANGED_CHANNEL = 'staff_changed';

/** Announces a change of the person's sessions or roles; inside a transaction, once it commits. */
export async function announceStaffChange(db: Database, staffId: number): Promise<void> {
  await db.execute(sql`select pg_notify(${STAFF_CHANGED_CHANNEL}, ${String(staffId)})`);
}

/** Ends one session (sign-out), or every session of the person but `keepToken`'s; their boards close. */
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
  await announceStaffChange(db, staffId);
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

/** Refuses anyone but operators, and a SINGLE tenant's shop owner, the tenant's own settings (14). */
export function requireTenantRunner(scope: StaffScope, tenant: { typeFlow: TypeFlow }): void {
  if (!mayRunTenant(tenant.typeFlow, scope.operator, scope.roles.values())) {
    throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.tenantOperatorOnly);
  }
}

/** The shops the scope reaches, with names, time zones and the role in each, in the profile's order. */
export async function shopsOf(db: Database, scope: StaffScope) {
  const shops = await shopNamesOfProfile(db, scope.member.profileId, [...scope.roles.keys()]);
  return shops.map((shop) => ({
    shop_id: shop.id,
    name: shop.name,
    role: scope.roles.get(shop.id)!,
    time_zone: shop.timeZone,
    auto_accept: shop.autoAccept,
  }));
}
