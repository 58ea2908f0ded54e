import type { CallBody } from '@delivery/contract/call';
import type { platformCalls } from '@delivery/contract/calls/platform';
import { envelope } from '@delivery/contract/envelope';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import type { TPlatformAdmin, TPlatformSessionResponse } from '@delivery/contract/platform';
import { toReais } from '@delivery/contract/pricing';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { PlatformAdminRow } from '../../db/schema/platform.ts';
import { AppError } from '../../http/app-error.ts';
import type { FailureBudget, Limiter } from '../../http/rate-limits.ts';
import { hashPassword, needsRehash, verifyPassword, type PasswordCost } from '../../lib/passwords.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import type { SecretReader } from '../../providers/secret-source.ts';
import { tenantTotalsSince } from '../orders/service.ts';
import { replacePassword } from '../staff/service.ts';
import { listTenantsWithDomains, pendingDomains, setTenantSuspended } from '../tenant/service.ts';
import {
  adminOfSession,
  auditPage,
  findAdminByEmail,
  insertAdmin,
  audit,
  insertSession,
  recoveryCodesLeft,
  replaceCredentials,
  revokeSession,
  setPasswordHash,
  spendRecoveryCode,
  takeTotpStep,
} from './queries.ts';
import { wireDomain } from './tenants.ts';
import { isTotpCode, newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpStep, totpUri } from './second-factor.ts';

/** The platform's administrators (decision 0082): their sign-in, sessions and audit log. */

export type PlatformContext = {
  db: Database;
  secrets: SecretReader;
  passwordCost: PasswordCost;
  limits: {
    /** Failed sign-ins of an address: only failures spend it. */
    signInPerIp: FailureBudget;
    signInPerEmail: Limiter;
  };
};

/**
 * Who acts: an administrator from the console, or nobody from the CLI (a shell on the server);
 * `name` is how an invitation they send names them.
 */
export type Actor = { adminId: number | null; ip: string; name: string };
export const fromCli: Actor = { adminId: null, ip: 'cli', name: apiMessages.platformInviteFrom };
/** The administrator of a console call, as the audit log names them. */
export const actorOf = (
  request: FastifyRequest & { platformAdmin: PlatformAdminRow },
): Actor & { adminId: number } => ({
  adminId: request.platformAdmin.id,
  ip: request.ip,
  name: request.platformAdmin.name,
});

type Body<K extends keyof typeof platformCalls> = CallBody<(typeof platformCalls)[K]>;

/** A console left open on a shared desk closes by the end of a working day. */
const PLATFORM_SESSION_HOURS = 12;
const AUDIT_PAGE = 50;

const wireAdmin = (admin: PlatformAdminRow): TPlatformAdmin => ({
  admin_id: admin.id,
  name: admin.name,
  email: admin.email,
});

/**
 * Signs an administrator in with all three at once (e-mail, password, second factor), so a refusal
 * never says which was wrong. A recovery code is spent; an authenticator code's time step is taken,
 * so neither opens a second session.
 */
export async function signIn(
  ctx: PlatformContext,
  request: FastifyRequest,
  body: Body<'platformSignIn'>,
): Promise<TPlatformSessionResponse> {
  const email = body.email.toLowerCase();
  const ipKey = `platform-login-ip:${request.ip}`;
  await ctx.limits.signInPerIp.check(request, ipKey);
  await ctx.limits.signInPerEmail(request, `platform-login:${email}`);
  const admin = await findAdminByEmail(ctx.db, email);
  const passwordOk = await verifyPassword(body.password, admin?.passwordHash ?? null, ctx.passwordCost);
  const method = isTotpCode(body.code) ? 'authenticator' : 'recovery-code';
  const factorOk = admin && passwordOk && (await secondFactor(ctx, admin, body.code, method));
  if (!admin || !factorOk) {
    await ctx.limits.signInPerIp.spend(request, ipKey);
    await audit(ctx.db, { adminId: null, action: 'sign-in-refused', target: email, ip: request.ip });
    throw new AppError(ErrorType.INVALID_CREDENTIALS, apiMessages.platformInvalidCredentials);
  }
  if (needsRehash(admin.passwordHash, ctx.passwordCost)) {
    await setPasswordHash(ctx.db, admin.id, admin.passwordHash, await hashPassword(body.password, ctx.passwordCost));
  }
  const token = newToken();
  await insertSession(ctx.db, sha256(token), admin.id, new Date(Date.now() + PLATFORM_SESSION_HOURS * 3_600_000));
  await audit(ctx.db, {
    adminId: admin.id,
    action: 'sign-in',
    target: `admin:${admin.id}`,
    after: { method },
    ip: request.ip,
  });
  return {
    ...envelope(ErrorType.OK, formatMessage(apiMessages.platformSignedIn, { name: admin.name })),
    token,
    admin: wireAdmin(admin),
    recovery_codes_left: await recoveryCodesLeft(ctx.db, admin.id),
  };
}

