import { staffCalls } from '@delivery/contract/calls/staff';
import type { TStaffRole } from '@delivery/contract/staff';
import type { FastifyInstance } from 'fastify';
import { randomInt } from 'node:crypto';
import type { Database } from '../../src/db/client.ts';
import { staff, staffRoles } from '../../src/db/schema/staff.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { post } from './app.ts';

export const staffPassword = 'balcao-123';
// scrypt is slow on purpose: one hash serves every staff member a test file makes.
let passwordHash: Promise<string> | undefined;

export const newStaffEmail = (): string => `equipe-${randomInt(0, 1e9)}-${Date.now()}@example.com`;

/**
 * A staff member of `profileId` with `staffPassword`, holding each role given (a shop's id, or
 * null for operator), signed in on `host`: answers their id, e-mail and session token.
 */
export async function addStaff(
  app: FastifyInstance,
  db: Database,
  tenant: { id: number; domain: string },
  roles: { role: TStaffRole; shopId: number | null }[],
) {
  const email = newStaffEmail();
  passwordHash ??= hashPassword(staffPassword, 'light');
  const [member] = await db
    .insert(staff)
    .values({ profileId: tenant.id, name: 'Pessoa da Equipe', email, passwordHash: await passwordHash })
    .returning();
  if (roles.length) await db.insert(staffRoles).values(roles.map((r) => ({ staffId: member!.id, ...r })));
  const signedIn = roles.length
    ? (await post(app, tenant.domain, staffCalls.staffSignIn.path, { email, password: staffPassword })).json()
    : null;
  return { id: member!.id, email, token: signedIn?.token as string };
}
