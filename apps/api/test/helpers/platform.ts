import { platformCalls } from '@delivery/contract/calls/platform';
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { platformAudit } from '../../src/db/schema/platform.ts';
import { runPlatformCommand } from '../../src/modules/platform/commands.ts';
import { tenantsContext } from '../../src/modules/platform/routes.ts';
import { createAdmin, type NewCredentials } from '../../src/modules/platform/service.ts';
import { totpNow } from '../../src/modules/platform/second-factor.ts';
import { loadSecretsKey } from '../../src/providers/secrets-key.ts';
import { secretReader } from '../../src/providers/secret-source.ts';
import { post } from './app.ts';

/** The platform's host in the API tests (PLATFORM_HOST). */
export const platformHost = 'plataforma.test';

export const newAdminEmail = (): string => `admin-${randomInt(0, 1e9)}-${Date.now()}@plataforma.test`;

/** A new administrator, as the CLI adds one: what it was handed once, the password among it. */
export async function addPlatformAdmin(app: FastifyInstance): Promise<NewCredentials> {
  return createAdmin(
    {
      db: app.db,
      secrets: secretReader(await loadSecretsKey(app.db, app.config)),
      passwordCost: app.config.PASSWORD_HASH_COST,
    },
    { name: 'Ana da Plataforma', email: newAdminEmail() },
  );
}

/** Signs the administrator in on the platform's host with the code of `at` (default: now). */
export function platformSignIn(app: FastifyInstance, admin: NewCredentials, code = totpNow(admin.totpSecret)) {
  return post(app, platformHost, platformCalls.platformSignIn.path, {
    email: admin.admin.email,
    password: admin.password,
    code,
  });
}

/** A signed-in administrator's session token. */
export async function platformToken(app: FastifyInstance, admin?: NewCredentials): Promise<string> {
  const answer = (await platformSignIn(app, admin ?? (await addPlatformAdmin(app)))).json();
  if (answer.error_type !== 0) throw new Error(`platform sign-in refused: ${answer.message}`);
  return answer.token as string;
}

/** The audit log's rows about `target` (`admin:ID`, `profile:ID`, an e-mail), oldest first. */
export const auditOf = (db: Database, target: string) =>
  db.select().from(platformAudit).where(eq(platformAudit.target, target)).orderBy(platformAudit.id);

/** `npm run platform -- …` on the test app's database and wiring: its exit code and what it printed. */
export async function platformCli(app: FastifyInstance) {
  const ctx = {
    db: app.db,
    secrets: secretReader(await loadSecretsKey(app.db, app.config)),
    passwordCost: app.config.PASSWORD_HASH_COST,
    tenants: tenantsContext(app),
  };
  return async (...argv: string[]): Promise<{ code: number; out: string }> => {
    const lines: string[] = [];
    const code = await runPlatformCommand(argv, ctx, (line) => lines.push(line));
    return { code, out: lines.join('\n') };
  };
}
