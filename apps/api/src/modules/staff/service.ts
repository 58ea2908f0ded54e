import { requestOrigin } from '../../http/request-origin.ts';
import type { CallBody } from '@delivery/contract/call';
import type { staffCalls } from '@delivery/contract/calls/staff';
import { envelope, type TEnvelope } from '@delivery/contract/envelope';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { mayRunTenant, type TStaffRole, type TStaffSessionResponse } from '@delivery/contract/staff';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { staff, staffRoles, staffTokens, type StaffRow } from '../../db/schema/staff.ts';
import { AppError } from '../../http/app-error.ts';
import type { FailureBudget, Limiter } from '../../http/rate-limits.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import type { Message, Messenger } from '../../providers/messenger.ts';
import { hashPassword, needsRehash, verifyPassword, type PasswordCost } from '../../lib/passwords.ts';
import type { Tenant } from '../tenant/service.ts';
import {
  announceStaffChange,
  createStaffSession,
  endStaffSessions,
  requireShop,
  scopeOf,
  shopsOf,
  type StaffScope,
} from './sessions.ts';

/**
 * What other modules may use of the staff: who a session is, what they reach, when that changes,
 * and who runs a shop.
 */
export {
  liveStaffSessions,
  requireShop,
  requireTenantRunner,
  STAFF_CHANGED_CHANNEL,
  staffOfSession,
  staffSessionKey,
  type StaffScope,
} from './sessions.ts';
export { operatorEmails, runsShopSql, shopStaffEmails, staffNameSql, staffWhoRunShop } from './shop-staff.ts';

/** What the staff services need, built once in routes.ts. */
export type StaffContext = {
  db: Database;
  send: Messenger;
  passwordCost: PasswordCost;
  limits: {
    /** Failed sign-ins of an address: only failures spend it. */
    signInPerIp: FailureBudget;
    signInPerEmail: Limiter;
    /** Reset links asked for, per address and per e-mail (each one sends mail). */
    resetsPerIp: Limiter;
    resetsPerEmail: Limiter;
  };
};

type Body<K extends keyof typeof staffCalls> = CallBody<(typeof staffCalls)[K]>;

const INVITE_DAYS = 7;
const RESET_MINUTES = 30;

const roleNames: Record<TStaffRole, string> = {
  owner: apiMessages.staffRoleOwner,
  attendant: apiMessages.staffRoleAttendant,
  operator: apiMessages.staffRoleOperator,
};

const panelUrl = (origin: string, page: string, token: string) =>
  `${origin}/painel/${page}?token=${encodeURIComponent(token)}`;

/** The signed-in person as the panel shows them; the tenant is the request's, already resolved. */
export async function wireStaff(db: Database, tenant: Pick<Tenant, 'typeFlow'>, scope: StaffScope) {
  return {
    staff_id: scope.member.id,
    name: scope.member.name,
    email: scope.member.email,
    operator: scope.operator,
    runs_tenant: mayRunTenant(tenant.typeFlow, scope.operator, scope.roles.values()),
    marketplace: tenant.typeFlow === 'MARKETPLACE',
    shops: await shopsOf(db, scope),
  };
}

async function sessionAnswer(ctx: StaffContext, tenant: Tenant, member: StaffRow): Promise<TStaffSessionResponse> {
  const scope = await scopeOf(ctx.db, member);
  if (!scope.operator && !scope.roles.size) throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.staffNoShop);
  return {
    error_type: ErrorType.OK,
    message: formatMessage(apiMessages.staffSignedIn, { name: member.name }),
    token: await createStaffSession(ctx.db, member),
    staff: await wireStaff(ctx.db, tenant, scope),
  };
}

const findByEmail = async (db: Database, profileId: number, email: string) =>
  (
    await db
      .select()
      .from(staff)
      .where(and(eq(staff.profileId, profileId), eq(staff.email, email)))
      .limit(1)
  )[0];

/**
 * E-mail and password, with the customers' limits: a failure budget per address, every try
 * counted per e-mail, and the same answer after the same work for an unknown e-mail.
 */