async function secondFactor(
  ctx: PlatformContext,
  admin: PlatformAdminRow,
  code: string,
  method: 'authenticator' | 'recovery-code',
): Promise<boolean> {
  if (method === 'recovery-code') return spendRecoveryCode(ctx.db, admin.id, recoveryCodeHash(code));
  const step = totpStep(await ctx.secrets.text(admin.totpSecret), code);
  return step !== null && takeTotpStep(ctx.db, admin.id, step);
}

/** The administrator of a live session; any token that opens none is one and the same refusal. */
export async function adminOfToken(db: Database, token: string): Promise<PlatformAdminRow> {
  const admin = await adminOfSession(db, sha256(token));
  if (!admin) throw new AppError(ErrorType.UNAUTHENTICATED, apiMessages.platformSessionExpired);
  return admin;
}

export async function me(db: Database, admin: PlatformAdminRow) {
  return {
    ...envelope(ErrorType.OK, apiMessages.ok),
    admin: wireAdmin(admin),
    recovery_codes_left: await recoveryCodesLeft(db, admin.id),
  };
}

export async function signOut(db: Database, by: Actor & { adminId: number }, token: string) {
  await revokeSession(db, sha256(token));
  await audit(db, { ...by, action: 'sign-out', target: `admin:${by.adminId}` });
  return envelope(ErrorType.OK, apiMessages.signedOut);
}

export async function auditLog(db: Database, body: Body<'platformAudit'>) {
  const rows = await auditPage(db, body.before_id, AUDIT_PAGE);
  return {
    ...envelope(ErrorType.OK, apiMessages.ok),
    entries: rows.map((row) => ({
      audit_id: row.id,
      admin: row.admin,
      action: row.action,
      target: row.target,
      before: row.before,
      after: row.after,
      ip: row.ip,
      at: row.createdAt.toISOString(),
    })),
  };
}

const DAY_MS = 86_400_000;

/** Every tenant, with its hosts and its last 30 days. */
export async function tenantList(db: Database) {
  const [tenants, pending, totals] = await Promise.all([
    listTenantsWithDomains(db),
    pendingDomains(db),
    tenantTotalsSince(db, new Date(Date.now() - 30 * DAY_MS)),
  ]);
  return {
    ...envelope(ErrorType.OK, apiMessages.ok),
    tenants: tenants.map((tenant) => {
      const last30 = totals.get(tenant.id);
      return {
        profile_id: tenant.id,
        name: tenant.name,
        type_flow: tenant.typeFlow,
        max_shops: tenant.maxShops,
        domains: tenant.domains,
        pending_domains: pending.filter((row) => row.profileId === tenant.id).map(wireDomain),
        suspended: tenant.suspended,
        orders_30d: last30?.orders ?? 0,
        sales_30d: toReais(last30?.revenueCents ?? 0),
      };
    }),
  };
}

/**
 * Suspends or resumes a tenant, kept in the audit log with its state before and after, in the same
 * transaction (a second suspension changes nothing and says so the same way).
 */
