import { platformCalls } from '@delivery/contract/calls/platform';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { createFailureBudget, createLimiter } from '../../http/rate-limits.ts';
import { register } from '../../http/register.ts';
import { loadSecretsKey } from '../../providers/secrets-key.ts';
import { secretReader } from '../../providers/secret-source.ts';
import { readToken } from '../sessions/service.ts';
import { normaliseHost } from '../tenant/service.ts';
import { actorOf, auditLog, me, setSuspended, signIn, signOut, tenantList, type PlatformContext } from './service.ts';

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * The console's calls, on the platform's host only (PLATFORM_HOST): on a tenant's host, or when no
 * platform host is set, they are not found, as any path nothing answers.
 */
export async function platformRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  app.addHook('onRequest', (request, _reply, done) => {
    const here = config.PLATFORM_HOST !== undefined && normaliseHost(request.host) === config.PLATFORM_HOST;
    done(here ? undefined : new AppError(ErrorType.NOT_FOUND, apiMessages.notFound));
  });
  app.decorateRequest('platformAdmin', null);
  const limit = (max: number) => ({ max, timeWindowMs: FIFTEEN_MINUTES, message: apiMessages.rateLimited });
  const ctx: PlatformContext = {
    db: app.db,
    secrets: secretReader(await loadSecretsKey(app.db, config)),
    passwordCost: config.PASSWORD_HASH_COST,
    limits: {
      signInPerIp: createFailureBudget(app, limit(config.LOGIN_ATTEMPTS_PER_IP)),
      signInPerEmail: createLimiter(app, limit(config.LOGIN_ATTEMPTS_PER_IDENTIFIER)),
    },
  };
  const calls = platformCalls;
  await register(app, calls.platformSignIn, (input, request) => signIn(ctx, request, input));
  await register(app, calls.platformMe, (_input, request) => me(app.db, request.platformAdmin));
  // The signed-in hook found the token, so there is one to end.
  await register(app, calls.platformSignOut, (_input, request) =>
    signOut(app.db, actorOf(request), readToken(request)!),
  );
  await register(app, calls.platformTenants, () => tenantList(app.db));
  await register(app, calls.platformSuspendTenant, (input, request) =>
    setSuspended(app.db, actorOf(request), input.profile_id, true),
  );
  await register(app, calls.platformResumeTenant, (input, request) =>
    setSuspended(app.db, actorOf(request), input.profile_id, false),
  );
  await register(app, calls.platformAudit, (input) => auditLog(app.db, input));
}