export async function signIn(ctx: StaffContext, request: FastifyRequest, tenant: Tenant, body: Body<'staffSignIn'>) {
  const email = body.email.toLowerCase();
  const ipKey = `staff-login-ip:${request.ip}`;
  await ctx.limits.signInPerIp.check(request, ipKey);
  await ctx.limits.signInPerEmail(request, `staff-login:${tenant.id}:${email}`);
  const member = await findByEmail(ctx.db, tenant.id, email);
  const ok = await verifyPassword(body.password, member?.passwordHash ?? null, ctx.passwordCost);
  if (!member || !ok) {
    await ctx.limits.signInPerIp.spend(request, ipKey);
    throw new AppError(ErrorType.INVALID_CREDENTIALS, apiMessages.staffInvalidCredentials);
  }
  if (member.passwordHash && needsRehash(member.passwordHash, ctx.passwordCost)) {
    // Only now is the password at hand: the hash is made again at today's cost.
    await ctx.db
      .update(staff)
      .set({ passwordHash: await hashPassword(body.password, ctx.passwordCost) })
      .where(and(eq(staff.id, member.id), eq(staff.passwordHash, member.passwordHash)));
  }
  return sessionAnswer(ctx, tenant, member);
}

async function issueLink(
  db: Database,
  values: { purpose: 'invite' | 'reset'; staffId: number; role?: TStaffRole; shopId?: number | null; ms: number },
): Promise<string> {
  const token = newToken();
  await db.insert(staffTokens).values({
    tokenHash: sha256(token),
    purpose: values.purpose,
    staffId: values.staffId,
    role: values.role ?? null,
    shopId: values.shopId ?? null,
    expiresAt: new Date(Date.now() + values.ms),
  });
  return token;
}

/**
 * Owners invite owners and attendants to their shops; operators invite to any shop, and only an
 * operator invites another operator. The invited person gets an account now (no password yet) and
 * the role once they open the link.
 */
export async function invite(
  ctx: Pick<StaffContext, 'db' | 'send'>,
  request: FastifyRequest,
  tenant: Tenant,
  scope: StaffScope,
  body: Body<'staffInvite'>,
): Promise<TEnvelope> {
  const { email, letter } = await writeInvitation(ctx.db, request, tenant, scope, body);
  await ctx.send(tenant.id, letter);
  return envelope(ErrorType.OK, formatMessage(apiMessages.staffInvited, { email }));
}

/**
 * The invitation's rows (the account, its link) and the e-mail that carries the link, to send
 * once they are written: `db` may be a transaction the invitation is part of (a new shop's owner),
 * which the messenger, on a connection of its own, must not wait inside.
 */
export async function writeInvitation(
  db: Database,
  request: FastifyRequest,
  tenant: Tenant,
  scope: StaffScope,
  body: Body<'staffInvite'>,
): Promise<Invitation> {
  let shopName = tenant.name;
  if (body.role === 'operator') {
    if (!scope.operator) throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.staffOperatorOnly);
  } else {
    if (body.shop_id === undefined) throw new AppError(ErrorType.INVALID_INPUT, apiMessages.staffShopRequired);
    requireShop(scope, body.shop_id, 'manageShop');
    shopName = (await shopsOf(db, scope)).find((shop) => shop.shop_id === body.shop_id)?.name ?? shopName;
  }
  const shopId = body.role === 'operator' ? null : body.shop_id!;
  return writeInvitationFrom(
    db,
    tenant,
    { ...body, shopId, shopName },
    { inviter: scope.member.name, origin: requestOrigin(request) },
  );
}

type Invitation = { email: string; letter: Message };
type Invitee = Pick<Body<'staffInvite'>, 'name' | 'email' | 'role'> & {
  shopId: number | null;
  shopName: string;
};

/**
 * An invitation from `inviter` to the panel at `origin`: writeInvitation's, once it checked who
 * may invite whom, and the platform's, for the first person of a tenant it creates (its operator,
 * or its single shop's owner) on the tenant's own host.
 */
