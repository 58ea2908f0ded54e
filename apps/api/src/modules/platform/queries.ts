import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  platformAdmins,
  platformAudit,
  platformRecoveryCodes,
  platformSessions,
  type PlatformAdminRow,
} from '../../db/schema/platform.ts';

export async function findAdminByEmail(db: Database, email: string): Promise<PlatformAdminRow | null> {
  const [row] = await db.select().from(platformAdmins).where(eq(platformAdmins.email, email)).limit(1);
  return row ?? null;
}

export async function insertAdmin(
  db: Database,
  values: { name: string; email: string; passwordHash: string; totpSecret: string; recoveryHashes: string[] },
): Promise<PlatformAdminRow> {
  return db.transaction(async (tx) => {
    const [admin] = await tx
      .insert(platformAdmins)
      .values({
        name: values.name,
        email: values.email,
        passwordHash: values.passwordHash,
        totpSecret: values.totpSecret,
      })
      .returning();
    await tx
      .insert(platformRecoveryCodes)
      .values(values.recoveryHashes.map((codeHash) => ({ codeHash, adminId: admin!.id })));
    return admin!;
  });
}

/**
 * Gives an administrator new credentials (a lost phone): password, TOTP secret, recovery codes,
 * and ends every session they had, in one transaction.
 */
export async function replaceCredentials(
  db: Database,
  adminId: number,
  values: { passwordHash: string; totpSecret: string; recoveryHashes: string[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(platformAdmins)
      .set({
        passwordHash: values.passwordHash,
        totpSecret: values.totpSecret,
        totpLastStep: null,
        updatedAt: new Date(),
      })
      .where(eq(platformAdmins.id, adminId));
    await tx.delete(platformRecoveryCodes).where(eq(platformRecoveryCodes.adminId, adminId));
    await tx.insert(platformRecoveryCodes).values(values.recoveryHashes.map((codeHash) => ({ codeHash, adminId })));
    await tx
      .update(platformSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(platformSessions.adminId, adminId), isNull(platformSessions.revokedAt)));
  });
}

export async function setPasswordHash(db: Database, adminId: number, was: string, hash: string): Promise<void> {
  await db
    .update(platformAdmins)
    .set({ passwordHash: hash, updatedAt: new Date() })
    .where(and(eq(platformAdmins.id, adminId), eq(platformAdmins.passwordHash, was)));
}

/** Takes a time step for the admin if it is later than the last one taken: false when it is not. */
export async function takeTotpStep(db: Database, adminId: number, step: number): Promise<boolean> {
  const taken = await db
    .update(platformAdmins)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(platformAdmins.id, adminId),
        or(isNull(platformAdmins.totpLastStep), lt(platformAdmins.totpLastStep, step)),
      ),
    )
    .returning({ id: platformAdmins.id });
  return taken.length === 1;
}

/** Spends one unused recovery code of the admin: false when it is not theirs or was used. */
export async function spendRecoveryCode(db: Database, adminId: number, codeHash: string): Promise<boolean> {
  const spent = await db
    .update(platformRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(platformRecoveryCodes.codeHash, codeHash),
        eq(platformRecoveryCodes.adminId, adminId),
        isNull(platformRecoveryCodes.usedAt),
      ),
    )
    .returning({ adminId: platformRecoveryCodes.adminId });
  return spent.length === 1;
}

export async function recoveryCodesLeft(db: Database, adminId: number): Promise<number> {
  const [row] = await db
    .select({ left: sql<number>`count(*)::int` })
    .from(platformRecoveryCodes)
    .where(and(eq(platformRecoveryCodes.adminId, adminId), isNull(platformRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export async function insertSession(db: Database, tokenHash: string, adminId: number, expiresAt: Date): Promise<void> {
  await db.insert(platformSessions).values({ tokenHash, adminId, expiresAt });
}

export async function adminOfSession(db: Database, tokenHash: string): Promise<PlatformAdminRow | null> {
  const [row] = await db
    .select({ admin: platformAdmins })
    .from(platformSessions)
    .innerJoin(platformAdmins, eq(platformAdmins.id, platformSessions.adminId))
    .where(
      and(
        eq(platformSessions.tokenHash, tokenHash),
        isNull(platformSessions.revokedAt),
        gt(platformSessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row?.admin ?? null;
}

export async function revokeSession(db: Database, tokenHash: string): Promise<void> {
  await db
    .update(platformSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(platformSessions.tokenHash, tokenHash), isNull(platformSessions.revokedAt)));
}

export type AuditValues = {
  adminId: number | null;
  action: string;
  target: string;
  before?: unknown;
  after?: unknown;
  ip: string;
};

/** Writes one entry of the audit log; every action of the console and the CLI goes through here. */
export async function audit(db: Database, entry: AuditValues): Promise<void> {
  await db.insert(platformAudit).values({
    adminId: entry.adminId,
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip,
  });
}

export async function auditPage(db: Database, beforeId: number | undefined, size: number) {
  return db
    .select({
      id: platformAudit.id,
      admin: platformAdmins.email,
      action: platformAudit.action,
      target: platformAudit.target,
      before: platformAudit.before,
      after: platformAudit.after,
      ip: platformAudit.ip,
      createdAt: platformAudit.createdAt,
    })
    .from(platformAudit)
    .leftJoin(platformAdmins, eq(platformAdmins.id, platformAudit.adminId))
    .where(beforeId === undefined ? undefined : lt(platformAudit.id, beforeId))
    .orderBy(desc(platformAudit.id))
    .limit(size);
}