export async function setSuspended(db: Database, by: Actor, profileId: number, suspended: boolean) {
  const changed = await setTenantSuspended(db, profileId, suspended, (tx, wasSuspended) =>
    audit(tx, {
      ...by,
      action: suspended ? 'tenant-suspended' : 'tenant-resumed',
      target: `profile:${profileId}`,
      before: { suspended: wasSuspended },
      after: { suspended },
    }),
  );
  if (!changed) throw new AppError(ErrorType.NOT_FOUND, apiMessages.platformTenantNotFound);
  const message = suspended ? apiMessages.platformTenantSuspended : apiMessages.platformTenantResumed;
  return envelope(ErrorType.OK, formatMessage(message, { tenant: changed.name }));
}

/** What an administrator is handed once, and never again: the server keeps none of it readable. */
export type NewCredentials = {
  admin: PlatformAdminRow;
  password: string;
  totpSecret: string;
  totpUri: string;
  recoveryCodes: string[];
};

type AdminKeeping = Pick<PlatformContext, 'db' | 'secrets' | 'passwordCost'>;

/** A password made here, a TOTP secret sealed with the server's key, ten recovery codes. */
async function newCredentials(ctx: AdminKeeping, email: string) {
  if (!ctx.secrets.canSeal)
    throw new Error('SECRETS_KEY não está definida: o segredo do autenticador não pode ser guardado cifrado');
  const password = newToken().slice(0, 20);
  const totpSecret = newTotpSecret();
  const recoveryCodes = newRecoveryCodes();
  return {
    handed: { password, totpSecret, totpUri: totpUri(totpSecret, email), recoveryCodes },
    kept: {
      passwordHash: await hashPassword(password, ctx.passwordCost),
      totpSecret: ctx.secrets.seal(totpSecret),
      recoveryHashes: recoveryCodes.map(recoveryCodeHash),
    },
  };
}

/** Adds an administrator (the CLI, and the sandbox's demo). */
export async function createAdmin(
  ctx: AdminKeeping,
  values: { name: string; email: string },
  by: Actor = fromCli,
): Promise<NewCredentials> {
  const email = values.email.trim().toLowerCase();
  if (await findAdminByEmail(ctx.db, email)) throw new Error(`já existe um administrador com o e-mail ${email}`);
  const { handed, kept } = await newCredentials(ctx, email);
  const admin = await insertAdmin(ctx.db, { name: values.name.trim(), email, ...kept });
  await audit(ctx.db, {
    ...by,
    action: 'admin-created',
    target: `admin:${admin.id}`,
    after: { name: admin.name, email },
  });
  return { admin, ...handed };
}

/**
 * New password, authenticator and recovery codes for an administrator who lost theirs; every
 * session they had ends. There is no e-mail path to a platform account: someone with the CLI does it.
 */
export async function resetAdmin(ctx: AdminKeeping, email: string, by: Actor = fromCli): Promise<NewCredentials> {
  const admin = await findAdminByEmail(ctx.db, email.trim().toLowerCase());
  if (!admin) throw new Error(`nenhum administrador tem o e-mail ${email}`);
  const { handed, kept } = await newCredentials(ctx, admin.email);
  await replaceCredentials(ctx.db, admin.id, kept);
  await audit(ctx.db, { ...by, action: 'admin-reset', target: `admin:${admin.id}` });
  return { admin, ...handed };
}

/**
 * A new password for a tenant's staff member locked out of the panel, handed to whoever runs the
 * CLI to pass on; every session of theirs ends.
 */
export async function resetStaffPassword(
  ctx: Pick<PlatformContext, 'db' | 'passwordCost'>,
  profileId: number,
  email: string,
  by: Actor = fromCli,
): Promise<{ name: string; password: string }> {
  const password = newToken().slice(0, 16);
  const name = await replacePassword(ctx.db, profileId, email, await hashPassword(password, ctx.passwordCost), (tx) =>
    audit(tx, { ...by, action: 'staff-password-reset', target: `profile:${profileId}`, after: { email } }),
  );
  if (!name) throw new Error(`o cliente ${profileId} não tem ninguém com o e-mail ${email} no painel`);
  return { name, password };
}