export async function writeInvitationFrom(
  db: Database,
  tenant: Tenant,
  invitee: Invitee,
  from: { inviter: string; origin: string },
): Promise<Invitation> {
  const [created] = await db
    .insert(staff)
    .values({ profileId: tenant.id, name: invitee.name, email: invitee.email })
    .onConflictDoNothing()
    .returning();
  const member = created ?? (await findByEmail(db, tenant.id, invitee.email))!;
  const current = await scopeOf(db, member);
  if (current.operator || (invitee.shopId !== null && current.roles.has(invitee.shopId))) {
    throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.staffAlreadyInShop);
  }
  const token = await issueLink(db, {
    purpose: 'invite',
    staffId: member.id,
    role: invitee.role,
    shopId: invitee.shopId,
    ms: INVITE_DAYS * 86_400_000,
  });
  const letter: Message = {
    channel: 'email',
    to: member.email,
    subject: formatMessage(apiMessages.staffInviteSubject, { title: tenant.name, shop: invitee.shopName }),
    text: formatMessage(apiMessages.staffInviteText, {
      name: member.name,
      inviter: from.inviter,
      shop: invitee.shopName,
      role: roleNames[invitee.role],
      link: panelUrl(from.origin, 'convite', token),
    }),
  };
  return { email: member.email, letter };
}

/** Takes a link's token once: it must be live, unused and of `purpose`, in this profile. */
async function useLink(db: Database, profileId: number, purpose: 'invite' | 'reset', token: string, message: string) {
  const [row] = await db
    .update(staffTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffTokens.tokenHash, sha256(token)),
        eq(staffTokens.purpose, purpose),
        isNull(staffTokens.usedAt),
        gt(staffTokens.expiresAt, sql`now()`),
        sql`${staffTokens.staffId} in (select ${staff.id} from ${staff} where ${staff.profileId} = ${profileId})`,
      ),
    )
    .returning();
  if (!row) throw new AppError(ErrorType.CODE_REJECTED, message);
  return row;
}

/** Joins the shop of the invitation; someone without a password yet sets it here. */
export async function acceptInvite(ctx: StaffContext, tenant: Tenant, body: Body<'staffAcceptInvite'>) {
  return ctx.db.transaction(async (tx) => {
    const link = await useLink(tx, tenant.id, 'invite', body.invite_token, apiMessages.staffInviteInvalid);
    let [member] = await tx.select().from(staff).where(eq(staff.id, link.staffId));
    if (!member) throw new AppError(ErrorType.CODE_REJECTED, apiMessages.staffInviteInvalid);
    if (!member.passwordHash) {
      // Refused before the link is spent: the transaction rolls the use back.
      if (!body.password) throw new AppError(ErrorType.INVALID_INPUT, apiMessages.staffPasswordRequired);
      [member] = await tx
        .update(staff)
        .set({ passwordHash: await hashPassword(body.password, ctx.passwordCost), updatedAt: new Date() })
        .where(eq(staff.id, member.id))
        .returning();
    }
    await tx
      .insert(staffRoles)
      .values({ staffId: link.staffId, role: link.role!, shopId: link.shopId })
      .onConflictDoNothing();
    return sessionAnswer({ ...ctx, db: tx }, tenant, member!);
  });
}

export async function listTeam(ctx: StaffContext, scope: StaffScope, body: Body<'staffList'>) {
  requireShop(scope, body.shop_id, 'manageShop');
  const joined = await ctx.db
    .select({ id: staff.id, name: staff.name, email: staff.email, role: staffRoles.role })
    .from(staffRoles)
    .innerJoin(staff, eq(staff.id, staffRoles.staffId))
    .where(eq(staffRoles.shopId, body.shop_id))
    .orderBy(staff.name);
  const invited = await ctx.db
    .selectDistinctOn([staff.id], { id: staff.id, name: staff.name, email: staff.email, role: staffTokens.role })
    .from(staffTokens)
    .innerJoin(staff, eq(staff.id, staffTokens.staffId))
    .where(
      and(
        eq(staffTokens.shopId, body.shop_id),
        eq(staffTokens.purpose, 'invite'),
        isNull(staffTokens.usedAt),
        gt(staffTokens.expiresAt, sql`now()`),
      ),
    );
  const members = new Set(joined.map((row) => row.id));
  return {
    error_type: ErrorType.OK,
    message: apiMessages.ok,
    staff: [
      ...joined.map((row) => ({ staff_id: row.id, name: row.name, email: row.email, role: row.role, pending: false })),
      ...invited
        .filter((row) => !members.has(row.id))
        .map((row) => ({ staff_id: row.id, name: row.name, email: row.email, role: row.role!, pending: true })),
    ],
  };
}

/** Takes the role in the shop away (and a pending invitation to it); no role left ends every session. */
export async function removeFromShop(ctx: StaffContext, scope: StaffScope, body: Body<'staffRemove'>) {
  requireShop(scope, body.shop_id, 'manageShop');
  if (body.staff_id === scope.member.id) throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.staffCannotRemoveSelf);
  await ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(staffRoles)
      .where(and(eq(staffRoles.staffId, body.staff_id), eq(staffRoles.shopId, body.shop_id)))
      .returning();
    const withdrawn = await tx
      .update(staffTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(staffTokens.staffId, body.staff_id),
          eq(staffTokens.shopId, body.shop_id),
          eq(staffTokens.purpose, 'invite'),
          isNull(staffTokens.usedAt),
        ),
      )
      .returning();
    if (!removed.length && !withdrawn.length) throw new AppError(ErrorType.NOT_FOUND, apiMessages.staffNotInShop);
    const [left] = await tx.select({ id: staffRoles.id }).from(staffRoles).where(eq(staffRoles.staffId, body.staff_id));
    if (!left) await endStaffSessions(tx, body.staff_id, {});
    // Still in another shop: a board of this one open on their screen closes.
    else await announceStaffChange(tx, body.staff_id);
  });
  return envelope(ErrorType.OK, apiMessages.staffRemoved);
}

/** Sends a reset link when the e-mail has a panel account; the answer never tells which. */
export async function sendReset(
  ctx: StaffContext,
  request: FastifyRequest,
  tenant: Tenant,
  body: Body<'staffPasswordReset'>,
) {
  await ctx.limits.resetsPerIp(request, `staff-reset-ip:${request.ip}`);
  await ctx.limits.resetsPerEmail(request, `staff-reset:${tenant.id}:${body.email}`);
  const member = await findByEmail(ctx.db, tenant.id, body.email);
  if (member?.passwordHash) {
    const token = await issueLink(ctx.db, { purpose: 'reset', staffId: member.id, ms: RESET_MINUTES * 60_000 });
    await ctx.send(tenant.id, {
      channel: 'email',
      to: member.email,
      subject: formatMessage(apiMessages.staffResetSubject, { title: tenant.name }),
      text: formatMessage(apiMessages.staffResetText, {
        name: member.name,
        link: panelUrl(requestOrigin(request), 'nova-senha', token),
      }),
    });
  }
  return envelope(ErrorType.OK, apiMessages.staffResetSent);
}

/**
 * A new password set by the platform for someone locked out (its CLI): every session of theirs
 * ends. Answers their name, or null when the profile has no such account. `record` runs in the
 * same transaction (the platform's audit log).
 */
export async function replacePassword(
  db: Database,
  profileId: number,
  email: string,
  passwordHash: string,
  record: (tx: Database) => Promise<void>,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .update(staff)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(staff.profileId, profileId), eq(staff.email, email.trim().toLowerCase())))
      .returning();
    if (!member) return null;
    await endStaffSessions(tx, member.id, {});
    await record(tx);
    return member.name;
  });
}

/** A new password from a reset link: every other session ends, and this one begins. */
export async function setNewPassword(ctx: StaffContext, tenant: Tenant, body: Body<'staffNewPassword'>) {
  return ctx.db.transaction(async (tx) => {
    const link = await useLink(tx, tenant.id, 'reset', body.reset_token, apiMessages.staffResetInvalid);
    const [member] = await tx
      .update(staff)
      .set({ passwordHash: await hashPassword(body.password, ctx.passwordCost), updatedAt: new Date() })
      .where(eq(staff.id, link.staffId))
      .returning();
    await endStaffSessions(tx, link.staffId, {});
    return sessionAnswer({ ...ctx, db: tx }, tenant, member!);
  });
}
